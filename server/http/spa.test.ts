import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";

async function clientWith(files: Record<string, string>): Promise<{ t: TestApp; clientDir: string }> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-client-"));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(clientDir, name), body);
  return { t: await createTestApp("sqlite", { clientDir }), clientDir };
}

describe("the client's pages", () => {
  let app: { t: TestApp; clientDir: string };
  beforeAll(async () => {
    app = await clientWith({
      "index.html": "<div id=root></div>",
      "landing.html": "<div id=root><h1>Turn your story into a video</h1></div>",
    });
  });
  afterAll(async () => {
    await app.t.close();
    fs.rmSync(app.clientDir, { recursive: true, force: true });
  });

  it("answers / with the landing page rendered at build time, with or without a query", async () => {
    for (const url of ["/", "/?ref=abc123"]) {
      const res = await app.t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<h1>Turn your story into a video</h1>");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answers every other page with the app's empty page, for the app to draw", async () => {
    for (const url of ["/showcase", "/dashboard", "/no-such-page", "/landing"]) {
      const res = await app.t.app.inject({ method: "GET", url });
      expect(res.body, url).toBe("<div id=root></div>");
    }
  });

  it("answers / with the app's page when the build has no landing page", async () => {
    const bare = await clientWith({ "index.html": "<div id=root></div>" });
    try {
      expect((await bare.t.app.inject({ method: "GET", url: "/" })).body).toBe("<div id=root></div>");
    } finally {
      await bare.t.close();
      fs.rmSync(bare.clientDir, { recursive: true, force: true });
    }
  });
});
