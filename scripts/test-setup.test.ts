import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script run by `npm test`'s set-up step
import { planSetup } from "./test-setup.mjs";

type Plan = { missing: unknown[]; packages: string[]; command: string; canInstall: boolean };
type System = {
  isRoot: boolean;
  hasApt: boolean;
  exists?: (path: string) => boolean;
  onPath?: (command: string) => boolean;
};
// A machine that has pocketsphinx and its model, so each test looks at Chromium alone unless it says otherwise.
const withSphinx = {
  exists: (path: string) => path.startsWith("/usr/share/pocketsphinx/") || path === process.execPath,
  onPath: () => true,
};
const plan = (env: Record<string, string>, who: System) =>
  (planSetup as (env: Record<string, string>, who: System) => Plan)(env, { ...withSphinx, ...who });

describe("npm test's set-up step", () => {
  it("asks for nothing when Chromium is where CHROMIUM_PATH says", () => {
    expect(plan({ CHROMIUM_PATH: process.execPath }, { isRoot: true, hasApt: true }).missing).toEqual([]);
  });

  it("installs Chromium from Debian's packages when it is missing and it may", () => {
    const result = plan({ CHROMIUM_PATH: "/nonexistent/chromium" }, { isRoot: true, hasApt: true });
    expect(result.packages).toEqual(["chromium"]);
    expect(result.canInstall).toBe(true);
  });

  it("installs pocketsphinx and its model when the recogniser or the model is missing", () => {
    const noModel = { exists: (path: string) => path === process.execPath };
    for (const machine of [{ onPath: () => false }, noModel]) {
      const result = plan({ CHROMIUM_PATH: process.execPath }, { isRoot: true, hasApt: true, ...machine });
      expect(result.packages).toEqual(["pocketsphinx", "pocketsphinx-en-us"]);
    }
  });

  it("gives the exact command to run when it may not install", () => {
    for (const who of [
      { isRoot: false, hasApt: true },
      { isRoot: true, hasApt: false },
    ]) {
      const result = plan({ CHROMIUM_PATH: "/nonexistent/chromium" }, who);
      expect(result.canInstall).toBe(false);
      expect(result.command).toBe("apt-get update && apt-get install -y --no-install-recommends chromium");
    }
  });
});
