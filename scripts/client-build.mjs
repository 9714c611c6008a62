import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/client/index.html");
const sources = ["client", "common", "vite.config.ts", "package-lock.json"].map((p) => path.join(root, p));

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Builds the web client when any of its sources is newer than the last build. */
export function buildClientIfStale() {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log("Building the web client…");
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    // Always the production bundle: started from the test runner (NODE_ENV=test) Vite would build React's
    // development code, several times larger and slower, and the browser tests would measure that instead.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("The client build failed (see the output above).");
}
