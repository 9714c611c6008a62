import { QUIET_FFMPEG, runFfmpeg } from "./encode";

/** A recording's peak under this is silence: a muted microphone or an empty file, not a quiet voice. */
const SILENT_PEAK_DB = -50;
/** The level a person's recording is brought to: speech at about the loudness platforms play at. */
const LOUDNORM = "loudnorm=I=-16:TP=-1.5:LRA=11";
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
  const mono = `aformat=channel_layouts=mono,${LOUDNORM},aresample=${SAMPLE_RATE}`;
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
