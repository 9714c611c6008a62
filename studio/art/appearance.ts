import { NARRATOR_WHO } from "@common/script";
import { mix } from "../kit/colour";
import { eachMeaning, escapeRegExp } from "../language/text";
import { readCast } from "./cast";
import { PERSON_ROLES } from "./person-words";

/**
 * Colours the story gives a person: of what they wear on top, below, and of their hair; and the garments it says they
 * wear ("coat"), which are drawn on them, not beside them.
 */
export type Appearance = { top?: string; bottom?: string; hair?: string; garments?: string[] };

// Clothes in the illustrations' own mid-tones (a CSS "red" is a traffic light, not a coat), so a described colour sits
// in the scene like the colours the studio picks itself.
const CLOTHING: Record<string, string> = {
  red: "#c8443c",
  scarlet: "#d0392f",
  crimson: "#b02a3e",
  burgundy: "#7a2536",
  maroon: "#742a2e",
  pink: "#f28fb0",
  orange: "#e8833a",
  yellow: "#f2c84b",
  mustard: "#d4a72c",
  gold: "#d9a93a",
  green: "#5e9e5a",
  olive: "#7d7f3d",
  khaki: "#b3a46c",
  teal: "#2a8c8c",
  turquoise: "#3dbdb3",
  blue: "#3f6fb5",
  navy: "#27365e",
  purple: "#7d4fa8",
  lilac: "#b99ad6",
  lavender: "#b7a6dc",
  brown: "#7a5234",
  tan: "#c19a6b",
  beige: "#d9c7a3",
  cream: "#f1e8d0",
  white: "#f4f3ee",
  grey: "#8c8f94",
  gray: "#8c8f94",
  silver: "#bfc3c8",
  charcoal: "#45474d",
  black: "#2a2a30",
};
const SHADES: Record<string, (hex: string) => string> = {
  dark: (hex) => mix(hex, "#15151a", 0.4),
  deep: (hex) => mix(hex, "#15151a", 0.3),
  light: (hex) => mix(hex, "#ffffff", 0.4),
  pale: (hex) => mix(hex, "#ffffff", 0.5),
  bright: (hex) => hex,
};
const HAIR: Record<string, string> = {
  blonde: "#e2c275",
  blond: "#e2c275",
  fair: "#dcc08a",
  ginger: "#c0622d",
  red: "#b5502a",
  auburn: "#8c3b22",
  brown: "#5a3a22",
  brunette: "#4a2f1c",
  dark: "#1f1a1c",
  black: "#1f1a1c",
  grey: "#c9ccd1",
  gray: "#c9ccd1",
  white: "#eeede8",
  silver: "#dcdcd8",
  pink: "#f08db4",
  blue: "#4c7cc4",
  purple: "#8a5cc0",
  green: "#4f9e6a",
};

type Part = "top" | "bottom" | "both";
const GARMENTS: Record<string, Part> = {
  ...eachMeaning<Part>("top", [
    "coat",
    "overcoat",
    "raincoat",
    "anorak",
    "parka",
    "mac",
    "jacket",
    "blazer",
    "jumper",
    "sweater",
    "cardigan",
    "hoodie",
    "fleece",
    "shirt",
    "t-shirt",
    "tshirt",
    "tee",
    "blouse",
    "top",
    "vest",
    "waistcoat",
    "cape",
    "poncho",
    "kimono",
    "apron",
    "jersey",
    "polo shirt",
    "football shirt",
    "dressing gown",
    "bathrobe",
    "robe",
  ]),
  ...eachMeaning<Part>("bottom", [
    "trousers",
    "jeans",
    "skirt",
    "shorts",
    "pants",
    "leggings",
    "joggers",
    "slacks",
    "swimming trunks",
    "trunks",
  ]),
  ...eachMeaning<Part>("both", [
    "dress",
    "suit",
    "overalls",
    "dungarees",
    "jumpsuit",
    "tracksuit",
    "gown",
    "uniform",
    "onesie",
    "pyjamas",
    "pajamas",
    "swimsuit",
    "swimming costume",
    "bathing suit",
    "wetsuit",
  ]),
};

// What may stand between "a" and the colour ("a long grey coat", "her old yellow raincoat").
const ADJECTIVE = String.raw`(?:(?:long|short|old|new|big|little|thick|thin|warm|heavy|faded|shabby|smart|worn|woollen|wool|leather|knitted|checked|striped|spotted|baggy|tight|favourite|favorite|best|only|huge|tiny|oversized|matching|same)\s+)`;
const either = (words: readonly string[]) =>
  `(?:${[...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})`;

let cached: { clothes: RegExp; bare: RegExp; hairBefore: RegExp; hairAfter: RegExp } | undefined;

