import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndSignIn, type TestApp } from "../test-support/test-app";
import { FAKE_VIDEO_BYTES, fakeRenderer, waitForStatus } from "../test-support/fake-renderer";
import { STORE_CASES, startStore } from "../test-support/media-store-cases";
import type { TestS3Server } from "../test-support/s3-server";

const PENDING_ROW = {
  title: "Still rendering",
  original_anecdote: "My grandmother set the kitchen on fire while baking bread.",
  options: "{}",
  input_script: null,
  enhanced_script: null,
  status: "generating_video",
  error: null,
  progress_percent: 50,
  stage: "render",
  video_file: null,
  thumbnail_file: null,
  captions_file: null,
  duration_seconds: null,
};

describe.each(STORE_CASES)("media from the %s store (%s)", (store, engine) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let cookie: string;
  let id: number;
  beforeAll(async () => {
    const started = await startStore(store);
    s3 = started.s3;
    const { media } = started;
    t = await createTestApp(engine, {
      jobs: { renderer: fakeRenderer(), startRunner: true },
      ...(media ? { media } : {}),
    });
    ({ cookie } = await registerAndSignIn(t.app));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/videos",
      headers: { cookie },
      payload: {
        title: "Video from 5/1/2025",
        originalAnecdote: "My grandmother set the kitchen on fire while baking bread.",
      },
    });
    id = res.json().id;
    await waitForStatus(t.app, cookie, id, ["completed"]);
    // Finished, a video is called what its script is called; its owner then names it.
    await t.app.inject({
      method: "PATCH",
      url: `/api/videos/${id}`,
      headers: { cookie },
      payload: { title: "Grand-mère's Fire!" },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/media/videos/${id}/${path}`, headers: { cookie, ...headers } });

  it("serves the whole video with Accept-Ranges", async () => {
    const res = await get("video.mp4");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers["content-length"]).toBe(String(FAKE_VIDEO_BYTES.length));
    expect(res.headers["cache-control"]).toContain("private");
    expect(res.rawPayload.equals(FAKE_VIDEO_BYTES)).toBe(true);
  });

  it("answers HEAD with the size and no body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: `/media/videos/${id}/video.mp4`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe(String(FAKE_VIDEO_BYTES.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it("answers range requests with 206 and exactly the asked bytes", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=1000-1999", 1000, 1999],
      ["bytes=4000-", 4000, 4095],
      ["bytes=-10", 4086, 4095],
      ["bytes=4090-9999", 4090, 4095],
    ];
    for (const [range, start, end] of cases) {
      const res = await get("video.mp4", { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers["content-range"], range).toBe(`bytes ${start}-${end}/${FAKE_VIDEO_BYTES.length}`);
      expect(res.headers["content-length"], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(FAKE_VIDEO_BYTES.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("revalidates with an ETag: 304 when unchanged, and a whole file for a range whose If-Range no longer matches", async () => {
    const first = await get("video.mp4");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    expect((await get("video.mp4", { "if-none-match": etag })).statusCode).toBe(304);
    const stillSame = await get("video.mp4", { range: "bytes=0-9", "if-range": etag });
    expect(stillSame.statusCode).toBe(206);
    const changed = await get("video.mp4", { range: "bytes=0-9", "if-range": '"an-older-version"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(FAKE_VIDEO_BYTES.length);
  });

  it("answers 416 with the size for a range outside the file", async () => {
    for (const range of ["bytes=4096-", "bytes=5000-6000"]) {
      const res = await get("video.mp4", { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers["content-range"]).toBe(`bytes */${FAKE_VIDEO_BYTES.length}`);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("offers a download named after the title, also in ranges", async () => {
    const res = await get("download");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="grand-mere-s-fire.mp4"');
    expect(res.rawPayload.equals(FAKE_VIDEO_BYTES)).toBe(true);
    const part = await get("download", { range: "bytes=10-19" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(FAKE_VIDEO_BYTES.subarray(10, 20))).toBe(true);
  });

  it("serves the thumbnail and the captions with their types", async () => {
    const thumb = await get("thumbnail.jpg");
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/jpeg");
    const captions = await get("captions.vtt");
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(captions.body.startsWith("WEBVTT")).toBe(true);
  });

  it("lets the page's own player load the media under the site's CSP", async () => {
    const res = await get("video.mp4");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const page = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(String(page.headers["content-security-policy"])).toContain("media-src 'self'");
  });

  it("answers 404 for media of a video that is not finished", async () => {
    const now = new Date().toISOString();
    const owner = await t.database.db
      .selectFrom("videos")
      .select("user_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const { id: pending } = await t.database.db
      .insertInto("videos")
      .values({ ...PENDING_ROW, user_id: owner.user_id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const file of ["video.mp4", "download", "thumbnail.jpg", "captions.vtt"]) {
      const res = await t.app.inject({ method: "GET", url: `/media/videos/${pending}/${file}`, headers: { cookie } });
      expect(res.statusCode, file).toBe(404);
    }
  });
});
