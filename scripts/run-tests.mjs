// `npm test`. Three jobs that need nothing from each other run side by side first: installing the system programs the
// tests drive when they are missing (scripts/test-setup.mjs: mostly waiting on the network and the disk), the lint
// (one core) and the client's production build the browser tests serve (the other core). Then the unit and API tests,
// then the browser tests. On a fresh machine the install and the build used to wait for each other and for the lint,
// a minute and a half of the suite (decision 0021).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const script = (name) => path.join(root, "scripts", name);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/**
 * Runs one step to its end. A step run beside others keeps its output and prints it whole when it ends, so the
 * three never interleave; a step run alone prints as it goes. Resolves to whether it passed.
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

const first = await Promise.all([
  step("system set-up", process.execPath, [script("test-setup.mjs")], { beside: true }),
  step("lint", npm, ["run", "--silent", "lint"], { beside: true }),
  step("client build", process.execPath, [script("client-build.mjs"), "--if-stale"], { beside: true }),
]);
const passed =
  first.every(Boolean) &&
  (await step("unit and API tests", process.execPath, [vitest, "run"])) &&
  (await step("browser tests", process.execPath, [vitest, "run", "--config", "vitest.e2e.config.ts"]));
process.exitCode = passed ? 0 : 1;
