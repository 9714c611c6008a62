import nlp from "compromise";
import { escapeRegExp, memo } from "../../language/text";
import type { Person } from "./person";
import { NARRATOR_WHO } from "@common/script";

/** What a person is shown doing: the main verb of what the narration says about them, drawn with their body. */
export const ACTIONS = [
  "standing",
  "walking",
  "running",
  "sitting",
  "driving",
  "cycling",
  "cooking",
  "hugging",
  "waving",
  "dancing",
  "holding",
  "lying",
  "swimming",
  "pointing",
  "arms-crossed",
] as const;
export type Action = (typeof ACTIONS)[number];

// Verbs by the action they show, as dictionary forms. Only verbs: "a wave", "the show" and "a long drive" are nouns.
const VERBS: Record<Exclude<Action, "standing">, readonly string[]> = {
  driving: ["drive", "steer"],
  // The tagger finds no root for a doubled consonant: "pedalled" stays "pedalled".
  cycling: ["cycle", "pedal", "pedalled", "pedaled", "pedalling", "pedaling", "bike"],
  cooking: [
    "cook",
    "bake",
    "fry",
    "stir",
    "boil",
    "chop",
    "roast",
    "grill",
    "simmer",
    "saute",
    "knead",
    "barbecue",
    "flip",
    "peel",
  ],
  lying: ["sleep", "nap", "doze", "snooze", "lie"],
  swimming: ["swim", "paddle", "snorkel", "surf", "float", "bathe"],
  hugging: ["hug", "embrace", "cuddle"],
  waving: ["wave"],
  dancing: ["dance", "twirl", "boogie", "waltz", "tango", "jive", "spin"],
  running: ["run", "sprint", "race", "dash", "chase", "jog", "bolt", "rush", "hurry", "scramble", "flee"],
  walking: [
    "walk",
    "wander",
    "stroll",
    "march",
    "hike",
    "amble",
    "stride",
    "trek",
    "arrive",
    "step",
    "tiptoe",
    "limp",
    "roam",
  ],
  sitting: ["sit", "kneel", "squat", "perch", "sail", "row", "ride"],
  holding: ["hold", "carry", "bring", "buy", "hand", "give", "grab", "clutch", "fetch", "lift", "offer", "deliver"],
  pointing: [
    "show",
    "explain",
    "teach",
    "point",
    "demonstrate",
    "lecture",
    "instruct",
    "describe",
    "announce",
    "guide",
    "present",
  ],
  "arms-crossed": ["wait", "refuse", "insist", "sulk", "queue"],
};
const ACTION_OF = new Map<string, Action>(
  Object.entries(VERBS).flatMap(([action, verbs]) => verbs.map((verb) => [verb, action as Action] as const)),
);

// Words that show the action without a verb of it: "asleep", "seated", "in bed".
// A map, not an object: a story's word may be "constructor".
const STATES = new Map<string, Action>([
  ["asleep", "lying"],
  ["seated", "sitting"],
  ["aboard", "sitting"],
]);
// Going somewhere is walking only when it says where to ("went to the shop", "came home", "flew to Lagos"): "it went well" is not.
const GOING = new Set(["go", "come", "fly", "return", "travel", "get", "move", "climb", "head", "leave", "set"]);
const WHERE_TO = new Set([
  "to",
  "into",
  "home",
  "back",
  "out",
  "off",
  "up",
  "down",
  "over",
  "across",
  "along",
  "through",
  "in",
  "inside",
  "outside",
  "away",
  "onto",
  "towards",
  "toward",
  "around",
  "round",
]);
// Taking or riding a train or a bus is sitting in it.
const SEATED_IN = new Set([
  "train",
  "bus",
  "tram",
  "coach",
  "ferry",
  "boat",
  "plane",
  "flight",
  "taxi",
  "cab",
  "subway",
  "tube",
  "metro",
  "underground",
  "sleeper",
  "gondola",
  "cable",
  "carriage",
]);
const TAKING = new Set(["take", "catch", "board", "ride", "get"]);
// What is ridden on two wheels, and what is ridden that is no bicycle ("rode a horse", "rode the bus").
const BICYCLES = /\b(?:bicycles?|bikes?|cycles?|tricycles?|trikes?|tandems?|penny-farthings?)\b/i;
const OTHER_MOUNTS = new Set([
  "horse",
  "horses",
  "pony",
  "ponies",
  "donkey",
  "camel",
  "elephant",
  "motorbike",
  "scooter",
]);
// "ran the bakery", "ran out of milk": running a business, running out, is no race.
const RUN_AS_MANAGE = new Set([
  "shop",
  "business",
  "bakery",
  "cafe",
  "café",
  "company",
  "restaurant",
  "pub",
  "farm",
  "hotel",
  "store",
  "garage",
  "workshop",
  "salon",
  "stall",
  "school",
  "place",
  "club",
  "office",
  "kitchen",
  "bath",
  "tap",
  "water",
  "out",
  "into",
  "late",
]);
// Words that end the object of "ran" before a place it runs to: "ran to the shop" is a race, "ran the shop" is not.
const RUN_TOWARD = new Set([
  "to",
  "toward",
  "towards",
  "through",
  "across",
  "past",
  "down",
  "up",
  "along",
  "around",
  "round",
  "from",
  "back",
  "home",
  "after",
  "for",
  "with",
  "and",
]);

