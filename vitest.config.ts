import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The tests that render real videos. They run once more with the npm-shipped ffmpeg forced through FFMPEG_PATH and
// FFPROBE_PATH: that is the binary every fresh install renders with, so `npm test` proves it on every machine. Where
// the system has no ffmpeg the first run would use the npm one too, so only the forced run is kept.
const REAL_RENDER_TESTS = ["studio/render.test.ts", "server/videos/studio-render.test.ts"];
const require = createRequire(import.meta.url);
const npmFfmpeg = {
  FFMPEG_PATH: require("@ffmpeg-installer/ffmpeg").path as string,
  FFPROBE_PATH: require("@ffprobe-installer/ffprobe").path as string,
};
const systemFfmpeg = ["ffmpeg", "ffprobe"].every((tool) => spawnSync(tool, ["-version"]).status === 0);

/** The import aliases of tsconfig.json, shared with the browser tests' configuration. */
export const ALIASES = {
  "@common": fileURLToPath(new URL("./common", import.meta.url)),
  "@studio": fileURLToPath(new URL("./studio", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
};

export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    exclude: ["**/node_modules/**", "e2e/**", "dist/**"],
    // Two cores: real renders and password hashing are CPU-bound, so oversubscribing only slows every file.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: systemFfmpeg ? "system-ffmpeg" : "unit",
          include: ["{common,server,studio,client,bench,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "e2e/**", "dist/**", ...(systemFfmpeg ? [] : REAL_RENDER_TESTS)],
        },
      },
      { extends: true, test: { name: "npm-ffmpeg", include: REAL_RENDER_TESTS, env: npmFfmpeg } },
    ],
  },
});
