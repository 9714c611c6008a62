import type { Providers } from "./index";

/**
 * Hosted AI for the CLIs, from the environment (the studio itself reads none): OPENAI_BASE_URL (or OPENAI_API_KEY)
 * turns on the chat writer with OPENAI_MODEL, and OPENAI_TTS_MODEL the speech provider.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): Providers {
  const baseUrl = env.OPENAI_BASE_URL ?? (env.OPENAI_API_KEY ? "https://api.openai.com/v1" : undefined);
  if (!baseUrl) return {};
  const apiKey = env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {};
  return {
    chat: { baseUrl, model: env.OPENAI_MODEL ?? "gpt-4o-mini", ...apiKey },
    ...(env.OPENAI_TTS_MODEL ? { speech: { baseUrl, model: env.OPENAI_TTS_MODEL, ...apiKey } } : {}),
  };
}
