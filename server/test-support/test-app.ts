import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";
import { loadConfig, type Config } from "../config";
import { migrateToLatest, openDatabase, type DbHandle } from "../db";
import type { JobQueue } from "../jobs/job-queue";
import type { Renderer } from "../videos/renderer";
import { studioRenderer } from "../videos/studio-renderer";
import { createVideoJobQueue, type JobTuning } from "../videos/video-jobs";

export type TestEngine = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI starts one). */
export const testEngines: TestEngine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export type TestDatabase = DbHandle & { config: Config; dispose: () => Promise<void> };

/** A real, empty, migrated database of the given engine, removed again by dispose(). */
export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-test-"));
  let dropDatabase = async () => {};
  let env: NodeJS.ProcessEnv = { NODE_ENV: "test", DATA_DIR: dataDir };
  if (engine === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `sb_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pg's pool.end() resolves before its sockets close; forcing the drop while they close makes the server
      // terminate them, which surfaces as an uncaught error in the test run. Give them a moment to go first.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig(env);
  const handle = openDatabase(config.database);
  await migrateToLatest(handle);
  return {
    ...handle,
    config,
    dispose: async () => {
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = { app: FastifyInstance; database: TestDatabase; jobQueue: JobQueue; close: () => Promise<void> };

/** Video jobs in tests: the renderer to use (the real studio by default) and whether a runner works the queue. */
export type TestJobsOptions = { renderer?: Renderer; startRunner?: boolean; tuning?: JobTuning; queue?: Config["jobs"]["queue"] };

export const quietLog = { error: () => {}, warn: () => {} };

export async function createTestApp(
  engine: TestEngine,
  options: Partial<Omit<AppOptions, "config" | "database">> & { jobs?: TestJobsOptions } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const { jobs = {}, ...appOptions } = options;
  const jobQueue =
    appOptions.jobQueue ??
    createVideoJobQueue({
      config: jobs.queue ? { ...database.config, jobs: { ...database.config.jobs, queue: jobs.queue } } : database.config,
      db: database.db,
      renderer: jobs.renderer ?? studioRenderer(database.config.studioProviders),
      log: quietLog,
      tuning: { pollIntervalMs: 50, heartbeatIntervalMs: 100, staleAfterMs: 1000, progressIntervalMs: 0, ...jobs.tuning },
    });
  const app = await buildApp({
    ...appOptions,
    config: database.config,
    database,
    clientDir: null,
    jobQueue,
    limits: { registerPerMinute: 1000, requestsPerMinute: 100_000, ...options.limits },
  });
  await app.ready();
  if (jobs.startRunner) await jobQueue.start();
  return {
    app,
    database,
    jobQueue,
    close: async () => {
      await jobQueue.stop();
      await app.close();
      await database.dispose();
    },
  };
}

let counter = 0;
export function uniqueUser(prefix = "user") {
  counter += 1;
  const tag = `${prefix}${counter}${randomBytes(3).toString("hex")}`;
  return { username: tag, email: `${tag}@example.com`, password: "correct-horse-1" };
}

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }) {
  const cookie = response.cookies.find((c) => c.name === "sb_session");
  if (!cookie) throw new Error("no session cookie in the response");
  return `sb_session=${cookie.value}`;
}

export async function registerAndSignIn(app: FastifyInstance, user = uniqueUser()) {
  const response = await app.inject({ method: "POST", url: "/api/register", payload: user });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { user: { ...user, id: response.json().id as number }, cookie: sessionCookie(response) };
}
