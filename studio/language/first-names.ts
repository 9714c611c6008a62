import { type GenderGuess, guessGender } from "name-to-gender";
import type { Gender } from "@common/script";

// A name is taken as a woman's or a man's only when almost everyone given it is one (Jordan, 73% boys, and Yuki,
// 64% girls, stay neutral), and when enough people were given it for the share to mean something: a place name
// like "Lisbon" (5 births) is not a first name, and a rare name's few births say little.
const MIN_SHARE = 0.95;
const MIN_BIRTHS = 100;

/**
 * The gender a first name almost always has, from the US Social Security Administration's counts of every birth
 * since 1880 (the name-to-gender package); undefined when the name is shared, rare or unknown. It is the weakest
 * evidence a story gives: kinship words, titles and the pronouns that refer to the person come first.
 */
export function genderOfFirstName(name: string): Gender | undefined {
  const guess = guessOf(name);
  if (!guess || guess.gender === "unknown" || births(guess) < MIN_BIRTHS) return undefined;
  return guess.gender;
}

/** Whether enough people are given the name for it to be a first name (Oluwaseun, Yuki), whatever their gender. */
export function isFirstName(name: string): boolean {
  const guess = guessOf(name);
  return Boolean(guess && births(guess) >= MIN_BIRTHS);
}

function guessOf(name: string): GenderGuess | undefined {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^\p{Lu}/u.test(first) ? guessGender(first, { minProbability: MIN_SHARE }) : undefined;
}

const births = (guess: GenderGuess) => guess.counts.male + guess.counts.female;
