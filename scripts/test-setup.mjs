// `npm test`'s set-up step (scripts/run-tests.mjs runs it beside the lint and the client build): makes sure this machine has the system programs the tests drive, installing them from
// Debian's packages when it can (root with apt-get), and otherwise stopping at once with the command to run.
// ffmpeg is deliberately not here: the tests render with the npm-shipped binary, as a fresh install does.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * What the tests need from the system: how to tell it is there (from the environment and a look at the system:
 * `exists` for a path, `onPath` for a command), and the Debian packages that provide it.
 */
export const SYSTEM_REQUIREMENTS = [
  {
    what: "Chromium, for the browser tests",
    present: (env, { exists }) => exists(env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
    packages: ["chromium"],
  },
  {
    what: "the pocketsphinx speech recogniser and its US English model, for the narration tests that listen",
    present: (_env, { exists, onPath }) =>
      onPath("pocketsphinx_continuous") && exists("/usr/share/pocketsphinx/model/en-us/en-us/mdef"),
    packages: ["pocketsphinx", "pocketsphinx-en-us"],
  },
];

const onPathHere = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/** The missing requirements, and whether this process may install them itself. */
export function planSetup(
  env = process.env,
  {
    isRoot = process.getuid?.() === 0,
    hasApt = onPathHere("apt-get"),
    exists = fs.existsSync,
    onPath = onPathHere,
  } = {},
) {
  const missing = SYSTEM_REQUIREMENTS.filter((requirement) => !requirement.present(env, { exists, onPath }));
  const packages = [...new Set(missing.flatMap((requirement) => requirement.packages))];
  const command = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}`;
  return { missing, packages, command, canInstall: isRoot && hasApt };
}

function run(args) {
  console.log(`test setup: ${args.join(" ")}`);
  const result = spawnSync(args[0], args.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

function main() {
  const plan = planSetup();
  if (plan.missing.length === 0) return;
  const needs = plan.missing.map((requirement) => requirement.what).join("; ");
  if (!plan.canInstall) {
    console.error(`test setup: missing ${needs}.\nInstall it first, as root:\n\n  ${plan.command}\n`);
    process.exit(1);
  }
  console.log(`test setup: missing ${needs}; installing ${plan.packages.join(" ")} from Debian's packages`);
  const installed =
    run(["apt-get", "update", "-qq"]) &&
    run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...plan.packages]);
  const stillMissing = planSetup().missing;
  if (!installed || stillMissing.length > 0) {
    console.error(
      `test setup: the install did not work. Run it yourself and look at its output:\n\n  ${plan.command}\n`,
    );
    process.exit(1);
  }
  console.log("test setup: done");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
