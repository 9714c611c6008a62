import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";

describe("compressed answers", () => {
  let t: TestApp;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-client-"));
  const script = `console.log(${JSON.stringify("a long line of the client's code ".repeat(200))});`;
  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>StoryBites</title>");
    // As the build leaves them (vite.config.ts): each text file with brotli and gzip twins.
    fs.writeFileSync(path.join(clientDir, "assets", "app.js"), script);
    fs.writeFileSync(path.join(clientDir, "assets", "app.js.br"), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(clientDir, "assets", "app.js.gz"), zlib.gzipSync(script));
    t = await createTestApp("sqlite", { clientDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends the client's files compressed at build time to browsers that accept it, and plain to others", async () => {
    const brotli = await t.app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);
    const gzip = await t.app.inject({ method: "GET", url: "/assets/app.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("compresses API answers as they are sent", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/content/faq", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(
      (await t.app.inject({ method: "GET", url: "/api/content/faq" })).json(),
    );
  });
});
