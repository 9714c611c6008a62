import { createNoise2D } from "simplex-noise";
import { seededRandom } from "../../kit/random";
import type { Backdrop, TimeOfDay } from "./types";

export function backdrop(
  size: { width: number; height: number; unit: number; horizon: number; floor: number },
  time: TimeOfDay,
  seed: number,
): Backdrop {
  // The same scene always draws the same place.
  const noise2D = createNoise2D(seededRandom(seed + 1).next);
  return { ...size, time, seed, noise: (x, y) => noise2D(x, y), random: seededRandom(seed).next };
}

/**
 * A value in 0..1 fixed by the seed and `salt`, without drawing from `b.random()`: layers are painted separately and
 * must agree on the room's layout (where the window is, the wall's colour) whatever each one drew before.
 */
export function vary(b: Backdrop, salt: number): number {
  const v = b.noise(salt * 7.31 + 0.5, 3.77) * 9301.17;
  return v - Math.floor(v);
}

/** One of `options` (never empty), fixed by the seed like `vary`. */
export function choose<const T extends readonly [unknown, ...unknown[]]>(
  b: Backdrop,
  salt: number,
  options: T,
): T[number] {
  return options[Math.min(options.length - 1, Math.floor(vary(b, salt) * options.length))];
}

/** Left (-1) or right (1), fixed by the seed like `vary`: the side of the room its window (or its main piece) is on. */
export function pickSide(b: Backdrop, salt: number): -1 | 1 {
  return vary(b, salt) < 0.5 ? -1 : 1;
}

export function between(b: Backdrop, lo: number, hi: number): number {
  return lo + (hi - lo) * b.random();
}
