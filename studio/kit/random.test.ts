import { describe, expect, it } from "vitest";
import { seededRandom } from "./random";

describe("seededRandom", () => {
  it("gives the same choices for the same seed and others for another", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it("keeps floats in [0, 1) and integers in their range", () => {
    const random = seededRandom(42);
    const floats = Array.from({ length: 1000 }, random.next);
    expect(Math.min(...floats)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...floats)).toBeLessThan(1);
    const ints = new Set(Array.from({ length: 1000 }, () => random.int(3, 5)));
    expect([...ints].sort()).toEqual([3, 4, 5]);
    expect(["a", "b"]).toContain(random.pick(["a", "b"]));
  });
});
