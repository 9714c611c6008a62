import { spawn } from "node:child_process";
import { Worker } from "node:worker_threads";
import { runInBackground } from "./background";
import { mediaTools } from "./ffmpeg";

export type EncodeSettings = { preset: string; crf: number; x264Params: string };

/**
 * x264 settings for this content: mostly still pictures with small moving parts.
 * veryfast at CRF 23: on these frames superfast and ultrafast saved little CPU but made
 * files 2-3x larger; `-tune animation` made files ~9% smaller for ~4% more CPU and
 * `-tune stillimage` cost ~15% more CPU, so neither. The default keyframe interval stays: a 2 s
 * interval tripled file size on grainy cinematic frames (each keyframe re-codes the grain).
 * Two sliced threads (one per core of the target machine) and a 5-frame lookahead without
 * sync-lookahead keep ffmpeg near 180 MB at 1080x1920 (~290 MB with the defaults, ~240 MB with
 * frame threads and a 10-frame lookahead) at the same speed, files ~1% larger: slow pushes and
 * fades gain nothing from looking further ahead, and the memory is what keeps a 2-minute render
 * (node + ffmpeg) under 600 MB. The benchmark's encode floor uses these same settings.
 */
export const X264: EncodeSettings = {
  preset: "veryfast",
  crf: 23,
  x264Params: "threads=2:sliced-threads=1:rc-lookahead=5:sync-lookahead=0",
};

export type VideoFormat = { width: number; height: number; fps: number };

function rawVideoInput(format: VideoFormat, source: string): string[] {
  return [
    "-f",
    "rawvideo",
    "-pix_fmt",
    "yuv420p",
    "-s",
    `${format.width}x${format.height}`,
    "-r",
    String(format.fps),
    "-i",
    source,
  ];
}

function x264Args(settings: EncodeSettings = X264): string[] {
  return [
    "-c:v",
    "libx264",
    "-preset",
    settings.preset,
    "-crf",
    String(settings.crf),
    ...(settings.x264Params ? ["-x264-params", settings.x264Params] : []),
    "-pix_fmt",
    "yuv420p",
    "-colorspace",
    "bt709",
    "-color_primaries",
    "bt709",
    "-color_trc",
    "bt709",
    "-color_range",
    "tv",
  ];
}

/** How every ffmpeg run whose log is read only when it fails starts: no banner, errors only, outputs overwritten. */
export const QUIET_FFMPEG = ["-hide_banner", "-loglevel", "error", "-y"] as const;

export type EncodeJob = VideoFormat & { out: string; settings?: EncodeSettings; signal?: AbortSignal };

/**
 * The video encode: raw yuv420p frames from `source` to H.264, video only (the audio is mixed in
 * its own pass, audio-mix.ts, and joined by `muxStreams`). The benchmark's encode floor runs these
 * same arguments on a file of the render's own frames, so the two cannot drift apart.
 */
export function videoEncoderArgs(job: Omit<EncodeJob, "signal">, source = "pipe:0"): string[] {
  return [...QUIET_FFMPEG, ...rawVideoInput(job, source), ...x264Args(job.settings), "-an", job.out];
}

// Frames in flight between the drawing thread and ffmpeg. Each is a preallocated buffer handed back
// and forth (transferred, not copied), so there is no per-frame allocation and memory stays fixed.
// Sliced threads hold fewer frames inside x264 than frame threads, so a few more wait here to absorb
// the drawing's bursts (a shot change costs a full frame); 6 did a little better than 4 (ratio 1.20 vs 1.26
// on the 2-minute benchmark, single runs).
const QUEUE = 6;

/**
 * Feeds ffmpeg's stdin from a thread of its own. A frame is 3 MB and a pipe holds 64 KB, so ffmpeg
 * takes each frame in ~50 pieces, each refilled by a write callback; on the main thread those waited
 * for the drawing of the next frame, and x264 sat idle meanwhile (the whole encode ran ~1.6x slower
 * than the same frames from a file). This thread does nothing else, so the pipe is refilled at once.
 * Plain JavaScript evaluated from a string: Node loads worker code without the host's TypeScript loader.
 */
const FEEDER_SOURCE = `
const { spawn } = require("node:child_process");
const { parentPort, workerData } = require("node:worker_threads");
const child = spawn(workerData.ffmpeg, workerData.args, { stdio: ["pipe", "ignore", "pipe"] });
let stderr = "";
child.stderr.on("data", (chunk) => { stderr = (stderr + chunk.toString()).slice(-4000); });
child.stdin.on("error", () => {});
child.on("error", (error) => parentPort.postMessage({ exit: { code: null, signal: null, stderr: String(error) } }));
child.on("close", (code, signal) => parentPort.postMessage({ exit: { code, signal, stderr } }));
// The last frame stays here until the next one comes, so an unchanged frame is written again without a copy.
let last = null;
const writing = new Map();
const free = (slot) => parentPort.postMessage({ free: slot }, [slot]);
function write(slot, done) {
  writing.set(slot, (writing.get(slot) || 0) + 1);
  child.stdin.write(new Uint8Array(slot), () => {
    const left = writing.get(slot) - 1;
    if (left > 0) writing.set(slot, left);
    else writing.delete(slot);
    done();
  });
}
parentPort.on("message", (message) => {
  if (message.frame) {
    const previous = last;
    last = message.frame;
    write(last, () => { if (last !== message.frame && !writing.has(message.frame)) free(message.frame); });
    if (previous && !writing.has(previous)) free(previous);
  } else if (message.repeat) {
    const slot = last;
    write(slot, () => { parentPort.postMessage({ repeated: true }); if (last !== slot && !writing.has(slot)) free(slot); });
  } else if (message.end) child.stdin.end();
  else if (message.kill) child.kill("SIGKILL");
});
`;

