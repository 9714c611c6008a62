import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSiteContent } from "../content/site-content";
import { seedShowcase } from "../showcase/seed-showcase";
import { countShowcaseView } from "../showcase/showcase-queries";
import { viewerKey } from "../showcase/viewer-key";
import { FAKE_VIDEO_BYTES, fakeRenderer } from "../test-support/fake-renderer";
import {
  createTestApp,
  registerAndSignIn,
  testEngines,
  type TestApp,
  type TestJobsOptions,
} from "../test-support/test-app";

const content = loadSiteContent(path.join(import.meta.dirname, "../test-support/site-content"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testEngines)("showcase (%s)", (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function open(jobs: TestJobsOptions = { renderer: fakeRenderer(), startRunner: true }) {
    t = await createTestApp(engine, { content, jobs });
    return t;
  }

  async function waitUntilReady(app: TestApp, count: number) {
    for (let i = 0; i < 400; i += 1) {
      const list = (await app.app.inject({ method: "GET", url: "/api/showcase" })).json();
      if (list.filter((e: { ready: boolean }) => e.ready).length === count) return list;
      await sleep(25);
    }
    throw new Error("the showcase examples were not made");
  }

  it("makes each example once, in the background, without spending or refunding credits, and lists it when ready", async () => {
    const app = await open();
    expect(await seedShowcase(app.database.db, app.jobQueue, content.showcase)).toBe(3);
    // A second start (or a second web process) queues nothing more.
    expect(await seedShowcase(app.database.db, app.jobQueue, content.showcase)).toBe(0);
    const list = await waitUntilReady(app, 3);
    // Featured first, then in the file's order.
    expect(list.map((e: { title: string }) => e.title)).toEqual([
      "Grandma's Button Jar",
      "The Night Bus Home",
      "First Day as a Lifeguard",
    ]);
    const jar = list.find((e: { title: string }) => e.title === "Grandma's Button Jar");
    expect(jar).toMatchObject({
      platformTag: "tiktok",
      categoryTag: "personal",
      featured: true,
      ready: true,
      likes: 0,
      likedByMe: false,
      views: 0,
      commentsCount: 0,
      thumbnailUrl: `/media/showcase/${jar.id}/thumbnail.jpg`,
      cardUrl: `/media/showcase/${jar.id}/card.jpg`,
      videoUrl: `/media/showcase/${jar.id}/video.mp4`,
    });
    expect(jar.originalText).toContain("glass jar of buttons");
    expect(jar.enhancedScript).toBeTruthy();
    const entries = await app.database.db.selectFrom("credit_entries").select("key").execute();
    expect(entries).toEqual([]);
  });

  it("puts people's videos first: an example waits behind a video queued after it", async () => {
    const order: string[] = [];
    const renderer = fakeRenderer();
    const app = await open({
      renderer: async (request) => (order.push(request.story.slice(0, 12)), renderer(request)),
      startRunner: false,
    });
    await seedShowcase(app.database.db, app.jobQueue, content.showcase.slice(0, 1));
    const { cookie } = await registerAndSignIn(app.app);
    const created = await app.app.inject({
      method: "POST",
      url: "/api/videos",
      headers: { cookie },
      payload: { title: "Mine", originalAnecdote: "A person's own story about a long walk home in the rain." },
    });
    expect(created.statusCode).toBe(201);
    await app.jobQueue.start();
    await waitUntilReady(app, 1);
    expect(order).toEqual(["A person's o", "My grandmoth"]);
  });

  it("fails an example without giving anyone a credit, and makes it again at the next start", async () => {
    const app = await open({ renderer: fakeRenderer({ failWith: new Error("boom") }), startRunner: true });
    await seedShowcase(app.database.db, app.jobQueue, content.showcase.slice(0, 1));
    for (let i = 0; i < 400; i += 1) {
      const video = await app.database.db.selectFrom("videos").select("status").executeTakeFirstOrThrow();
      if (video.status === "error") break;
      await sleep(25);
    }
    expect((await app.app.inject({ method: "GET", url: "/api/showcase" })).json()).toEqual([]);
    expect(await app.database.db.selectFrom("credit_entries").select("key").execute()).toEqual([]);
    expect(await seedShowcase(app.database.db, app.jobQueue, content.showcase.slice(0, 1))).toBe(1);
  });

  it("likes once per person (again takes it back), counts views and comments, and 404s unknown examples", async () => {
    const app = await open();
    await seedShowcase(app.database.db, app.jobQueue, content.showcase.slice(0, 1));
    const [example] = await waitUntilReady(app, 1);
    const url = `/api/showcase/${example.id}`;
    const guestLike = await app.app.inject({ method: "POST", url: `${url}/like` });
    expect(guestLike.statusCode).toBe(401);
    const alice = await registerAndSignIn(app.app);
    const bob = await registerAndSignIn(app.app);
    const like = (cookie: string) => app.app.inject({ method: "POST", url: `${url}/like`, headers: { cookie } });
    expect((await like(alice.cookie)).json()).toEqual({ liked: true, likes: 1 });
    expect((await like(bob.cookie)).json()).toEqual({ liked: true, likes: 2 });
    expect((await like(alice.cookie)).json()).toEqual({ liked: false, likes: 1 });
    expect((await app.app.inject({ method: "GET", url, headers: { cookie: bob.cookie } })).json()).toMatchObject({
      likes: 1,
      likedByMe: true,
    });

    // A view is a viewer playing the video: the same guest (address) or account again adds nothing.
    const view = (options: { cookie?: string; remoteAddress?: string } = {}) =>
      app.app.inject({
        method: "POST",
        url: `${url}/views`,
        headers: options.cookie ? { cookie: options.cookie } : {},
        remoteAddress: options.remoteAddress ?? "10.30.0.1",
      });
    expect((await view()).json()).toEqual({ views: 1 });
    expect((await view()).json()).toEqual({ views: 1 });
    expect((await view({ remoteAddress: "10.30.0.2" })).json()).toEqual({ views: 2 });
    expect((await view({ cookie: alice.cookie })).json()).toEqual({ views: 3 });
    expect((await view({ cookie: alice.cookie, remoteAddress: "10.30.0.9" })).json()).toEqual({ views: 3 });
    expect((await view({ cookie: bob.cookie })).json()).toEqual({ views: 4 });
    expect((await app.app.inject({ method: "POST", url: "/api/showcase/99999/views" })).statusCode).toBe(404);
    // Stored: another process, or the next start, answers the same count.
    expect(
      (
        await app.database.db
          .selectFrom("showcase_examples")
          .select("views")
          .where("id", "=", example.id)
          .executeTakeFirstOrThrow()
      ).views,
    ).toBe(4);

    const comment = (cookie: string | undefined, text: string) =>
      app.app.inject({
        method: "POST",
        url: `${url}/comments`,
        headers: cookie ? { cookie } : {},
        payload: { content: text },
      });
    expect((await comment(undefined, "hi")).statusCode).toBe(401);
    expect((await comment(alice.cookie, "   ")).json().message).toBe("Please write a comment.");
    const posted = await comment(alice.cookie, "  <b>Lovely</b> story  ");
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ content: "<b>Lovely</b> story", user: { username: alice.user.username } });
    const comments = (await app.app.inject({ method: "GET", url: `${url}/comments` })).json();
    expect(comments.map((c: { content: string }) => c.content)).toEqual(["<b>Lovely</b> story"]);
    expect((await app.app.inject({ method: "GET", url })).json()).toMatchObject({
      views: 4,
      commentsCount: 1,
      likedByMe: false,
    });

    for (const unknown of ["/api/showcase/99999", "/api/showcase/abc", "/api/showcase/99999/comments"]) {
      const res = await app.app.inject({ method: "GET", url: unknown });
      expect(res.statusCode, unknown).toBe(404);
      expect(res.json().message).toBe("That example was not found.");
    }
    expect(
      (await app.app.inject({ method: "POST", url: "/api/showcase/99999/like", headers: { cookie: bob.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it("counts a viewer once a day, and keeps only the day's viewers (no guest's address past the day)", async () => {
    const app = await open();
    await seedShowcase(app.database.db, app.jobQueue, content.showcase.slice(0, 1));
    const [example] = await waitUntilReady(app, 1);
    const db = app.database.db;
    const guest = viewerKey(null, "10.30.1.1");
    expect(guest).not.toContain("10.30.1.1");
    expect(await countShowcaseView(db, example.id, guest, new Date("2026-03-01T09:00:00Z"))).toBe(1);
    expect(await countShowcaseView(db, example.id, guest, new Date("2026-03-01T23:59:00Z"))).toBe(1);
    expect(await countShowcaseView(db, example.id, viewerKey(7, "10.30.1.1"), new Date("2026-03-01T23:59:30Z"))).toBe(
      2,
    );
    expect(await countShowcaseView(db, example.id, guest, new Date("2026-03-02T08:00:00Z"))).toBe(3);
    expect(await db.selectFrom("showcase_views").selectAll().execute()).toEqual([
      { example_id: example.id, viewer: guest, day: "2026-03-02" },
    ]);
  });

  it("serves an example's media to anyone, and nothing of its account's other videos", async () => {
    const app = await open();
    await seedShowcase(app.database.db, app.jobQueue, content.showcase.slice(0, 1));
    const [example] = await waitUntilReady(app, 1);
    const video = await app.app.inject({ method: "GET", url: example.videoUrl, headers: { range: "bytes=0-9" } });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.equals(FAKE_VIDEO_BYTES.subarray(0, 10))).toBe(true);
    expect((await app.app.inject({ method: "GET", url: example.thumbnailUrl })).headers["content-type"]).toBe(
      "image/jpeg",
    );
    expect((await app.app.inject({ method: "GET", url: example.cardUrl })).headers["content-type"]).toBe("image/jpeg");
    const { video_id } = await app.database.db
      .selectFrom("showcase_examples")
      .select("video_id")
      .executeTakeFirstOrThrow();
    expect((await app.app.inject({ method: "GET", url: `/media/videos/${video_id}/video.mp4` })).statusCode).toBe(404);
    expect((await app.app.inject({ method: "GET", url: "/media/showcase/99999/video.mp4" })).statusCode).toBe(404);
  });
});
