/**
 * The flags every studio CLI reads: the story (--story-file or --story) and one flag per video option, named as the
 * option field (core.md §3); defaults are DEFAULT_VIDEO_OPTIONS.
 */
import { readFile } from "node:fs/promises";
import { type ParseArgsConfig, parseArgs } from "node:util";
import {
  DEFAULT_VIDEO_OPTIONS,
  PLATFORM_ASPECT_RATIOS,
  type VideoOptions,
  videoOptionsSchema,
} from "@common/video-options";
import { parseDirectInput } from "./direct/validate";

const BOOLEAN_OPTIONS = ["includeCaption", "enhanceNarrative", "addDetails", "optimizeForTrends"] as const;
const CHOICE_OPTIONS = [
  "style",
  "duration",
  "genre",
  "characterCount",
  "plotType",
  "mood",
  "socialPlatform",
  "aspectRatio",
] as const;

/** The option flags as a usage line shows them. */
export const OPTION_FLAGS_USAGE = `[--style cinematic|animated|documentary|minimalist]
  [--duration short|medium|long] [--genre ...] [--characterCount single|duo|ensemble] [--plotType linear|flashback|twist|multithread]
  [--mood happy|nostalgic|suspenseful|inspirational|reflective] [--socialPlatform tiktok|instagram|youtube|facebook|linkedin|general]
  [--aspectRatio 9:16|16:9|1:1|4:5] [--includeCaption true|false] [--enhanceNarrative true|false] [--addDetails true|false] [--optimizeForTrends true|false]`;

/** Flags that do not make sense together or are missing. */
export class UsageError extends Error {}

export type Flags = Record<string, string | boolean | undefined>;

/** The story and option flags, `--help`, and the CLI's own flags (`extra`); an unknown flag is refused. */
export function parseFlags(argv: string[], extra: NonNullable<ParseArgsConfig["options"]> = {}): Flags {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      "story-file": { type: "string" },
      story: { type: "string" },
      help: { type: "boolean", short: "h" },
      ...Object.fromEntries([...CHOICE_OPTIONS, ...BOOLEAN_OPTIONS].map((name) => [name, { type: "string" as const }])),
      ...extra,
    },
  });
  return values as Flags;
}

/** The story (read from --story-file, else --story) and the options, both checked as the writer checks them. */
export async function storyInput(flags: Flags): Promise<{ story: string; options: VideoOptions }> {
  let story: string;
  if (typeof flags["story-file"] === "string") story = await readFile(flags["story-file"], "utf8");
  else if (typeof flags.story === "string") story = flags.story;
  else throw new UsageError("--story-file (or --story) is required");
  const options = optionsFrom(flags);
  // Refuse a bad story now, before any work starts.
  parseDirectInput(story, options);
  return { story, options };
}

function toBoolean(name: string, value: string): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  throw new UsageError(`--${name} must be true or false, not "${value}"`);
}

/** Flags to video options; platforms that fix an aspect ratio set it unless --aspectRatio is given (core.md §5). */
function optionsFrom(flags: Flags): VideoOptions {
  const raw: Record<string, unknown> = { ...DEFAULT_VIDEO_OPTIONS };
  for (const name of CHOICE_OPTIONS) if (typeof flags[name] === "string") raw[name] = flags[name];
  for (const name of BOOLEAN_OPTIONS)
    if (typeof flags[name] === "string") raw[name] = toBoolean(name, flags[name] as string);
  const platformRatio = PLATFORM_ASPECT_RATIOS[raw.socialPlatform as VideoOptions["socialPlatform"]];
  if (platformRatio && typeof flags.aspectRatio !== "string") raw.aspectRatio = platformRatio;
  const parsed = videoOptionsSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? "invalid options");
  return parsed.data;
}
