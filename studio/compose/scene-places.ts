import { type Activity, activityOf, happensIn, literally } from "../art/activities";
import { illustrateScene } from "../art/illustrate";
import { PERSON_ROLES } from "../art/person-words";
import { withoutElsewhere } from "../language/elsewhere";
import { lemmasOf } from "../language/lemmas";
import { saysABarOfSomething } from "../language/mentions";
import { narratedPart } from "../language/narrated";
import { splitSentences, wordIndex } from "../language/sentences";
import { hourSaid } from "../language/clock-times";
import { taggedTerms } from "../language/tagged-terms";
import { PLACE_SETTINGS, SCENE_CUES, type SettingKind, TIME_CUES, type TimeOfDay } from "../art/places";
import type { Script } from "@common/script";
import { escapeRegExp } from "../language/text";

/**
 * Where and when a scene is drawn, and the word that said so (absent when carried over or the story's default).
 * `seed` draws the place: every scene of a video in the same place has the same one, so its kitchen keeps its
 * cabinets, floor and furniture from scene to scene.
 */
export type ScenePlace = { kind: SettingKind; time: TimeOfDay; word?: string; seed: number };

/** A story that never says where it happens is drawn in a park by day: an open, neutral place for any story. */
const DEFAULT_KIND: SettingKind = "park";
// Places that say less than any other place in the same scene: "we were in the kitchen at home" is the kitchen.
const GENERIC = new Set(["home", "house", "flat", "apartment", "town", "village", "street", "road"]);
// Vehicles set a scene only when no place does: "Dad parked the car and we ran into the kitchen" is the kitchen.
export const VEHICLES: ReadonlySet<SettingKind> = new Set<SettingKind>(["car", "train"]);
const URBAN = new Set<SettingKind>(["street", "city-night"]);
const URBAN_WATER = new Set(["river", "bridge"]);
const OPEN_AIR = new Set<SettingKind>([
  "beach",
  "lake",
  "canal",
  "street",
  "park",
  "garden",
  "forest",
  "mountains",
  "countryside",
  "stadium",
]);
// "At this stage" is a time, not a theatre.
const NOT_A_PLACE = /\b(?:at|by|from) (?:this|that|which) stage\b/i;

const computed = new WeakMap<Script, ScenePlace[]>();

/**
 * Each scene's setting and time of day, from its own words read as nouns in their sentence (the pier, the oven, a
 * sandcastle; not "parked" or "to train"), else carried from the scene before: a story stays where it is until it
 * says it moved. Scenes before the story's first place take that place; a story that names none is drawn in a park.
 * Times of day carry forward the same way ("that night" stays night until "the next morning"), from day.
 */
export function scenePlaces(script: Script): ScenePlace[] {
  const cached = computed.get(script);
  if (cached) return cached;
  // The hook is said over the title card just before the first scene, and is often the story's opening: where it
  // puts the story is where the first scene starts ("We moved to the city in May." → the street) unless that scene
  // names a place of its own ("she stopped her car").
  const said = script.scenes.map((scene, i) => {
    const own = placeSaid(scene.narration, scene.visual.setting);
    const named = own.word && !own.hinted && !own.writers && !GENERIC.has(own.word.toLowerCase());
    return i === 0 && script.hook && !named
      ? placeSaid(`${script.hook} ${scene.narration}`, scene.visual.setting)
      : own;
  });
  const firstKind = said.find((s) => s.kind)?.kind ?? placeSaid(script.hook).kind ?? DEFAULT_KIND;
  let kind = firstKind;
  let time = placeSaid(script.hook).time ?? "day";
  const seeds = new Map<SettingKind, number>();
  let ownShop: SettingKind | undefined;
  const places = said.map((scene, index): ScenePlace => {
    // A river or a bridge in a story set in town is the town's own: the city by its river, not a mountain lake.
    kind = staysIn(kind, scene) ? kind : (scene.kind ?? kind);
    // "She closed the shop" after the street outside her bakery: the story's own shop, not a supermarket.
    if (kind === "shop" && SHOP_WORDS.has(scene.word?.toLowerCase() ?? "") && ownShop) kind = ownShop;
    if (SHOPS.has(kind)) ownShop = kind;
    // "That night … all evening" stays night: an evening after the night is the same one, not a second sunset.
    time = scene.time === "sunset" && time === "night" ? time : (scene.time ?? time);
    // A city by day is its streets; its skyline of lit windows is drawn only at night.
    const drawn = kind === "city-night" && time !== "night" ? "street" : kind;
    if (!seeds.has(drawn)) seeds.set(drawn, index * 7 + 3);
    return { kind: drawn, time, seed: seeds.get(drawn)!, ...(scene.word ? { word: scene.word } : {}) };
  });
  computed.set(script, places);
  return places;
}

