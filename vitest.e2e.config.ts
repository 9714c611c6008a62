import { defineConfig } from "vitest/config";
import { ALIASES } from "./vitest.config";

export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    // One browser at a time: two cores are shared with the server under test.
    fileParallelism: false,
    testTimeout: 60_000,
    // A page on two busy cores can take seconds to show what a person waits for; Vitest's default 1 s made a poll
    // without its own timeout fail whenever the machine was loaded.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
