/**
 * Render benchmark: `npm run bench:render [-- --long] [-- --repeat 3] [-- --preset veryfast] [-- --engine flite]`
 * Renders a fixed narrated 30 s 9:16 story, then measures the encode floor in the same run:
 * ffmpeg alone encoding the very frames the render produced (decoded once from its output to a
 * raw yuv420p file, untimed) with the render's own x264 arguments. Prints wall seconds, speed
 * factor, ratio to that floor, CPU seconds and peak memory. --long adds a 2-minute render.
 * Each case runs in a fresh process, so one case's memory never counts in the next one's peak; --repeat runs each
 * case that many times and adds a line with the median ratio (each run against its own floor).
 * --engine narrates with that local engine only (a fresh machine has Flite, not Festival); by default the clearest installed.
 * --photos adds the same 30 s story with a person's photo (a 12-megapixel camera-sized JPEG, see cameraPhotos) in every scene, against
 * the illustrated one: the photos' decoding and framing are timed with the render; and the same again narrated by a
 * person's own recording of the script (an eSpeak voice reading it, prepared as an upload is, untimed), its words
 * found as the wizard checks a recording before a credit is spent (alignOwnRecording, timed on its own and printed as
 * `checkSeconds`), then rendered with them, as the product does.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { seededRandom } from "@studio/kit/random";
import { RENDER_HOST } from "../scripts/render-host.mjs";
import { videoOptionsSchema } from "@common/video-options";
import { QUIET_FFMPEG, runFfmpeg, videoEncoderArgs, X264, type EncodeSettings } from "@studio/render/encode";
import type { LocalEngineName } from "@studio/narrate/types";
import { encodeWav } from "@studio/narrate/wav";
import { prepareRecording } from "@studio/render/recording";
import { mediaTools } from "@studio/render/ffmpeg";
import { alignOwnRecording } from "@studio/render/own-recording";
import { renderScript } from "@studio/render/render-script";
import type { Script } from "@common/script";
import { cpuSeconds, ProcessMeter } from "./process-meter";
import { readScriptAloud } from "./script-read-aloud";
import { BENCH_SCRIPT } from "./studio-fixture";

const args = process.argv.slice(2);
const presetFlag = args.indexOf("--preset");
const engineFlag = args.indexOf("--engine");
const narrationEngines = engineFlag >= 0 ? [args[engineFlag + 1] as LocalEngineName] : undefined;
const settings: EncodeSettings = presetFlag >= 0 ? { ...X264, preset: args[presetFlag + 1] ?? X264.preset } : X264;

type Case = { name: string; script: Script; duration: "medium" | "long"; photos?: boolean; ownVoice?: boolean };

const thirty: Case = {
  name: "30 s",
  script: { ...BENCH_SCRIPT, pace: { wordsPerMinute: 155, hookPauseMs: 300, targetSeconds: 30.5 } },
  duration: "medium",
};
const thirtyWithPhotos: Case = { ...thirty, name: "30 s, a photo per scene", photos: true };
const thirtyInOwnVoice: Case = { ...thirtyWithPhotos, name: "30 s, a photo per scene, own voice", ownVoice: true };
const twoMinutes: Case = {
  name: "2 min",
  script: {
    ...BENCH_SCRIPT,
    scenes: BENCH_SCRIPT.scenes.map((scene) => ({ ...scene, holdSeconds: 21 })),
    pace: { wordsPerMinute: 155, hookPauseMs: 300, targetSeconds: 118 },
  },
  duration: "long",
};

async function runCase(c: Case, dir: string) {
  const options = videoOptionsSchema.parse({
    style: "cinematic",
    aspectRatio: "9:16",
    socialPlatform: "tiktok",
    duration: c.duration,
    mood: "happy",
  });
  const photos = c.photos ? await cameraPhotos(c.script.scenes.length, dir) : undefined;
  const recordingFile = c.ownVoice ? await ownRecording(c.script, dir) : undefined;
  const checkStarted = performance.now();
  const checked = recordingFile ? await alignOwnRecording(c.script, recordingFile) : undefined;
  const checkSeconds = checked ? round((performance.now() - checkStarted) / 1000) : undefined;
  const recording = recordingFile ? { file: recordingFile, words: checked!.words } : undefined;
  const meter = new ProcessMeter();
  const cpuBefore = cpuSeconds();
  meter.start();
  const started = performance.now();
  // When each stage ended, in seconds from the start: the floor covers only the encoding, so the rest is overhead.
  const phases: Record<string, number> = {};
  const report = (stage: string, progress: number) => {
    if (progress === 1) phases[stage] = round((performance.now() - started) / 1000);
  };
  const result = await renderScript({
    script: c.script,
    options,
    outDir: dir,
    baseName: c.name.replace(/\W+/g, ""),
    encodeSettings: settings,
    report,
    ...(narrationEngines ? { narrationEngines } : {}),
    ...(photos ? { photos } : {}),
    ...(recording ? { recording } : {}),
  });
  const wall = (performance.now() - started) / 1000;
  meter.stop();
  const cpuAfter = cpuSeconds();
  const floor = await encodeFloor(result.videoPath, result.timeline, dir);
  return {
    case: c.name,
    videoSeconds: result.durationSeconds,
    frames: result.timeline.frameCount,
    wallSeconds: round(wall),
    speedFactor: round(result.durationSeconds / wall),
    floorWallSeconds: round(floor.wall),
    ratioToFloor: round(wall / floor.wall),
    cpuSeconds: {
      node: round(cpuAfter.self - cpuBefore.self),
      ffmpeg: round(cpuAfter.children - cpuBefore.children),
      floorFfmpeg: round(floor.cpu),
    },
    peakMemoryMb: {
      combined: Math.round(meter.peakCombinedMb),
      combinedAtSeconds: round(meter.peakCombinedAt),
      node: Math.round(meter.peakSelfMb),
      ffmpeg: Math.round(meter.peakChildMb),
      floorFfmpeg: Math.round(floor.peakMb),
    },
    phasesEndedAt: phases,
    ...(checkSeconds !== undefined ? { checkSeconds } : {}),
    frameStats: result.frameStats,
  };
}

/**
 * ffmpeg alone encoding the render's own frames: the output is decoded to raw yuv420p once
 * (not timed), then encoded with the render's x264 arguments (videoEncoderArgs) from the file.
 * Same frames, size, pixel format and settings, so the ratio measures only the render's overhead.
 */
