import type { VideoOptions } from "@common/video-options";
import { scriptSchema, type Script } from "@common/script";
import { analyseStory, type StoryAnalysis } from "./analyse";
import { assembleScript } from "./assemble-script";
import { withPictures } from "./illustrated";
import { fitToDuration } from "./length";
import { maxSentenceWords } from "./tone";
import { durationTarget, estimateScriptSeconds } from "./timing";
import { parseDirectInput } from "./validate";
import { readAloud } from "../language/read-aloud";

// A story of one or two long sentences is read again split at clause joints into complete sentences, so a hook and
// scenes of their own can be made from it.
const FEWEST_SENTENCES = 3;
const SPLIT_WORDS = [14];

/**
 * The offline writer: same story and options, same script (no randomness, no clock). Throws StudioInputError for a
 * story or option the shared schemas refuse.
 */
export function writeLocalScript(story: string, options: Partial<VideoOptions> = {}, take = 0): Script {
  const input = parseDirectInput(story, options);
  return writeLocalScriptFor(input.story, input.options, take);
}

/**
 * For callers that already validated (the chat writer falling back). `take` (a whole number) picks another take of
 * the same story: another hook, title, tightening and framing; the same take always gives the same script.
 */
export function writeLocalScriptFor(story: string, options: VideoOptions, take = 0): Script {
  const analysis = readStory(readAloud(story), options);
  const script = fitToDuration(analysis, options, take, (plan) => assembleScript(analysis, options, plan, take));
  const { max } = durationTarget(options.duration);
  if (estimateScriptSeconds(script).totalSeconds > max)
    throw new Error(`local writer could not fit ${options.duration}`);
  return scriptSchema.parse(withPictures(script, analysis));
}

// Enhancing splits sentences longer than the genre's and mood's limit (action reads in short bursts, romance in long
// lines); plain narration keeps the author's sentences unless the story is too short to fill three scenes.
function readStory(story: string, options: VideoOptions): StoryAnalysis {
  const maxWords = options.enhanceNarrative ? maxSentenceWords(options.genre, options.mood) : Infinity;
  let analysis = analyseStory(story, maxWords);
  for (const words of SPLIT_WORDS) {
    if (analysis.sentences.length >= FEWEST_SENTENCES || analysis.sentences.every((s) => s.words <= words)) break;
    analysis = analyseStory(story, Math.min(words, maxWords));
  }
  return analysis;
}