/** Whether the words after "ran" say it is a place being run ("ran a little repair shop"), not run to. */
function runsAPlace(after: readonly string[]): boolean {
  for (const word of after) {
    if (RUN_AS_MANAGE.has(word)) return true;
    if (RUN_TOWARD.has(word)) return false;
  }
  return false;
}

// Diving is swimming when it is into water, not "dived for cover".
const WATER = new Set([
  "water",
  "pool",
  "sea",
  "lake",
  "river",
  "ocean",
  "wave",
  "waves",
  "surf",
  "bay",
  "pond",
  "deep",
  "end",
  "into",
  "in",
  "off",
]);
// A hold that is not in the hands: "hold on", "held her breath", "held back".
const NOT_HELD = new Set(["on", "back", "tight", "still", "onto", "out"]);
const HELD_IN = new Set(["breath", "tongue", "nerve", "grudge", "meeting", "party", "record", "view", "office"]);
// Lying down, not laying something: "lay in bed", "lay awake"; "laid the table" is no rest.
const LYING_DOWN = new Set([
  "in",
  "on",
  "down",
  "awake",
  "still",
  "there",
  "back",
  "asleep",
  "flat",
  "under",
  "beside",
  "around",
  "across",
  "curled",
  "low",
  "ill",
  "sick",
  "for",
  "all",
  "until",
  "till",
]);
const LYING_FORMS = new Set(["lie", "lies", "lay", "lying", "lain"]);
// "Mum hugged Sam": the one hugged is in the hug too; "Dad drove Sam" is Dad's driving, not Sam's.
const SHARED = new Set<Action>(["hugging", "dancing"]);
const ALONGSIDE = new Set(["with", "and", "beside", "alongside"]);
// Giving that hands nothing over: "gave up", "gave in", "gave way", "gave birth".
const GIVEN_NOTHING = new Set(["up", "in", "way", "birth", "out"]);
// "crossed her arms", "folded his arms"; crossing a road is not.
const FOLDING = new Set(["cross", "fold"]);

// A sentence can tell what two people do ("Grandma watched as I ran"): the clause naming the person says theirs.
const CLAUSE_BREAK = /[,;:]|\b(?:and|but|while|as|when|then|until|because|before|after|so|whilst)\b/i;
const WE = new Set(["we", "us"]);

type Term = { normal: string; root: string; tags: readonly string[] };

const termsOf = memo((text: string): Term[] => {
  const doc = nlp(text);
  doc.compute("root");
  return (doc.json() as { terms: Array<{ normal: string; root?: string; tags: string[] }> }[])
    .flatMap((s) => s.terms)
    .map((t) => ({ normal: t.normal, root: t.root ?? t.normal, tags: t.tags }));
});

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const NEGATIONS = new Set(["not", "never", "no", "n't", "didn't", "wasn't", "couldn't", "wouldn't"]);

