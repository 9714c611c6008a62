import type { Mood } from "@common/video-options";
import { arrange } from "./score/arrange";
import { stableHash } from "../language/text";
import { synthesise } from "./score/synth";

// Background music under a voice needs no more; half of 48 kHz halves synthesis time.
export const MUSIC_RATE = 24_000;
// The title card's first words come 0.35 s in; the music is there before them.
const FADE_IN = 0.15;
// A short fade: the music carries the end card to its last second.
const FADE_OUT = 1;
// Every piece is written at one loudness (BS.1770, K-weighted and gated, as the platforms measure it), so the mix can
// set the bed against the voice by arithmetic. The old target was RMS (-24.4 dBFS per channel), which counts a bass
// line at full weight and was held down further by any peak over the ceiling; under it the bed sat 15 dB under the
// voice between lines in one video and 34-36 dB in another (issue 27).
// EBU R128's -23 LUFS leaves 22 dB for the peaks under the -1 dBFS ceiling; the loudness reached is reported either way.
export const MUSIC_LUFS = -23;
const PEAK = 0.89;

export type MusicJob = { mood: Mood; seconds: number; seed: number; out: string; signal?: AbortSignal };

/**
 * Writes `seconds` of the mood's music as a stereo WAV at MUSIC_RATE: an arrangement chosen by
 * `seed` (see score/arrange.ts) played on General MIDI instruments from the FluidR3Mono SoundFont
 * in a short-lived child process. The same job always gives the same bytes. Resolves to the
 * piece's integrated loudness in LUFS: MUSIC_LUFS unless its peaks held it lower.
 */
export async function renderMusic(job: MusicJob): Promise<number> {
  const { parts, notes } = arrange(job.mood, job.seconds, job.seed);
  return synthesise(
    {
      parts,
      notes,
      seconds: job.seconds,
      rate: MUSIC_RATE,
      fadeIn: FADE_IN,
      fadeOut: FADE_OUT,
      loudness: MUSIC_LUFS,
      peak: PEAK,
      out: job.out,
    },
    job.signal,
  );
}

/** The seed for a story's music: its narration's text, so a re-render of the same script sounds the same. */
export function musicSeed(text: string): number {
  return stableHash(text);
}
