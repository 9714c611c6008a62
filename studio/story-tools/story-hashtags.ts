import type { HashtagPlatform } from "@common/ai-tools";
import { sensesOf } from "../art/picture-lexicon";
import { PERSON_ROLES } from "../art/person-words";
import { PLACE_SETTINGS, SCENE_CUES, type SettingKind } from "../art/places";
import { toTag } from "../direct/hashtags";
import { lemmasOf } from "../language/lemmas";
import { findMentions, type Mention } from "../language/mentions";
import { splitSentences } from "../language/sentences";

/**
 * Each platform's conventions, and why:
 * - general: 5–8 lowercase tags, one discovery tag (#storytime): enough to be found anywhere, few enough to read.
 * - instagram: 8–15 lowercase tags mixing niche (the story's own places, people and things) and broad (#family,
 *   #travel, #storytime, #reels): Instagram ranks a post by tags and allows 30, but more than ~15 reads as spam.
 * - twitter (X): 1–3 CamelCase tags: tags spend the post's characters, and CamelCase is read word by word by
 *   screen readers.
 * - tiktok: 3–6 lowercase tags including discovery ones (#storytime, #fyp), which TikTok's feed leans on.
 * - linkedin: 3–5 CamelCase tags framed professionally (#Storytelling, #CareerGrowth); #fyp-style tags read as
 *   spam there.
 * - facebook: 1–3 CamelCase tags: Facebook barely surfaces posts by tag, and many look like spam.
 * At least half of every list (for twitter at least one) comes from the story itself; the minimum count is only
 * reached when the story names enough, never by padding it with generic tags.
 */
type Convention = {
  max: number;
  camel: boolean /** At most this many broad or discovery tags. */;
  generic: number;
  discovery: readonly Words[];
};

/** A tag as words, so that each platform can write it in its own casing ("first job" → #firstjob or #FirstJob). */
type Words = string;

const HASHTAG_CONVENTIONS: Record<HashtagPlatform, Convention> = {
  general: { max: 8, camel: false, generic: 2, discovery: ["story time"] },
  instagram: { max: 15, camel: false, generic: 4, discovery: ["story time", "reels"] },
  twitter: { max: 3, camel: true, generic: 1, discovery: [] },
  tiktok: { max: 6, camel: false, generic: 2, discovery: ["story time", "fyp"] },
  linkedin: { max: 5, camel: true, generic: 2, discovery: ["storytelling"] },
  facebook: { max: 3, camel: true, generic: 1, discovery: [] },
};

/** Hashtags for a post of the story on the platform: its own places, events, people's roles and things first. */
export function storyHashtags(story: string, platform: HashtagPlatform = "general"): string[] {
  const convention = HASHTAG_CONVENTIONS[platform];
  const sentences = splitSentences(story);
  const mentions = findMentions(sentences).flat();
  const found = uniqueTags(storyTags(sentences, mentions), convention.camel);
  const own = found.length ? found : uniqueTags(plainWords(story), convention.camel);
  const ownKeys = new Set(own.map(tagKey));
  const broad = platform === "linkedin" ? professionalTags(sentences, mentions) : broadTags(sentences, mentions);
  const generic = uniqueTags([...convention.discovery, ...broad], convention.camel).filter(
    (tag) => !ownKeys.has(tagKey(tag)),
  );
  // Never more broad tags than the story's own: at least half of every list is the story's.
  const genericCount = Math.min(convention.generic, own.length, generic.length);
  const storyCount = Math.min(own.length, convention.max - genericCount);
  return [...own.slice(0, storyCount), ...generic.slice(0, genericCount)];
}

/**
 * A hosted model's tags in the platform's conventions: one "#", letters, digits and underscores only, the
 * platform's casing, no repeats, no #fyp-style tags on LinkedIn, at most the platform's count.
 */
export function normaliseHashtags(tags: readonly string[], platform: HashtagPlatform): string[] {
  const convention = HASHTAG_CONVENTIONS[platform];
  const words = tags.map((tag) =>
    tag
      .replace(/^#+/, "")
      .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
      .replace(/[_-]+/g, " "),
  );
  const allowed =
    platform === "linkedin" ? words.filter((w) => !FEED_TAGS.has(w.replace(/\s+/g, "").toLowerCase())) : words;
  return uniqueTags(allowed, convention.camel).slice(0, convention.max);
}

// Tags that only ask a feed for reach.
const FEED_TAGS = new Set(["fyp", "foryou", "foryoupage", "viral", "trending", "explore", "reels"]);

function uniqueTags(words: readonly Words[], camel: boolean): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of words.map((w) => toTag(w, camel)).filter((t): t is string => Boolean(t))) {
    if (seen.has(tagKey(tag))) continue;
    seen.add(tagKey(tag));
    tags.push(tag);
  }
  return tags;
}