/** The words that name the person: their name or word, else the pronoun that stands for them. */
function namesOf(person: Person): RegExp[] {
  const id = plain(person.id);
  if (WE.has(id)) return [/\b(?:we|us)\b/i];
  if (person.id === NARRATOR_WHO) return [/\b(?:i|we)\b/i];
  const names = [new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(id)}(?![\\p{L}])`, "iu")];
  if (person.gender === "female") names.push(/\b(?:she|her)\b/i);
  else if (person.gender === "male") names.push(/\b(?:he|him)\b/i);
  return names;
}

/** Whether a clause goes on with the subject before it: it opens with its verb ("and slept in the car"). */
function continuesSubject(clause: string): boolean {
  const first = termsOf(clause)[0];
  return Boolean(first?.tags.includes("Verb") && !first.tags.includes("Gerund") && !first.tags.includes("Copula"));
}

/**
 * The clauses about the person: those naming them (with the next one when theirs has no verb: "Grandma and Sam
 * walked"), each with the clauses after it that have no subject of their own ("We gave up and slept in the car"), else
 * the whole sentence.
 */
function clausesAbout(sentence: string, person: Person): { clauses: string[]; named: boolean } {
  const clauses = plain(sentence)
    .split(CLAUSE_BREAK)
    .filter((clause) => clause && clause.trim());
  for (const name of namesOf(person)) {
    const naming = clauses.flatMap((clause, i) => {
      if (!name.test(clause)) return [];
      const hasVerb = termsOf(clause).some((t) => t.tags.includes("Verb") && !t.tags.includes("Copula"));
      let end = hasVerb || !clauses[i + 1] ? i + 1 : i + 2;
      while (clauses[end] && continuesSubject(clauses[end]!)) end++;
      return [clauses.slice(i, end).join(" ")];
    });
    if (naming.length > 0) return { clauses: naming, named: true };
  }
  return { clauses: [plain(sentence)], named: false };
}

/**
 * The action a word shows where it stands in its clause, if any. `bicycleStory`: the story is about a bicycle, so
 * riding in it is cycling ("she rode all the way round the pond").
 */
function actionAt(terms: readonly Term[], i: number, bicycleStory: boolean): Action | undefined {
  const term = terms[i]!;
  const next = terms[i + 1]?.normal;
  const after = terms.slice(i + 1, i + 4).map((t) => t.normal);
  const state = STATES.get(term.normal);
  if (state) return state;
  if (term.normal === "bed" && terms[i - 1]?.normal === "in") return "lying";
  // The tagger takes "lay awake" for an adjective: lying down is told by what follows.
  if (LYING_FORMS.has(term.normal) && next !== undefined && LYING_DOWN.has(next)) return "lying";
  if (!term.tags.includes("Verb")) return undefined;
  const root = term.root;
  if (root === "stand") return "standing";
  if (TAKING.has(root) && after.some((word) => SEATED_IN.has(word))) return "sitting";
  if (root === "ride") {
    if (BICYCLES.test(after.join(" "))) return "cycling";
    return bicycleStory && !after.some((word) => OTHER_MOUNTS.has(word)) ? "cycling" : "sitting";
  }
  if (GOING.has(root)) return next !== undefined && WHERE_TO.has(next) ? "walking" : undefined;
  if (FOLDING.has(root)) return after.includes("arms") ? "arms-crossed" : undefined;
  if (root === "dive") return after.some((word) => WATER.has(word)) ? "swimming" : undefined;
  if (root === "run" && runsAPlace(terms.slice(i + 1, i + 6).map((t) => t.normal))) return undefined;
  if (root === "hold" && ((next !== undefined && NOT_HELD.has(next)) || after.some((word) => HELD_IN.has(word))))
    return undefined;
  if ((root === "lie" || root === "lay") && (next === undefined || LYING_DOWN.has(next))) return "lying";
  if (root === "lie" || root === "lay") return undefined;
  if (root === "pick" || root === "scoop") return next === "up" ? "holding" : undefined;
  if (root === "give" && next !== undefined && GIVEN_NOTHING.has(next)) return undefined;
  return ACTION_OF.get(root);
}

/** Where in the clause the person is named, as a term index (-1 when only a pronoun or nothing names them). */
function nameIndex(terms: readonly Term[], person: Person): number {
  const words = plain(person.id).split(/\s+/);
  const last = words[words.length - 1]!;
  return terms.findIndex((t) => plain(t.normal) === last || plain(t.normal).startsWith(`${last}'`));
}

const SUBJECTS = new Set(["i", "we", "you", "he", "she", "they"]);

/** The last subject pronoun before the verb at `i`: whose the verb is when no name comes between. */
function subjectBefore(terms: readonly Term[], i: number): string | undefined {
  return terms
    .slice(0, i)
    .map((t) => t.normal)
    .findLast((word) => SUBJECTS.has(word));
}

/** Whether the verb at `i` is the narrator's own: the last subject pronoun before it is "I" (or "you"). */
function doneByNarrator(terms: readonly Term[], i: number): boolean {
  const subject = subjectBefore(terms, i);
  return subject === "i" || subject === "you";
}

/**
 * What the sentence shows the person doing, from the main verb of the clause about them ("Grandma watched as I ran":
 * standing): driving, cycling, cooking, lying (asleep, in bed), swimming, hugging, waving, dancing, running, walking
 * (going somewhere), sitting (sat, took the train, sailed), holding (carried, bought, brought), pointing (showing,
 * explaining), arms crossed (waiting, refusing), else standing. "We" is the narrator with the people with them: the
 * sentence's main verb. Someone the verb is done to does not do it ("Dad drove Sam"), except a hug or a dance.
 * `story`, the whole story, tells what riding is in it: a bicycle, unless it says another mount.
 */
export function actionFor(sentence: string, person: Person, story = sentence): Action {
  return actionOf(sentence, person, story).action;
}

