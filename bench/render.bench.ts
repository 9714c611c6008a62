/**
 * Render benchmark: `npm run bench:render [-- --long] [-- --preset veryfast]`
 * Renders a fixed narrated 30 s 9:16 story, measures ffmpeg alone encoding the same
 * number of frames (a real still frame of the video fed through stdin, same size,
 * pixel format and x264 settings) in the same run, and prints wall seconds, speed
 * factor, ratio to that encode floor, CPU seconds and peak memory. --long adds a
 * 2-minute render for the memory figure.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { videoOptionsSchema } from "../common/video-options";
import { FrameSource } from "../studio/render/frames";
import { encoderArgs, X264, type EncodeSettings } from "../studio/render/encode";
import { mediaTools } from "../studio/render/ffmpeg";
import { renderScript } from "../studio/render/render-script";
import type { Script } from "../studio/script";
import { cpuSeconds, ProcessMeter } from "./process-meter";
import { BENCH_SCRIPT } from "./studio-fixture";

const args = process.argv.slice(2);
const presetFlag = args.indexOf("--preset");
const settings: EncodeSettings = presetFlag >= 0 ? { ...X264, preset: args[presetFlag + 1] ?? X264.preset } : X264;

type Case = { name: string; script: Script; duration: "medium" | "long" };

const thirty: Case = { name: "30 s", script: { ...BENCH_SCRIPT, pace: { wordsPerMinute: 155, hookPauseMs: 300, targetSeconds: 30.5 } }, duration: "medium" };
const twoMinutes: Case = {
  name: "2 min",
  script: { ...BENCH_SCRIPT, scenes: BENCH_SCRIPT.scenes.map((scene) => ({ ...scene, holdSeconds: 21 })), pace: { wordsPerMinute: 155, hookPauseMs: 300, targetSeconds: 118 } },
  duration: "long",
};

async function runCase(c: Case, dir: string) {
  const options = videoOptionsSchema.parse({ style: "cinematic", aspectRatio: "9:16", socialPlatform: "tiktok", duration: c.duration, mood: "happy" });
  const meter = new ProcessMeter();
  const cpuBefore = cpuSeconds();
  meter.start();
  const started = performance.now();
  const result = await renderScript({ script: c.script, options, outDir: dir, baseName: c.name.replace(/\W+/g, ""), encodeSettings: settings });
  const wall = (performance.now() - started) / 1000;
  meter.stop();
  const cpuAfter = cpuSeconds();
  const floor = await encodeFloor(result.timeline, dir);
  return {
    case: c.name,
    videoSeconds: result.durationSeconds,
    frames: result.timeline.frameCount,
    wallSeconds: round(wall),
    speedFactor: round(result.durationSeconds / wall),
    floorWallSeconds: round(floor.wall),
    ratioToFloor: round(wall / floor.wall),
    cpuSeconds: { node: round(cpuAfter.self - cpuBefore.self), ffmpeg: round(cpuAfter.children - cpuBefore.children), floorFfmpeg: round(floor.cpu) },
    peakMemoryMb: { combined: Math.round(meter.peakCombinedMb), node: Math.round(meter.peakSelfMb), ffmpeg: Math.round(meter.peakChildMb) },
    frameStats: result.frameStats,
  };
}

/** ffmpeg alone: the same number of frames of one real frame of this video, piped the same way, same x264 settings. */
async function encodeFloor(timeline: Awaited<ReturnType<typeof renderScript>>["timeline"], dir: string) {
  const source = new FrameSource(timeline);
  source.render(Math.round(timeline.shots[1]!.end * timeline.fps) - 5);
  const frame = Buffer.from(source.frame.data);
  const videoArgs = encoderArgs({ width: timeline.width, height: timeline.height, fps: timeline.fps, duration: timeline.duration, narrationWav: "", musicWav: "", out: join(dir, "floor.mp4"), settings });
  // Keep the video input and x264 options, drop the audio inputs and graph.
  const drop = new Set(["-i", "-filter_complex", "-map", "-c:a", "-b:a", "-ar"]);
  const argv: string[] = [];
  for (let i = 0; i < videoArgs.length; i++) {
    const arg = videoArgs[i]!;
    if (drop.has(arg) && !(arg === "-i" && videoArgs[i + 1] === "pipe:0")) {
      i++;
      continue;
    }
    argv.push(arg);
  }
  const cpuBefore = cpuSeconds().children;
  const started = performance.now();
  const child = spawn(mediaTools().ffmpeg, argv, { stdio: ["pipe", "ignore", "inherit"] });
  for (let i = 0; i < timeline.frameCount; i++) {
    if (!child.stdin.write(frame)) await once(child.stdin, "drain");
  }
  child.stdin.end();
  await once(child, "close");
  return { wall: (performance.now() - started) / 1000, cpu: cpuSeconds().children - cpuBefore };
}

const round = (n: number) => Math.round(n * 100) / 100;

const dir = await mkdtemp(join(tmpdir(), "storybites-bench-"));
try {
  console.log(`x264: preset ${settings.preset}, crf ${settings.crf}, ${settings.x264Params}; ffmpeg from ${mediaTools().source}`);
  for (const c of args.includes("--long") ? [thirty, twoMinutes] : [thirty]) {
    const figures = await runCase(c, dir);
    console.log(JSON.stringify(figures));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
