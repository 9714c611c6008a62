import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { runFfmpeg } from "../encode";
import { mediaTools } from "../ffmpeg";

const run = promisify(execFile);

export type ProbeResult = {
  durationSeconds: number;
  video: { codec: string; pixFmt: string; width: number; height: number; frames: number } | undefined;
  audio: { codec: string; sampleRate: number; channels: number } | undefined;
};

/** What ffprobe says about a media file. */
export async function probe(path: string): Promise<ProbeResult> {
  const { stdout } = await run(mediaTools().ffprobe, [
    "-v",
    "error",
    "-count_packets",
    "-show_streams",
    "-show_format",
    "-of",
    "json",
    path,
  ]);
  const info = JSON.parse(stdout) as {
    format: { duration: string };
    streams: Array<{
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      nb_read_packets?: string;
      sample_rate?: string;
      channels?: number;
    }>;
  };
  const video = info.streams.find((s) => s.codec_type === "video");
  const audio = info.streams.find((s) => s.codec_type === "audio");
  return {
    durationSeconds: Number(info.format.duration),
    video: video && {
      codec: video.codec_name,
      pixFmt: video.pix_fmt ?? "",
      width: video.width ?? 0,
      height: video.height ?? 0,
      frames: Number(video.nb_read_packets ?? 0),
    },
    audio: audio && {
      codec: audio.codec_name,
      sampleRate: Number(audio.sample_rate ?? 0),
      channels: audio.channels ?? 0,
    },
  };
}

/** Mean loudness of the audio in dB (ffmpeg volumedetect); digital silence reads -91 dB. */
export async function meanVolume(path: string): Promise<number> {
  const { stderr } = await run(mediaTools().ffmpeg, [
    "-hide_banner",
    "-i",
    path,
    "-map",
    "0:a",
    "-af",
    "volumedetect",
    "-f",
    "null",
    "-",
  ]);
  const match = stderr.match(/mean_volume:\s*(-?[\d.]+) dB/);
  if (!match) throw new Error("volumedetect reported nothing");
  return Number(match[1]);
}

/** One decoded frame at `seconds` as raw gray pixels (enough to tell frames apart). */
export async function grayFrame(path: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    mediaTools().ffmpeg,
    [
      "-v",
      "error",
      "-ss",
      String(seconds),
      "-i",
      path,
      "-frames:v",
      "1",
      "-vf",
      "scale=270:-2,format=gray",
      "-f",
      "rawvideo",
      "-",
    ],
    {
      encoding: "buffer",
      maxBuffer: 16 * 2 ** 20,
    },
  );
  return stdout;
}

/** Integrated loudness and true peak of a file's audio, by ffmpeg's ebur128. */
export async function loudness(media: string): Promise<{ integrated: number; truePeak: number }> {
  const log = await runFfmpeg([
    "-hide_banner",
    "-nostats",
    "-loglevel",
    "info",
    "-i",
    media,
    "-vn",
    "-filter_complex",
    "ebur128=peak=true:framelog=verbose",
    "-f",
    "null",
    "-",
  ]);
  const summary = log.slice(log.lastIndexOf("Summary:"));
  return {
    integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeak: Number(/True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]),
  };
}