type FeederMessage =
  | { free: ArrayBuffer }
  | { repeated: true }
  | { exit: { code: number | null; signal: string | null; stderr: string } };

/** A running ffmpeg that takes raw yuv420p frames, fed from a worker thread. */
export class Encoder {
  private readonly worker: Worker;
  private readonly done: Promise<void>;
  private readonly free: ArrayBuffer[];
  private repeatsInFlight = 0;
  private framesWritten = 0;
  private waiting: (() => void) | undefined;
  private failed: Error | undefined;

  constructor(job: EncodeJob) {
    const frameBytes = (job.width * job.height * 3) / 2;
    this.free = Array.from({ length: QUEUE + 1 }, () => new ArrayBuffer(frameBytes));
    this.worker = new Worker(FEEDER_SOURCE, {
      eval: true,
      workerData: { ffmpeg: mediaTools().ffmpeg, args: videoEncoderArgs(job) },
    });
    const onAbort = () => this.kill();
    job.signal?.addEventListener("abort", onAbort, { once: true });
    this.done = new Promise<void>((resolve, reject) => {
      this.worker.on("error", reject);
      this.worker.on("message", (message: FeederMessage) => {
        if ("free" in message) {
          this.free.push(message.free);
          this.wake();
          return;
        }
        if ("repeated" in message) {
          this.repeatsInFlight--;
          this.wake();
          return;
        }
        job.signal?.removeEventListener("abort", onAbort);
        void this.worker.terminate();
        const { code, signal, stderr } = message.exit;
        if (job.signal?.aborted) return reject(job.signal.reason ?? new Error("aborted"));
        if (code === 0) return resolve();
        reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
      });
    });
    this.done.catch((error: Error) => {
      this.failed = error;
      this.wake();
    });
  }

  /** Queues a copy of one frame (the caller may change its buffer at once), waiting while QUEUE frames are in flight. */
  async write(frame: Buffer): Promise<void> {
    // One slot stays with the feeder as the last frame, for repeats; the rest are in flight or free.
    while (!this.failed && this.free.length === 0) await new Promise<void>((resolve) => (this.waiting = resolve));
    if (this.failed) throw this.failed;
    const slot = this.free.pop()!;
    frame.copy(new Uint8Array(slot));
    this.worker.postMessage({ frame: slot }, [slot]);
    this.framesWritten++;
  }

  /**
   * Queues the last written frame again, without copying it: half of a video's frames are the one before (nothing
   * moved), and each copy is 3 MB of the drawing thread's time. Waits while QUEUE repeats are in flight.
   */
  async repeat(): Promise<void> {
    if (this.framesWritten === 0) throw new Error("no frame to repeat");
    while (!this.failed && this.repeatsInFlight >= QUEUE)
      await new Promise<void>((resolve) => (this.waiting = resolve));
    if (this.failed) throw this.failed;
    this.repeatsInFlight++;
    this.worker.postMessage({ repeat: true });
  }

  async finish(): Promise<void> {
    this.worker.postMessage({ end: true });
    await this.done;
  }

  kill(): void {
    this.worker.postMessage({ kill: true });
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }
}

/**
 * Runs ffmpeg with `args`; `done` resolves with the end of its log when it exits cleanly, and
 * rejects with its last error lines, or with the abort reason when `signal` fired (which kills it).
 */
export function runFfmpeg(
  args: string[],
  signal?: AbortSignal,
  priority: "normal" | "background" = "normal",
): Promise<string> {
  const child = spawn(mediaTools().ffmpeg, args, { stdio: ["ignore", "ignore", "pipe"] });
  if (priority === "background") runInBackground(child.pid);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const onAbort = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", onAbort, { once: true });
  return new Promise<string>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, exitSignal) => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) return reject(signal.reason ?? new Error("aborted"));
      if (code === 0) return resolve(stderr);
      reject(new Error(`ffmpeg failed (${exitSignal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** Joins the encoded video and audio without re-encoding either, moving the index to the front for streaming. */
export async function muxStreams(
  video: string,
  audio: string,
  duration: number,
  out: string,
  signal?: AbortSignal,
): Promise<void> {
  const args = [
    ...QUIET_FFMPEG,
    "-i",
    video,
    "-i",
    audio,
    "-map",
    "0:v:0",
    "-map",
    "1:a:0",
    "-c",
    "copy",
    "-t",
    duration.toFixed(3),
    "-movflags",
    "+faststart",
    out,
  ];
  await runFfmpeg(args, signal);
}
