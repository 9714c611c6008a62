import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DURATION_RANGES, videoOptionsSchema } from "@common/video-options";
import { BENCH_SCRIPT } from "../../bench/studio-fixture";
import type { Shot } from "../compose/types";
import { mediaTools } from "../render/ffmpeg";
import { FrameSource } from "../render/frames";
import { probe } from "../render/test-support/probe";
import { renderScript, type RenderScriptResult } from "../render/render-script";
import { type FakeService, solidPng, startFakeService } from "./test-support/fakes";

const run = promisify(execFile);
const GREEN = [0x20, 0xd0, 0x40] as const;
const PNG = solidPng("#20d040", 108, 108);
const OPTIONS = videoOptionsSchema.parse({
  style: "minimalist",
  aspectRatio: "1:1",
  duration: "short",
  socialPlatform: "instagram",
});
// Long enough for a loaded CI machine to answer the scenes that do answer (1.5 s was not); the hanging one still times out.
const TIMEOUT_MS = 8000;

const json = (response: ServerResponse, body: unknown) =>
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
const photo = (url: string) => ({
  id: 7,
  width: 4000,
  height: 4000,
  url: "https://www.pexels.com/photo/7/",
  photographer: "Jane Doe",
  src: { original: `${url}/photos/7.png` },
});

let fake: FakeService;
let dir: string;
let result: RenderScriptResult;

beforeAll(async () => {
  // Pexels as the scenes meet it: the first scene's search finds a photo, the second's never answers, the rest find nothing.
  fake = await startFakeService((request, response) => {
    const query = request.query.get("query") ?? "";
    if (request.path !== "/v1/search") response.writeHead(200, { "content-type": "image/png" }).end(PNG);
    else if (query.includes("Cornwall")) json(response, { photos: [photo(fake.url)] });
    else if (!query.includes("sandcastle")) json(response, { photos: [] });
  });
  dir = await mkdtemp(join(tmpdir(), "pictures-render-test-"));
  result = await renderScript({
    script: BENCH_SCRIPT,
    options: OPTIONS,
    outDir: dir,
    pictures: { provider: "pexels", apiKey: "test-key", baseUrl: fake.url, timeoutMs: TIMEOUT_MS },
  });
}, 180_000);

afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

/** One decoded video frame as RGB, converted with the matrix the encoder tags (BT.709). */
async function videoFrame(seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    mediaTools().ffmpeg,
    [
      "-v",
      "error",
      "-ss",
      seconds.toFixed(3),
      "-i",
      result.videoPath,
      "-frames:v",
      "1",
      "-vf",
      "scale=in_color_matrix=bt709,format=rgb24",
      "-f",
      "rawvideo",
      "-",
    ],
    {
      encoding: "buffer",
      maxBuffer: 32 * 2 ** 20,
    },
  );
  return stdout;
}

const middle = (shot: Shot) => (shot.start + shot.end) / 2;

/** Mean difference per channel between a video frame and the compositor's own frame at that time, over a grid. */
function differenceFromComposed(frame: Buffer, t: number): number {
  const { width, height } = result.timeline;
  const composed = new FrameSource(result.timeline).snapshot(t).getContext("2d").getImageData(0, 0, width, height).data;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += 12) {
    for (let x = 0; x < width; x += 12) {
      for (let c = 0; c < 3; c++) sum += Math.abs(frame[(y * width + x) * 3 + c]! - composed[(y * width + x) * 4 + c]!);
      count += 3;
    }
  }
  return sum / count;
}

describe("a render with hosted pictures where one scene gets its picture and another times out", () => {
  it("still renders the whole video", async () => {
    const info = await probe(result.videoPath);
    expect(info.video).toMatchObject({ codec: "h264", width: 1080, height: 1080 });
    expect(info.audio?.codec).toBe("aac");
    expect(info.durationSeconds).toBeGreaterThanOrEqual(DURATION_RANGES.short.min);
    expect(info.durationSeconds).toBeLessThanOrEqual(DURATION_RANGES.short.max);
  });

  it("reports which scenes have a picture, with its credit, and why the others fell back", () => {
    expect(result.pictures).toEqual([
      {
        sceneId: "s1",
        source: "pexels",
        credit: "Photo: Jane Doe / Pexels",
        pageUrl: "https://www.pexels.com/photo/7/",
      },
      { sceneId: "s2", source: "illustrated", fallbackReason: `Pexels timed out after ${TIMEOUT_MS} ms` },
      { sceneId: "s3", source: "illustrated", fallbackReason: 'Pexels has no photo for "wave shore"' },
      { sceneId: "s4", source: "illustrated", fallbackReason: 'Pexels has no photo for "grandma bucket beach"' },
      { sceneId: "s5", source: "illustrated", fallbackReason: 'Pexels has no photo for "castle sunset beach dusk"' },
    ]);
  });

  it("shows the picture full-bleed in the first scene, with the credit on it", async () => {
    const shot = result.timeline.shots[1]!;
    expect(shot.layers.map((l) => l.kind)).toEqual(["picture", "headline", "caption", "credit"]);
    const frame = await videoFrame(middle(shot));
    const { width, height } = result.timeline;
    for (const [x, y] of [
      [width / 2, Math.round(height * 0.42)],
      [8, Math.round(height * 0.42)],
      [width - 8, Math.round(height * 0.45)],
    ] as const) {
      const at = (y * width + x) * 3;
      [...frame.subarray(at, at + 3)].forEach((channel, c) => expect(Math.abs(channel - GREEN[c]!)).toBeLessThan(16));
    }
    expect(differenceFromComposed(frame, middle(shot))).toBeLessThan(6);
  });

  it("shows the illustrated scene where the picture timed out", async () => {
    const shot = result.timeline.shots[2]!;
    expect(shot.layers.map((l) => l.kind)).toEqual(expect.arrayContaining(["setting", "subject"]));
    expect(shot.layers.map((l) => l.kind)).not.toContain("picture");
    const frame = await videoFrame(middle(shot));
    expect(differenceFromComposed(frame, middle(shot))).toBeLessThan(6);
    // Nowhere near the picture's colour: the minimalist style's grey setting shows.
    const { width, height } = result.timeline;
    const at = (Math.round(height * 0.42) * width + 8) * 3;
    expect(Math.abs(frame[at + 1]! - GREEN[1]) + Math.abs(frame[at]! - GREEN[0])).toBeGreaterThan(120);
  });
});
