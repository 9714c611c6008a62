import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaTools } from "@studio";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "@server/test-support/postgres-database";
import { startS3Server, type TestS3Server } from "@server/test-support/s3-server";
import { freePort } from "./support/free-port";
import { RENDER_HOST } from "../scripts/render-host.mjs";

/**
 * StoryBites scaled out as the README describes: two web processes and two render workers on one PostgreSQL (pg-boss)
 * with the videos in S3-compatible storage and no shared disk. Real renders. One worker is killed with SIGKILL while it
 * renders; every video must still end completed or refunded, exactly once, and every finished one must play through
 * either web process. Needs PostgreSQL: runs where TEST_DATABASE_URL is set (CI starts one).
 */
const STORIES = [
  "The morning of my driving test it snowed for the first time in years. The examiner looked at the road, looked at me, and said we would go slowly. I passed.",
  "My dad taught me to fish on a grey lake in Scotland. We caught nothing all day, and then a heron landed right beside our boat and stared at us.",
  "At my first job in a bakery I dropped a whole tray of croissants on the floor. The owner laughed, handed me a broom, and told me she had done the same on her first day.",
  "Last summer my little brother and I built a raft from old pallets. It sank ten metres from the shore, and we swam back laughing so hard we could barely breathe.",
];
const RENDER_TIMEOUT_SECONDS = 50;

