import { createRequire } from "node:module";
import { type Canvas, createCanvas } from "@napi-rs/canvas";
import { FONTS } from "./fonts";

// Story nouns emojilib files under a broader name, or where its first hit is a poor picture (its "dog" list starts with 💩).
const PREFERRED: Record<string, string> = {
  grandma: "👵", grandmother: "👵", grandpa: "👴", grandfather: "👴", mom: "👩", mother: "👩", dad: "👨", father: "👨",
  friend: "🧑‍🤝‍🧑", brother: "👦", sister: "👧", son: "👦", daughter: "👧", husband: "👨", wife: "👩", baby: "👶", boss: "🧑‍💼", teacher: "🧑‍🏫", doctor: "🧑‍⚕️", beach: "🏖️", ball: "⚽", car: "🚗",
  phone: "📱", rain: "🌧️", bike: "🚲", bicycle: "🚲", coffee: "☕", kitchen: "🍳", home: "🏠", house: "🏠", school: "🏫",
  office: "🏢", work: "💼", money: "💵", love: "❤️", party: "🎉", wedding: "💒", birthday: "🎂", plane: "✈️", airport: "✈️",
  train: "🚆", boat: "⛵", city: "🏙️", night: "🌙", sun: "☀️", snow: "❄️", fire: "🔥", food: "🍽️", dinner: "🍽️",
  music: "🎵", computer: "💻", laptop: "💻", email: "📧", letter: "✉️", hospital: "🏥", tree: "🌳", park: "🏞️",
  garden: "🌷", sea: "🌊", ocean: "🌊", wave: "🌊", street: "🛣️", road: "🛣️", shop: "🏪", store: "🏪", restaurant: "🍽️",
  bed: "🛏️", cake: "🎂", water: "💧", storm: "⛈️", forest: "🌲", river: "🏞️", lake: "🏞️", sky: "🌤️", gift: "🎁",
  ring: "💍", camera: "📷", photo: "📷", kid: "🧒", child: "🧒", girl: "👧", boy: "👦", man: "👨", woman: "👩",
  people: "👥", crowd: "👥", team: "👥", game: "🎮", race: "🏁", goal: "🥅", flower: "🌸", dog: "🐕", puppy: "🐶", cat: "🐈",
};

type Entry = { emoji: string; name: string; keywords: string[] };
let index: Entry[] | undefined;

function entries(): Entry[] {
  if (index) return index;
  const data = createRequire(import.meta.url)("emojilib") as Record<string, string[]>;
  index = Object.entries(data)
    // Flags and keycaps read as noise next to a story; people variants carry gender in the name already.
    .filter(([, words]) => !words[0]?.startsWith("flag_") && !words[0]?.startsWith("keycap"))
    .map(([emoji, words]) => ({ emoji, name: words[0] ?? "", keywords: words.slice(1) }));
  return index;
}

function singular(word: string): string[] {
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

/** Stands in for a named person emojilib cannot know ("Rosa", "Priya"); the name is shown with it. */
export const PERSON = "🧑";

/** The emoji that best pictures a noun from the story, or undefined when emojilib has nothing close. */
export function emojiFor(subject: string): string | undefined {
  const words = subject.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  // The head noun of "old red car" is its last word.
  for (const word of [...words].reverse()) {
    const found = bestFor(word);
    if (found) return found;
  }
  // A name: capitalised and unknown to the emoji keywords.
  if (/^\p{Lu}/u.test(subject.trim())) return PERSON;
  return undefined;
}

function bestFor(word: string): string | undefined {
  for (const form of singular(word)) {
    const found = PREFERRED[form] ?? lookup(form);
    if (found) return found;
  }
  // Compounds name their kind last: "sandcastle" is a castle, "doorbell" a bell.
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const tail = word.slice(cut);
    const found = PREFERRED[tail] ?? lookup(tail);
    if (found) return found;
  }
  return undefined;
}

function lookup(word: string): string | undefined {
  const all = entries();
  const exact = all.find((entry) => entry.name === word || entry.name === `${word}_face`);
  if (exact) return exact.emoji;
  const named = all.filter((entry) => entry.name.split("_").includes(word)).sort((a, b) => a.name.length - b.name.length)[0];
  if (named) return named.emoji;
  // A keyword early in an emoji's list describes it better than one at the end.
  let best: { emoji: string; rank: number } | undefined;
  for (const entry of all) {
    const rank = entry.keywords.indexOf(word);
    if (rank >= 0 && (!best || rank < best.rank)) best = { emoji: entry.emoji, rank };
  }
  return best?.emoji;
}

const rasters = new Map<string, Canvas>();

/** The emoji drawn once at `size` pixels; frames reuse the bitmap instead of shaping colour glyphs again. */
export function emojiBitmap(emoji: string, size: number): Canvas {
  const px = Math.round(size);
  const key = `${emoji}@${px}`;
  const cached = rasters.get(key);
  if (cached) return cached;
  const box = Math.ceil(px * 1.25);
  const canvas = createCanvas(box, box);
  const ctx = canvas.getContext("2d");
  ctx.font = `${px}px "${FONTS.emoji}"`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(emoji, box / 2, box / 2 + px * 0.04);
  if (rasters.size > 256) rasters.clear();
  rasters.set(key, canvas);
  return canvas;
}
