import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Mood } from "@common/video-options";
import type { PlacedClip } from "../compose/types";
import { encodeWav } from "../narrate/wav";
import { narrationTrack } from "./audio-track";
import { runFfmpeg } from "./encode";
import { musicSeed, renderMusic } from "./music";

// Music sits under the voice: the voice keys a compressor on the music (ducking), and the two are mixed.
// Measured with the recogniser of `npm run bench:voice` (Flite narration, word error on the finished video): bed at
// 0.55 with gentle ducking 0.48, bed 0.3 with a speech-band dip 0.43, 0.15 with a deeper dip 0.32, no music 0.20; a
// deep duck (ratio 20 from a low threshold) with the band dip and the bed at 0.2 gives 0.24: the music fills the
// gaps between lines and all but leaves while someone speaks, and what remains is kept out of 1.2-5 kHz, where the
// consonants are.
// Every input is pinned to one sample format, rate and channel layout before the two-input filters: WAV headers
// carry no layout, and older ffmpeg builds (the npm-shipped fallback is from 2018) refuse to guess one for a
// sidechain input ("No channel layout for input 1") where current ones do. The music is stereo (its instruments
// are panned); the voice keys the compressor in mono, at the level its threshold was set for, and is spread to
// both channels for the mix.
const MONO = "aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=mono";
const STEREO = "aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo";
const MIX =
  `[0:a]aresample=48000,${MONO},asplit=2[speech][key];` +
  `[speech]aresample=48000,${STEREO}[voice];` +
  `[1:a]aresample=48000,${STEREO},equalizer=f=2500:t=o:w=2:g=-12,volume=0.2[bed];` +
  "[bed][key]sidechaincompress=threshold=0.003:ratio=20:attack=10:release=600:makeup=1[ducked];" +
  `[voice][ducked]amix=inputs=2:duration=first:dropout_transition=0,${STEREO}`;

// The level TikTok, Instagram and YouTube normalise to anyway, and a peak ceiling of -1.5 dBFS.
// (ebur128 logs every 100 ms block at info level unless told to log them at verbose.)
const TARGET_LUFS = -14;
const PEAK_LIMIT = 0.84;

export type AudioJob = { narration: PlacedClip[]; mood: Mood; duration: number; dir: string; signal?: AbortSignal };

/**
 * Writes the narration and the mood's music, then mixes them to AAC in short ffmpeg passes of their
 * own, which run while the frames are drawn: the video encode then does no audio work, and the two
 * streams are joined without re-encoding (muxStreams). Resolves to the .m4a path.
 *
 * Loudness is normalised in two light passes instead of ffmpeg's one-pass `loudnorm`, which
 * resamples to 192 kHz: measure the mix's integrated loudness (ebur128), then apply that gain with a
 * peak limiter while encoding. Same target, a third of the CPU (~0.2 + 1.2 s per 30 s) and half the
 * memory (~60 MB instead of ~130 MB, which matters while x264 and the drawing run alongside).
 */
export async function mixAudio(job: AudioJob): Promise<string> {
  const narrationPath = join(job.dir, "narration.wav");
  const musicPath = join(job.dir, "music.wav");
  const out = join(job.dir, "audio.m4a");
  const track = narrationTrack(job.narration, job.duration);
  const spoken = job.narration.map((part) => part.clip.words.map((word) => word.text).join(" ")).join("\n");
  await Promise.all([
    writeFile(narrationPath, encodeWav(track.samples, track.sampleRate)),
    renderMusic({ mood: job.mood, seconds: job.duration, seed: musicSeed(spoken), out: musicPath, ...(job.signal ? { signal: job.signal } : {}) }),
  ]);
  const inputs = ["-hide_banner", "-nostats", "-i", narrationPath, "-i", musicPath];

  const measured = await runFfmpeg([...inputs, "-loglevel", "info", "-filter_complex", `${MIX},ebur128=framelog=verbose[m]`, "-map", "[m]", "-f", "null", "-"], job.signal, "background");
  const gain = TARGET_LUFS - integratedLoudness(measured);
  const args = [
    ...inputs, "-loglevel", "error", "-y",
    "-filter_complex", `${MIX},volume=${gain.toFixed(2)}dB,alimiter=limit=${PEAK_LIMIT}:level=false,${STEREO}[aout]`,
    "-map", "[aout]",
    // The fast coder takes half the CPU of the default two-loop search; at 160 kb/s the difference is not audible under speech.
    "-c:a", "aac", "-aac_coder", "fast", "-b:a", "160k", "-ar", "48000",
    "-t", job.duration.toFixed(3),
    out,
  ];
  await runFfmpeg(args, job.signal, "background");
  return out;
}

/** The integrated loudness from ebur128's summary; a silent mix (no gated blocks) gets no gain. */
function integratedLoudness(log: string): number {
  const values = [...log.matchAll(/I:\s+(-?[\d.]+) LUFS/g)];
  const value = Number(values.at(-1)?.[1]);
  return Number.isFinite(value) && value > -70 ? value : TARGET_LUFS;
}
