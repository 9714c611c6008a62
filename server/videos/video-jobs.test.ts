import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { StudioInputError } from "@studio";
import { sumEntries } from "../credits/ledger";
import type { Db } from "../db";
import type { JobQueue } from "../jobs/job-queue";
import { LocalMediaStore } from "../media/local-media-store";
import {
  createTestApp,
  quietLog,
  registerAndSignIn,
  testEngines,
  type TestApp,
  type TestJobsOptions,
} from "../test-support/test-app";
import { failVideo } from "./fail-video";
import { fakeRenderer, waitForStatus } from "../test-support/fake-renderer";
import { englishOf } from "@common/messages";
import { INTERRUPTED_MESSAGE, TIMED_OUT_MESSAGE } from "./failure-messages";
import { createRenderVideoHandler } from "./render-video";
import type { Renderer } from "./renderer";
import { createVideoJobQueue, type VideoJobQueueOptions } from "./video-jobs";

const story = "On my first day as a lifeguard in Brighton a seagull stole my whistle, and I chased it down the pier.";
const tuning = { pollIntervalMs: 50, heartbeatIntervalMs: 100, staleAfterMs: 1000, progressIntervalMs: 0 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const enospc = (syscall: string) =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}`), { code: "ENOSPC", syscall });

/** A media folder on a full disk: `write` fails with ENOSPC its first `times` calls. */
class FullDisk extends LocalMediaStore {
  constructor(
    root: string,
    private readonly write: "createWorkDir" | "publish",
    private times = Number.POSITIVE_INFINITY,
  ) {
    super(root);
  }

  override async createWorkDir(videoId: number) {
    this.failIf("createWorkDir", "mkdir");
    return super.createWorkDir(videoId);
  }

  override async publish(videoId: number, files: Parameters<LocalMediaStore["publish"]>[1]) {
    this.failIf("publish", "rename");
    return super.publish(videoId, files);
  }

  private failIf(write: FullDisk["write"], syscall: string) {
    if (write !== this.write || this.times <= 0) return;
    this.times -= 1;
    throw enospc(syscall);
  }
}

/** A render that never ends and ignores its abort signal: the job must not wait for it. */
const neverSettles: Renderer = async (request) => {
  request.onProgress({ stage: "render", percent: 30 });
  return new Promise<never>(() => {});
};

/** The keys of the user's credit entries, oldest first. */
const entryKeys = async (db: Db, userId: number) =>
  (await db.selectFrom("credit_entries").select("key").where("user_id", "=", userId).orderBy("id").execute()).map(
    (e) => e.key,
  );

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
    const row = await t.database.db
      .selectFrom("credit_balances")
      .select("balance")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return Number(row?.balance);
  };
  const refunds = async (videoId: number) =>
    t.database.db.selectFrom("credit_entries").select("id").where("key", "=", `refund:${videoId}`).execute();
  const job = (videoId: number) =>
    t.database.db.selectFrom("jobs").selectAll().where("video_id", "=", videoId).executeTakeFirstOrThrow();
  /** The video's job as a process that died while running its `attempts`th attempt leaves it: stale heartbeat. */
  const leftRunningByDeadProcess = (videoId: number, attempts: number) =>
    t.database.db
      .updateTable("jobs")
      .set({
        state: "running",
        attempts,
        worker_id: "dead-host:4242:beef",
        heartbeat_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .where("video_id", "=", videoId)
      .execute();
  // The runner closes the job just after the handler saved the video, so a status poll can see the video first.
  const settledJob = async (videoId: number) => {
    for (let i = 0; i < 200; i += 1) {
      const row = await job(videoId);
      if (row.state !== "running") return row;
      await new Promise((r) => setTimeout(r, 10));
    }
    return job(videoId);
  };
  const queueFor = (renderer: Renderer, extra: Partial<VideoJobQueueOptions> = {}) =>
    createVideoJobQueue({ config: t.database.config, db: t.database.db, renderer, log: quietLog, tuning, ...extra });
  const withQueue = async (queue: JobQueue, body: () => Promise<void>) => {
    await queue.start();
    try {
      await body();
    } finally {
      await queue.stop();
    }
  };
  const workDirs = async (videoId: number) =>
    (
      await fs.readdir(new LocalMediaStore(t.database.config.media.dir).videoDir(videoId)).catch((): string[] => [])
    ).filter((f) => f.startsWith("work-"));
  /** Call with the runner still working: by the end a second refund, from a retry or a recovery, would have shown. */
  const expectRefundedOnce = async (userId: number, videoId: number) => {
    await sleep(tuning.staleAfterMs + 5 * tuning.pollIntervalMs);
    expect(await entryKeys(t.database.db, userId)).toEqual([
      `signup:${userId}`,
      `spend:${videoId}`,
      `refund:${videoId}`,
    ]);
    expect(await balance(userId)).toBe(1);
  };

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
    expect(await waitForStatus(t.app, cookie, id, ["pending"])).toEqual({
      status: "pending",
      error: null,
      failure: null,
      progressPercent: 0,
      stage: "queued",
    });

    await t.jobQueue.start();
    const seen = await waitForStatus(t.app, cookie, id, ["processing"]);
    expect(seen.stage).toMatch(/starting|direct/);
    expect(await waitForStatus(t.app, cookie, id, ["generating_video"])).toEqual({
      status: "generating_video",
      error: null,
      failure: null,
      progressPercent: 42,
      stage: "render",
    });
    release();
    expect((await waitForStatus(t.app, cookie, id, ["completed"])).progressPercent).toBe(100);
    expect((await settledJob(id)).state).toBe("done");
  });

  it("fails a video whose render throws with a readable message and refunds it exactly once", async () => {
    const { cookie, user, create } = await open({
      renderer: fakeRenderer({ failWith: new Error("ffmpeg exited with code 187") }),
      startRunner: true,
    });
    const id = await create();
    const status = await waitForStatus(t.app, cookie, id, ["error", "completed"]);
    expect(status.status).toBe("error");
    expect(status.error).toBe(
      "Something went wrong while making your video. Your credit has been refunded, so you can try again.",
    );
    expect(await balance(user.id)).toBe(1);
    expect(await refunds(id)).toHaveLength(1);
    expect((await settledJob(id)).state).toBe("failed");

    // The failure handler running again, even after the status was put back, still refunds only once.
    expect(await failVideo(t.database.db, id, { code: "video_failed" })).toBe(false);
    await t.database.db.updateTable("videos").set({ status: "processing" }).where("id", "=", id).execute();
    await failVideo(t.database.db, id, { code: "video_failed" });
    expect(await balance(user.id)).toBe(1);
    expect(await refunds(id)).toHaveLength(1);
    expect(await sumEntries(t.database.db, user.id)).toBe(1);
  });

  it("shows the studio's own words when it refuses the input", async () => {
    const { cookie, create } = await open({
      renderer: fakeRenderer({ failWith: new StudioInputError("The story has no words to narrate.") }),
      startRunner: true,
    });
    const id = await create();
    const status = await waitForStatus(t.app, cookie, id, ["error"]);
    expect(status.error).toContain("The story has no words to narrate.");
    expect(status.error).toContain("refunded");
    // Stored as a code and its values, for the client to say in the person's language.
    expect(status.failure).toEqual({
      code: "video_failed_input",
      params: { reason: "The story has no words to narrate." },
    });
    const row = await t.database.db
      .selectFrom("videos")
      .select(["error_code", "error_params"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      error_code: "video_failed_input",
      error_params: JSON.stringify({ reason: "The story has no words to narrate." }),
    });
  });

  it("gives a video failed before failures were stored as codes its code, read back from the English", async () => {
    const { cookie, create } = await open({
      renderer: fakeRenderer({ failWith: new Error("disk full") }),
      startRunner: true,
    });
    const id = await create();
    await waitForStatus(t.app, cookie, id, ["error"]);
    await t.database.db
      .updateTable("videos")
      .set({ error_code: null, error_params: null, error: englishOf(TIMED_OUT_MESSAGE) })
      .where("id", "=", id)
      .execute();
    expect(await waitForStatus(t.app, cookie, id, ["error"])).toMatchObject({
      error: englishOf(TIMED_OUT_MESSAGE),
      failure: { code: "video_timed_out" },
    });
    await t.database.db
      .updateTable("videos")
      .set({ error: "Some words no release ever wrote." })
      .where("id", "=", id)
      .execute();
    expect(await waitForStatus(t.app, cookie, id, ["error"])).toMatchObject({
      error: "Some words no release ever wrote.",
      failure: null,
    });
  });

  it("retries a job left running by a dead process: it completes and is not refunded", async () => {
    const { cookie, user, create } = await open({ renderer: fakeRenderer(), startRunner: false });
    const id = await create();
    await leftRunningByDeadProcess(id, 1);
    await t.database.db
      .updateTable("videos")
      .set({ status: "generating_video", progress_percent: 40, stage: "render" })
      .where("id", "=", id)
      .execute();

    await t.jobQueue.start();
    expect((await waitForStatus(t.app, cookie, id, ["completed", "error"])).status).toBe("completed");
    expect(await refunds(id)).toHaveLength(0);
    expect(await balance(user.id)).toBe(0);
    expect(await settledJob(id)).toMatchObject({ state: "done", attempts: 2 });
  });

  it("fails and refunds once a job whose last attempt died, even when two runners recover it", async () => {
    const { cookie, user, create } = await open({ renderer: fakeRenderer(), startRunner: false });
    const id = await create();
    await leftRunningByDeadProcess(id, 2);

    const second = queueFor(fakeRenderer());
    await Promise.all([t.jobQueue.start(), second.start()]);
    await second.stop();
    const status = await waitForStatus(t.app, cookie, id, ["error", "completed"]);
    expect(status).toMatchObject({
      status: "error",
      error: englishOf(INTERRUPTED_MESSAGE),
      failure: INTERRUPTED_MESSAGE,
    });
    expect(await refunds(id)).toHaveLength(1);
    expect(await balance(user.id)).toBe(1);
    expect((await job(id)).state).toBe("failed");
  });

  it("leaves a render aborted by a shutdown queued, without using an attempt, and the next start finishes it", async () => {
    let started = 0;
    const { cookie, user, create } = await open({
      renderer: fakeRenderer({ hang: true, onStart: () => (started += 1) }),
      startRunner: true,
    });
    const id = await create();
    await waitForStatus(t.app, cookie, id, ["generating_video"]);
    await t.jobQueue.stop();
    expect(started).toBe(1);
    expect(await job(id)).toMatchObject({ state: "queued", attempts: 0, worker_id: null });
    // Nothing half-written: no files published, no refund.
    expect(
      (await t.database.db.selectFrom("videos").select("video_file").where("id", "=", id).executeTakeFirstOrThrow())
        .video_file,
    ).toBeNull();
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
      media: new LocalMediaStore(t.database.config.media.dir),
      log: quietLog,
      renderer: async (request) => {
        const result = await inner(request);
        await failVideo(t.database.db, id, { code: "video_interrupted" });
        return result;
      },
    });
    expect(await handler(id, new AbortController().signal)).toBe("failed");
    expect(await waitForStatus(t.app, cookie, id, ["error"])).toMatchObject({
      status: "error",
      failure: { code: "video_interrupted" },
    });
    expect(await balance(user.id)).toBe(1);
    // Running the job again changes nothing.
    expect(await handler(id, new AbortController().signal)).toBe("failed");
    expect(await refunds(id)).toHaveLength(1);
  });

  it("completes a video whose scenes fell back from hosted pictures, and logs which did and why", async () => {
    const { cookie, create } = await open({ renderer: fakeRenderer(), startRunner: false });
    const id = await create();
    const warnings: Array<{ obj: object; msg: string }> = [];
    const pictures = [
      { sceneId: "s1", source: "pexels" as const, credit: "Photo: Jane Doe / Pexels" },
      { sceneId: "s2", source: "illustrated" as const, fallbackReason: "Pexels timed out after 20000 ms" },
    ];
    const handler = createRenderVideoHandler({
      db: t.database.db,
      media: new LocalMediaStore(t.database.config.media.dir),
      log: { ...quietLog, warn: (obj, msg) => warnings.push({ obj, msg }) },
      renderer: async (request) => ({ ...(await fakeRenderer()(request)), pictures }),
    });
    expect(await handler(id, new AbortController().signal)).toBe("completed");
    expect((await waitForStatus(t.app, cookie, id, ["completed"])).status).toBe("completed");
    expect(warnings).toEqual([
      { obj: { videoId: id, pictures }, msg: "some scenes fell back to illustrated pictures" },
    ]);
  });

  it.each<[string, (mediaDir: string) => Promise<LocalMediaStore>, RegExp]>([
    [
      "MEDIA_DIR is a file, so no folder can be made in it",
      async (mediaDir) => {
        await fs.writeFile(`${mediaDir}-file`, "");
        return new LocalMediaStore(`${mediaDir}-file`);
      },
      /ENOTDIR/,
    ],
    ["the media folder's disk is full", async (mediaDir) => new FullDisk(mediaDir, "createWorkDir"), /ENOSPC/],
    [
      "the disk fills up while the rendered files are published",
      async (mediaDir) => new FullDisk(mediaDir, "publish"),
      /ENOSPC/,
    ],
  ])(
    "fails and refunds once, after one retry, a video whose job crashes because %s",
    async (_case, brokenMedia, cause) => {
      const { cookie, user, create } = await open({ renderer: fakeRenderer(), startRunner: false });
      const id = await create();
      await withQueue(queueFor(fakeRenderer(), { media: await brokenMedia(t.database.config.media.dir) }), async () => {
        expect(await waitForStatus(t.app, cookie, id, ["error", "completed"], 5000)).toMatchObject({
          status: "error",
          error: englishOf(INTERRUPTED_MESSAGE),
          failure: INTERRUPTED_MESSAGE,
        });
        expect(await settledJob(id)).toMatchObject({
          state: "failed",
          attempts: 2,
          last_error: expect.stringMatching(cause),
        });
        await expectRefundedOnce(user.id, id);
      });
      expect(await workDirs(id)).toEqual([]);
    },
  );

  it("completes, without a refund, a video whose first attempt crashed and whose retry worked", async () => {
    const { cookie, user, create } = await open({ renderer: fakeRenderer(), startRunner: false });
    const id = await create();
    await withQueue(
      queueFor(fakeRenderer(), { media: new FullDisk(t.database.config.media.dir, "publish", 1) }),
      async () => {
        expect((await waitForStatus(t.app, cookie, id, ["completed", "error"], 5000)).status).toBe("completed");
        expect(await settledJob(id)).toMatchObject({ state: "done", attempts: 2 });
        await sleep(tuning.staleAfterMs + 5 * tuning.pollIntervalMs);
      },
    );
    expect(await entryKeys(t.database.db, user.id)).toEqual([`signup:${user.id}`, `spend:${id}`]);
    expect(await balance(user.id)).toBe(0);
    expect(
      (await t.app.inject({ method: "GET", url: `/media/videos/${id}/video.mp4`, headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it("aborts, fails and refunds once a render that outlives its deadline, even one that ignores the abort", async () => {
    let hung: AbortSignal | undefined;
    const renderer: Renderer = async (request) => {
      if (hung) return fakeRenderer()(request);
      hung = request.signal;
      return neverSettles(request);
    };
    const { cookie, user, create } = await open({ renderer, startRunner: true, tuning: { renderTimeoutMs: 1000 } });
    const id = await create();
    await waitForStatus(t.app, cookie, id, ["generating_video"]);
    expect(await workDirs(id)).toHaveLength(1);

    expect(await waitForStatus(t.app, cookie, id, ["error", "completed"], 5000)).toMatchObject({
      status: "error",
      error: englishOf(TIMED_OUT_MESSAGE),
      failure: TIMED_OUT_MESSAGE,
    });
    expect(hung?.aborted).toBe(true);
    // Not retried: a render that hung once would hang again.
    expect(await settledJob(id)).toMatchObject({ state: "failed", attempts: 1 });
    expect(await workDirs(id)).toEqual([]);
    await expectRefundedOnce(user.id, id);

    // The abandoned render holds no slot (one render at a time here): the next video is made.
    const next = await create();
    expect((await waitForStatus(t.app, cookie, next, ["completed", "error"], 5000)).status).toBe("completed");
  });
});

// pg-boss runs the same handler, so the same deadline and refunds; its own retries and dead-letter queue end crashes.
describe.runIf(testEngines.includes("postgres"))("video jobs on pg-boss", () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });
  const open = async (renderer: Renderer, jobTuning: TestJobsOptions["tuning"] = {}) => {
    t = await createTestApp("postgres", { jobs: { queue: "pg-boss", renderer, startRunner: true, tuning: jobTuning } });
    const { user, cookie } = await registerAndSignIn(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/videos",
      headers: { cookie },
      payload: { title: "Seagull", originalAnecdote: story },
    });
    expect(res.statusCode).toBe(201);
    return { user, cookie, id: res.json().id as number };
  };

  it("fails and refunds once a render that outlives its deadline", async () => {
    const { user, cookie, id } = await open(neverSettles, { renderTimeoutMs: 1000 });
    expect(await waitForStatus(t.app, cookie, id, ["error", "completed"], 10_000)).toMatchObject({
      status: "error",
      error: englishOf(TIMED_OUT_MESSAGE),
      failure: TIMED_OUT_MESSAGE,
    });
    await sleep(3000);
    expect(await entryKeys(t.database.db, user.id)).toEqual([`signup:${user.id}`, `spend:${id}`, `refund:${id}`]);
  });

  it("fails and refunds once a video whose job crashes after its render on both attempts", async () => {
    let renders = 0;
    // The files it names do not exist, so publishing them throws (ENOENT) after the render.
    const renderer: Renderer = async (request) => {
      renders += 1;
      return { ...(await fakeRenderer()(request)), videoPath: path.join(request.outDir, "missing.mp4") };
    };
    const { user, cookie, id } = await open(renderer);
    expect(await waitForStatus(t.app, cookie, id, ["error", "completed"], 20_000)).toMatchObject({
      status: "error",
      error: englishOf(INTERRUPTED_MESSAGE),
      failure: INTERRUPTED_MESSAGE,
    });
    await sleep(3000);
    expect(renders).toBe(2);
    expect(await entryKeys(t.database.db, user.id)).toEqual([`signup:${user.id}`, `spend:${id}`, `refund:${id}`]);
  });
});
