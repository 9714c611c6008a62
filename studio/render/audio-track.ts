import type { PlacedClip } from "../compose/types";
import { resample } from "../narrate/wav";

/** All narration clips placed at their start times on one mono track of `seconds`. */
export function narrationTrack(clips: PlacedClip[], seconds: number): { samples: Float32Array; sampleRate: number } {
  const sampleRate = clips[0]?.clip.sampleRate ?? 22_050;
  const samples = new Float32Array(Math.ceil(seconds * sampleRate));
  for (const { start, clip } of clips) {
    const source = resample(clip.samples, clip.sampleRate, sampleRate);
    const offset = Math.round(start * sampleRate);
    const count = Math.min(source.length, samples.length - offset);
    for (let i = 0; i < count; i++) samples[offset + i] = source[i]!;
  }
  return { samples, sampleRate };
}

export type Span = { start: number; end: number };

/**
 * When words are being spoken, on the video's clock: each line's words, joined across gaps shorter than `gap`
 * seconds (a word's own silences, a comma), split where the narrator stops for longer (between sentences and lines,
 * where the music comes up). The mix reads the voice's level over these spans; bench:mix classifies time by them.
 */
export function speechSpans(clips: PlacedClip[], gap = 0.25): Span[] {
  const words = clips
    .flatMap(({ start, clip }) => clip.words.map((word) => ({ start: start + word.start, end: start + word.end })))
    .sort((a, b) => a.start - b.start);
  const spans: Span[] = [];
  for (const word of words) {
    const last = spans.at(-1);
    if (last && word.start - last.end < gap) last.end = Math.max(last.end, word.end);
    else spans.push({ ...word });
  }
  return spans;
}
