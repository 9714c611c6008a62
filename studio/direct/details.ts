import { activityOf } from "../art/activities";
import { lemmasOf } from "../language/lemmas";
import type { Mention } from "../language/mentions";
import { narratedPart } from "../language/narrated";
import { onlyElsewhere } from "../language/elsewhere";
import { escapeRegExp } from "../language/text";

/**
 * A sensory sentence keyed by a noun the story itself says: the beach may taste of salt, but only in a story with a
 * beach. Each names only its key or what the key implies (a sea has waves), so it cannot put a thing in the story
 * the story lacks. `day` lines imply daylight and are skipped in a story set at night.
 */
type Sense = { line: string; day?: boolean; water?: boolean; underfoot?: boolean };

// Only what the place itself makes true wherever it is (a beach has sand, a hospital smells of disinfectant); never
// a thing or a sound that may not have been there (the clinking glasses, the creaking door, the ferry's engine).
const SENSES: Record<string, Sense> = {
  // Sand alone may be in a car or a shoe: underfoot is only where the story is on the beach.
  beach: { line: "The sand was warm underfoot.", day: true },
  // No line for the sea: its waves are in the picture, and every line tried ("crashing on the shore", which a deck does
  // not see; "rising and falling") came out the same in story after story (bench:script's stock sentences).
  rain: { line: "Rain was drumming on every surface." },
  // Underfoot only for people on foot: "drove us four hours through the snow" is in a car.
  snow: { line: "The snow was squeaking underfoot.", underfoot: true },
  hospital: { line: "The hospital smelled of disinfectant." },
  train: { line: "The carriage was rattling over the tracks." },
  bakery: { line: "The bakery smelled of warm bread." },
  campfire: { line: "The campfire was crackling." },
  lake: { line: "Water was lapping at the edge of the lake.", water: true },
  river: { line: "The river was rushing over the stones.", water: true },
  storm: { line: "Thunder was rolling overhead." },
  fog: { line: "The fog was cold and damp." },
  library: { line: "The library was hushed." },
  pool: { line: "The pool was sharp with chlorine.", water: true },
};

// "no rain", "without the dog": a thing the story denies gets no sensory line.
const NEGATIONS = new Set(["no", "not", "without", "never", "nothing", "n't"]);

function headNoun(mention: Mention): string {
  const text = mention.text.toLowerCase();
  if (SENSES[text]) return text;
  const head = text.split(" ").pop() ?? text;
  return SENSES[head] ? head : head.replace(/(?<=[^s])s$/, "");
}

