import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DURATION_RANGES, FRAME_SIZES, videoOptionsSchema, type VideoOptions } from "@common/video-options";
import { BENCH_SCRIPT } from "../bench/studio-fixture";
import { renderScript, type RenderScriptResult } from "./render/render-script";
import { renderStory, StudioInputError } from "./index";
import { mediaTools } from "./render/ffmpeg";
import { grayFrame, meanVolume, probe } from "./render/test-support/probe";

const STORY =
  "Last summer my grandma Rosa took me and my brother Sam to the beach in Cornwall. We built a huge sandcastle with a moat. " +
  "Then a wave came and washed it away! Sam cried, but Grandma just laughed and handed us her old red bucket.";

// One full-size render per aspect ratio, each style once. Short and medium are rendered for real;
// the long range is checked on the timeline (compose.test.ts), as a 60 s render would double this suite's time.
const CASES: Array<Partial<VideoOptions> & Pick<VideoOptions, "aspectRatio" | "style" | "duration">> = [
  { aspectRatio: "9:16", style: "cinematic", duration: "short", socialPlatform: "tiktok" },
  { aspectRatio: "16:9", style: "animated", duration: "short", socialPlatform: "youtube" },
  { aspectRatio: "1:1", style: "minimalist", duration: "medium", socialPlatform: "instagram", mood: "reflective" },
  { aspectRatio: "4:5", style: "documentary", duration: "short", socialPlatform: "facebook", includeCaption: false },
];

let dir: string;
const results = new Map<string, RenderScriptResult>();
let storyResult: Awaited<ReturnType<typeof renderStory>>;
const stages: string[] = [];
const percents: number[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "studio-render-test-"));
  // The 9:16 case goes through renderStory (the local writer); the others render a fixed script.
  storyResult = await renderStory({
    story: STORY,
    options: CASES[0],
    outDir: join(dir, "story"),
    onProgress: (p) => {
      stages.push(p.stage);
      percents.push(p.percent);
    },
  });
  for (const c of CASES.slice(1)) {
    const long = c.duration !== "short";
    const script = long
      ? { ...BENCH_SCRIPT, pace: { wordsPerMinute: 155, hookPauseMs: 300, targetSeconds: 31 } }
      : BENCH_SCRIPT;
    results.set(
      c.aspectRatio,
      await renderScript({
        script,
        options: videoOptionsSchema.parse(c),
        outDir: join(dir, c.aspectRatio.replace(":", "x")),
      }),
    );
  }
  // Generous: the machine is shared, and four full-size renders are CPU-bound.
}, 420_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const videoOf = (ratio: string) => (ratio === "9:16" ? storyResult.videoPath : results.get(ratio)!.videoPath);

// The npm-ffmpeg test project (vitest.config.ts) forces the npm-shipped binaries through these variables.
it.runIf(process.env.FFMPEG_PATH)("renders with the ffmpeg and ffprobe that FFMPEG_PATH and FFPROBE_PATH name", () => {
  expect(mediaTools()).toMatchObject({
    ffmpeg: process.env.FFMPEG_PATH,
    ffprobe: process.env.FFPROBE_PATH,
    source: "env",
  });
});

describe.each(CASES)("render $aspectRatio $style $duration", (c) => {
  it("is H.264 yuv420p at the aspect ratio's frame size, 30 fps, inside the duration range", async () => {
    const info = await probe(videoOf(c.aspectRatio));
    expect(info.video?.codec).toBe("h264");
    expect(info.video?.pixFmt).toBe("yuv420p");
    expect({ width: info.video?.width, height: info.video?.height }).toEqual(FRAME_SIZES[c.aspectRatio]);
    const range = DURATION_RANGES[c.duration];
    expect(info.durationSeconds).toBeGreaterThanOrEqual(range.min);
    expect(info.durationSeconds).toBeLessThanOrEqual(range.max);
    expect(info.video!.frames / info.durationSeconds).toBeCloseTo(30, 0);
  });

  it("has AAC audio that is not silent", async () => {
    const path = videoOf(c.aspectRatio);
    const info = await probe(path);
    expect(info.audio?.codec).toBe("aac");
    expect(await meanVolume(path)).toBeGreaterThan(-35);
  });

  it("shows frames that change over time", async () => {
    const path = videoOf(c.aspectRatio);
    const early = await grayFrame(path, 1);
    const late = await grayFrame(path, 9);
    let differing = 0;
    for (let i = 0; i < early.length; i++) if (Math.abs(early[i]! - late[i]!) > 12) differing++;
    expect(differing / early.length).toBeGreaterThan(0.02);
  });
});

