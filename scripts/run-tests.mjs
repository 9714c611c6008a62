// `npm test`. Four jobs that need nothing from each other start side by side: installing the system programs the
// browser and listening tests drive when they are missing (scripts/test-setup.mjs: mostly waiting on the network and
// the disk), the lint (one core), the client's production build the browser tests serve, and the scale-out test (it
// needs no browser, only the PostgreSQL of TEST_DATABASE_URL, and spends most of its time waiting for a killed
// worker's job to time out). The unit and API tests start once the first three are done, the browser tests once the
// unit tests and the scale-out test are. Before, each waited for the one before it (decision 0021).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const script = (name) => path.join(root, "scripts", name);
const E2E_CONFIG = "vitest.e2e.config.ts";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/**
 * Runs one step to its end. A step run beside others keeps its output and prints it whole when it ends, so they
 * never interleave; a step run alone prints as it goes. Resolves to whether it passed.
 */
function step(name, command, args, { beside = false } = {}) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit" });
  const output = [];
  if (beside) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\ntest: ${name} ${code === 0 ? "passed" : "FAILED"} (${seconds} s)\n`);
      resolve(code === 0);
    });
  });
}

// The scale-out test is not waited for before the unit tests: once its renders are done it only waits for the killed
// worker's job to expire (about 20 s with the cores idle), time the unit tests can use.
const scaleOut = step(
  "scale-out test",
  process.execPath,
  [vitest, "run", "--config", E2E_CONFIG, "--project", "scale-out"],
  {
    beside: true,
  },
);
const first = await Promise.all([
  step("system set-up", process.execPath, [script("test-setup.mjs")], { beside: true }),
  step("lint", npm, ["run", "--silent", "lint"], { beside: true }),
  step("client build", process.execPath, [script("client-build.mjs"), "--if-stale"], { beside: true }),
]);
const passed =
  first.every(Boolean) &&
  (await step("unit and API tests", process.execPath, [vitest, "run"])) &&
  (await scaleOut) &&
  (await step("browser tests", process.execPath, [vitest, "run", "--config", E2E_CONFIG, "--project", "browser"]));
process.exitCode = passed ? 0 : 1;
