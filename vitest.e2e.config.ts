import { defineConfig } from "vitest/config";
import { ALIASES } from "./vitest.config";

// Scaling out renders four real videos on two worker processes of its own and needs no browser: a project of its own,
// which `npm test` runs beside the lint (scripts/run-tests.mjs) and `npm run test:e2e` after the browser files.
const SCALE_OUT = "e2e/scale-out.test.ts";

export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    // Three browser files at a time: a browser test mostly waits (for pages, renders, polls), so one file at a time
    // kept the two cores about a third busy and two about half (decision 0021).
    maxWorkers: 3,
    testTimeout: 60_000,
    // A page on two busy cores can take seconds to show what a person waits for; Vitest's default 1 s made a poll
    // without its own timeout fail whenever the machine was loaded.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: ["e2e/**/*.test.ts"],
          exclude: [SCALE_OUT],
          globalSetup: ["e2e/support/global-setup.ts"],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "scale-out", include: [SCALE_OUT], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