// A shop of the story's own ("her bakery") is still where "she closed the shop"; a room of the home is still where
// "we got home" when the story is already in it.
const SHOP_WORDS = new Set(["shop", "store"]);
const SHOPS = new Set<SettingKind>(["bakery", "cafe"]);
const ROOMS = new Set<SettingKind>(["kitchen", "bedroom", "living-room", "garage"]);
const WATERS = new Set<SettingKind>(["lake", "sea", "harbour", "canal"]);
// Where the things that point to a place are also found: bread and pastries come out of a home oven too.
const ALSO_AT: Partial<Record<SettingKind, ReadonlySet<SettingKind>>> = {
  bakery: new Set(["kitchen", "cafe"]),
  kitchen: new Set(["bakery", "cafe"]),
};

/** Whether a line leaves the story where it is: it names no new place, only the one it is in by another word. */
function staysIn(kind: SettingKind, said: Said): boolean {
  const word = said.word?.toLowerCase() ?? "";
  // A river or a bridge in a story set in town is the town's own: the city by its river, not a mountain lake.
  if (said.kind === "lake" && URBAN.has(kind) && URBAN_WATER.has(word)) return true;
  // Cooking in the bakery, sleeping on the train: what happens can happen where the story already is.
  if (said.activity && !said.word && (said.anywhere || happensIn(said.activity, kind))) return true;
  // A bed in the ward is the ward's: "the old lady in the next bed" is still in the hospital.
  if (said.kind === "bedroom" && BEDS.has(word) && kind === "hospital") return true;
  // The sea seen from the deck the story is on is still seen from the deck: "the sea was rough" is no beach.
  if (kind === "sea" && SEA_WORDS.has(word) && !said.activity) return true;
  // A lake in a story on the snow is the frozen one it is on: "the frozen lake", then "we walked back across the lake".
  if (kind === "snow" && said.kind === "lake" && !said.activity) return true;
  // The sky and its clouds are seen from wherever the story is out of doors: "watched the clouds below us" from the top.
  if (said.kind === "sky" && !said.activity && OPEN_AIR.has(kind)) return true;
  // The shore of the lake the story is at is that lake's.
  if (said.kind === "beach" && word === "shore" && WATERS.has(kind)) return true;
  // Someone who works somewhere can be met anywhere: "my colleague Sanne" in the kiosk does not make it an office.
  if (said.hinted) return true;
  // Things that belong where the story is keep it there: loaves out of the oven in Grandpa's flat are baked in his
  // kitchen, not in a bakery; a recipe in the bakery is the bakery's.
  if (said.thingsOf?.some((thingsKind) => thingsKind === kind || ALSO_AT[thingsKind]?.has(kind))) return true;
  return said.kind === "living-room" && GENERIC.has(word) && ROOMS.has(kind);
}

/**
 * What a line says of where it happens: its place (and the word for it), its time, and an activity that needs a place;
 * `anywhere` when the activity happens wherever the story is ("we cooked sausages on a fire" by the lake).
 */
type Said = {
  kind?: SettingKind;
  time?: TimeOfDay;
  word?: string;
  activity?: Activity;
  anywhere?: boolean;
  /** The line names no place: this is the story's last, as the writer read it. */
  writers?: boolean;
  /**
   * The line names no place, only someone who works in one ("my boss"): it places a story not placed yet, and moves
   * none.
   */
  hinted?: boolean;
  /** The line names no place, only things found in one ("the loaves", "the oven"): the places those things point to. */
  thingsOf?: SettingKind[];
};

/**
 * The setting and time a line says, if it says one: the first of its sentences that names a place (a vehicle only
 * when no sentence does), so a scene starts where its first words are.
 */
