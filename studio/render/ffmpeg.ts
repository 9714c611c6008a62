import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

export type MediaTools = { ffmpeg: string; ffprobe: string; source: "env" | "system" | "npm" };

export class MissingFfmpegError extends Error {
  override readonly name = "MissingFfmpegError";
}

let found: MediaTools | undefined;

/** The tools for this process's environment, looked up once. */
export function mediaTools(): MediaTools {
  found ??= resolveMediaTools(process.env);
  return found;
}

function works(binary: string): boolean {
  const result = spawnSync(binary, ["-hide_banner", "-version"], { encoding: "utf8" });
  return result.status === 0;
}

function hasX264(ffmpeg: string): boolean {
  const result = spawnSync(ffmpeg, ["-hide_banner", "-encoders"], { encoding: "utf8" });
  return result.status === 0 && result.stdout.includes("libx264");
}

const usable = (ffmpeg: string, ffprobe: string) => works(ffmpeg) && works(ffprobe) && hasX264(ffmpeg);

/** The binaries shipped in @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe, when this platform has them. */
export function npmMediaTools(): { ffmpeg: string; ffprobe: string } | undefined {
  const require = createRequire(import.meta.url);
  try {
    return {
      ffmpeg: (require("@ffmpeg-installer/ffmpeg") as { path: string }).path,
      ffprobe: (require("@ffprobe-installer/ffprobe") as { path: string }).path,
    };
  } catch {
    return undefined;
  }
}

/**
 * ffmpeg and ffprobe. FFMPEG_PATH and FFPROBE_PATH (the names fluent-ffmpeg and others use) pick them
 * outright; otherwise the system's when present (newest and fastest), else the binaries shipped in npm
 * packages, else an error naming the fix. Each of the two variables may be given alone.
 */
export function resolveMediaTools(env: NodeJS.ProcessEnv): MediaTools {
  const fromEnv = { ffmpeg: env.FFMPEG_PATH || undefined, ffprobe: env.FFPROBE_PATH || undefined };
  const npm = npmMediaTools();
  if (fromEnv.ffmpeg || fromEnv.ffprobe) {
    const ffmpeg = fromEnv.ffmpeg ?? (works("ffmpeg") ? "ffmpeg" : (npm?.ffmpeg ?? "ffmpeg"));
    const ffprobe = fromEnv.ffprobe ?? (works("ffprobe") ? "ffprobe" : (npm?.ffprobe ?? "ffprobe"));
    if (!usable(ffmpeg, ffprobe)) {
      throw new MissingFfmpegError(
        `FFMPEG_PATH=${JSON.stringify(ffmpeg)} and FFPROBE_PATH=${JSON.stringify(ffprobe)} must name working ffmpeg (with libx264) and ffprobe binaries; unset them to use the system's or the npm-shipped ones.`,
      );
    }
    return { ffmpeg, ffprobe, source: "env" };
  }
  if (usable("ffmpeg", "ffprobe")) return { ffmpeg: "ffmpeg", ffprobe: "ffprobe", source: "system" };
  if (npm && usable(npm.ffmpeg, npm.ffprobe)) return { ...npm, source: "npm" };
  throw new MissingFfmpegError(
    "ffmpeg with libx264 and ffprobe were not found. Install them (Debian/Ubuntu: `apt-get install ffmpeg`, macOS: `brew install ffmpeg`), " +
      "run `npm install @ffmpeg-installer/ffmpeg @ffprobe-installer/ffprobe`, or point FFMPEG_PATH and FFPROBE_PATH at them.",
  );
}
