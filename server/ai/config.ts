import { z } from "zod";
import type { StudioProvidersConfig } from "@common/studio-providers";

/**
 * The text tools' and support chat's hosted models, spread into server/config.ts. Unset means the offline engines.
 * The OpenAI-compatible chat model is the studio's (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL); Perplexity adds
 * the web-backed fact check.
 */
export const aiEnvSchema = {
  PERPLEXITY_API_KEY: z.string().regex(/^\S+$/, "must be the key alone, without spaces or line breaks").optional(),
  PERPLEXITY_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s):// URL such as https://api.perplexity.ai" })
    .default("https://api.perplexity.ai"),
  PERPLEXITY_MODEL: z.string().min(1).default("sonar"),
  AI_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds from 1 to 120" })
    .min(1, "must be a number of seconds from 1 to 120")
    .max(120, "must be a number of seconds from 1 to 120")
    .default(20),
};

export const AI_SECRET_ENV_NAMES = ["PERPLEXITY_API_KEY"] as const;

type AiEnv = z.infer<z.ZodObject<typeof aiEnvSchema>>;

/** An OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, or Perplexity, which speaks the same API). */
export type ChatEndpoint = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

export type AiConfig = {
  /** Enhance, hashtags and the support chat; the studio's script-writing model. */
  chat?: ChatEndpoint;
  /** Verify facts, with web search and citations. */
  perplexity?: ChatEndpoint;
};

export function toAiConfig(env: AiEnv, studio: StudioProvidersConfig): AiConfig {
  const timeoutMs = env.AI_TIMEOUT_SECONDS * 1000;
  return {
    ...(studio.chat ? { chat: { ...studio.chat, timeoutMs } } : {}),
    ...(env.PERPLEXITY_API_KEY
      ? {
          perplexity: {
            baseUrl: env.PERPLEXITY_API_URL,
            apiKey: env.PERPLEXITY_API_KEY,
            model: env.PERPLEXITY_MODEL,
            timeoutMs,
          },
        }
      : {}),
  };
}
