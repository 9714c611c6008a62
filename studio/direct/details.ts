import type { Mood } from "../../common/video-options";
import type { Mention } from "./mentions";
import { MOOD_TONES } from "./tone";

// Sensory lines keyed by a noun the story itself says: the beach may smell of salt, but only a story with a beach.
const SENSES: Record<string, string> = {
  beach: "The smell of salt hung in the air.",
  sea: "Waves hissed against the shore.",
  ocean: "Waves hissed against the shore.",
  sand: "Warm sand stuck to everything.",
  sandcastle: "Wet sand, cool under our hands.",
  rain: "Rain drummed on every surface.",
  snow: "Fresh snow squeaked underfoot.",
  kitchen: "Something sizzled on the stove.",
  coffee: "The smell of fresh coffee drifted over.",
  cake: "The air smelled of warm sugar.",
  bread: "The smell of warm bread filled the air.",
  forest: "Leaves crunched underfoot.",
  woods: "Leaves crunched underfoot.",
  park: "Birds chattered in the trees.",
  garden: "The smell of cut grass.",
  city: "Traffic hummed in the distance.",
  car: "The engine rumbled.",
  train: "The carriage rattled over the tracks.",
  airport: "Announcements echoed over the crowd.",
  hospital: "The corridor smelled of disinfectant.",
  classroom: "Chairs scraped across the floor.",
  school: "Chairs scraped across the floor.",
  office: "Keyboards clattered all around.",
  party: "Music thumped through the walls.",
  wedding: "Glasses clinked.",
  dog: "A wet nose, a wagging tail.",
  cat: "A soft, rumbling purr.",
  fire: "Smoke and crackling wood.",
  campfire: "Smoke and crackling wood.",
  printer: "The printer whirred and groaned.",
  phone: "The phone buzzed.",
  "ice cream": "Cold and sweet, melting fast.",
  midnight: "The streets were dark and still.",
  night: "The streets were dark and still.",
  mountain: "The air was thin and cold.",
  lake: "Water lapped at the edge.",
  river: "Water rushed over the stones.",
  storm: "Thunder rolled overhead.",
  wind: "The wind tugged at our clothes.",
  pizza: "Melted cheese, still steaming.",
  candle: "Wax and a flickering flame.",
  bike: "Tyres hummed on the road.",
  guitar: "A few strings, slightly out of tune.",
  baby: "Tiny fingers, a soft cry.",
  market: "Voices calling out prices.",
  restaurant: "Plates clattered in the back.",
  cafe: "Cups clinked against saucers.",
};

function headNoun(mention: Mention): string {
  const text = mention.text.toLowerCase();
  if (SENSES[text]) return text;
  const head = text.split(" ").pop() ?? text;
  return SENSES[head] ? head : head.replace(/(?<=[^s])s$/, "");
}

/**
 * One sensory line for a scene, drawn from its own nouns; `used` keeps two scenes from repeating one line. Without a
 * known sense for any noun, the mood frames the scene's first thing instead, adding no new noun.
 */
export function sensoryDetail(mentions: Mention[], mood: Mood, used: Set<string>): string | undefined {
  for (const mention of mentions) {
    const line = SENSES[headNoun(mention)];
    if (line && !used.has(line)) {
      used.add(line);
      return line;
    }
  }
  const thing = mentions.find((m) => m.kind !== "person" && !used.has(m.key));
  if (!thing) return undefined;
  used.add(thing.key);
  return MOOD_TONES[mood].detail(thing.proper ? thing.text : `the ${thing.text}`);
}