function patterns() {
  if (cached) return cached;
  const colour = `((?:${either(Object.keys(SHADES))}\\s+)?${either(Object.keys(CLOTHING))})`;
  const garment = `(${either(Object.keys(GARMENTS))})`;
  const hairColour = `(${either(Object.keys(HAIR))})`;
  // The person: a name, "I", or a person word with up to two words before it ("the old man", "my little sister").
  const roles = either(Object.keys(PERSON_ROLES).filter((word) => !word.includes(" ")));
  const person = String.raw`(?:\b(I)|\b(\p{Lu}\p{Ll}+)|\b((?:[\p{Ll}-]+\s+){0,2}?${roles}))`;
  const wears = String.raw`(?:,?\s+(?:who\s+)?(?:was|is|were|had been)?\s*(?:still\s+|always\s+)?(?:in|wearing|dressed in|wore|had on))`;
  const determiner = String.raw`(?:(?:a|an|the|his|her|their|my|our|its|this|that)\s+)?`;
  const second = String.raw`(?:\s+and\s+${either(Object.keys(CLOTHING))})?`;
  const flags = "gu";
  cached = {
    clothes: new RegExp(
      `${person}${wears}\\s+${determiner}${ADJECTIVE}{0,2}${colour}${second}\\s+${ADJECTIVE}?${garment}\\b`,
      flags,
    ),
    // "a woman in red", "the boy in green, who…"
    bare: new RegExp(
      `${person},?\\s+(?:dressed\\s+)?(?:all\\s+)?in\\s+${colour}\\b(?=\\s*(?:[,.;:!?]|$|and\\b|who\\b|was\\b|were\\b|is\\b|had\\b|sat\\b|stood\\b|came\\b|walked\\b|waved\\b|smiled\\b|with\\b))`,
      flags,
    ),
    // "a red-haired girl", "my grey-haired neighbour", "a blonde woman" (a colour alone is not hair: "a dark stranger")
    hairBefore: new RegExp(
      String.raw`\b(?:${hairColour}[- ]haired|(blonde|blond|ginger|brunette|auburn))\s+(?:[\p{Ll}-]+\s+)?(${roles})\b`,
      flags,
    ),
    // "a man with white hair", "Sanne, with her short blonde hair"
    hairAfter: new RegExp(
      String.raw`${person},?\s+(?:who\s+had|with|had)\s+${determiner}(?:(?:long|short|curly|straight|wavy|thick|thin|messy|neat|cropped|spiky)\s+){0,2}${hairColour}\s+hair\b`,
      flags,
    ),
  };
  return cached;
}

/** Lower-cased ids a picture of the person may carry: the name, the person word with and without its words before. */
function keysOf(match: RegExpMatchArray): string[] {
  if (match[1]) return [NARRATOR_WHO.toLowerCase()];
  if (match[2]) return [match[2].toLowerCase()];
  const words = (match[3] ?? "").toLowerCase().trim().split(/\s+/);
  return [...new Set([words.join(" "), words.slice(-2).join(" "), words.at(-1)!])];
}

/** A clothing colour as said ("dark green"): the colour, made darker or lighter by the word before it. */
function shade(phrase: string): string | undefined {
  const words = phrase.toLowerCase().split(/\s+/);
  const base = CLOTHING[words.at(-1)!];
  if (!base) return undefined;
  const modifier = words.length > 1 ? SHADES[words[0]!] : undefined;
  return modifier ? modifier(base) : base;
}

/**
 * The colours a story gives its people, by the lower-cased ids their pictures carry: "a man in a grey coat" dresses
 * the man in grey, "my red-haired sister" gives the sister red hair, "I wore my yellow dress" dresses the narrator.
 * The first description of a person wins: what they wore when the story met them.
 */
export function describedAppearances(texts: readonly string[]): Map<string, Appearance> {
  const found = new Map<string, Appearance>();
  const add = (keys: string[], appearance: Appearance) => {
    for (const key of keys) {
      const known = found.get(key) ?? {};
      const garments = [...(known.garments ?? []), ...(appearance.garments ?? [])];
      found.set(key, { ...appearance, ...known, ...(garments.length ? { garments } : {}) });
    }
  };
  const { clothes, bare, hairBefore, hairAfter } = patterns();
  for (const text of texts) {
    for (const match of text.matchAll(clothes)) {
      const colour = shade(match[4]!);
      const garment = match[5]!.toLowerCase();
      const part = GARMENTS[garment];
      if (!colour || !part) continue;
      const colours = part === "both" ? { top: colour, bottom: colour } : { [part]: colour };
      add(keysOf(match), { ...colours, garments: [garment] });
    }
    for (const match of text.matchAll(bare)) {
      const colour = shade(match[4]!);
      if (colour) add(keysOf(match), { top: colour });
    }
    for (const match of text.matchAll(hairBefore)) {
      const hair = HAIR[(match[1] ?? match[2])!.toLowerCase()];
      if (hair) add([match[3]!.toLowerCase()], { hair });
    }
    for (const match of text.matchAll(hairAfter)) {
      const hair = HAIR[match[4]!.toLowerCase()];
      if (hair) add(keysOf(match), { hair });
    }
  }
  // "A little boy in a green swimsuit … His name was Leo": Leo wears what the boy was said to wear.
  for (const person of readCast(texts)) {
    const key = person.name.toLowerCase();
    const described = person.role && !found.has(key) ? found.get(person.role) : undefined;
    if (described) found.set(key, described);
  }
  return found;
}