// #Dumpling and #dumplings are one tag.
function tagKey(tag: string): string {
  return tag.toLowerCase().replace(/(?<=\p{L}{3})(?:es|s)$/u, "");
}

// ---------------------------------------------------------------------------------------------------------------
// The story's own tags

/**
 * The story's own subjects, most telling first, one of each kind in turn: named places and things ("Cornwall",
 * "Fiat Panda"), events ("first job", "proposal"), people's roles and pets ("grandma", "dog"; never a private
 * person's name), things the story comes back to ("the cake… the cake") and common places ("beach"); then the
 * things it shows once ("a chair").
 */
function storyTags(sentences: string[], mentions: Mention[]): Words[] {
  const text = sentences.join(" ").toLowerCase();
  const people = new Set(mentions.filter((m) => m.kind === "person").map((m) => m.key));
  const named = mentions.filter((m) => m.proper && m.kind !== "person" && !people.has(m.key)).map((m) => m.text);
  const roles = [
    ...authorRoles(text),
    ...mentions.filter((m) => !m.proper && m.kind !== "place").map((m) => lastWord(m.text)),
  ].filter(isRole);
  const things = rankBySaid(
    mentions
      .filter((m) => m.kind === "thing" && !m.proper && !isRole(lastWord(m.text)) && isShowable(m.text, text))
      .map((m) => m.text),
  );
  const places = mentions.filter((m) => m.kind === "place" && !m.proper && isSetting(m.text)).map((m) => m.text);
  const often = things.filter((t) => saidIn(text, t) > 1);
  const once = things.filter((t) => saidIn(text, t) < 2);
  return [...interleave([named, eventTags(sentences, mentions), rankBySaid(roles), often, places]), ...once];
}

// Words that carry no subject of their own.
const FUNCTION_WORDS = new Set(
  "the and but was were with that this have had has from they them then than just very really what when where which who would could should about after before into onto over your their there here been being some much many more most also only even still".split(
    " ",
  ),
);

/** For a story that names nothing ("We lost the final 2-1."): its own longest words ("#final", "#lost"). */
function plainWords(story: string): Words[] {
  const words = [...new Set(story.toLowerCase().match(/\p{L}{3,}/gu) ?? [])].filter((w) => !FUNCTION_WORDS.has(w));
  return words.sort((a, b) => b.length - a.length).slice(0, PLAIN_WORDS);
}

const PLAIN_WORDS = 2;

