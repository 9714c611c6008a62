import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";
import { loadConfig, type Config } from "../config";
import { migrateToLatest, openDatabase, type Db, type DbHandle } from "../db";
import type { JobQueue } from "../jobs/job-queue";
import { createMediaStore } from "../media/create-media-store";
import { createEmptyPostgresDatabase } from "./postgres-database";
import type { Renderer } from "../videos/renderer";
import { studioRenderer } from "../videos/studio-renderer";
import { createVideoJobQueue, type JobTuning } from "../videos/video-jobs";

export type TestEngine = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI starts one). */
export const testEngines: TestEngine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export type TestDatabase = DbHandle & { config: Config; dispose: () => Promise<void> };

/** A real, empty, migrated database of the given engine, removed again by dispose(); `extraEnv` adds configuration. */
export async function createTestDatabase(engine: TestEngine, extraEnv: NodeJS.ProcessEnv = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-test-"));
  let dropDatabase = async () => {};
  let env: NodeJS.ProcessEnv = { ...extraEnv, NODE_ENV: "test", DATA_DIR: dataDir };
  if (engine === "postgres") {
    const database = await createEmptyPostgresDatabase();
    env = { ...env, DATABASE_URL: database.url };
    dropDatabase = database.drop;
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
export type TestJobsOptions = {
  renderer?: Renderer;
  startRunner?: boolean;
  tuning?: JobTuning;
  queue?: Config["jobs"]["queue"];
};

export const quietLog = { error: () => {}, warn: () => {} };

export type TestAppOptions = Partial<Omit<AppOptions, "config" | "database">> & {
  jobs?: TestJobsOptions;
  env?: NodeJS.ProcessEnv;
};

export async function createTestApp(engine: TestEngine, { env, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine, env);
  const started = await startTestApp(database, options);
  return {
    ...started,
    close: async () => {
      await started.close();
      await database.dispose();
    },
  };
}

/**
 * Another web process on a test database, as a second `npm start` would be: its own connections and memory, only
 * the database shared. close() leaves the database.
 */
export async function createTestAppOn(
  database: TestDatabase,
  options: Omit<TestAppOptions, "env"> = {},
): Promise<TestApp> {
  const handle = openDatabase(database.config.database);
  const started = await startTestApp({ ...database, ...handle }, options);
  return {
    ...started,
    close: async () => {
      await started.close();
      await handle.close();
    },
  };
}

/** The app on `database`; close() stops it and leaves the database. */
async function startTestApp(database: TestDatabase, options: Omit<TestAppOptions, "env">): Promise<TestApp> {
  const { jobs = {}, ...appOptions } = options;
  const media = appOptions.media ?? createMediaStore(database.config.media);
  const jobQueue =
    appOptions.jobQueue ??
    createVideoJobQueue({
      config: jobs.queue
        ? { ...database.config, jobs: { ...database.config.jobs, queue: jobs.queue } }
        : database.config,
      db: database.db,
      renderer: jobs.renderer ?? studioRenderer(database.config.studioProviders),
      log: quietLog,
      media,
      tuning: {
        pollIntervalMs: 50,
        heartbeatIntervalMs: 100,
        staleAfterMs: 1000,
        progressIntervalMs: 0,
        ...jobs.tuning,
      },
    });
  const app = await buildApp({
    ...appOptions,
    config: database.config,
    database,
    clientDir: appOptions.clientDir ?? null,
    jobQueue,
    media,
    limits: { register: { attempts: 1000, windowSeconds: 60 }, requestsPerMinute: 100_000, ...options.limits },
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
      media.close();
    },
  };
}

/** A user row named `name`, written straight to the database (no password that signs in, no signup credit): its id. */
export async function insertUser(db: Db, name: string): Promise<number> {
  const { id } = await db
    .insertInto("users")
    .values({
      username: name,
      username_key: name,
      email: `${name}@example.com`,
      password_hash: "x",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
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

/** The script the app previews for a signed-in person's story (POST /api/process-anecdote), as JSON. */
export async function previewScript(app: FastifyInstance, cookie: string, anecdote: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/process-anecdote",
    headers: { cookie },
    payload: { anecdote },
  });
  if (response.statusCode !== 200) throw new Error(`preview failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function registerAndSignIn(app: FastifyInstance, user = uniqueUser()) {
  const response = await app.inject({ method: "POST", url: "/api/register", payload: user });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { user: { ...user, id: response.json().id as number }, cookie: sessionCookie(response) };
}
