import { afterEach, describe, expect, it } from "vitest";
import { StudioInputError } from "../../studio/direct";
import { sumEntries } from "../credits/ledger";
import { MediaStore } from "../media/media-store";
import { createTestApp, quietLog, registerAndSignIn, testEngines, type TestApp, type TestJobsOptions } from "../test-support/test-app";
import { failVideo } from "./fail-video";
import { fakeRenderer, waitForStatus } from "./fake-renderer";
import { INTERRUPTED_MESSAGE } from "./failure-messages";
import { createRenderVideoHandler } from "./render-video";
import type { Renderer } from "./renderer";
import { createVideoJobQueue } from "./video-jobs";

const story = "On my first day as a lifeguard in Brighton a seagull stole my whistle, and I chased it down the pier.";
const tuning = { pollIntervalMs: 50, heartbeatIntervalMs: 100, staleAfterMs: 1000, progressIntervalMs: 0 };

describe.each(testEngines)("video jobs (%s)", (engine) => {
  let t: TestApp;
  const open = async (jobs: TestJobsOptions) => {
    t = await createTestApp(engine, { jobs });
    const signedIn = await registerAndSignIn(t.app);
    const create = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/videos",
        headers: { cookie: signedIn.cookie },
        payload: { title: "Seagull", originalAnecdote: story, options: {} },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    return { ...signedIn, create };
  };
  afterEach(async () => {
    await t.close();
  });

  const balance = async (userId: number) => {
    const row = await t.database.db.selectFrom("credit_balances").select("balance").where("user_id", "=", userId).executeTakeFirst();
    return Number(row?.balance);
  };
  const refunds = async (videoId: number) =>
    t.database.db.selectFrom("credit_entries").select("id").where("key", "=", `refund:${videoId}`).execute();
  const job = (videoId: number) => t.database.db.selectFrom("jobs").selectAll().where("video_id", "=", videoId).executeTakeFirstOrThrow();
  // The runner closes the job just after the handler saved the video, so a status poll can see the video first.
  const settledJob = async (videoId: number) => {
    for (let i = 0; i < 200; i += 1) {
      const row = await job(videoId);
      if (row.state !== "running") return row;
      await new Promise((r) => setTimeout(r, 10));
    }
    return job(videoId);
  };
  const queueFor = (renderer: Renderer) => createVideoJobQueue({ config: t.database.config, db: t.database.db, renderer, log: quietLog, tuning });

  it("moves pending → processing → generating_video with the studio's own stage and percent", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const renderer: Renderer = async (request) => {
      request.onProgress({ stage: "direct", percent: 3, message: "" });
      await new Promise((r) => setTimeout(r, 150));
      request.onProgress({ stage: "render", percent: 42, message: "" });
      await gate;
      return fakeRenderer()(request);
    };
    const { cookie, create } = await open({ renderer, startRunner: false });
    const id = await create();
    expect(await waitForStatus(t.app, cookie, id, ["pending"])).toEqual({ status: "pending", error: null, progressPercent: 0, stage: "queued" });

    await t.jobQueue.start();
    const seen = await waitForStatus(t.app, cookie, id, ["processing"]);
    expect(seen.stage).toMatch(/starting|direct/);
    expect(await waitForStatus(t.app, cookie, id, ["generating_video"])).toEqual({
      status: "generating_video",
      error: null,
      progressPercent: 42,
      stage: "render",
    });
    release();
    expect((await waitForStatus(t.app, cookie, id, ["completed"])).progressPercent).toBe(100);
    expect((await settledJob(id)).state).toBe("done");
  });

  it("fails a video whose render throws with a readable message and refunds it exactly once", async () => {
    const { cookie, user, create } = await open({ renderer: fakeRenderer({ failWith: new Error("ffmpeg exited with code 187") }), startRunner: true });
    const id = await create();
    const status = await waitForStatus(t.app, cookie, id, ["error", "completed"]);
    expect(status.status).toBe("error");
    expect(status.error).toBe("Something went wrong while making your video. Your credit has been refunded, so you can try again.");
    expect(await balance(user.id)).toBe(1);
    expect(await refunds(id)).toHaveLength(1);
    expect((await settledJob(id)).state).toBe("failed");

    // The failure handler running again, even after the status was put back, still refunds only once.
    expect(await failVideo(t.database.db, id, "again")).toBe(false);
    await t.database.db.updateTable("videos").set({ status: "processing" }).where("id", "=", id).execute();
    await failVideo(t.database.db, id, "and again");
    expect(await balance(user.id)).toBe(1);
    expect(await refunds(id)).toHaveLength(1);
    expect(await sumEntries(t.database.db, user.id)).toBe(1);
  });

  it("shows the studio's own words when it refuses the input", async () => {
    const { cookie, create } = await open({ renderer: fakeRenderer({ failWith: new StudioInputError("The story has no words to narrate.") }), startRunner: true });
    const id = await create();
    const status = await waitForStatus(t.app, cookie, id, ["error"]);
    expect(status.error).toContain("The story has no words to narrate.");
    expect(status.error).toContain("refunded");
  });

  it("retries a job left running by a dead process: it completes and is not refunded", async () => {
    const { cookie, user, create } = await open({ renderer: fakeRenderer(), startRunner: false });
    const id = await create();
    await t.database.db
      .updateTable("jobs")
      .set({ state: "running", attempts: 1, worker_id: "dead-host:4242:beef", heartbeat_at: new Date(Date.now() - 60_000).toISOString() })
      .where("video_id", "=", id)
      .execute();
    await t.database.db.updateTable("videos").set({ status: "generating_video", progress_percent: 40, stage: "render" }).where("id", "=", id).execute();

    await t.jobQueue.start();
    expect((await waitForStatus(t.app, cookie, id, ["completed", "error"])).status).toBe("completed");
    expect(await refunds(id)).toHaveLength(0);
    expect(await balance(user.id)).toBe(0);
    expect(await settledJob(id)).toMatchObject({ state: "done", attempts: 2 });
  });

  it("fails and refunds once a job whose last attempt died, even when two runners recover it", async () => {
    const { cookie, user, create } = await open({ renderer: fakeRenderer(), startRunner: false });
    const id = await create();
    await t.database.db
      .updateTable("jobs")
      .set({ state: "running", attempts: 2, worker_id: "dead-host:4242:beef", heartbeat_at: new Date(Date.now() - 60_000).toISOString() })
      .where("video_id", "=", id)
      .execute();

    const second = queueFor(fakeRenderer());
    await Promise.all([t.jobQueue.start(), second.start()]);
    await second.stop();
    const status = await waitForStatus(t.app, cookie, id, ["error", "completed"]);
    expect(status).toMatchObject({ status: "error", error: INTERRUPTED_MESSAGE });
    expect(await refunds(id)).toHaveLength(1);
    expect(await balance(user.id)).toBe(1);
    expect((await job(id)).state).toBe("failed");
  });

  it("leaves a render aborted by a shutdown queued, without using an attempt, and the next start finishes it", async () => {
    let started = 0;
    const { cookie, user, create } = await open({ renderer: fakeRenderer({ hang: true, onStart: () => (started += 1) }), startRunner: true });
    const id = await create();
    await waitForStatus(t.app, cookie, id, ["generating_video"]);
    await t.jobQueue.stop();
    expect(started).toBe(1);
    expect(await job(id)).toMatchObject({ state: "queued", attempts: 0, worker_id: null });
    // Nothing half-written: no files published, no refund.
    expect((await t.database.db.selectFrom("videos").select("video_file").where("id", "=", id).executeTakeFirstOrThrow()).video_file).toBeNull();
    expect(await refunds(id)).toHaveLength(0);

    const next = queueFor(fakeRenderer());
    await next.start();
    try {
      await waitForStatus(t.app, cookie, id, ["completed"]);
    } finally {
      await next.stop();
    }
    expect(await balance(user.id)).toBe(0);
    expect(await refunds(id)).toHaveLength(0);
  });

  it("stops a render whose job another runner took back, writing nothing", async () => {
    const { cookie, create } = await open({ renderer: fakeRenderer({ hang: true }), startRunner: true });
    const id = await create();
    await waitForStatus(t.app, cookie, id, ["generating_video"]);
    await t.database.db.updateTable("jobs").set({ worker_id: "another-runner" }).where("video_id", "=", id).execute();
    // The next heartbeat notices, aborts the render and leaves the job to its new owner.
    await new Promise((r) => setTimeout(r, 400));
    expect(await job(id)).toMatchObject({ state: "running", worker_id: "another-runner", attempts: 1 });
    expect((await waitForStatus(t.app, cookie, id, ["generating_video"])).status).toBe("generating_video");
  });

  it("never completes a video that was failed and refunded while it rendered", async () => {
    const { cookie, user, create } = await open({ renderer: fakeRenderer(), startRunner: false });
    const id = await create();
    const inner = fakeRenderer();
    const handler = createRenderVideoHandler({
      db: t.database.db,
      media: new MediaStore(t.database.config.mediaDir),
      log: quietLog,
      renderer: async (request) => {
        const result = await inner(request);
        await failVideo(t.database.db, id, "Taken over and failed.");
        return result;
      },
    });
    expect(await handler(id, new AbortController().signal)).toBe("failed");
    expect(await waitForStatus(t.app, cookie, id, ["error"])).toMatchObject({ status: "error", error: "Taken over and failed." });
    expect(await balance(user.id)).toBe(1);
    // Running the job again changes nothing.
    expect(await handler(id, new AbortController().signal)).toBe("failed");
    expect(await refunds(id)).toHaveLength(1);
  });
});