export function placeSaid(narration: string, writersPlace?: string): Said {
  const said = splitSentences(withoutElsewhere(narration.replace(NOT_A_PLACE, " "))).map(sentenceSaid);
  const placed = said.find((s) => s.kind && !s.byVehicle) ?? said.find((s) => s.kind);
  const time = said.find((s) => s.time)?.time;
  const writers = writersPlace ? headPlace(writersPlace) : undefined;
  const where: Said = placed
    ? placeOf(placed)
    : writers
      ? { kind: PLACE_SETTINGS[writers]!, word: writers, writers: true }
      : {};
  return { ...where, ...(time ? { time } : {}) };
}

const placeOf = ({ kind, word, activity, anywhere, hinted, thingsOf }: SentenceSaid): Said => ({
  ...(kind ? { kind } : {}),
  ...(word ? { word } : {}),
  ...(activity ? { activity } : {}),
  ...(anywhere ? { anywhere } : {}),
  ...(hinted ? { hinted } : {}),
  ...(thingsOf ? { thingsOf } : {}),
});

type SentenceSaid = Said & { byVehicle?: boolean };

function sentenceSaid(text: string): SentenceSaid {
  return journeysEnd(text) ?? clauseSaid(text);
}

// Getting somewhere: driving, flying.
const JOURNEYS = new Set<SettingKind>(["car", "airport"]);
const THEN = /,?\s+\b(?:and(?: then)?|then|where)\s+/i;
const JOURNEY_VERB = /\b(?:dr[io]ve[ns]?|driving|fl(?:y|ew|own|ies|ying))\b/i;

/**
 * "I drive to his bungalow and we sit at his kitchen table": a line that gets somewhere and then stays there is drawn
 * where it stays, not on the road.
 */
function journeysEnd(text: string): SentenceSaid | undefined {
  const [first, ...rest] = text.split(THEN);
  if (!rest.length || !first) return undefined;
  const journey = clauseSaid(first);
  if (!journey.activity || !JOURNEYS.has(journey.activity.place) || journey.kind !== journey.activity.place)
    return undefined;
  const stay = rest.map(clauseSaid).find((said) => said.kind && !VEHICLES.has(said.kind) && !said.hinted);
  if (!stay?.activity || stay.word) return stay;
  // "We drove to the lake and swam": where they went, when what they do there happens there.
  const destination = clauseSaid(first.replace(JOURNEY_VERB, "went"));
  return destination.kind && happensIn(stay.activity, destination.kind)
    ? { ...destination, ...(stay.time ? { time: stay.time } : {}) }
    : stay;
}

