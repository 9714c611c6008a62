import type { Mood } from "@common/video-options";
import { arrange } from "./score/arrange";
import { hashText } from "./score/random";
import { synthesise } from "./score/synth";

// Background music under a voice needs no more; half of 48 kHz halves synthesis time.
export const MUSIC_RATE = 24_000;
const FADE_IN = 0.4;
const FADE_OUT = 2;
// The bed level the mix's volume and ducking were tuned for: -24.4 dBFS RMS per channel, the same power as the
// mono sine bed (about -21.4 dBFS) it replaced; and a -1 dBFS ceiling.
const BED_RMS = 0.06;
const PEAK = 0.89;

export type MusicJob = { mood: Mood; seconds: number; seed: number; out: string; signal?: AbortSignal };

/**
 * Writes `seconds` of the mood's music as a stereo WAV at MUSIC_RATE: an arrangement chosen by
 * `seed` (see score/arrange.ts) played on General MIDI instruments from the FluidR3Mono SoundFont
 * in a short-lived child process. The same job always gives the same bytes.
 */
export async function renderMusic(job: MusicJob): Promise<void> {
  const { parts, notes } = arrange(job.mood, job.seconds, job.seed);
  await synthesise({ parts, notes, seconds: job.seconds, rate: MUSIC_RATE, fadeIn: FADE_IN, fadeOut: FADE_OUT, rms: BED_RMS, peak: PEAK, out: job.out }, job.signal);
}

/** The seed for a story's music: its narration's text, so a re-render of the same script sounds the same. */
export function musicSeed(text: string): number {
  return hashText(text);
}
