import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlacedClip } from "../compose/types";
import { mixAudio } from "./audio-mix";
import { QUIET_FFMPEG, runFfmpeg } from "./encode";
import { loudness } from "./test-support/probe";
import { kWeighted, lufs } from "./score/loudness";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "audio-mix-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const VOICE_RATE = 22_050;
const RATE = 48_000;

/**
 * A line of "speech": noise with a voice's tilt (a one-pole low-pass at ~1 kHz), in syllables of 0.2 s with short
 * gaps, at a narrator's level (about -20 dBFS RMS); its words are the syllables.
 */
function line(start: number, seconds: number, seed: number): PlacedClip {
  const samples = new Float32Array(Math.round(seconds * VOICE_RATE));
  let state = seed;
  let low = 0;
  for (let i = 0; i < samples.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    low += 0.25 * ((state / 2 ** 31) * 2 - 1 - low);
    const inSyllable = (i / VOICE_RATE) % 0.25 < 0.2;
    samples[i] = inSyllable ? 0.35 * low : 0;
  }
  const words = Array.from({ length: Math.floor(seconds / 0.25) }, (_, n) => ({
    text: `word${n}`,
    start: n * 0.25,
    end: n * 0.25 + 0.2,
  }));
  return { start, clip: { samples, sampleRate: VOICE_RATE, words, duration: seconds, engine: "flite", voice: "test" } };
}

/** The K-weighted level (LUFS) of a stereo float recording between two times. */
function levelOf(channels: Float32Array[], from: number, to: number): number {
  let power = 0;
  for (const channel of channels) {
    let sum = 0;
    for (let i = Math.round(from * RATE); i < Math.round(to * RATE); i++) sum += channel[i]! ** 2;
    power += sum / (Math.round(to * RATE) - Math.round(from * RATE));
  }
  return lufs(power);
}

describe("mixAudio", () => {
  // A 14 s video as buildTimeline places its narration: a title card with no hook said (0-2.3 s), two lines with a
  // 0.6 s breath between them, an end card from 9.7 s with an empty closing.
  const duration = 14;
  const silent = (start: number): PlacedClip => ({
    start,
    clip: {
      samples: new Float32Array(0),
      sampleRate: VOICE_RATE,
      words: [],
      duration: 0,
      engine: "flite",
      voice: "test",
    },
  });
  const narration = [silent(0.35), line(2.5, 3, 1), line(6.1, 3.4, 2), silent(9.9)];

  it("carries the music under the whole video: heard in the pauses and on the cards, under the voice, at the platforms' loudness", async () => {
    const m4a = await mixAudio({ narration, mood: "happy", duration, dir });
    const raw = join(dir, "mix.f32");
    await runFfmpeg([...QUIET_FFMPEG, "-i", m4a, "-f", "f32le", "-ac", "2", "-ar", String(RATE), raw]);
    const bytes = await readFile(raw);
    const interleaved = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    const left = kWeighted(
      interleaved.filter((_, i) => i % 2 === 0),
      RATE,
    );
    const right = kWeighted(
      interleaved.filter((_, i) => i % 2 === 1),
      RATE,
    );
    const channels = [left, right];

    const speech = levelOf(channels, 3, 5.4);
    // The breath between the lines: the music alone, come up from under the voice.
    const pause = speech - levelOf(channels, 5.55, 6.1);
    const titleCard = speech - levelOf(channels, 0.6, 2.4);
    // The end card up to the last second (its fade-out).
    const endCard = speech - levelOf(channels, 10, 13);
    expect(pause).toBeGreaterThanOrEqual(8);
    expect(pause).toBeLessThanOrEqual(20);
    expect(titleCard).toBeLessThanOrEqual(20);
    expect(endCard).toBeLessThanOrEqual(20);
    // Never louder than the voice either.
    expect(Math.min(titleCard, endCard)).toBeGreaterThanOrEqual(6);

    const { integrated, truePeak } = await loudness(m4a);
    expect(Math.abs(integrated + 14)).toBeLessThanOrEqual(1);
    expect(truePeak).toBeLessThanOrEqual(-1);
  }, 60_000);
});
