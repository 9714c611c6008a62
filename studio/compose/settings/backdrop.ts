import { createNoise2D } from "simplex-noise";
import type { Backdrop, TimeOfDay } from "./types";

/** A seeded xorshift generator: the same scene always draws the same setting. */
export function seeded(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 0x2545f491;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export function backdrop(
  size: { width: number; height: number; unit: number; horizon: number; floor: number },
  time: TimeOfDay,
  seed: number,
): Backdrop {
  const noise2D = createNoise2D(seeded(seed + 1));
  return { ...size, time, seed, noise: (x, y) => noise2D(x, y), random: seeded(seed) };
}
