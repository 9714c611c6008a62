import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
      "@studio": fileURLToPath(new URL("./studio", import.meta.url)),
      "@server": fileURLToPath(new URL("./server", import.meta.url)),
    },
  },
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    // One browser at a time: two cores are shared with the server under test.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
