import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

    const created = await t.app.inject({
      method: "POST",
      url: "/api/videos",
      headers: { cookie },
      payload: { title: "Video from 5/1/2025", originalAnecdote: story, options, script },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

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
  });
});
