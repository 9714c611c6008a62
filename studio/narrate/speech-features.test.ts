import { describe, expect, it } from "vitest";
import { medianPitch } from "./speech-features";

const RATE = 22_050;

/** A voiced sound at `hz` (a fundamental and its overtones, as a voice has), between stretches of silence. */
function voiced(hz: number, seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE;
    // Half a second on, a quarter off: pauses between words are no pitch at all.
    if (t % 0.75 > 0.5) continue;
    samples[i] =
      [1, 0.5, 0.33, 0.25].reduce((sum, gain, k) => sum + gain * Math.sin(2 * Math.PI * hz * (k + 1) * t), 0) * 0.3;
  }
  return samples;
}

describe("medianPitch", () => {
  it.each([95, 120, 180, 230])("finds a voice's pitch at %i Hz", (hz) => {
    expect(medianPitch(voiced(hz, 6), RATE)).toBeCloseTo(hz, -0.5);
  });

  it("finds none in silence", () => {
    expect(medianPitch(new Float32Array(RATE * 2), RATE)).toBe(0);
  });
});
