import type { Mention } from "./mentions";
import { narratedPart } from "./narrated";

/**
 * A sensory sentence keyed by a noun the story itself says: the beach may taste of salt, but only in a story with a
 * beach. Each names only its key or what the key implies (a sea has waves), so it cannot put a thing in the story
 * the story lacks. `day` lines imply daylight and are skipped in a story set at night.
 */
type Sense = { line: string; day?: boolean };

const SENSES: Record<string, Sense> = {
  beach: { line: "The air was thick with salt." },
  sea: { line: "Waves were hissing against the shore." },
  ocean: { line: "Waves were hissing against the shore." },
  sand: { line: "The sand was warm underfoot.", day: true },
  sandcastle: { line: "The wet sand was cool and heavy." },
  rain: { line: "Rain was drumming on every surface." },
  snow: { line: "The snow was squeaking underfoot." },
  kitchen: { line: "The fridge was humming in the corner of the kitchen." },
  coffee: { line: "The smell of coffee was hanging in the air." },
  tea: { line: "Steam was curling up from the tea." },
  bread: { line: "The air was full of the smell of warm bread." },
  toast: { line: "The air was full of the smell of toast." },
  forest: { line: "Leaves were crunching underfoot." },
  woods: { line: "Leaves were crunching underfoot." },
  park: { line: "Birds were chattering in the trees.", day: true },
  garden: { line: "The garden was fragrant with cut grass.", day: true },
  city: { line: "Traffic was humming in the distance." },
  car: { line: "The engine was rumbling." },
  train: { line: "The carriage was rattling over the tracks." },
  airport: { line: "Announcements were echoing across the terminal." },
  hospital: { line: "The corridor was sharp with the smell of disinfectant." },
  ward: { line: "Machines were beeping softly down the ward." },
  classroom: { line: "Chairs were scraping across the floor." },
  school: { line: "Chairs were scraping across the floor." },
  office: { line: "Keyboards were clattering everywhere." },
  party: { line: "Music was thumping through the walls." },
  wedding: { line: "Glasses were clinking everywhere." },
  fire: { line: "The fire was crackling." },
  campfire: { line: "The campfire was crackling." },
  printer: { line: "The printer whirred and groaned." },
  "ice cream": { line: "The ice cream was melting fast.", day: true },
  mountain: { line: "The air was thin and cold." },
  lake: { line: "Water was lapping at the edge of the lake." },
  river: { line: "The river was rushing over the stones." },
  storm: { line: "Thunder was rolling overhead." },
  wind: { line: "The wind was tugging at our clothes." },
  candle: { line: "The candle was flickering." },
  guitar: { line: "The guitar was slightly out of tune." },
  market: { line: "Voices were calling out prices across the market." },
  restaurant: { line: "Plates were clattering in the back of the restaurant." },
  cafe: { line: "Cups were clinking against saucers." },
  café: { line: "Cups were clinking against saucers." },
  bakery: { line: "The bakery was warm and sweet with butter." },
  dumplings: { line: "Flour was dusting everything." },
  fog: { line: "The fog was cold and damp on our faces." },
  boat: { line: "The boat was rocking gently on the water." },
  ferry: { line: "The ferry's engine was rumbling." },
  ferries: { line: "The ferries were rumbling across the water." },
  pool: { line: "The pool was sharp with chlorine." },
  corridor: { line: "The corridor was long and narrow." },
  stairs: { line: "The stairs were creaking." },
  door: { line: "The door was creaking on its hinges." },
  church: { line: "The church was cool and quiet." },
  bus: { line: "The bus was rattling and swaying." },
  concert: { line: "The bass was thumping in our chests." },
  stadium: { line: "The crowd was roaring." },
  festival: { line: "Music was drifting over from the stage." },
  fireworks: { line: "The fireworks were booming overhead." },
  barbecue: { line: "Smoke was drifting from the grill." },
  bbq: { line: "Smoke was drifting from the grill." },
  flowers: { line: "The flowers were sweet and heavy." },
  gym: { line: "The gym was loud with clanking weights." },
  library: { line: "The library was hushed." },
  attic: { line: "The attic was dusty and close." },
  basement: { line: "The basement was damp and cold." },
  tent: { line: "The tent was flapping in the wind." },
  stove: { line: "The stove was ticking as it heated up." },
  oven: { line: "Heat was pouring out of the oven." },
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
  const words = sentence.toLowerCase().replace(/n't\b/g, " n't").match(/[\p{L}']+/gu) ?? [];
  const at = words.findIndex((w) => w === noun || w === `${noun}s`);
  return at >= 0 && words.slice(Math.max(0, at - 3), at).some((w) => NEGATIONS.has(w));
}

// A place's line only where the scene is set there ("at school", "in her kitchen") or where the whole story is (the
// places its opening names: "took us to the beach"), not where someone goes later ("I wore a hat to school").
function setIn(sentence: string, place: string): boolean {
  const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`\\b(?:at|in|inside|on|around|through)\\s+(?:(?:the|my|our|her|his|their|a|an)\\s+)?(?:[\\p{L}-]+\\s+)?${escaped}\\b`, "iu").test(sentence);
}

export type DetailContext = { night: boolean; present: boolean; /** Places the story's opening names, lower case. */ settings: Set<string> };

/**
 * One sensory sentence for a scene, drawn from its own nouns in the story's tense; `used` keeps two scenes from
 * repeating one. A scene whose nouns have no known sense gets none: a line of the writer's own mood ("I could hear my
 * heartbeat") put anywhere read as invented, not as detail.
 */
export function sensoryDetail(sentence: string, mentions: Mention[], context: DetailContext, used: Set<string>): string | undefined {
  // Only what is there in the moment told: not the stairs someone once fell down, nor the pipes that had burst.
  const scene = ` ${(narratedPart(sentence).toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []).join(" ")} `;
  for (const mention of mentions) {
    const noun = headNoun(mention);
    const sense = SENSES[noun];
    if (!sense || used.has(sense.line) || (sense.day && context.night) || denied(sentence, noun)) continue;
    if (!scene.includes(` ${mention.text.toLowerCase()} `)) continue;
    if (mention.kind === "place" && !setIn(sentence, mention.text) && !context.settings.has(mention.text.toLowerCase())) continue;
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
