import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Written last by a build, so its age is the build's.
const builtIndex = path.join(root, "dist/client/landing.html");
const sources = ["client", "common", "vite.config.ts", "package-lock.json", "scripts/prerender-landing.mjs"].map((p) =>
  path.join(root, p),
);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Builds the web client when any of its sources is newer than the last build. */
export function buildClientIfStale() {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log("Building the web client…");
  buildClient();
}

/** The client's bundle, then the landing page rendered into its HTML (scripts/prerender-landing.mjs). */
export function buildClient() {
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const steps = [
    [vite, "build", "--logLevel", "warn", ...(process.env.CLIENT_SOURCEMAP ? ["--sourcemap"] : [])],
    // Resolved from the config's root, client/.
    [vite, "build", "--ssr", "src/server-render.tsx", "--outDir", "../dist/server-render", "--logLevel", "warn"],
    [path.join(root, "scripts/prerender-landing.mjs")],
  ];
  for (const args of steps) {
    const step = spawnSync(process.execPath, args, {
      cwd: root,
      stdio: "inherit",
      // Always the production bundle: started from the test runner (NODE_ENV=test) Vite would build React's
      // development code, several times larger and slower, and the browser tests would measure that instead.
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (step.status !== 0) throw new Error("The client build failed (see the output above).");
  }
}

// `npm run build`; `npm test` passes --if-stale.
if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes("--if-stale")) buildClientIfStale();
  else buildClient();
}
