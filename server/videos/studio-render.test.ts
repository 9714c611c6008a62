import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { mediaTools } from "@studio";
import { createTestApp, registerAndSignIn, testEngines, type TestApp } from "../test-support/test-app";

const run = promisify(execFile);
const story =
  "When I was nine, my dad Marco tried to surprise my mum with pancakes shaped like hearts. The smoke alarm went off, the dog stole the first pancake, and mum laughed so hard she cried.";

// One real render through the API, on the real studio: the proof that all the parts fit. It takes tens of seconds.
describe("a real video through the API", () => {
  let t: TestApp;
  let workDir: string;
  beforeAll(async () => {
    t = await createTestApp(testEngines.at(-1)!, { jobs: { startRunner: true, tuning: { progressIntervalMs: 500 } } });
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), "storybites-render-"));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it("writes, edits, renders, reports progress, serves and downloads a playable short MP4", {
    timeout: 300_000,
  }, async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const options = { duration: "short", aspectRatio: "9:16", socialPlatform: "tiktok", style: "animated" };
    const preview = await t.app.inject({
      method: "POST",
      url: "/api/process-anecdote",
      headers: { cookie },
      payload: { anecdote: story, options },
    });
    expect(preview.statusCode).toBe(200);
    const script = preview.json();
    script.scenes[script.scenes.length - 1].narration = "The dog grabbed the first pancake and ran.";
    script.title = "Pancake Disaster";

    // The person's own photo for the second scene: magenta, so its frames can be found.
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#e020e0" } })
      .jpeg()
      .toBuffer();
    const boundary = "----photo";
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dad.jpg"\r\n\r\n`),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(201);
    const upload = uploaded.json().id as number;

    const created = await t.app.inject({
      method: "POST",
      url: "/api/videos",
      headers: { cookie },
      payload: {
        title: "Video from 5/1/2025",
        originalAnecdote: story,
        options,
        script,
        media: { photos: [{ upload, scene: 1 }] },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    // While the video is being made, its photo cannot be deleted.
    const early = await t.app.inject({ method: "DELETE", url: `/api/uploads/${upload}`, headers: { cookie } });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "upload_in_use" });

    const seen: { status: string; progressPercent: number; stage: string | null }[] = [];
    const deadline = Date.now() + 280_000;
    for (;;) {
      const status = (
        await t.app.inject({ method: "GET", url: `/api/videos/${id}/status`, headers: { cookie } })
      ).json();
      seen.push(status);
      if (status.status === "completed" || status.status === "error") break;
      if (Date.now() > deadline) throw new Error(`render did not finish: ${JSON.stringify(status)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(seen.at(-1)).toEqual({ status: "completed", error: null, failure: null, progressPercent: 100, stage: null });
    // Real progress: the percent moved through values between the spec's fixed 30/70/100, in order.
    const percents = seen.map((s) => s.progressPercent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents.filter((p) => p > 0 && p < 100)).size).toBeGreaterThan(3);
    expect(seen.some((s) => s.status === "generating_video" && s.stage === "render")).toBe(true);

    const details = (await t.app.inject({ method: "GET", url: `/api/videos/${id}`, headers: { cookie } })).json();
    expect(details.enhancedScript).toContain("The dog grabbed the first pancake and ran.");
    expect(details.durationSeconds).toBeGreaterThanOrEqual(15);
    expect(details.durationSeconds).toBeLessThanOrEqual(30);

    const head = await t.app.inject({
      method: "GET",
      url: details.videoUrl,
      headers: { cookie, range: "bytes=0-1023" },
    });
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.subarray(4, 8).toString("latin1")).toBe("ftyp");

    const download = await t.app.inject({ method: "GET", url: details.downloadUrl, headers: { cookie } });
    expect(download.headers["content-disposition"]).toBe('attachment; filename="pancake-disaster.mp4"');
    const file = path.join(workDir, "download.mp4");
    await fs.writeFile(file, download.rawPayload);
    const probe = JSON.parse(
      (await run(mediaTools().ffprobe, ["-v", "error", "-show_streams", "-show_format", "-of", "json", file])).stdout,
    );
    const video = probe.streams.find((s: { codec_type: string }) => s.codec_type === "video");
    expect(video).toMatchObject({ codec_name: "h264", width: 1080, height: 1920, pix_fmt: "yuv420p" });
    expect(probe.streams.some((s: { codec_type: string }) => s.codec_type === "audio")).toBe(true);

    const thumb = await t.app.inject({ method: "GET", url: details.thumbnailUrl, headers: { cookie } });
    expect(thumb.rawPayload.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    const card = await t.app.inject({ method: "GET", url: details.cardUrl, headers: { cookie } });
    expect(card.rawPayload.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    expect(card.rawPayload.length).toBeLessThan(thumb.rawPayload.length / 3);
    const captions = await t.app.inject({ method: "GET", url: details.captionsUrl, headers: { cookie } });
    expect(captions.body.startsWith("WEBVTT")).toBe(true);

    // The photo is in the video, in its scene and only there: no frame of the title card or the first scene has it.
    const magenta = await magentaShareEachSecond(file);
    const cues = [...captions.body.matchAll(/(\d+):(\d+\.\d+) --> /g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
    expect(Math.max(...magenta)).toBeGreaterThan(0.08);
    expect(magenta.slice(0, Math.floor(cues[0]!) + 1).every((share) => share < 0.01)).toBe(true);
    const done = await t.app.inject({ method: "DELETE", url: `/api/uploads/${upload}`, headers: { cookie } });
    expect(done.statusCode).toBe(204);
  });
});

/** For each second of the video, the share of a small frame's pixels that are the test photo's magenta. */
async function magentaShareEachSecond(file: string): Promise<number[]> {
  const [w, h] = [54, 96];
  const { stdout } = await run(
    mediaTools().ffmpeg,
    ["-v", "error", "-i", file, "-vf", `fps=1,scale=${w}:${h}`, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  const frame = w * h * 3;
  return Array.from({ length: Math.floor(stdout.length / frame) }, (_, i) => {
    let hits = 0;
    for (let p = i * frame; p < (i + 1) * frame; p += 3)
      if (stdout[p]! > 170 && stdout[p + 2]! > 170 && stdout[p + 1]! < 100) hits++;
    return hits / (w * h);
  });
}
