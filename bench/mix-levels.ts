/** Levels for bench:mix and bench:mix-shapes: K-weighted stems read back from ffmpeg, measured over spans of time. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Script } from "@common/script";
import { videoOptionsSchema, type VideoOptions } from "@common/video-options";
import { schedule } from "@studio/compose/pacing";
import { buildTimeline } from "@studio/compose/timeline";
import type { Timeline } from "@studio/compose/types";
import { writeLocalScript } from "@studio/direct/local-writer";
import { CORPUS_STORIES } from "./corpus/stories";
import type { Span } from "@studio/render/audio-track";
import { QUIET_FFMPEG, runFfmpeg } from "@studio/render/encode";
import { targetLength } from "@studio/render/fit-duration";
import { narrateToFit } from "@studio/render/render-script";
import { kWeighted, lufs } from "@studio/render/score/loudness";

/** One story per mood (the fifth, reflective, too), short videos: the whole bench stays within a few minutes. */
export const CASES: { story: string; options: Partial<VideoOptions> }[] = [
  { story: "smart-fridge", options: { mood: "happy", genre: "comedy" } },
  { story: "grandma-letters", options: { mood: "nostalgic", genre: "drama" } },
  { story: "basement-noise", options: { mood: "suspenseful", genre: "horror" } },
  { story: "marathon", options: { mood: "inspirational", genre: "drama" } },
  { story: "chemo-walks", options: { mood: "reflective", genre: "drama" } },
];

/** The case's options as the studio reads them, and the script the local writer makes of its corpus story. */
export function caseScript(entry: (typeof CASES)[number]): { script: Script; options: VideoOptions } {
  const story = CORPUS_STORIES.find((s) => s.id === entry.story);
  if (!story) throw new Error(`no corpus story ${entry.story}`);
  const options = videoOptionsSchema.parse({
    style: "animated",
    aspectRatio: "9:16",
    duration: "short",
    ...entry.options,
  });
  return { script: writeLocalScript(story.text, options), options };
}

/** The script narrated to fit its duration and laid out on a timeline, as renderScript does before drawing. */
export async function narratedTimeline(script: Script, options: VideoOptions): Promise<Timeline> {
  const { narration, lengths } = await narrateToFit(script, options, {});
  return buildTimeline(script, narration, schedule(lengths, targetLength(script, lengths, options.duration)), options);
}

export const RATE = 48_000;

export type Stereo = { left: Float32Array; right: Float32Array };

/** A 32-bit float WAV as ffmpeg writes it (its data chunk found by walking the chunks), K-weighted per channel. */
export async function readStereo(path: string): Promise<Stereo> {
  const bytes = await readFile(path);
  let offset = 12;
  while (bytes.toString("ascii", offset, offset + 4) !== "data") offset += 8 + bytes.readUInt32LE(offset + 4);
  const data = bytes.subarray(offset + 8);
  const frames = Math.floor(data.length / 8);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    left[i] = data.readFloatLE(8 * i);
    right[i] = data.readFloatLE(8 * i + 4);
  }
  return { left: kWeighted(left, RATE), right: kWeighted(right, RATE) };
}

/** The K-weighted level over the spans (LUFS: both channels' mean square, summed). */
export function level(audio: Stereo, spans: Span[]): number {
  let power = 0;
  let count = 0;
  for (const span of spans) {
    const end = Math.min(audio.left.length, Math.round(span.end * RATE));
    for (let i = Math.max(0, Math.round(span.start * RATE)); i < end; i++) {
      power += audio.left[i]! ** 2 + audio.right[i]! ** 2;
      count++;
    }
  }
  return count > 0 ? lufs(power / count) : NaN;
}

/** The parts of `spans` that none of `cut` covers. */
export function without(spans: Span[], cut: Span[]): Span[] {
  let parts = spans.filter((span) => span.end > span.start);
  for (const hole of cut) {
    parts = parts.flatMap((part) =>
      hole.end <= part.start || hole.start >= part.end
        ? [part]
        : [
            { start: part.start, end: hole.start },
            { start: hole.end, end: part.end },
          ].filter((piece) => piece.end - piece.start > 0.01),
    );
  }
  return parts;
}

/**
 * The mix's voice and music apart, as `graph` (mixGraph's split form) labels them "[voice]" and "[bed]", written as
 * float WAVs in `dir` and read back K-weighted.
 */
export async function splitMix(
  inputs: readonly string[],
  graph: string,
  dir: string,
): Promise<{ voice: Stereo; bed: Stereo }> {
  const [voicePath, bedPath] = [join(dir, "voice-stem.wav"), join(dir, "bed-stem.wav")];
  await runFfmpeg([
    ...inputs,
    "-filter_complex",
    graph,
    "-map",
    "[voice]",
    "-c:a",
    "pcm_f32le",
    voicePath,
    "-map",
    "[bed]",
    "-c:a",
    "pcm_f32le",
    bedPath,
  ]);
  return { voice: await readStereo(voicePath), bed: await readStereo(bedPath) };
}

/** ffmpeg's arguments reading the narration and the music stems, in that order. */
export const stemInputs = (stems: { narrationPath: string; musicPath: string }) => [
  ...QUIET_FFMPEG,
  "-i",
  stems.narrationPath,
  "-i",
  stems.musicPath,
];
