import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mediaTools } from "./ffmpeg";

export type EncodeSettings = { preset: string; crf: number; x264Params: string };

/**
 * x264 settings for this content: mostly still pictures with small moving parts.
 * veryfast at CRF 23: on these frames superfast and ultrafast saved little CPU but made
 * files 2-3x larger. The default keyframe interval stays: a 2 s interval tripled file size
 * on grainy cinematic frames (each keyframe re-codes the grain). Two threads (one per core
 * of the target machine) and a 10-frame lookahead without sync-lookahead cut ffmpeg's
 * memory from ~290 to ~200 MB at 1080x1920 with no measurable speed loss; slow pushes and
 * fades gain nothing from looking further ahead.
 */
export const X264: EncodeSettings = { preset: "veryfast", crf: 23, x264Params: "threads=2:rc-lookahead=10:sync-lookahead=0" };

export type EncodeJob = {
  width: number;
  height: number;
  fps: number;
  duration: number;
  narrationWav: string;
  musicWav: string;
  out: string;
  settings?: EncodeSettings;
  signal?: AbortSignal;
};

// Music sits under the voice: the voice keys a compressor on the music (ducking), then the mix is
// normalised to -14 LUFS, the level TikTok, Instagram and YouTube normalise to anyway.
const AUDIO_GRAPH =
  "[1:a]aresample=48000,asplit=2[voice][key];" +
  "[2:a]aresample=48000,volume=0.55[bed];" +
  "[bed][key]sidechaincompress=threshold=0.015:ratio=12:attack=20:release=450[ducked];" +
  "[voice][ducked]amix=inputs=2:duration=first:dropout_transition=0,loudnorm=I=-14:TP=-1.5:LRA=11,aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo[aout]";

export function encoderArgs(job: EncodeJob): string[] {
  const s = job.settings ?? X264;
  return [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", `${job.width}x${job.height}`, "-r", String(job.fps), "-i", "pipe:0",
    "-i", job.narrationWav,
    "-i", job.musicWav,
    "-filter_complex", AUDIO_GRAPH,
    "-map", "0:v", "-map", "[aout]",
    "-c:v", "libx264", "-preset", s.preset, "-crf", String(s.crf), ...(s.x264Params ? ["-x264-params", s.x264Params] : []),
    "-pix_fmt", "yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
    "-c:a", "aac", "-b:a", "160k", "-ar", "48000",
    "-t", job.duration.toFixed(3),
    "-movflags", "+faststart",
    job.out,
  ];
}

/** A running ffmpeg that takes raw yuv420p frames on stdin. */
export class Encoder {
  private readonly child: ChildProcess;
  private readonly done: Promise<void>;
  private stderr = "";
  private failed: Error | undefined;
  readonly frameBytes: number;

  constructor(job: EncodeJob) {
    const { ffmpeg } = mediaTools();
    this.frameBytes = (job.width * job.height * 3) / 2;
    this.child = spawn(ffmpeg, encoderArgs(job), { stdio: ["pipe", "ignore", "pipe"] });
    this.child.stderr!.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    // A closed pipe surfaces as EPIPE on write; the exit code carries the real reason.
    this.child.stdin!.on("error", () => undefined);
    const onAbort = () => this.child.kill("SIGKILL");
    job.signal?.addEventListener("abort", onAbort, { once: true });
    this.done = new Promise<void>((resolve, reject) => {
      this.child.on("error", reject);
      this.child.on("close", (code, signal) => {
        job.signal?.removeEventListener("abort", onAbort);
        if (job.signal?.aborted) return reject(job.signal.reason ?? new Error("aborted"));
        if (code === 0) return resolve();
        reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${this.stderr.trim()}`));
      });
    });
    this.done.catch((error: Error) => {
      this.failed = error;
    });
  }

  /** Queues one frame (copied, so the caller may reuse its buffer), waiting while ffmpeg has three frames unread. */
  async write(frame: Buffer): Promise<void> {
    if (this.failed) throw this.failed;
    const stdin = this.child.stdin!;
    stdin.write(Buffer.from(frame));
    if (stdin.writableLength <= this.frameBytes * 3) return;
    try {
      await Promise.race([once(stdin, "drain"), this.done]);
    } catch {
      // The pipe broke because ffmpeg stopped: report why it stopped, not the EPIPE.
      await this.done;
      throw new Error("ffmpeg closed its input early");
    }
  }

  async finish(): Promise<void> {
    this.child.stdin!.end();
    await this.done;
  }

  kill(): void {
    this.child.kill("SIGKILL");
  }

  get pid(): number | undefined {
    return this.child.pid;
  }
}