function clauseSaid(text: string): SentenceSaid {
  const words = candidates(text);
  const read = illustrateScene(text, words);
  // A place of two words ("bus stop", "car park") is a place however its words are tagged, and a place word naming
  // where a thing is ("the airport gate", "the hospital corridor") still says where: never a verb there.
  const compounds = words.filter(
    (w) =>
      PLACE_SETTINGS[w] &&
      !read.some((n) => n.word.toLowerCase() === w) &&
      (w.includes(" ") || placeBeforeNoun(text, w)),
  );
  const lower = text.toLowerCase();
  const all = [...read, ...compounds.map((word) => ({ word }))].sort(
    (a, b) => lower.indexOf(a.word.toLowerCase()) - lower.indexOf(b.word.toLowerCase()),
  );
  // "the school talent show" is a talent show: a place word right before another names the place of the second.
  // A place of two words is that place, not the place its last word names alone: "the car park" is no park.
  const nouns = all.filter(
    (n) =>
      !all.some(
        (m) =>
          m !== n &&
          PLACE_SETTINGS[m.word.toLowerCase()] &&
          ((lower.includes(`${n.word.toLowerCase()} ${m.word.toLowerCase()}`) && !HELD.has(m.word.toLowerCase())) ||
            m.word.toLowerCase().split(" ").slice(1).includes(n.word.toLowerCase())),
      ) &&
      !namesSomethingElse(text, n.word) &&
      !(HELD.has(n.word.toLowerCase()) && all.some((m) => m !== n && heldAt(lower, m.word, n.word))),
  );
  const kindOf = (word: string) => PLACE_SETTINGS[word.toLowerCase()] ?? SCENE_CUES[word.toLowerCase()];
  const places = nouns.filter((n) => PLACE_SETTINGS[n.word.toLowerCase()] && !VEHICLES.has(kindOf(n.word)!));
  const place = places.find((n) => !GENERIC.has(n.word.toLowerCase())) ?? places[0];
  const cues = nouns.filter(
    (n) => SCENE_CUES[n.word.toLowerCase()] && !whatSomeoneElseIs(text, n.word) && !namesAThing(text, n.word),
  );
  const snow = cues.find((n) => kindOf(n.word) === "snow");
  const cue = cues.find((n) => !VEHICLES.has(kindOf(n.word)!));
  const vehicle = nouns.find((n) => VEHICLES.has(kindOf(n.word)!));
  // A snowman in the garden makes the garden a snowy one: snow turns any open-air place into the snow scene.
  const chosen = (snow && (!place || OPEN_AIR.has(kindOf(place.word)!)) ? snow : undefined) ?? place ?? cue ?? vehicle;
  const timeWord =
    nouns.find((n) => TIME_CUES[n.word.toLowerCase()])?.word ??
    wordsIn(text, TIME_CUES).find((w) => !NOUN_ONLY_TIMES.has(w));
  // A clock time says the time of day over its words: "at two in the morning" is the middle of the night.
  const hour = hourSaid(text);
  const timeOfDay =
    hour === undefined
      ? (timeWord && TIME_CUES[timeWord.toLowerCase()]) || (ANOTHER_DAY.test(text) ? "day" : undefined)
      : timeAtHour(hour);
  const time = timeOfDay ? { time: timeOfDay } : {};
  // What happens says where first: "we drove to the coast" is the car, "Grandma cooked for the whole street" the
  // kitchen; a place the line names where it happens wins ("we swam in the lake", "a tractor across the field").
  const activity = activityIn(text);
  const where = [chosen, cue, vehicle].find(
    (n) => n && activity && (happensIn(activity, kindOf(n.word)!) || (activity.wherever && n === place)),
  );
  if (activity && !where)
    return {
      kind: activity.place,
      activity,
      ...time,
      ...(activity.anywhereWith?.test(text) ? { anywhere: true } : {}),
    };
  const found = activity ? where : chosen;
  // A town the line gets to says more than the things it names: "came to London with one suitcase" is London.
  const town = !activity && !place ? townReached(text) : undefined;
  if (town) return { kind: "street", word: town, ...time };
  if (!place && TYRE_MENDED.test(text)) return { kind: "countryside", word: "roadside", ...time };
  if (!found) return time;
  return {
    kind: aboard(found.word, text) ? "sea" : kindOf(found.word)!,
    word: found.word,
    ...time,
    ...(activity ? { activity } : {}),
    ...(found === vehicle ? { byVehicle: true } : {}),
    ...(found === cue && found !== place && isPersonWord(found.word) ? { hinted: true } : {}),
    ...(found === cue && !place && !isPersonWord(found.word) ? { thingsOf: cues.map((n) => kindOf(n.word)!) } : {}),
  };
}

// Mending a tyre is done at the side of the road, out of the car: "changed the wheel", "fixed the puncture", "a tyre
// burst and Paulo fixed it". (A car breaking down, or a tyre bursting, is still lived inside it.)
const TYRE = String.raw`(?:tyre|tire|wheel|puncture|flat)s?`;
const REPAIR = String.raw`(?:fix|fixed|fixing|change|changed|changing|mend|mended|mending|patch|patched|patching|pump|pumped|pumping)`;
const TYRE_MENDED = new RegExp(
  String.raw`\b${REPAIR}\s+(?:up\s+)?(?:a|the|our|his|her|my|their)\s+(?:flat\s+|burst\s+|spare\s+)?${TYRE}\b|\b${TYRE}\s+(?:burst|blew|exploded|went flat)\b[^.!?]*\b${REPAIR}\b`,
  "i",
);
const BEDS = new Set(["bed", "beds"]);
// The sea from a boat is the deck, not the beach: "at the front of the boat, even when the sea was rough".
const SEA_WORDS = new Set(["sea", "ocean", "waves"]);
const ON_BOARD = /\b(?:boat|ferry|ship|deck|yacht|sailboat|dinghy|bow|stern)\b/i;
const aboard = (word: string, text: string) => SEA_WORDS.has(word.toLowerCase()) && ON_BOARD.test(text);

// Getting to a town: "we rolled into Istanbul at dawn", "reached Kraków by noon", "got to Lagos". Not "got into
// Oxford", which is a place at a university.
const ARRIVING = new Set(["arrive", "roll", "pull", "come", "reach", "get"]);
const ARRIVING_AT = new Set(["in", "into", "to", "at"]);
// "Our twins arrived at St Thomas'" is a birth, not a journey.
const NEWBORNS = new Set(["baby", "babies", "twins", "triplets"]);

