import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
    },
  },
  test: {
    include: ["{common,server,studio,client,bench,scripts}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "e2e/**", "dist/**"],
    // Two cores: real renders and password hashing are CPU-bound, so oversubscribing only slows every file.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
