import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeRenderer, waitForStatus } from "../test-support/fake-renderer";
import { multipart } from "../test-support/multipart";
import { STORE_CASES, bucketKeys, startStore } from "../test-support/media-store-cases";
import type { TestS3Server } from "../test-support/s3-server";
import { createTestApp, registerAndSignIn, type TestApp } from "../test-support/test-app";

const story = "Last spring my uncle Tomas taught me to sail on the lake, and we capsized twice before lunch.";

describe.each(STORE_CASES)("deleting one's account in the %s store (%s)", (store, engine) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;

  beforeAll(async () => {
    const started = await startStore(store);
    s3 = started.s3;
    const { media } = started;
    // The runner starts later: the first video stays unfinished until then.
    t = await createTestApp(engine, { ...(media ? { media } : {}), jobs: { renderer: fakeRenderer() } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
  const deleteAccount = (cookie: string, password: string) => call("POST", "/api/account/delete", cookie, { password });
  const storedKeys = async (): Promise<string[]> => {
    if (!s3) {
      const root = t.database.config.media.dir;
      const walk = (dir: string): string[] =>
        fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name))) : [];
      return [...walk(path.join(root, "videos")), ...walk(path.join(root, "uploads"))]
        .filter((file) => fs.statSync(file).isFile())
        .map((file) => path.relative(root, file));
    }
    return bucketKeys(s3);
  };

  it("removes the person's videos, uploads, posts, comments and likes with their files, keeps purchase records, and signs them out for good", async () => {
    const alice = await registerAndSignIn(t.app);
    const bob = await registerAndSignIn(t.app);

    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const body = multipart({ data: photo, filename: "lake.png", contentType: "image/png" });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, cookie: alice.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const video = (
      await call("POST", "/api/videos", alice.cookie, {
        title: "Capsized",
        originalAnecdote: story,
        options: { duration: "short" },
      })
    ).json();

    // A render still writing files for the account: refused, and nothing is touched.
    const early = await deleteAccount(alice.cookie, alice.user.password);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "account_video_in_progress" });
    expect((await call("GET", "/api/user", alice.cookie)).statusCode).toBe(200);

    await t.jobQueue.start();
    await waitForStatus(t.app, alice.cookie, video.id, ["completed"]);
    const alicePost = (
      await call("POST", "/api/community/posts", alice.cookie, {
        title: "Sailing",
        content: "Watch",
        videoId: video.id,
      })
    ).json();
    const bobPost = (
      await call("POST", "/api/community/posts", bob.cookie, { title: "Rowing", content: "Me too" })
    ).json();
    await call("POST", `/api/community/posts/${bobPost.id}/like`, alice.cookie, {});
    await call("POST", `/api/community/posts/${bobPost.id}/comments`, alice.cookie, { content: "Lovely" });
    await call("POST", `/api/community/posts/${bobPost.id}/comments`, bob.cookie, { content: "Thanks" });
    await call("POST", `/api/community/posts/${alicePost.id}/comments`, bob.cookie, { content: "Great video" });
    const bobsBefore = (await call("GET", `/api/community/posts/${bobPost.id}`, bob.cookie)).json();
    expect(bobsBefore).toMatchObject({ likes: 1, commentsCount: 2 });
    const before = await storedKeys();
    expect(before.some((key) => key.startsWith(`videos/${video.id}/`))).toBe(true);
    expect(before.some((key) => key.startsWith(`uploads/${uploaded.json().id}/`))).toBe(true);

    const wrong = await deleteAccount(alice.cookie, "not-my-password");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "password_incorrect" });
    expect((await call("GET", "/api/videos", alice.cookie)).json()).toHaveLength(1);

    const deleted = await deleteAccount(alice.cookie, alice.user.password);
    expect(deleted.statusCode).toBe(204);

    // Signed out everywhere, and the name and password open nothing.
    expect((await call("GET", "/api/user", alice.cookie)).statusCode).toBe(401);
    const login = await call("POST", "/api/login", undefined, alice.user);
    expect(login.statusCode).toBe(401);
    // Every file of the account is gone from the store; Bob's post keeps only Bob's own comment, recounted.
    const after = await storedKeys();
    expect(after.filter((key) => key.startsWith(`videos/${video.id}/`) || key.startsWith("uploads/"))).toEqual([]);
    expect((await call("GET", `/api/community/posts/${alicePost.id}`, bob.cookie)).statusCode).toBe(404);
    const bobsNow = (await call("GET", `/api/community/posts/${bobPost.id}`, bob.cookie)).json();
    expect(bobsNow).toMatchObject({ likes: 0, commentsCount: 1 });
    const comments = (await call("GET", `/api/community/posts/${bobPost.id}/comments`, bob.cookie)).json();
    expect(comments.map((c: { content: string }) => c.content)).toEqual(["Thanks"]);
    expect((await call("GET", `/api/community/users/${alice.user.id}`)).statusCode).toBe(404);

    // The credit records stay, on a row that names no one; the name and email are free for a new account.
    const db = t.database.db;
    const row = await db.selectFrom("users").selectAll().where("id", "=", alice.user.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(alice.user.username);
    expect(JSON.stringify(row)).not.toContain(alice.user.email);
    expect(row.deleted_at).not.toBeNull();
    const entries = await db.selectFrom("credit_entries").select("key").where("user_id", "=", alice.user.id).execute();
    expect(entries.map((e) => e.key)).toEqual(expect.arrayContaining([`signup:${alice.user.id}`]));
    expect(await db.selectFrom("videos").select("id").where("user_id", "=", alice.user.id).execute()).toEqual([]);
    const again = await call("POST", "/api/register", undefined, {
      username: alice.user.username,
      email: alice.user.email,
      password: "another-password-1",
    });
    expect(again.statusCode).toBe(201);
  });

  it("asks for the password, and only of someone signed in", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    expect((await call("POST", "/api/account/delete", undefined, { password: "whatever-1" })).statusCode).toBe(401);
    const empty = await call("POST", "/api/account/delete", cookie, {});
    expect(empty.statusCode).toBe(400);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(200);
  });
});
