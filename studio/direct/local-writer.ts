import type { Duration, VideoOptions } from "../../common/video-options";
import { scriptSchema, type Script } from "../script";
import { analyseStory } from "./analyse";
import { composeScript } from "./compose";
import { fitToDuration } from "./length";
import { durationTarget, estimateScriptSeconds } from "./timing";
import { parseDirectInput } from "./validate";

// Finer beats for longer videos give the renderer more scenes to hold; short ones need beats small enough to cut.
const MAX_BEAT_WORDS: Record<Duration, number> = { short: 16, medium: 20, long: 22 };
// When three beats of that size still say too much for the range (a slow mood, a twist's extra scene), finer cuts.
const FINER_BEAT_WORDS = [10, 6];

/**
 * The offline writer: same story and options, same script (no randomness, no clock). Throws StudioInputError for a
 * story or option the shared schemas refuse.
 */
export function writeLocalScript(story: string, options: Partial<VideoOptions> = {}): Script {
  const input = parseDirectInput(story, options);
  return writeLocalScriptFor(input.story, input.options);
}

/** For callers that already validated (the chat writer falling back). */
export function writeLocalScriptFor(story: string, options: VideoOptions): Script {
  const { ceiling } = durationTarget(options.duration);
  let script = write(story, options, MAX_BEAT_WORDS[options.duration]);
  for (const maxWords of FINER_BEAT_WORDS) {
    if (estimateScriptSeconds(script).spokenSeconds <= ceiling) break;
    const finer = write(story, options, maxWords);
    if (estimateScriptSeconds(finer).spokenSeconds < estimateScriptSeconds(script).spokenSeconds) script = finer;
  }
  return scriptSchema.parse(script);
}

function write(story: string, options: VideoOptions, maxBeatWords: number): Script {
  const analysis = analyseStory(story, maxBeatWords);
  return fitToDuration(analysis, options, (plan) => composeScript(analysis, options, plan));
}
