import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndSignIn, type TestApp } from "../test-support/test-app";

const SHELL = "<!doctype html><title>StoryBites</title><div id=root></div>";
const LANDING = "<!doctype html><title>StoryBites</title><div id=root><h1>Turn your story into a video</h1></div>";
const TEMPLATE = '<!doctype html><div id="root"><!--page--></div><!--page-data--><script src="/start-app.js"></script>';
/** What a story or a name may hold, that must not end the script element the page's data travels in. */
const HOSTILE = "</script><script>alert(1)</script><!-- \u2028 & >";

// Stands in for the client's server build (client/src/server-render.tsx, tested by the browser tests): it reaches the
// API the way the real one does, through the function the server hands it, and behaves as the test asks.
const FAKE_RENDERER = `
export async function renderPage(url, api) {
  const mode = globalThis.fakeRenderMode ?? "render";
  if (mode === "throw") throw new Error("the render broke");
  if (mode === "hang") return new Promise(() => {});
  if (mode === "decline") return null;
  if (mode === "write") await api("/api/logout", { method: "POST" });
  const answer = await api("/api/user", { credentials: "include" });
  if (answer.status === 401)
    return url === "/dashboard" ? { redirectTo: "/auth" } : { html: "<h1>a guest at " + url + "</h1>", state: {} };
  const user = await answer.json();
  return { html: "<h1>" + user.username + " at " + url + "</h1>" + "<p>A line of the page.</p>".repeat(80), state: { user, story: ${JSON.stringify(HOSTILE)} } };
}
`;

declare global {
  var fakeRenderMode: string | undefined;
}

describe("pages drawn on the server", () => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-pages-"));
  const clientDir = path.join(root, "client");
  beforeAll(async () => {
    fs.mkdirSync(clientDir);
    fs.writeFileSync(path.join(clientDir, "index.html"), SHELL);
    fs.writeFileSync(path.join(clientDir, "landing.html"), LANDING);
    fs.mkdirSync(path.join(root, "server-render"));
    fs.writeFileSync(path.join(root, "server-render", "server-render.js"), FAKE_RENDERER);
    fs.writeFileSync(path.join(root, "server-render", "page.html"), TEMPLATE);
    t = await createTestApp("sqlite", { clientDir });
  });
  afterEach(() => {
    globalThis.fakeRenderMode = undefined;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("draws the studio with the visitor's own data, for them only, compressed, with that data for the browser", async () => {
    const { cookie, user } = await registerAndSignIn(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: "/dashboard?story=hello",
      headers: { cookie, "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<div id="root"><h1>${user.username} at /dashboard?story=hello</h1><p>`);
    const data = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(data!)).toEqual({ user: expect.objectContaining({ username: user.username }), story: HOSTILE });
    // The data ends exactly where the template's next script begins: nothing in it closed its element early.
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("sends a guest to the page the app would send them to", async () => {
    const res = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });

  it("draws the gallery for a guest too", async () => {
    const res = await t.app.inject({ method: "GET", url: "/showcase" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>a guest at /showcase</h1></div>');
  });

  const WHEN: Record<string, string> = {
    throw: "fails",
    decline: "gives up",
    write: "tries to change something",
    hang: "takes too long",
  };
  for (const mode of Object.keys(WHEN)) {
    it(`lets the browser draw the page when the render ${WHEN[mode]}`, async () => {
      const { cookie } = await registerAndSignIn(t.app);
      globalThis.fakeRenderMode = mode;
      const res = await t.app.inject({ method: "GET", url: "/dashboard", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
      // A render only reads: the session the refused logout would have ended still stands.
      expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
    }, 10_000);
  }

  it("lets the browser draw the pages drawn ahead in English for a reader of another language, in theirs", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const spanish = `${cookie}; storybites-language=es`;
    for (const url of ["/dashboard", "/showcase", "/"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: spanish } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
    }
    const english = `${cookie}; storybites-language=en`;
    expect((await t.app.inject({ method: "GET", url: "/", headers: { cookie: english } })).body).toBe(LANDING);
    expect((await t.app.inject({ method: "GET", url: "/dashboard", headers: { cookie: english } })).body).toContain(
      "<h1>",
    );
  });

  it("sends other pages as the shell the browser draws", async () => {
    const res = await t.app.inject({ method: "GET", url: "/profile" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});
