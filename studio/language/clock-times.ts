import { SMALL_NUMBER_WORDS } from "./number-words";

const HOUR = String.raw`(\d{1,2}|${SMALL_NUMBER_WORDS.slice(1, 13).join("|")})`;
const PART_OF_DAY = String.raw`(a\.?m\.?|p\.?m\.?|in the morning|in the afternoon|in the evening|at night)`;
// "at two in the morning", "3am", "11.30 p.m.", "nine o'clock at night"; a bare "7:15" says no part of the day.
const CLOCK = new RegExp(
  String.raw`(?<![\p{L}\d])${HOUR}(?:[:.]\d\d)?\s*(?:o['’]clock\s*)?${PART_OF_DAY}(?![\p{L}])`,
  "iu",
);

/**
 * The hour of the day (0–23) a clock time in the text says, with the part of the day that makes it one: "two in the
 * morning" is 2, "9pm" 21, "one at night" 1. Undefined when the text gives no such time.
 */
export function hourSaid(text: string): number | undefined {
  const match = CLOCK.exec(text);
  if (!match) return undefined;
  const said = match[1]!.toLowerCase();
  const hour = /^\d/.test(said) ? Number(said) : SMALL_NUMBER_WORDS.indexOf(said);
  if (hour > 12) return undefined;
  const part = match[2]!.toLowerCase().replace(/\./g, "");
  const morning = part === "am" || part === "in the morning";
  // "one at night" is after midnight; "nine at night" and "two in the afternoon" are after noon.
  if (morning || (part === "at night" && (hour === 12 || hour < 5))) return hour % 12;
  return (hour % 12) + 12;
}
