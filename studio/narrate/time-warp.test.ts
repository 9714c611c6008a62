import { describe, expect, it } from "vitest";
import { timeWarp } from "./time-warp";

/** A one-dimensional sequence of vectors: a smooth curve with bumps, sampled `length` times over the same span. */
function curve(length: number, shape: (x: number) => number): Float32Array[] {
  return Array.from({ length }, (_, i) => Float32Array.of(shape(i / (length - 1))));
}

const shape = (x: number) => Math.sin(9 * x) + Math.sin(23 * x) * 0.5;

describe("time warping", () => {
  it("pairs each frame of a sequence with the same moment of a slower copy, coarse to fine on long ones", () => {
    // 3,000 by 6,000 frames: too many to warp whole, so the path is found halved and refined.
    const fast = curve(3000, shape);
    const slow = curve(6000, shape);
    const path = timeWarp(fast, slow);
    expect([path.a[0], path.b[0]]).toEqual([0, 0]);
    expect([path.a.at(-1), path.b.at(-1)]).toEqual([2999, 5999]);
    for (let k = 1; k < path.a.length; k++) {
      const stepA = path.a[k]! - path.a[k - 1]!;
      const stepB = path.b[k]! - path.b[k - 1]!;
      expect(stepA >= 0 && stepB >= 0 && stepA <= 1 && stepB <= 1 && stepA + stepB > 0).toBe(true);
    }
    // Frame i of the fast copy is the moment of frame 2i of the slow one.
    const worst = Math.max(...Array.from(path.a, (i, k) => Math.abs(path.b[k]! - 2 * i)));
    expect(worst).toBeLessThanOrEqual(4);
  });

  it("lets a pause in one sequence stay on one frame of the other", () => {
    const spoken = curve(400, shape);
    const paused = [...spoken.slice(0, 200), ...Array.from({ length: 150 }, () => spoken[199]!), ...spoken.slice(200)];
    const path = timeWarp(paused, spoken);
    const pairedWith200 = Array.from(path.a).filter((_, k) => path.b[k] === 200);
    expect(Math.min(...pairedWith200)).toBeGreaterThanOrEqual(348);
  });
});
