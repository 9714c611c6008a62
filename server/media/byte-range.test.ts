import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../http/error-handler";
import { LocalMediaStore } from "./local-media-store";
import type { MediaStore } from "./media-store";
import { S3MediaStore } from "./s3-media-store";
import { startS3Server, type TestS3Server } from "../test-support/s3-server";

const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const SIZE = VIDEO.length;

// Byte ranges by RFC 9110 §14, the same from either store.
describe.each(["local", "s3"] as const)("byte ranges from the %s store", (kind) => {
  let scratch: string;
  let s3: TestS3Server | undefined;
  let store: MediaStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), "storybites-ranges-"));
    if (kind === "s3") s3 = await startS3Server("ranges-bucket");
    store = s3 ? new S3MediaStore(scratch, s3.config) : new LocalMediaStore(scratch);
    await store.ready();
    const work = await store.createWorkDir(1);
    await fs.writeFile(path.join(work, "out.mp4"), VIDEO);
    await store.publish(1, { video: path.join(work, "out.mp4") });
    app = Fastify();
    registerErrorHandler(app);
    app.get("/video.mp4", (request, reply) => store.serve(request, reply, 1, "video"));
  });
  afterAll(async () => {
    await app?.close();
    store?.close();
    await s3?.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/video.mp4", headers });
  const expectWhole = (res: Awaited<ReturnType<typeof get>>, label: string) => {
    expect(res.statusCode, label).toBe(200);
    expect(res.headers["content-range"], label).toBeUndefined();
    expect(res.headers["content-length"], label).toBe(String(SIZE));
    expect(res.rawPayload.equals(VIDEO), label).toBe(true);
  };
  const expectPart = (res: Awaited<ReturnType<typeof get>>, start: number, end: number, label: string) => {
    expect(res.statusCode, label).toBe(206);
    expect(res.headers["content-range"], label).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers["content-length"], label).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(VIDEO.subarray(start, end + 1)), label).toBe(true);
  };

  it("answers one range with exactly its bytes, the last position clamped to the end", async () => {
    expectPart(await get({ range: "bytes=0-99" }), 0, 99, "first bytes");
    expectPart(await get({ range: "bytes=990-" }), 990, SIZE - 1, "open end");
    expectPart(await get({ range: "bytes=-10" }), SIZE - 10, SIZE - 1, "suffix");
    expectPart(await get({ range: "bytes=995-99999" }), 995, SIZE - 1, "past the end");
    expectPart(await get({ range: "Bytes=5-5" }), 5, 5, "unit in another case");
  });

  it("answers a suffix longer than the file with the whole file as a part", async () => {
    expectPart(await get({ range: "bytes=-28489770" }), 0, SIZE - 1, "long suffix");
  });

  it("answers 416 with the size for a range that starts at or past the end, or an empty suffix", async () => {
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 5}-${SIZE + 10}`, "bytes=-0"]) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers["content-range"], range).toBe(`bytes */${SIZE}`);
      expect(res.json().message, range).toBe("That part of the file does not exist.");
    }
  });

  it("ignores a malformed Range header and sends the whole file", async () => {
    for (const range of [
      "bytes=0-1-2",
      "bytes=1.5-2",
      "bytes=abc",
      "items=0-1",
      "bytes=5-2",
      "bytes=-",
      "bytes= 0-1",
      "bytes=0x10-",
    ]) {
      expectWhole(await get({ range }), range);
    }
  });

  it("sends the whole file for several ranges", async () => {
    expectWhole(await get({ range: "bytes=0-1,5-6" }), "two ranges");
  });

  it("honours If-Range only for the version the client has: its strong ETag or exact Last-Modified date", async () => {
    const { etag, "last-modified": lastModified } = (await get({})).headers;
    expect(String(etag)).toMatch(/^"/);
    expectPart(await get({ range: "bytes=0-9", "if-range": String(etag) }), 0, 9, "same ETag");
    expectPart(await get({ range: "bytes=0-9", "if-range": String(lastModified) }), 0, 9, "same date");
    const earlier = new Date(Date.parse(String(lastModified)) - 60_000).toUTCString();
    const later = new Date(Date.parse(String(lastModified)) + 60_000).toUTCString();
    const stale = ['"an-older-version"', `W/${etag}`, earlier, later, "not a date"];
    for (const ifRange of stale) expectWhole(await get({ range: "bytes=0-9", "if-range": ifRange }), ifRange);
    // Checked before the range itself: a stale copy gets the whole file, not a 416.
    expectWhole(await get({ range: `bytes=${SIZE}-`, "if-range": '"an-older-version"' }), "stale and unsatisfiable");
  });

  it("answers 304 to a client whose copy is current, also when it asks for a range", async () => {
    const { etag } = (await get({})).headers;
    expect((await get({ "if-none-match": String(etag) })).statusCode).toBe(304);
    expect((await get({ "if-none-match": String(etag), range: "bytes=0-9" })).statusCode).toBe(304);
    expectWhole(await get({ "if-none-match": '"another"' }), "another version");
  });

  it("answers HEAD with the size of what GET would send and no body", async () => {
    const whole = await app.inject({ method: "HEAD", url: "/video.mp4" });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-length"]).toBe(String(SIZE));
    expect(whole.rawPayload.length).toBe(0);
    const part = await app.inject({ method: "HEAD", url: "/video.mp4", headers: { range: "bytes=-28489770" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-${SIZE - 1}/${SIZE}`);
  });
});
