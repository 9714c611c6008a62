import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export type RunningServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/user`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not start within 60 s:\n${output()}`);
}

/**
 * The real server, as `npm start` runs it, on a free port and an empty data folder (SQLite), serving the built client;
 * `env` adds configuration (a payment provider, say), and its PORT, if any, is the port (for a PUBLIC_URL naming it).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-e2e-"));
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    // No showcase renders competing with the tests' own unless a test asks for them.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "test",
      SHOWCASE_EXAMPLES: "0",
      // Three browser files at a time wait on this server's renders: two render at once rather than queue (the cores
      // are half idle while the browser tests run, decision 0021).
      JOB_CONCURRENCY: "2",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const baseURL = `http://localhost:${port}`;
  await waitUntilUp(baseURL, child, () => log);
  return {
    baseURL,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
