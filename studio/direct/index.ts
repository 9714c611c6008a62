import type { VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import { writeLocalScript } from "./local-writer";
import { writeChatScript, type ChatConfig } from "./openai-chat-writer";
import { parseDirectInput } from "./validate";

export { StudioInputError } from "./errors";
export { writeLocalScript } from "./local-writer";
export { estimateScriptSeconds, durationTarget, NORMAL_WORDS_PER_MINUTE, type ScriptTiming } from "./timing";
export type { ChatConfig } from "./openai-chat-writer";

export type DirectConfig = { chat?: ChatConfig; signal?: AbortSignal };

/**
 * The Direct stage: story + options → Script. Input is checked first (StudioInputError). With `config.chat` an
 * OpenAI-compatible chat API writes the script and the local writer stands in when it fails (`fallbackReason`);
 * without it the local writer runs alone, offline and deterministic.
 */
export async function writeScript(story: string, options: Partial<VideoOptions>, config: DirectConfig = {}): Promise<Script> {
  const input = parseDirectInput(story, options);
  config.signal?.throwIfAborted();
  if (!config.chat) return writeLocalScript(input.story, input.options);
  return writeChatScript(input.story, input.options, config.chat, config.signal);
}