type Proc = { name: string; child: ChildProcess; log: () => string };
type Account = { cookie: string; userId: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "scale-out: two web processes and two workers on PostgreSQL, pg-boss and S3",
  () => {
    const procs: Proc[] = [];
    const dataDirs: string[] = [];
    let s3: TestS3Server;
    let database: EmptyPostgresDatabase | undefined;
    let databaseUrl: string;
    let webUrls: string[] = [];

    function startProcess(name: string, env: Record<string, string>): Proc {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storybites-${name}-`));
      dataDirs.push(dataDir);
      const child = spawn(process.execPath, [...RENDER_HOST.execArgv, "--import", "tsx", "server/main.ts"], {
        env: {
          ...process.env,
          ...RENDER_HOST.env,
          ...s3.env,
          NODE_ENV: "test",
          DATABASE_URL: databaseUrl,
          QUEUE: "pg-boss",
          DATA_DIR: dataDir,
          SERVE_CLIENT: "false",
          HOST: "127.0.0.1",
          JOB_CONCURRENCY: "1",
          RENDER_TIMEOUT_SECONDS: String(RENDER_TIMEOUT_SECONDS),
          // Only the four videos under test are rendered.
          SHOWCASE_EXAMPLES: "0",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let log = "";
      child.stdout!.on("data", (chunk) => (log += chunk));
      child.stderr!.on("data", (chunk) => (log += chunk));
      const proc = { name, child, log: () => log };
      procs.push(proc);
      return proc;
    }

    async function waitForLine(proc: Proc, pattern: RegExp) {
      const deadline = Date.now() + 90_000;
      while (!pattern.test(proc.log())) {
        if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited early:\n${proc.log()}`);
        if (Date.now() > deadline) throw new Error(`${proc.name} did not start:\n${proc.log()}`);
        await sleep(200);
      }
    }

    async function startWeb(name: string): Promise<string> {
      const port = await freePort();
      const proc = startProcess(name, { PROCESS_ROLE: "web", PORT: String(port) });
      await waitForLine(proc, /StoryBites is running/);
      return `http://127.0.0.1:${port}`;
    }

    async function startWorker(name: string): Promise<Proc> {
      const proc = startProcess(name, { PROCESS_ROLE: "worker" });
      await waitForLine(proc, /StoryBites worker is rendering/);
      return proc;
    }

    const request = (base: string, route: string, init: RequestInit & { cookie?: string } = {}) =>
      fetch(`${base}${route}`, {
        ...init,
        headers: {
          origin: base,
          "content-type": "application/json",
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...init.headers,
        },
      });

    beforeAll(async () => {
      database = await createEmptyPostgresDatabase("sb_scale");
      databaseUrl = database.url;
      s3 = await startS3Server("storybites-scale-out");
      // The first process migrates the empty database; the others then start together.
      webUrls = [await startWeb("web-a")];
      webUrls.push(
        ...(
          await Promise.all([
            startWeb("web-b"),
            startWorker("worker-1").then(() => ""),
            startWorker("worker-2").then(() => ""),
          ])
        ).filter(Boolean),
      );
    }, 180_000);

    afterAll(async () => {
      for (const proc of procs) {
        if (proc.child.exitCode === null && proc.child.signalCode === null) {
          proc.child.kill("SIGTERM");
          await new Promise((resolve) => proc.child.once("exit", resolve));
        }
      }
      await s3?.stop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      await database?.drop();
    }, 60_000);

    it("completes or refunds every video exactly once when a worker dies mid-render, and plays each through either web process", async () => {
      const started = Date.now();
      // Four people, each signing up on one web process and making a short video on the other: two renders under way
      // and two waiting is the least that keeps both workers busy with work queued behind them.
      const accounts: Account[] = [];
      const videoIds: number[] = [];
      for (const [index, story] of STORIES.entries()) {
        const signUpOn = webUrls[index % 2]!;
        const createOn = webUrls[(index + 1) % 2]!;
        const tag = `scale${index}${randomBytes(3).toString("hex")}`;
        const registered = await request(signUpOn, "/api/register", {
          method: "POST",
          body: JSON.stringify({ username: tag, email: `${tag}@example.com`, password: "correct-horse-1" }),
        });
        expect(registered.status).toBe(201);
        const cookie = registered.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
        accounts.push({ cookie, userId: (await registered.json()).id });
        const created = await request(createOn, "/api/videos", {
          method: "POST",
          cookie,
          body: JSON.stringify({
            title: `Story ${index + 1}`,
            originalAnecdote: story,
            options: { duration: "short", aspectRatio: "9:16" },
          }),
        });
        expect(created.status, await created.clone().text()).toBe(201);
        videoIds.push((await created.json()).id);
      }

      const statusOf = async (index: number) => {
        const res = await request(webUrls[index % 2]!, `/api/videos/${videoIds[index]}/status`, {
          cookie: accounts[index]!.cookie,
        });
        return (await res.json()) as { status: string; progressPercent?: number };
      };

      // Both workers are busy while two more videos wait: once a render is well under way, worker 1 dies without warning.
      const worker1 = procs.find((proc) => proc.name === "worker-1")!;
      const killDeadline = Date.now() + 120_000;
      for (;;) {
        const statuses = await Promise.all(videoIds.map((_, index) => statusOf(index)));
        const rendering = statuses.filter((s) => s.status === "generating_video" || s.status === "processing").length;
        if (rendering >= 2 && statuses.some((s) => (s.progressPercent ?? 0) >= 30)) break;
        expect(Date.now(), "two renders never got going").toBeLessThan(killDeadline);
        await sleep(500);
      }
      worker1.child.kill("SIGKILL");
      const killedAt = Date.now();

      // Every video ends, on the surviving worker: the killed render's job is retried once pg-boss finds it abandoned.
      const finishDeadline = Date.now() + (RENDER_TIMEOUT_SECONDS + 20 + 15) * 1000 + 240_000;
      let finals: { status: string }[] = [];
      for (;;) {
        finals = await Promise.all(videoIds.map((_, index) => statusOf(index)));
        if (finals.every((s) => s.status === "completed" || s.status === "error")) break;
        expect(
          Date.now(),
          `videos still unfinished: ${JSON.stringify(finals)}\n${procs.map((p) => `${p.name}:\n${p.log().slice(-2000)}`).join("\n")}`,
        ).toBeLessThan(finishDeadline);
        await sleep(2000);
      }
      const finishedAt = Date.now();

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        // Exactly once: one spend per video, one refund for each failed video and none for a finished one.
        for (const [index, videoId] of videoIds.entries()) {
          const { rows } = await db.query<{ kind: string; n: number }>(
            "select kind, count(*)::int as n from credit_entries where key in ($1, $2) group by kind",
            [`spend:${videoId}`, `refund:${videoId}`],
          );
          const count = (kind: string) => rows.find((row) => row.kind === kind)?.n ?? 0;
          expect(count("spend"), `video ${videoId}`).toBe(1);
          expect(count("refund"), `video ${videoId}`).toBe(finals[index]!.status === "error" ? 1 : 0);
        }
        // Every balance equals its ledger, and the credits API of either web process says the same.
        for (const [index, account] of accounts.entries()) {
          const { rows } = await db.query<{ balance: number; ledger: number }>(
            "select b.balance, (select coalesce(sum(delta), 0)::int from credit_entries e where e.user_id = b.user_id) as ledger from credit_balances b where b.user_id = $1",
            [account.userId],
          );
          expect(rows[0]!.balance).toBe(rows[0]!.ledger);
          expect(rows[0]!.balance).toBe(finals[index]!.status === "error" ? 1 : 0);
          for (const base of webUrls) {
            const credits = await (await request(base, "/api/credits", { cookie: account.cookie })).json();
            expect(credits.credits).toBe(rows[0]!.balance);
          }
        }
        const { rows: jobs } = await db.query<{ state: string; retry_count: number }>(
          "select state, retry_count from pgboss.job where name = 'render-video'",
        );
        const retries = jobs.reduce((sum, job) => sum + job.retry_count, 0);
        expect(retries, "the killed worker's job was run again").toBeGreaterThanOrEqual(1);

        // Each finished video plays through either web process: the same bytes, a real MP4 with picture and sound, seekable.
        const ffprobe = mediaTools().ffprobe;
        const completed = videoIds.filter((_, index) => finals[index]!.status === "completed");
        for (const videoId of completed) {
          const owner = accounts[videoIds.indexOf(videoId)]!;
          const copies: Buffer[] = [];
          for (const base of webUrls) {
            const res = await request(base, `/media/videos/${videoId}/video.mp4`, { cookie: owner.cookie });
            expect(res.status).toBe(200);
            copies.push(Buffer.from(await res.arrayBuffer()));
            const part = await request(base, `/media/videos/${videoId}/video.mp4`, {
              cookie: owner.cookie,
              headers: { range: "bytes=100-199" },
            });
            expect(part.status).toBe(206);
            expect(Buffer.from(await part.arrayBuffer()).equals(copies.at(-1)!.subarray(100, 200))).toBe(true);
            const stranger = await request(base, `/media/videos/${videoId}/video.mp4`, {
              cookie: accounts.find((a) => a !== owner)!.cookie,
            });
            expect(stranger.status).toBe(404);
          }
          expect(createHash("sha256").update(copies[0]!).digest("hex")).toBe(
            createHash("sha256").update(copies[1]!).digest("hex"),
          );
          const file = path.join(dataDirs[0]!, `played-${videoId}.mp4`);
          fs.writeFileSync(file, copies[0]!);
          const probe = spawnSync(
            ffprobe,
            ["-v", "error", "-show_entries", "stream=codec_type:format=duration", "-of", "json", file],
            { encoding: "utf8" },
          );
          const info = JSON.parse(probe.stdout) as { streams: { codec_type: string }[]; format: { duration: string } };
          expect(info.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
          expect(Number(info.format.duration)).toBeGreaterThan(10);
        }
        // The killed render is the only one allowed to fail, and only by running out of attempts.
        expect(completed.length).toBeGreaterThanOrEqual(videoIds.length - 1);

        console.log(
          `scale-out: ${videoIds.length} videos from ${accounts.length} users, ${completed.length} completed, ${videoIds.length - completed.length} refunded; ` +
            `${retries} retried after the SIGKILL; worker killed ${((killedAt - started) / 1000).toFixed(0)} s in, all finished ${((finishedAt - started) / 1000).toFixed(0)} s after the first request`,
        );
      } finally {
        await db.end();
      }
    }, 900_000);
  },
);