function denied(sentence: string, noun: string): boolean {
  const words =
    sentence
      .toLowerCase()
      .replace(/n't\b/g, " n't")
      .match(/[\p{L}']+/gu) ?? [];
  const at = words.findIndex((w) => w === noun || w === `${noun}s`);
  return at >= 0 && words.slice(Math.max(0, at - 3), at).some((w) => NEGATIONS.has(w));
}

// "When the bakery closed": a place that closed or was gone smells of nothing any more.
function gone(sentence: string, noun: string): boolean {
  return new RegExp(
    `\\b${escapeRegExp(noun)}s?\\s+(?:had\\s+|has\\s+|finally\\s+)?(?:closed|shut|burned|burnt|flooded|went bust|went bankrupt|(?:was|were)\\s+(?:closed|shut|demolished|sold|torn down|gone|empty))\\b`,
    "iu",
  ).test(sentence);
}

// "ice fishing on the frozen lake", "the river had frozen solid", "the pool was drained": its water is still, or gone,
// and laps, rushes or smells of nothing. Ice cream and ice lollies freeze no lake.
const STILL_WATER =
  /\b(?:frozen|froze|freezes|iced over|ice(?!\s+(?:creams?|lolly|lollies|cubes?|pops?|tea))|icy|drained|dried up)\b/iu;

function untrue(sense: Sense, story: string): boolean {
  return Boolean(sense.water) && STILL_WATER.test(story);
}

// A place's line only where the scene is set there ("at school", "in her kitchen") or where the whole story is (the
// places its opening names: "took us to the beach"), not where someone goes later ("I wore a hat to school").
function setIn(sentence: string, place: string): boolean {
  const escaped = escapeRegExp(place);
  return new RegExp(
    `\\b(?:at|in|inside|on|around|through)\\s+(?:(?:the|my|our|her|his|their|a|an)\\s+)?(?:[\\p{L}-]+\\s+)?${escaped}\\b`,
    "iu",
  ).test(sentence);
}

// On the way somewhere, people are in the car, the plane or the boat, not yet there: "Liam drove us to the hospital in
// his tractor" smells of no hospital corridor, even in a story set at the hospital.
const TRAVEL_PLACES = new Set(["car", "airport", "sea"]);

const IN_A_VEHICLE =
  /\b(?:in|inside|on|aboard)\s+(?:the|a|an|our|my|his|her|their)\s+(?:[\p{L}-]+\s+)?(?:car|taxi|cab|van|bus|coach|train|tram|plane|truck|lorry|tractor|boat|ferry)\b/iu;

/** Whether the sentence has its people driving, flying or sailing. */
function travels(sentence: string): boolean {
  return lemmasOf(sentence).some(
    (lemma) => !lemma.negated && TRAVEL_PLACES.has(activityOf(lemma.root, lemma.next)?.place ?? ""),
  );
}

/** Whether the sentence has its people travelling or in a vehicle: no ground under their feet. */
function riding(sentence: string): boolean {
  return IN_A_VEHICLE.test(sentence) || travels(sentence);
}

function travelsTo(sentence: string, place: string): boolean {
  const escaped = escapeRegExp(place);
  const going = new RegExp(
    `\\b(?:to|towards|into)\\s+(?:(?:the|my|our|her|his|their|a|an)\\s+)?(?:[\\p{L}-]+\\s+)?${escaped}\\b`,
    "iu",
  );
  return going.test(sentence) && travels(sentence);
}

export type DetailContext = {
  night: boolean;
  present: boolean /** Places the story's opening names, lower case. */;
  settings: Set<string>;
  /** The whole story: a place it says closed gets no line in any scene. */
  story: string;
};

/**
 * One sensory sentence for a scene, drawn from its own nouns in the story's tense; `used` keeps two scenes from
 * repeating one. A scene whose nouns have no known sense gets none: a line of the writer's own mood ("I could hear my
 * heartbeat") put anywhere read as invented, not as detail.
 */
export function sensoryDetail(
  sentence: string,
  mentions: Mention[],
  context: DetailContext,
  used: Set<string>,
): string | undefined {
  // Only what is there in the moment told: not the stairs someone once fell down, nor the pipes that had burst.
  const scene = ` ${(
    narratedPart(sentence)
      .toLowerCase()
      .match(/[\p{L}\p{N}'-]+/gu) ?? []
  ).join(" ")} `;
  for (const mention of mentions) {
    const noun = headNoun(mention);
    const sense = SENSES[noun];
    if (
      !sense ||
      used.has(sense.line) ||
      (sense.day && context.night) ||
      denied(sentence, noun) ||
      gone(context.story, noun) ||
      untrue(sense, context.story) ||
      (sense.underfoot && riding(sentence))
    )
      continue;
    if (!scene.includes(` ${mention.text.toLowerCase()} `)) continue;
    if (mention.kind === "place" && !setIn(sentence, mention.text) && !context.settings.has(mention.text.toLowerCase()))
      continue;
    if (mention.kind === "place" && (travelsTo(sentence, mention.text) || onlyElsewhere(sentence, mention.text)))
      continue;
    used.add(sense.line);
    return inTense(sense.line, context.present);
  }
  return undefined;
}

// Lines are written with "was", "were" or "could" as their first verb where they can be, so a present-tense story
// gets them in its tense by swapping that auxiliary alone ("The rain was drumming" → "The rain is drumming").
const PRESENT: Record<string, string> = { was: "is", were: "are", could: "can" };

function inTense(line: string, present: boolean): string {
  if (!present) return line;
  return line.replace(/\b(was|were|could)\b/, (word) => PRESENT[word] ?? word);
}

/**
 * The sensory line of the place a scene is set in (the story's last named place carried on: "at the beach", then
 * "We built a sandcastle"), when that place makes one true at this time of day.
 */
export function placeDetail(
  setting: string | undefined,
  sentence: string,
  context: DetailContext,
  used: Set<string>,
): string | undefined {
  for (const place of (setting ?? "").toLowerCase().split(/,\s*/u)) {
    const head = place.split(/\s+/).pop() ?? place;
    const sense = SENSES[head] ?? SENSES[head.replace(/(?<=[^s])s$/, "")];
    if (!sense || used.has(sense.line) || (sense.day && context.night) || travelsTo(sentence, head)) continue;
    // "We never made it to the beach": no sand underfoot.
    if (onlyElsewhere(sentence, head)) continue;
    if (gone(context.story, head) || untrue(sense, context.story) || (sense.underfoot && riding(sentence))) continue;
    used.add(sense.line);
    return inTense(sense.line, context.present);
  }
  return undefined;
}