async function encodeFloor(video: string, format: { width: number; height: number; fps: number }, dir: string) {
  const raw = join(dir, "frames.yuv");
  try {
    await runFfmpeg([...QUIET_FFMPEG, "-i", video, "-map", "0:v:0", "-f", "rawvideo", "-pix_fmt", "yuv420p", raw]);
    const meter = new ProcessMeter();
    const cpuBefore = cpuSeconds().children;
    meter.start();
    const started = performance.now();
    await runFfmpeg(
      videoEncoderArgs(
        { width: format.width, height: format.height, fps: format.fps, out: join(dir, "floor.mp4"), settings },
        raw,
      ),
    );
    const wall = (performance.now() - started) / 1000;
    meter.stop();
    return { wall, cpu: cpuSeconds().children - cpuBefore, peakMb: meter.peakChildMb };
  } finally {
    await rm(raw, { force: true });
  }
}

/**
 * One 4000 × 3000 JPEG per scene, as a phone takes them (2.5-3 MB each). Not white noise, which no camera pointed at
 * the world records and which costs the encoder far more than any photo (with white-noise photos this case measured
 * 0.74-0.85× the illustrated speed): a "dead leaves" picture, the usual stand-in for a natural scene's statistics
 * (overlapping opaque shapes of every size, few large and many small, so detail spreads over scales as a photo's does,
 * with hard edges where one thing hides another), under a camera's fine grain.
 */
async function cameraPhotos(count: number, dir: string) {
  const [width, height] = [4000, 3000];
  return Promise.all(
    Array.from({ length: count }, async (_, scene) => {
      const file = join(dir, `photo-${scene}.jpg`);
      const grain = await sharp(randomBytes(width * height), { raw: { width, height, channels: 1 } })
        .blur(0.8)
        .linear(0.35, 128 * 0.65)
        .toBuffer();
      await sharp(
        await sharp(deadLeaves(width, height, scene + 1))
          .blur(1.2)
          .toBuffer(),
      )
        .composite([{ input: grain, raw: { width, height, channels: 1 }, blend: "soft-light" }])
        .jpeg({ quality: 90 })
        .toFile(file);
      return { scene, file };
    }),
  );
}

