/**
 * Render a story from the command line:
 *   npm run render -- --story-file story.txt --out out.mp4 [--style cinematic] [--duration short] ...
 * Every option of core.md §3 is a flag named as the option field; defaults are DEFAULT_VIDEO_OPTIONS.
 * Hosted AI comes from the same environment variables as the server's (common/studio-providers.ts): OPENAI_BASE_URL
 * or OPENAI_API_KEY for the script, OPENAI_TTS_MODEL (and OPENAI_TTS_VOICES) for the narration, PICTURES_PROVIDER for
 * hosted pictures.
 */
import { basename, dirname, extname, resolve } from "node:path";
import cliProgress from "cli-progress";
import type { VideoOptions } from "@common/video-options";
import { type Flags, OPTION_FLAGS_USAGE, parseFlags, storyInput, UsageError } from "./cli-flags";
import { ConfigError } from "@common/env";
import { readStudioProviders, type StudioProvidersConfig } from "@common/studio-providers";
import { renderStory } from "./index";

const USAGE = `Usage: npm run render -- --story-file story.txt --out out.mp4 ${OPTION_FLAGS_USAGE}`;

async function main(): Promise<number> {
  let flags: Flags;
  let options: VideoOptions;
  let story: string;
  let providers: StudioProvidersConfig;
  try {
    flags = parseFlags(process.argv.slice(2), { out: { type: "string" } });
    if (flags.help) {
      console.log(USAGE);
      return 0;
    }
    if (typeof flags.out !== "string") throw new UsageError("--out is required (the MP4 to write)");
    ({ story, options } = await storyInput(flags));
    providers = readStudioProviders(process.env);
  } catch (error) {
    const usage = error instanceof ConfigError ? "" : `\n\n${USAGE}`;
    console.error(`error: ${error instanceof Error ? error.message : String(error)}${usage}`);
    return 2;
  }

  const out = resolve(String(flags.out));
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort(new Error("cancelled")));
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar(
        { format: "{bar} {percentage}% | {stage}: {message}", stream: process.stderr },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(100, 0, { stage: "direct", message: "starting" });
  const started = performance.now();
  try {
    const result = await renderStory({
      story,
      options,
      outDir: dirname(out),
      baseName: basename(out, extname(out)),
      signal: controller.signal,
      providers,
      onProgress: (p) => bar?.update(p.percent, { stage: p.stage, message: p.message }),
    });
    bar?.stop();
    const summary = {
      ok: true,
      video: result.videoPath,
      thumbnail: result.thumbnailPath,
      captions: result.captionsPath,
      durationSeconds: Number(result.durationSeconds.toFixed(2)),
      wallSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      title: result.script.title,
      scenes: result.script.scenes.length,
      writer: result.script.writer,
      narrator: result.narration.engine,
      ...(result.script.fallbackReason ? { writerFallback: result.script.fallbackReason } : {}),
      ...(result.narration.fallbackReason ? { narratorFallback: result.narration.fallbackReason } : {}),
    };
    console.log(JSON.stringify(summary));
    return 0;
  } catch (error) {
    bar?.stop();
    console.log(JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) }));
    return 1;
  }
}

process.exitCode = await main();
