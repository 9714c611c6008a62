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