describe("outputs", () => {
  it("writes a JPEG thumbnail, a card-size copy and WebVTT captions next to the video, and no temporary files", async () => {
    const jpeg = await readFile(storyResult.thumbnailPath);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const [cover, card] = await Promise.all([probe(storyResult.thumbnailPath), probe(storyResult.cardPath)]);
    const { width, height } = FRAME_SIZES[CASES[0]!.aspectRatio];
    expect(cover.video).toMatchObject({ width, height });
    // The same picture, its longer side 720 pixels, a fraction of the bytes.
    expect(Math.max(card.video!.width, card.video!.height)).toBe(720);
    expect(card.video!.width / card.video!.height).toBeCloseTo(width / height, 2);
    expect((await stat(storyResult.cardPath)).size).toBeLessThan(jpeg.length / 3);
    const vtt = await readFile(storyResult.captionsPath, "utf8");
    expect(vtt.startsWith("WEBVTT")).toBe(true);
    expect(vtt).toMatch(/00:00:\d\d\.\d{3} --> 00:00:\d\d\.\d{3}/);
    expect((await readdir(join(dir, "story"))).sort()).toEqual([
      "video.card.jpg",
      "video.jpg",
      "video.mp4",
      "video.vtt",
    ]);
    expect((await stat(storyResult.videoPath)).size).toBeGreaterThan(50_000);
  });

  it("reports every stage in order with a percentage that never goes back and ends at 100", () => {
    expect([...new Set(stages)]).toEqual(["direct", "narrate", "compose", "render", "finalize"]);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
  });

  it("keeps the writer's script in the result", () => {
    expect(storyResult.script.writer).toBe("local");
    expect(storyResult.script.scenes.length).toBeGreaterThanOrEqual(1);
    // The story's own opening line is the hook; the scenes go on from it.
    expect(storyResult.script.hook).toBe(
      "Last summer my grandma Rosa took me and my brother Sam to the beach in Cornwall.",
    );
  });
});

describe("cancelling and refusing", () => {
  it("aborting mid-render rejects, stops ffmpeg and leaves no files behind", async () => {
    const outDir = join(dir, "aborted");
    const controller = new AbortController();
    const run = renderScript({
      script: BENCH_SCRIPT,
      options: videoOptionsSchema.parse({ aspectRatio: "9:16", duration: "short" }),
      outDir,
      signal: controller.signal,
      report: (stage, fraction) => {
        if (stage === "render" && fraction > 0.2) controller.abort(new Error("user cancelled"));
      },
    });
    await expect(run).rejects.toThrow("user cancelled");
    expect(await readdir(outDir)).toEqual([]);
  }, 60_000);

  it("refuses a too-short story and an unknown option before any work", async () => {
    const onProgress = () => {
      throw new Error("no progress expected");
    };
    const outDir = join(dir, "refused");
    await expect(renderStory({ story: "tiny", outDir, onProgress })).rejects.toBeInstanceOf(StudioInputError);
    await expect(
      renderStory({ story: STORY, options: { style: "fancy" as never }, outDir, onProgress }),
    ).rejects.toThrow(/Style must be one of/);
    await expect(stat(outDir)).rejects.toThrow();
  });
});
