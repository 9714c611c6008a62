import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test-support/test-app";
import { createProgressWriter } from "./progress-writer";

describe("progress writer", () => {
  let database: TestDatabase;
  let videoId: number;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    const now = new Date().toISOString();
    const user = await database.db
      .insertInto("users")
      .values({ username: "pat", username_key: "pat", email: "pat@example.com", password_hash: "x", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    ({ id: videoId } = await database.db
      .insertInto("videos")
      .values({
        user_id: user.id,
        title: "t",
        original_anecdote: "a story of ten characters",
        options: "{}",
        input_script: null,
        enhanced_script: null,
        status: "pending",
        error: null,
        progress_percent: 0,
        stage: "queued",
        video_file: null,
        thumbnail_file: null,
        captions_file: null,
        duration_seconds: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow());
  });
  afterEach(async () => {
    await database.dispose();
  });

  const row = () =>
    database.db
      .selectFrom("videos")
      .select(["status", "stage", "progress_percent"])
      .where("id", "=", videoId)
      .executeTakeFirstOrThrow();

  it("writes stage changes at once, throttles the rest, never goes back and never claims 100", async () => {
    let clock = 0;
    const writer = createProgressWriter(database.db, videoId, {
      minIntervalMs: 500,
      now: () => clock,
      onError: (e) => {
        throw e;
      },
    });
    writer.report({ stage: "direct", percent: 2 });
    await writer.settled();
    expect(await row()).toEqual({ status: "processing", stage: "direct", progress_percent: 2 });

    writer.report({ stage: "render", percent: 20 });
    clock = 100;
    writer.report({ stage: "render", percent: 30 }); // within 500 ms of the last write: skipped
    await writer.settled();
    expect(await row()).toEqual({ status: "generating_video", stage: "render", progress_percent: 20 });

    clock = 700;
    writer.report({ stage: "render", percent: 10 }); // backwards: held at 20, nothing new to write
    clock = 1300;
    writer.report({ stage: "render", percent: 100 });
    await writer.settled();
    expect(await row()).toEqual({ status: "generating_video", stage: "render", progress_percent: 99 });
  });

  it("does not overwrite a finished video", async () => {
    await database.db.updateTable("videos").set({ status: "error", stage: null }).where("id", "=", videoId).execute();
    const writer = createProgressWriter(database.db, videoId, {
      onError: (e) => {
        throw e;
      },
    });
    writer.report({ stage: "render", percent: 50 });
    await writer.settled();
    expect(await row()).toEqual({ status: "error", stage: null, progress_percent: 0 });
  });
});
