// Numbers, in digits or words: reading them from the story and writing corrections the way the story wrote them.

import { SMALL_NUMBER_WORDS, TENS_WORDS } from "../../language/number-words";
import { capitalLike } from "./wording";

const ORDINAL_SMALL = [
  "zeroth",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
];
const ORDINAL_TENS = [
  "twentieth",
  "thirtieth",
  "fortieth",
  "fiftieth",
  "sixtieth",
  "seventieth",
  "eightieth",
  "ninetieth",
];

// Node 20 has no inline case flag, and names must stay case-sensitive: number words take either first letter.
export const anyCase = (word: string) => `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`;
export const choice = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(anyCase)
    .join("|");

const WORD_NUMBER = `(?:(?:${choice(TENS_WORDS)})(?:[- ](?:${choice(SMALL_NUMBER_WORDS.slice(1, 10))}))?|${choice(SMALL_NUMBER_WORDS)}|(?:${choice(["a", "one"])}) hundred)`;
export const NUMBER = `(?:\\d+(?:\\.\\d+)?|${WORD_NUMBER})`;
export const ORDINAL = `(?:\\d+(?:st|nd|rd|th)|(?:${choice(TENS_WORDS)})[- ](?:${choice(ORDINAL_SMALL.slice(1, 10))})|${choice([...ORDINAL_TENS, ...ORDINAL_SMALL.slice(1)])})`;
export const APPROX_WORDS = [
  "about",
  "around",
  "nearly",
  "almost",
  "roughly",
  "approximately",
  "maybe",
  "probably",
  "some",
  "over",
  "under",
  "more than",
  "less than",
  "just over",
  "just under",
  "at least",
  "barely",
  "only just",
];
export const QUALIFIER = `(?:${choice(APPROX_WORDS)}|${choice(["only", "just", "already", "still", "exactly", "finally"])})`;
export const isApprox = (text: string | undefined) =>
  Boolean(text && new RegExp(`^(?:${choice(APPROX_WORDS)})$`, "u").test(text.trim()));

const QUANTITY_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  both: 2,
  "a couple of": 2,
  "a dozen": 12,
  "half a dozen": 6,
  once: 1,
  twice: 2,
  thrice: 3,
};

export function numberValue(text: string): number | undefined {
  const t = text.toLowerCase().replace(/,/g, "").trim();
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  if (t in QUANTITY_WORDS) return QUANTITY_WORDS[t];
  if (/^(?:a|one) hundred$/.test(t)) return 100;
  const [head = "", unit] = t.split(/[- ]/);
  if (unit === undefined && SMALL_NUMBER_WORDS.includes(head)) return SMALL_NUMBER_WORDS.indexOf(head);
  const tens = TENS_WORDS.indexOf(head);
  const ones = unit === undefined ? 0 : SMALL_NUMBER_WORDS.indexOf(unit);
  return tens < 0 || ones < 0 || ones > 9 ? undefined : 20 + tens * 10 + ones;
}

export function ordinalValue(text: string): number | undefined {
  const t = text.toLowerCase();
  const digits = t.match(/^(\d+)(?:st|nd|rd|th)$/);
  if (digits) return Number(digits[1]);
  if (ORDINAL_SMALL.includes(t)) return ORDINAL_SMALL.indexOf(t);
  if (ORDINAL_TENS.includes(t)) return 20 + ORDINAL_TENS.indexOf(t) * 10;
  const [head = "", unit = ""] = t.split(/[- ]/);
  const tens = TENS_WORDS.indexOf(head);
  const ones = ORDINAL_SMALL.indexOf(unit);
  return tens < 0 || ones < 1 || ones > 9 ? undefined : 20 + tens * 10 + ones;
}

export function numberWords(n: number): string {
  if (n < 20) return SMALL_NUMBER_WORDS[n] ?? String(n);
  if (n < 100) return `${TENS_WORDS[Math.floor(n / 10) - 2]}${n % 10 ? `-${SMALL_NUMBER_WORDS[n % 10]}` : ""}`;
  return n === 100 ? "a hundred" : String(n);
}

export const ordinalSuffix = (n: number) => ["st", "nd", "rd"][((((n + 90) % 100) - 10) % 10) - 1] ?? "th";

/** A number written the way the story wrote the one it replaces: digits for digits, words for words. */
export function styled(n: number, like: string): string {
  return /\d/.test(like) ? String(n) : capitalLike(numberWords(n), like);
}

export function styledOrdinal(n: number, like: string): string {
  if (/\d/.test(like)) return `${n}${ordinalSuffix(n)}`;
  const words =
    n < 20
      ? (ORDINAL_SMALL[n] ?? String(n))
      : n % 10 === 0
        ? (ORDINAL_TENS[n / 10 - 2] ?? String(n))
        : `${TENS_WORDS[Math.floor(n / 10) - 2]}-${ORDINAL_SMALL[n % 10]}`;
  return capitalLike(words, like);
}
