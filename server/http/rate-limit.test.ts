import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";

describe("the per-address request limit", () => {
  let t: TestApp;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-client-"));
  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>StoryBites</title>");
    fs.writeFileSync(path.join(clientDir, "assets", "app.js"), "console.log(1)");
    t = await createTestApp("sqlite", { limits: { requestsPerMinute: 3 }, clientDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("counts API calls, with a message saying how long to wait, but not the client's files", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: "GET", url: "/assets/app.js" })).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url: "/dashboard" })).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ method: "GET", url: "/api/content/faq" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: "GET", url: "/api/content/faq" });
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(limited.json()).toMatchObject({ code: "too_many_requests", params: { seconds: expect.any(Number) } });
  });
});