// "I was a nurse", "I'm a teacher": the author's own role, which the mentions leave out (it names no one else).
function authorRoles(text: string): Words[] {
  return [...text.matchAll(/\bi(?: was|['’]m| am| worked as| work as)(?: an?| the)? (\p{L}+)\b/gu)].map(
    ([, role]) => role as Words,
  );
}

function interleave(lists: Words[][]): Words[] {
  const out: Words[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (list[i] !== undefined) out.push(list[i] as Words);
  return out;
}

// Most said first (ties: said first); each once.
function rankBySaid(words: Words[]): Words[] {
  const counts = new Map<Words, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
}

function saidIn(text: string, words: string): number {
  return text.split(new RegExp(`(?<![\\p{L}])${words}(?![\\p{L}])`, "u")).length - 1;
}

function lastWord(text: string): string {
  return text.split(/\s+/).at(-1) ?? text;
}

// Words for anyone at all name no one a tag could find.
const ANYONE = new Set([
  "man",
  "woman",
  "boy",
  "girl",
  "guy",
  "lady",
  "gentleman",
  "person",
  "people",
  "stranger",
  "kid",
  "child",
  "everyone",
  "someone",
]);
const PETS = new Set(["dog", "cat", "puppy", "kitten", "hamster", "rabbit", "parrot"]);

function isRole(word: string): boolean {
  return (word in PERSON_ROLES && !ANYONE.has(word)) || PETS.has(word);
}

// Places every story has, and words that are a place only in some senses ("the nurses' station", "one station").
const ANY_PLACE = new Set([
  "home",
  "house",
  "flat",
  "room",
  "station",
  "street",
  "road",
  "party",
  "place",
  "square",
  "platform",
]);

function isSetting(word: string): boolean {
  return word in PLACE_SETTINGS && !ANY_PLACE.has(word);
}

// Things every story has: a tag of them finds no one ("in my hand", "hit the wall").
const EVERYDAY = new Set([
  "hand",
  "hands",
  "face",
  "head",
  "eye",
  "eyes",
  "foot",
  "feet",
  "arm",
  "arms",
  "leg",
  "legs",
  "hair",
  "mouth",
  "wall",
  "door",
  "window",
  "floor",
  "side",
]);

/**
 * A thing worth a tag: one the picture lexicon knows as something to see (an object, food, an animal, a vehicle),
 * or one the story says twice; never a run of more than two words, which is the tagger joining words that are not
 * one name ("smoke alarm woke").
 */
function isShowable(words: string, text: string): boolean {
  if (words.split(/\s+/).length > 2 || !/^\p{L}[\p{L} ]{2,}$/u.test(words) || EVERYDAY.has(words)) return false;
  const kinds = (sensesOf(words) ?? sensesOf(singular(words)) ?? []).map((s) => s.kind);
  if (kinds.length) return kinds.some((kind) => ["object", "food", "animal", "vehicle"].includes(kind));
  return saidIn(text, words) > 1;
}

function singular(word: string): string {
  return word.replace(/(?<=\p{L}{2})(?:ies)$/u, "y").replace(/(?<=\p{L}{2})(?:(?<=[sxz]|ch|sh)es|s)$/u, "");
}

// Nouns that name what happened, not only what was there.
const EVENT_NOUNS = new Set([
  "anniversary",
  "birthday",
  "wedding",
  "graduation",
  "interview",
  "marathon",
  "proposal",
  "party",
  "holiday",
  "vacation",
  "reunion",
  "exam",
  "concert",
  "race",
  "funeral",
  "trip",
  "roadtrip",
  "date",
  "promotion",
  "honeymoon",
]);
// After "first" or "last", nouns of a milestone: "first day", "first job", "last dance".
const MILESTONES = new Set([
  "day",
  "date",
  "job",
  "kiss",
  "dance",
  "flight",
  "car",
  "home",
  "house",
  "flat",
  "marathon",
  "trip",
  "holiday",
  "words",
  "steps",
  "record",
  "paycheck",
  "salary",
  "shift",
  "match",
  "game",
  "concert",
  "baby",
]);
// What the story does, as the event's own tag: "proposed" → #proposal.
const EVENT_VERBS: Record<string, Words> = {
  propose: "proposal",
  marry: "wedding",
  graduate: "graduation",
  retire: "retirement",
  bake: "baking",
  cook: "cooking",
  hike: "hiking",
  climb: "climbing",
  camp: "camping",
  swim: "swimming",
  surf: "surfing",
  fish: "fishing",
  travel: "travel",
  adopt: "adoption",
  sail: "sailing",
  ski: "skiing",
  garden: "gardening",
  paint: "painting",
};

/** Milestones ("first day"), event nouns the story says ("anniversary") and events its verbs tell ("proposed"). */
function eventTags(sentences: string[], mentions: Mention[]): Words[] {
  const story = sentences.join(" ").toLowerCase();
  const milestones = [...story.matchAll(/\b(first|last)\s+(\p{L}+)/gu)]
    .filter(([, , noun]) => MILESTONES.has(noun as string))
    .map(([phrase]) => phrase);
  const nouns = mentions.map((m) => lastWord(m.text.toLowerCase())).filter((word) => EVENT_NOUNS.has(word));
  const verbs = sentences
    .flatMap((s) => lemmasOf(s))
    .filter((l) => !l.negated && l.root in EVENT_VERBS)
    .map((l) => EVENT_VERBS[l.root] as Words);
  return [...new Set([...milestones, ...nouns, ...verbs])];
}

// ---------------------------------------------------------------------------------------------------------------
// Broad tags: the story's world, named as an audience searches for it

const FAMILY = new Set([
  "grandma",
  "grandmother",
  "gran",
  "granny",
  "nan",
  "nana",
  "grandpa",
  "grandfather",
  "grandad",
  "granddad",
  "mum",
  "mom",
  "mother",
  "mama",
  "dad",
  "father",
  "papa",
  "brother",
  "sister",
  "son",
  "daughter",
  "aunt",
  "auntie",
  "uncle",
  "cousin",
  "husband",
  "wife",
  "baby",
  "grandson",
  "granddaughter",
  "nephew",
  "niece",
  "family",
  "parents",
]);
// Not "work": "before work" is when, not what a story is about.
const WORK = new Set([
  "job",
  "boss",
  "manager",
  "colleague",
  "coworker",
  "office",
  "interview",
  "shift",
  "career",
  "promotion",
  "meeting",
  "client",
]);
const TRAVEL = new Set([
  "airport",
  "flight",
  "plane",
  "passport",
  "passports",
  "holiday",
  "vacation",
  "trip",
  "hotel",
  "ferry",
  "luggage",
  "suitcase",
]);

// Where a story happens, as a broad tag; settings without one a reader searches for ("street", "living room") have none.
const SETTING_TAGS: Partial<Record<SettingKind, Words>> = {
  beach: "beach life",
  sea: "ocean",
  harbour: "seaside",
  lake: "outdoors",
  park: "outdoors",
  forest: "outdoors",
  mountains: "hiking",
  snow: "winter",
  countryside: "country life",
  bakery: "foodie",
  cafe: "foodie",
  classroom: "school days",
  office: "work life",
  hospital: "healthcare",
  train: "commute",
  wedding: "wedding",
  stadium: "sports",
  airport: "travel",
  stage: "live music",
  "city-night": "city life",
};

// "When I was seven": a story told from childhood.
const CHILDHOOD =
  /\bwhen i was (?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! years? (?:ago|later))/i;
// "At 2am", "around 3 a.m.", "midnight": a story of the small hours.
const LATE_NIGHT = /\b(?:midnight|(?:[1-4]|one|two|three|four)\s?a\.?m\b)/i;
// Two foods make a story about food; a biscuit tin does not.
const FOODS_FOR_A_FOOD_STORY = 2;

/** Broad tags from what the story's words are: family, childhood, travel, food, pets, work, its settings. */
function broadTags(sentences: string[], mentions: Mention[]): Words[] {
  const words = storyWords(sentences, mentions);
  const text = sentences.join(" ");
  const has = (set: Set<string>) => words.some((w) => set.has(w));
  const foods = sentences
    .flatMap((s) => lemmasOf(s))
    .filter((l) => sensesOf(l.root)?.some((sense) => sense.kind === "food")).length;
  // A name says what kind of place it is unambiguously ("Tokyo Station", "Riverside Park"); a bare word may not.
  const named = mentions.filter((m) => m.proper).map((m) => lastWord(m.text.toLowerCase()));
  const settings = [...named, ...words.filter((w) => !ANY_PLACE.has(w))]
    .map((w) => PLACE_SETTINGS[w] ?? SCENE_CUES[w])
    .filter((k): k is SettingKind => Boolean(k));
  const tags = [
    has(FAMILY) && "family",
    CHILDHOOD.test(text) && "childhood memories",
    has(TRAVEL) && "travel",
    foods >= FOODS_FOR_A_FOOD_STORY && "foodie",
    has(PETS) && "pets",
    has(WORK) && "work life",
    ...settings.map((kind) => SETTING_TAGS[kind]),
    LATE_NIGHT.test(text) && "late night",
    /\b(?:i|we)\b/i.test(text) && "memories",
  ];
  return tags.filter((t): t is Words => Boolean(t));
}

/** LinkedIn's broad tags: the story's work or care setting when it has one, else what any story there teaches. */
function professionalTags(sentences: string[], mentions: Mention[]): Words[] {
  const words = storyWords(sentences, mentions);
  const care = words.some((w) => PLACE_SETTINGS[w] === "hospital" || w === "nurse" || w === "doctor");
  return [care && "healthcare", words.some((w) => WORK.has(w)) && "career growth", "lessons learned"].filter(
    (t): t is Words => Boolean(t),
  );
}

// The story's nouns as said and as lemmas, lower case: what broad tags are read from.
function storyWords(sentences: string[], mentions: Mention[]): string[] {
  const nouns = mentions.flatMap((m) => [m.text.toLowerCase(), lastWord(m.text.toLowerCase())]);
  return [...new Set([...nouns, ...sentences.flatMap((s) => lemmasOf(s).map((l) => l.root))])];
}
