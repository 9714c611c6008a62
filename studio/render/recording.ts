import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeWav } from "../narrate/wav";
import { QUIET_FFMPEG, runFfmpeg } from "./encode";

/** A recording's peak under this is silence: a muted microphone or an empty file, not a quiet voice. */
const SILENT_PEAK_DB = -50;
/**
 * How a person's recording is cleaned: the rumble under a voice (handling, traffic, a desk fan's hum) cut below 80 Hz,
 * a room's steady hiss taken down gently (an FFT denoiser at a -28 dB noise floor: deeper leaves voices watery), and
 * the speech brought to about the loudness platforms play at. The mix (audio-mix.ts) sets the music's level from the
 * voice's own, so the music ducks under this voice as under the synthetic ones.
 */
const CLEAN = "highpass=f=80,afftdn=nf=-28,loudnorm=I=-16:TP=-1.5:LRA=11";
const SAMPLE_RATE = 48_000;

export type PreparedRecording =
  | { ok: true; seconds: number }
  | { ok: false; reason: "unreadable" | "silent" | "too_long" };

/**
 * A person's own recording (a browser's WebM, an MP3, a phone's M4A…) made into one mono track at a steady loudness,
 * written to `out` as FLAC. At most `maxSeconds` and a second is decoded to measure it, so a recording far too long
 * is refused after a bounded amount of work; its length is counted in decoded samples, as a browser's WebM carries no
 * duration in its header.
 */
export async function prepareRecording(input: string, out: string, maxSeconds: number): Promise<PreparedRecording> {
  const measured = await measure(input, maxSeconds + 1);
  if (!measured || measured.seconds <= 0) return { ok: false, reason: "unreadable" };
  if (measured.seconds > maxSeconds) return { ok: false, reason: "too_long" };
  if (measured.peakDb <= SILENT_PEAK_DB) return { ok: false, reason: "silent" };
  // Pinned again at the end: a browser's WebM may carry no channel layout, and the npm-shipped ffmpeg (2018) then
  // cannot pick one for the encoder after the resampler.
  const mono = `aformat=channel_layouts=mono,${CLEAN},aresample=${SAMPLE_RATE},aformat=channel_layouts=mono`;
  await runFfmpeg([...QUIET_FFMPEG, "-i", input, "-vn", "-af", mono, "-c:a", "flac", out]);
  return { ok: true, seconds: measured.seconds };
}

async function measure(input: string, capSeconds: number): Promise<{ seconds: number; peakDb: number } | undefined> {
  const filter = `aformat=channel_layouts=mono,aresample=${SAMPLE_RATE},volumedetect`;
  let log: string;
  try {
    log = await runFfmpeg([
      "-hide_banner",
      "-nostats",
      "-t",
      String(capSeconds),
      "-i",
      input,
      "-vn",
      "-af",
      filter,
      "-f",
      "null",
      "-",
    ]);
  } catch {
    return undefined;
  }
  const samples = /n_samples:\s*(\d+)/.exec(log)?.[1];
  const peak = /max_volume:\s*(-?[\d.]+|-inf) dB/.exec(log)?.[1];
  if (samples === undefined || peak === undefined) return undefined;
  return { seconds: Number(samples) / SAMPLE_RATE, peakDb: peak === "-inf" ? -Infinity : Number(peak) };
}

/** A prepared recording (see prepareRecording) read back as samples, for the narration. */
export async function readRecording(
  file: string,
  signal?: AbortSignal,
): Promise<{ samples: Float32Array; sampleRate: number }> {
  const dir = await mkdtemp(join(tmpdir(), "storybites-recording-"));
  try {
    const wav = join(dir, "recording.wav");
    await runFfmpeg(
      [...QUIET_FFMPEG, "-i", file, "-ac", "1", "-ar", String(SAMPLE_RATE), "-c:a", "pcm_s16le", wav],
      signal,
    );
    return decodeWav(await readFile(wav));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
