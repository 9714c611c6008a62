import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Transaction, sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { videoOptionsSchema } from "@common/video-options";
import { LocalMediaStore } from "../media/local-media-store";
import { insertPendingVideo } from "../videos/create-video";
import type { MediaStore } from "../media/media-store";
import { fakeRenderer } from "../test-support/fake-renderer";
import { multipart } from "../test-support/multipart";
import { createTestApp, quietLog, registerAndSignIn, testEngines, type TestApp } from "../test-support/test-app";
import { lockOpenAccount } from "./account-lock";
import { deleteAccount } from "./delete-account";

const story = "Last spring my uncle Tomas taught me to sail on the lake, and we capsized twice before lunch.";

/** A store whose next upload is interrupted, once its files are stored, by `during` (the account being deleted). */
function storeWithPause(inner: MediaStore): MediaStore & { during?: () => Promise<void> } {
  const store: MediaStore & { during?: () => Promise<void> } = Object.create(inner);
  store.saveUpload = async (...args) => {
    await inner.saveUpload(...args);
    const during = store.during;
    store.during = undefined;
    await during?.();
  };
  return store;
}

// Deleting an account while a video or an upload is being added to it: one waits for the other, and nothing is left
// for an account that is gone. The test holds the account's lock as the other side does, then lets go.
describe.each(testEngines)("an account deleted while something is added to it (%s)", (engine) => {
  let t: TestApp;
  let media: ReturnType<typeof storeWithPause>;
  let photo: Buffer;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-lock-"));

  beforeAll(async () => {
    media = storeWithPause(new LocalMediaStore(mediaDir));
    t = await createTestApp(engine, { media, jobs: { renderer: fakeRenderer(), startRunner: false } });
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const count = async (table: "videos" | "uploads", userId: number) =>
    (await db().selectFrom(table).select("id").where("user_id", "=", userId).execute()).length;
  const spends = async (userId: number) =>
    (
      await db()
        .selectFrom("credit_entries")
        .select("id")
        .where("user_id", "=", userId)
        .where("kind", "=", "spend")
        .execute()
    ).length;
  const createVideo = (cookie: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/videos",
      headers: { cookie },
      payload: { title: "Capsized", originalAnecdote: story, options: { duration: "short" } },
    });
  const upload = (cookie: string) => {
    const body = multipart({ data: photo, filename: "lake.png", contentType: "image/png" });
    return t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const markDeleted = (trx: Transaction<Database>, userId: number) =>
    trx.updateTable("users").set({ deleted_at: new Date().toISOString() }).where("id", "=", userId).execute();

  /**
   * Refused because the account is gone: by its session (401) where the request was held before it, by the account's
   * lock (404) where it had got that far.
   */
  function expectRefusedAsGone(answer: { statusCode: number; json: () => unknown }) {
    expect([401, 404]).toContain(answer.statusCode);
    expect((answer.json() as { code: string }).code).toMatch(/^(log_in_required|account_not_found)$/);
  }

  /** Sends `request` while a transaction holds the account's lock, runs `meanwhile` in it, commits, and answers. */
  async function whileLocked<T>(
    userId: number,
    request: () => Promise<T>,
    meanwhile: (trx: Transaction<Database>) => Promise<unknown>,
  ) {
    const trx = await db().startTransaction().execute();
    let answer: Promise<T>;
    try {
      await lockOpenAccount(trx, userId);
      answer = request();
      await waitUntilBlocked();
      await meanwhile(trx);
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    }
    await trx.commit().execute();
    return answer;
  }

  /** PostgreSQL: until a statement waits for a lock. SQLite has one connection, held by the transaction: any query waits. */
  async function waitUntilBlocked() {
    for (let tries = 0; tries < 400; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (engine !== "postgres") return;
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`.execute(db());
      if (rows[0]!.waiting > 0) return;
    }
    throw new Error("the request never waited for the account's lock");
  }

  it.each([
    { what: "a video", table: "videos", send: (cookie: string) => createVideo(cookie) },
    { what: "an upload", table: "uploads", send: (cookie: string) => upload(cookie) },
  ] as const)(
    "refuses $what asked for while the account was being deleted, and keeps no row",
    async ({ table, send }) => {
      const { user, cookie } = await registerAndSignIn(t.app);
      const answer = await whileLocked(
        user.id,
        () => send(cookie),
        (trx) => markDeleted(trx, user.id),
      );
      expectRefusedAsGone(answer);
      expect(await count(table, user.id)).toBe(0);
      expect(await spends(user.id)).toBe(0);
    },
  );

  it("removes an upload's files when the account is deleted while they are being stored", async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    let storedId: number | undefined;
    media.during = async () => {
      storedId = (await db().selectFrom("uploads").select("id").where("user_id", "=", user.id).executeTakeFirst())?.id;
      await deleteAccount(db(), media, user.id, quietLog as never);
    };
    const answer = await upload(cookie);
    expect(answer.statusCode).toBe(404);
    expect(storedId).toBeDefined();
    expect(await count("uploads", user.id)).toBe(0);
    await expect(media.fetchUpload(storedId!, "photo", path.join(mediaDir, "fetched.jpg"))).rejects.toThrow();
  });

  it("refuses the deletion when a video was added while it waited", async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    const password = user.password;
    const answer = await whileLocked(
      user.id,
      () => t.app.inject({ method: "POST", url: "/api/account/delete", headers: { cookie }, payload: { password } }),
      (trx) =>
        insertPendingVideo(trx, {
          userId: user.id,
          title: "Capsized",
          story,
          options: videoOptionsSchema.parse({ duration: "short" }),
        }),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: "account_video_in_progress" });
  });
});
