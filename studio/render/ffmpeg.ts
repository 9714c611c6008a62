import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

export type MediaTools = { ffmpeg: string; ffprobe: string; source: "system" | "npm" };

export class MissingFfmpegError extends Error {
  override readonly name = "MissingFfmpegError";
}

let found: MediaTools | undefined;

function works(binary: string): boolean {
  const result = spawnSync(binary, ["-hide_banner", "-version"], { encoding: "utf8" });
  return result.status === 0;
}

function hasX264(ffmpeg: string): boolean {
  const result = spawnSync(ffmpeg, ["-hide_banner", "-encoders"], { encoding: "utf8" });
  return result.status === 0 && result.stdout.includes("libx264");
}

/**
 * ffmpeg and ffprobe: the system's when present (fastest), else the binaries shipped
 * in @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe, else an error naming the fix.
 */
export function mediaTools(): MediaTools {
  if (found) return found;
  if (works("ffmpeg") && works("ffprobe") && hasX264("ffmpeg")) {
    found = { ffmpeg: "ffmpeg", ffprobe: "ffprobe", source: "system" };
    return found;
  }
  const require = createRequire(import.meta.url);
  try {
    const ffmpeg = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
    const ffprobe = (require("@ffprobe-installer/ffprobe") as { path: string }).path;
    if (works(ffmpeg) && works(ffprobe) && hasX264(ffmpeg)) {
      found = { ffmpeg, ffprobe, source: "npm" };
      return found;
    }
  } catch {
    // Not installed for this platform; fall through to the explanation.
  }
  throw new MissingFfmpegError(
    "ffmpeg with libx264 and ffprobe were not found. Install them (Debian/Ubuntu: `apt-get install ffmpeg`, macOS: `brew install ffmpeg`) " +
      "or run `npm install @ffmpeg-installer/ffmpeg @ffprobe-installer/ffprobe`.",
  );
}