/** Shapes' radii run from SMALLEST to LARGEST pixels, as likely as r⁻³ (equal area at every scale). */
const [SMALLEST, LARGEST] = [6, 900];

/** Forty thousand discs and tilted rectangles in muted colours, enough to cover the frame about four times over. */
function deadLeaves(width: number, height: number, seed: number): Buffer {
  const { next, int } = seededRandom(seed);
  const shapes: string[] = [];
  for (let i = 0; i < 40_000; i++) {
    const r = 1 / Math.sqrt(SMALLEST ** -2 - next() * (SMALLEST ** -2 - LARGEST ** -2));
    const [x, y] = [int(0, width), int(0, height)];
    const fill = `hsl(${int(0, 359)},${int(15, 65)}%,${int(20, 80)}%)`;
    shapes.push(
      next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="${fill}"/>`
        : `<rect x="${Math.round(x - r)}" y="${Math.round(y - 0.6 * r)}" width="${Math.round(2 * r)}" height="${Math.round(1.2 * r)}" transform="rotate(${int(0, 89)} ${x} ${y})" fill="${fill}"/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#789"/>${shapes.join("")}</svg>`,
  );
}

/**
 * The script read aloud by an eSpeak voice (no narrator's), prepared as an upload is. Its lines are a second apart:
 * eSpeak reads faster than the narrator, and with these pauses the video runs as long as the illustrated one (36 s),
 * so the two are compared at the same length.
 */
async function ownRecording(script: Script, dir: string): Promise<string> {
  const reading = await readScriptAloud(script, { gap: 1 });
  const wav = join(dir, "own-voice.wav");
  const prepared = join(dir, "own-voice.flac");
  await writeFile(wav, encodeWav(reading.samples, reading.sampleRate));
  await prepareRecording(wav, prepared, 180);
  return prepared;
}

const round = (n: number) => Math.round(n * 100) / 100;

const only = args.indexOf("--case");
const repeatFlag = args.indexOf("--repeat");
const repeats = repeatFlag >= 0 ? Math.max(1, Number(args[repeatFlag + 1]) || 1) : 1;
if (only < 0) {
  console.log(
    `x264: preset ${settings.preset}, crf ${settings.crf}, ${settings.x264Params}; ffmpeg from ${mediaTools().source}; narration: ${narrationEngines?.join(", ") ?? "clearest installed engine"}`,
  );
  const cases = [
    thirty,
    ...(args.includes("--photos") ? [thirtyWithPhotos, thirtyInOwnVoice] : []),
    ...(args.includes("--long") ? [twoMinutes] : []),
  ];
  for (const c of cases) {
    const runs: Array<{ ratioToFloor: number; speedFactor: number; peakMemoryMb: { combined: number } }> = [];
    for (let r = 0; r < repeats; r++) {
      // Started as the server starts its renders (scripts/render-host.mjs), so memory is measured as users get it.
      const run = spawnSync(
        process.execPath,
        [...process.execArgv, ...RENDER_HOST.execArgv, process.argv[1]!, ...args, "--case", c.name],
        {
          stdio: ["ignore", "pipe", "inherit"],
          env: { ...process.env, ...RENDER_HOST.env },
          encoding: "utf8",
        },
      );
      process.stdout.write(run.stdout);
      if (run.status !== 0) process.exit(run.status ?? 1);
      runs.push(JSON.parse(run.stdout.trim().split("\n").at(-1)!));
    }
    // This machine's speed drifts between runs (the same floor took 12 to 15 s within an hour): the median of several
    // runs, each against its own floor, says more than one.
    if (repeats > 1) {
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      console.log(
        JSON.stringify({
          case: c.name,
          runs: repeats,
          medianRatioToFloor: median(runs.map((run) => run.ratioToFloor)),
          ratios: runs.map((run) => run.ratioToFloor),
          medianSpeedFactor: median(runs.map((run) => run.speedFactor)),
          maxPeakMemoryMb: Math.max(...runs.map((run) => run.peakMemoryMb.combined)),
        }),
      );
    }
  }
} else {
  const c = [thirty, thirtyWithPhotos, thirtyInOwnVoice, twoMinutes].find((known) => known.name === args[only + 1]);
  if (!c) throw new Error(`unknown case ${args[only + 1]}`);
  const dir = await mkdtemp(join(tmpdir(), "storybites-bench-"));
  try {
    console.log(JSON.stringify(await runCase(c, dir)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
