import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestDatabase,
  quietLog,
  registerAndSignIn,
  type TestApp,
  type TestDatabase,
} from "../test-support/test-app";
import { fakeRenderer, waitForStatus } from "../test-support/fake-renderer";
import { PgBossQueue } from "./pg-boss-queue";

const story = "My neighbour Tom built a treehouse so tall that the fire brigade had to fetch his cat from the roof.";

// pg-boss needs PostgreSQL: this runs where TEST_DATABASE_URL points at a server (CI starts one).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("pg-boss queue", () => {
  let t: TestApp | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await t?.close();
    await database?.dispose();
    t = undefined;
    database = undefined;
  });

  const post = (app: TestApp["app"], cookie: string) =>
    app.inject({
      method: "POST",
      url: "/api/videos",
      headers: { cookie },
      payload: { title: "Treehouse", originalAnecdote: story },
    });
  const bossJobs = async (db: TestDatabase["db"]) => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pgboss.job where name = 'render-video'`.execute(db);
    return rows[0]!.n;
  };

  it("renders a video on a pg-boss worker, and a refused request leaves no job behind", async () => {
    t = await createTestApp("postgres", { jobs: { queue: "pg-boss", renderer: fakeRenderer(), startRunner: true } });
    const { cookie } = await registerAndSignIn(t.app);
    const res = await post(t.app, cookie);
    expect(res.statusCode).toBe(201);
    expect((await post(t.app, cookie)).statusCode).toBe(402);
    expect(await bossJobs(t.database.db)).toBe(1);
    const status = await waitForStatus(t.app, cookie, res.json().id, ["completed", "error"], 30_000);
    expect(status).toMatchObject({ status: "completed", progressPercent: 100 });
  });

  it("refunds a failed render once", async () => {
    t = await createTestApp("postgres", {
      jobs: { queue: "pg-boss", renderer: fakeRenderer({ failWith: new Error("boom") }), startRunner: true },
    });
    const { cookie } = await registerAndSignIn(t.app);
    const { id } = (await post(t.app, cookie)).json();
    expect((await waitForStatus(t.app, cookie, id, ["error", "completed"], 30_000)).status).toBe("error");
    const credits = (await t.app.inject({ method: "GET", url: "/api/credits", headers: { cookie } })).json().credits;
    expect(credits).toBe(1);
  });

  it("retries a run that was cut off once, then hands the video to the exhausted handler", async () => {
    database = await createTestDatabase("postgres");
    const runs: number[] = [];
    const exhausted: number[] = [];
    const queue = new PgBossQueue({
      connectionString: (database.config.database as { url: string }).url,
      handler: async (videoId) => {
        runs.push(videoId);
        throw new Error("worker lost its database connection");
      },
      onAttemptsExhausted: async (videoId) => {
        exhausted.push(videoId);
      },
      log: quietLog,
      concurrency: 1,
      pollIntervalSeconds: 0.5,
    });
    await queue.start();
    try {
      await database.db.transaction().execute((trx) => queue.enqueue(trx, 42));
      queue.wake();
      const deadline = Date.now() + 30_000;
      while (exhausted.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await queue.stop();
    }
    expect(runs).toEqual([42, 42]);
    expect(exhausted).toEqual([42]);
  });
});
