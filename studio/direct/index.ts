import type { VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import { writeLocalScript } from "./local-writer";
import { writeChatScript, type ChatConfig } from "./openai-chat-writer";
import { parseDirectInput } from "./validate";
import { renderMessage } from "@common/messages";
import { StudioInputError } from "./errors";
import { storyLanguage } from "../language/story-language";

export { StudioInputError } from "./errors";
export { writeLocalScript } from "./local-writer";
export { storyLanguage, type StoryLanguage } from "../language/story-language";
export { estimateScriptSeconds, durationTarget, NORMAL_WORDS_PER_MINUTE, type ScriptTiming } from "./timing";
export type { ChatConfig } from "./openai-chat-writer";

export type DirectConfig = {
  chat?: ChatConfig;
  signal?: AbortSignal /** Another take of the same story (0 = the first). */;
  take?: number;
};

/**
 * The Direct stage: story + options → Script. Input is checked first (StudioInputError). With `config.chat` an
 * OpenAI-compatible chat API writes the script and the local writer stands in when it fails (`fallbackReason`);
 * without it the local writer runs alone, offline and deterministic. A story in another language than English is
 * refused (StudioInputError) until videos can be narrated in it.
 */
export async function writeScript(
  story: string,
  options: Partial<VideoOptions>,
  config: DirectConfig = {},
): Promise<Script> {
  const input = parseDirectInput(story, options);
  if (!(await storyLanguage(input.story)).english) throw new StudioInputError(renderMessage("story_not_english"));
  config.signal?.throwIfAborted();
  const take = config.take ?? 0;
  if (!config.chat) return writeLocalScript(input.story, input.options, take);
  return writeChatScript(input.story, input.options, config.chat, config.signal, take);
}
