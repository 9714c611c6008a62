/**
 * Render a story from the command line:
 *   npm run render -- --story-file story.txt --out out.mp4 [--style cinematic] [--duration short] ...
 * Every option of core.md §3 is a flag named as the option field; defaults are DEFAULT_VIDEO_OPTIONS.
 * Hosted AI is used when OPENAI_BASE_URL (or OPENAI_API_KEY) is set: OPENAI_MODEL for the script,
 * OPENAI_TTS_MODEL for the narration (TTS only when it is set).
 */
import { readFile } from "node:fs/promises";
import { basename, dirname, extname, resolve } from "node:path";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { DEFAULT_VIDEO_OPTIONS, type VideoOptions, videoOptionsSchema } from "../common/video-options";
import { parseDirectInput } from "./direct/validate";
import { type Providers, renderStory } from "./index";

const BOOLEAN_OPTIONS = ["includeCaption", "enhanceNarrative", "addDetails", "optimizeForTrends"] as const;
const CHOICE_OPTIONS = ["style", "duration", "genre", "characterCount", "plotType", "mood", "socialPlatform", "aspectRatio"] as const;

class UsageError extends Error {}

function parseFlags(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      "story-file": { type: "string" },
      story: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
      ...Object.fromEntries([...CHOICE_OPTIONS, ...BOOLEAN_OPTIONS].map((name) => [name, { type: "string" as const }])),
    },
  });
  return values as Record<string, string | boolean | undefined>;
}

function toBoolean(name: string, value: string): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  throw new UsageError(`--${name} must be true or false, not "${value}"`);
}

/** Flags to video options; platforms that fix an aspect ratio set it unless --aspectRatio is given (core.md §5). */
function optionsFrom(flags: Record<string, string | boolean | undefined>): VideoOptions {
  const raw: Record<string, unknown> = { ...DEFAULT_VIDEO_OPTIONS };
  for (const name of CHOICE_OPTIONS) if (typeof flags[name] === "string") raw[name] = flags[name];
  for (const name of BOOLEAN_OPTIONS) if (typeof flags[name] === "string") raw[name] = toBoolean(name, flags[name] as string);
  const platformRatio = { tiktok: "9:16", instagram: "9:16", youtube: "16:9" }[String(raw.socialPlatform)];
  if (platformRatio && typeof flags.aspectRatio !== "string") raw.aspectRatio = platformRatio;
  const parsed = videoOptionsSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? "invalid options");
  return parsed.data;
}

function providersFromEnv(env: NodeJS.ProcessEnv): Providers {
  const baseUrl = env.OPENAI_BASE_URL ?? (env.OPENAI_API_KEY ? "https://api.openai.com/v1" : undefined);
  if (!baseUrl) return {};
  const apiKey = env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {};
  return {
    chat: { baseUrl, model: env.OPENAI_MODEL ?? "gpt-4o-mini", ...apiKey },
    ...(env.OPENAI_TTS_MODEL ? { speech: { baseUrl, model: env.OPENAI_TTS_MODEL, ...apiKey } } : {}),
  };
}

const USAGE = `Usage: npm run render -- --story-file story.txt --out out.mp4 [--style cinematic|animated|documentary|minimalist]
  [--duration short|medium|long] [--genre ...] [--characterCount single|duo|ensemble] [--plotType linear|flashback|twist|multithread]
  [--mood happy|nostalgic|suspenseful|inspirational|reflective] [--socialPlatform tiktok|instagram|youtube|facebook|linkedin|general]
  [--aspectRatio 9:16|16:9|1:1|4:5] [--includeCaption true|false] [--enhanceNarrative true|false] [--addDetails true|false] [--optimizeForTrends true|false]`;

async function main(): Promise<number> {
  let flags: Record<string, string | boolean | undefined>;
  let options: VideoOptions;
  let story: string;
  try {
    flags = parseFlags(process.argv.slice(2));
    if (flags.help) {
      console.log(USAGE);
      return 0;
    }
    if (typeof flags.out !== "string") throw new UsageError("--out is required (the MP4 to write)");
    if (typeof flags["story-file"] === "string") story = await readFile(flags["story-file"], "utf8");
    else if (typeof flags.story === "string") story = flags.story;
    else throw new UsageError("--story-file (or --story) is required");
    options = optionsFrom(flags);
    // Refuse a bad story now, before any rendering starts.
    parseDirectInput(story, options);
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }

  const out = resolve(String(flags.out));
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort(new Error("cancelled")));
  const bar = process.stderr.isTTY ? new cliProgress.SingleBar({ format: "{bar} {percentage}% | {stage}: {message}", stream: process.stderr }, cliProgress.Presets.shades_classic) : undefined;
  bar?.start(100, 0, { stage: "direct", message: "starting" });
  const started = performance.now();
  try {
    const result = await renderStory({
      story,
      options,
      outDir: dirname(out),
      baseName: basename(out, extname(out)),
      signal: controller.signal,
      providers: providersFromEnv(process.env),
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