/**
 * What "I" do in the sentence, when a clause of it has "I" (or "we") do something a picture shows; undefined when it
 * says nothing of the kind ("I remember", "I stood there").
 */
export function narratorAction(sentence: string, story = sentence): Action | undefined {
  // Only a verb "I" or "we" is the subject of: "she had slept on my feet since I was at school" is the cat's sleep.
  // Nor one a name says after them: "I failed on a roundabout. Noor drove me home" is Noor's drive.
  const own = (terms: readonly Term[], i: number) => {
    const subject = terms.slice(0, i).findLastIndex((t) => SUBJECTS.has(t.normal) || t.tags.includes("Person"));
    return subject >= 0 && ["i", "we"].includes(terms[subject]!.normal);
  };
  const { action, named } = actionOf(sentence, { id: NARRATOR_WHO }, story, own);
  return named && action !== "standing" ? action : undefined;
}

// What "I" do that no picture shows: being, having, thinking, feeling, wanting, seeing.
const UNSEEN_DOINGS = new Set([
  ...["be", "have", "do", "get", "remember", "forget", "think", "know", "feel", "realise", "realize", "wonder"],
  ...["wish", "hope", "love", "hate", "like", "want", "need", "believe", "guess", "suppose", "understand", "learn"],
  ...["decide", "mean", "miss", "dream", "imagine", "notice", "see", "hear", "say", "tell", "ask", "promise", "owe"],
]);

// Missing is unseen ("I missed her", "we missed the bus") unless what was missed is a play in a game: then "I" played.
const PLAYS = new Set(["penalty", "shot", "kick", "goal", "putt", "catch", "header", "serve", "basket", "sitter"]);

/** Whether the verb at `j` is "missed" and what it misses (within the few words after it) is a play in a game. */
function missedAPlay(terms: readonly Term[], j: number): boolean {
  if (terms[j]?.root !== "miss") return false;
  // By the word: the tagger reads "an easy shot" as a verb's past.
  return terms.slice(j + 1, j + 4).some((term) => PLAYS.has(term.normal.replace(/s$/, "")));
}

/**
 * Whether "I" (or "we") do something in the past that a picture shows them at, though not one of the actions drawn
 * ("In the last minute I scored from a corner"): the narrator is there, standing. Not what they think, feel, have, say
 * or are ("I remember", "I was fourteen", "I still have it"), nor what they did not do.
 */
export function narratorIsThere(sentence: string): boolean {
  const terms = termsOf(sentence);
  for (let i = 0; i < terms.length - 1; i++) {
    if (terms[i]!.normal !== "i" && terms[i]!.normal !== "we") continue;
    let j = i + 1;
    while (j < terms.length && terms[j]!.tags.includes("Adverb")) j++;
    const verb = terms[j];
    if (!verb?.tags.includes("PastTense") || !verb.tags.includes("Verb")) continue;
    if (verb.tags.some((tag) => tag === "Copula" || tag === "Modal" || tag === "Auxiliary" || tag === "Negative"))
      continue;
    if (terms.slice(i + 1, j).some((t) => NEGATIONS.has(t.normal))) continue;
    if (!UNSEEN_DOINGS.has(verb.root) || missedAPlay(terms, j)) return true;
  }
  return false;
}

/** The action, and whether a clause naming the person said it (not the whole sentence read for want of one). */
function actionOf(
  sentence: string,
  person: Person,
  story: string,
  theirs: (terms: readonly Term[], i: number) => boolean = () => true,
): { action: Action; named: boolean } {
  const bicycleStory = BICYCLES.test(story);
  const we = WE.has(plain(person.id));
  const narrator = person.id === NARRATOR_WHO;
  const about = clausesAbout(sentence, person);
  for (const clause of about.clauses) {
    const terms = termsOf(clause);
    const named = we ? -1 : nameIndex(terms, person);
    for (let i = 0; i < terms.length; i++) {
      const action = actionAt(terms, i, bicycleStory);
      if (!action || !theirs(terms, i)) continue;
      if (terms.slice(Math.max(0, i - 3), i).some((t) => NEGATIONS.has(t.normal) || t.tags.includes("Negative")))
        continue;
      const doneTo =
        named > i && !ALONGSIDE.has(terms[named - 1]?.normal ?? "") && !ALONGSIDE.has(terms[named - 2]?.normal ?? "");
      if (doneTo && !SHARED.has(action)) continue;
      // Someone the line only refers to ("his bungalow") does not do what "I" do: "I drive to his bungalow".
      if (!we && !narrator && named < 0 && doneByNarrator(terms, i)) continue;
      return { action, named: about.named };
    }
  }
  return { action: "standing", named: about.named };
}