/**
 * The town or country a line arrives in, as the tagger knows places ("Istanbul", "New York"), when nothing else in it
 * says where: the scene is in its streets, not still on the road or in the countryside it left.
 */
function townReached(text: string): string | undefined {
  const terms = taggedTerms(text);
  for (let i = 1; i < terms.length; i++) {
    if (!terms[i]!.tags.includes("Place") || !/^\p{Lu}/u.test(terms[i]!.text)) continue;
    const before = terms[i - 1]!;
    const preposition = ARRIVING_AT.has(before.normal) ? before.normal : undefined;
    const verb = preposition ? terms[i - 2] : before;
    const root = verb?.root ?? verb?.normal ?? "";
    if (!ARRIVING.has(root) || (root === "get" && preposition !== "to") || (root === "reach" && preposition)) continue;
    const verbAt = i - (preposition ? 2 : 1);
    if (terms.slice(Math.max(0, verbAt - 3), verbAt).some((t) => NEWBORNS.has(t.normal))) continue;
    const name: string[] = [];
    for (let j = i; j < terms.length && terms[j]!.tags.includes("Place"); j++) name.push(terms[j]!.text);
    return name.join(" ").replace(/[.,;:!?"”’]+$/u, "");
  }
  return undefined;
}

// A line that moves the story to another day and says no time is by day: "Last Tuesday, at the bus stop" after
// "every night I read to him" is not at night. ("That Tuesday night" says its time.)
const ANOTHER_DAY =
  /\b(?:(?:last|on|one|next|that|this)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day)|the (?:next|following) day|a (?:few|couple of) days later|days later|the day (?:after|before))\b/i;

/** What the sky shows at an hour of the day. */
function timeAtHour(hour: number): TimeOfDay {
  if (hour < 5 || hour >= 20) return "night";
  if (hour < 11) return "morning";
  return hour < 17 ? "day" : "sunset";
}

const isPersonWord = (word: string) => {
  const lower = word.toLowerCase();
  return Object.hasOwn(PERSON_ROLES, lower) || Object.hasOwn(PERSON_ROLES, lower.replace(/s$/, ""));
};

/** The first activity the line narrates itself (not in someone's words, not denied, not a figure of speech). */
function activityIn(sentence: string): Activity | undefined {
  for (const lemma of lemmasOf(literally(narratedPart(sentence)))) {
    const activity = lemma.negated ? undefined : activityOf(lemma.root, lemma.next, lemma.afterNoun);
    if (activity) return activity;
  }
  return undefined;
}

// Place words that are as often something else before a noun: "train tickets", "park bench", "shop window".
const NOT_ONLY_PLACES = new Set([
  "shopping",
  "train",
  "stage",
  "park",
  "shop",
  "camp",
  "trail",
  "field",
  "market",
  "club",
  "bar",
  "court",
  "deck",
  "dock",
  "port",
  "bay",
  "sand",
  "square",
  "estate",
  "bed",
  "party",
  "home",
  "wood",
  "house",
  "sea",
  "snow",
  "sky",
  "clouds",
  "town",
  "city",
  "car",
  "bus",
  "van",
  "cab",
  "waves",
  "surf",
  "peak",
  "wedding",
  "concert",
  "festival",
  "gig",
  "circus",
  "farm",
  "pool",
  "gym",
]);
const FOLLOWING_WORD = (word: string) => new RegExp(`(?<![\\p{L}-])${escapeRegExp(word)}\\s+(\\p{Ll}+)`, "iu");
const NOT_NOUNS = new Set([
  "and",
  "or",
  "but",
  "with",
  "to",
  "in",
  "on",
  "at",
  "for",
  "of",
  "by",
  "from",
  "when",
  "while",
  "as",
  "that",
  "was",
  "is",
  "were",
  "had",
  "has",
]);

// "His daughter was a nurse too": what someone else is, said of them, puts the scene nowhere; the narrator's own work
// ("I was a nurse for thirty years") may.
function whatSomeoneElseIs(text: string, word: string): boolean {
  if (!isPersonWord(word)) return false;
  const said = new RegExp(
    String.raw`([\p{L}'’]+)\s+(?:was|is|were|are|became|had been|has been)\s+(?:a|an)\s+(?:[\p{L}-]+\s+)?${escapeRegExp(word)}\b`,
    "iu",
  ).exec(text);
  return said !== null && !/^(?:i|we)$/iu.test(said[1]!);
}

// Place words that a noun before them makes something else: a trolley bay, a loading bay; not "Galway Bay".
const OTHER_AFTER_A_NOUN = new Set(["bay"]);

// A place the line turns from is not where it is: "gave up on a hotel and slept in the car", "instead of the beach".
const TURNED_FROM_BEFORE =
  /\b(?:(?:gave|give|gives|giving|given) up on|instead of|rather than|no room at|never made it to)\s+(?:(?:a|an|the|any|our|my|their)\s+)?$/iu;

function namesSomethingElse(text: string, word: string): boolean {
  const said = wordIndex(text, word);
  if (said > 0 && TURNED_FROM_BEFORE.test(text.slice(0, said))) return true;
  if (/^bars?$/iu.test(word)) return saysABarOfSomething(text);
  if (!OTHER_AFTER_A_NOUN.has(word.toLowerCase())) return false;
  const terms = taggedTerms(text);
  const at = terms.findIndex((term) => term.normal === word.toLowerCase());
  const before = terms[at - 1];
  if (!before || before.tags.includes("ProperNoun") || before.post.trim() || terms[at]!.pre.trim()) return false;
  // "trolley bay", and the verb forms that name what a bay is for: "loading bay", "parking bay".
  return before.tags.includes("Noun") || before.normal.endsWith("ing");
}

/** Whether the word stands right before a noun. */
function beforeNoun(text: string, word: string): boolean {
  const next = FOLLOWING_WORD(word).exec(text)?.[1];
  return Boolean(next && !NOT_NOUNS.has(next.toLowerCase()));
}

/** Whether a word that is as often something else names the noun after it: "a shopping list" is no shop. */
function namesAThing(text: string, word: string): boolean {
  return NOT_ONLY_PLACES.has(word.toLowerCase()) && beforeNoun(text, word);
}

/** Whether a place word stands before a noun it places ("the airport gate"), not a word of its own kind. */
function placeBeforeNoun(text: string, word: string): boolean {
  return !NOT_ONLY_PLACES.has(word) && beforeNoun(text, word);
}

// Time words that are also other things ("the moon" is a time of day only as a noun in the sentence).
const NOUN_ONLY_TIMES = new Set([
  "night",
  "morning",
  "evening",
  "afternoon",
  "moon",
  "lunch",
  "breakfast",
  "sunset",
  "sunrise",
  "dawn",
  "dusk",
]);

/** The place, cue and time words a line contains, as written there; studio/art then keeps those it uses as nouns. */
function candidates(text: string): string[] {
  return wordsIn(text, { ...PLACE_SETTINGS, ...SCENE_CUES, ...TIME_CUES });
}

// Gatherings drawn as a home unless a place word before them says where they are held: an office party is at the office.
const HELD = new Set(["party"]);
const heldAt = (lower: string, place: string, gathering: string) =>
  Boolean(PLACE_SETTINGS[place.toLowerCase()]) && lower.includes(`${place.toLowerCase()} ${gathering.toLowerCase()}`);

/**
 * The place a writer's place phrase names: of its first part that names one ("Cornwall, the beach"), the place word its
 * phrase ends on, as a noun phrase is its last noun: "the supermarket car park" is a car park.
 */
function headPlace(phrase: string): string | undefined {
  for (const part of phrase.split(/,\s*/)) {
    const lower = part.toLowerCase();
    const found = wordsIn(part, PLACE_SETTINGS).filter((word, _, all) => !HELD.has(word) || all.length === 1);
    if (found.length)
      return found.sort((a, b) => lower.lastIndexOf(b) + b.length - (lower.lastIndexOf(a) + a.length))[0];
  }
  return undefined;
}

/** The keys of `words` the text says, in the order it says them. */
function wordsIn(text: string, words: Record<string, unknown>): string[] {
  const lower = text.toLowerCase();
  return Object.keys(words)
    .map((word) => ({ word, at: lower.search(new RegExp(`(?<![\\p{L}-])${escapeRegExp(word)}(?![\\p{L}-])`, "u")) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ word }) => word);
}
