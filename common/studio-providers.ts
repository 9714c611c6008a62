import { z } from "zod";
import { ConfigError, type Env, readEnv } from "./env";

/**
 * Hosted AI for the studio from environment variables: the one mapping the server (server/config.ts) and the
 * command-line tools (`npm run render`, `npm run storyboard`) share. All unset means the offline writer, voice and
 * illustrated scenes, the embedded default.
 */
export const providerEnvSchema = {
  OPENAI_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s):// URL such as https://api.openai.com/v1" })
    .optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_TTS_MODEL: z.string().min(1).optional(),
  OPENAI_TTS_VOICES: z.string().min(1).optional(),
  PICTURES_PROVIDER: z
    .enum(["openai", "pexels"], { error: "must be openai or pexels (or unset for the offline illustrated scenes)" })
    .optional(),
  OPENAI_IMAGES_MODEL: z.string().min(1).default("dall-e-3"),
  // A self-hosted image server on its own address, without turning the script writer towards it too.
  OPENAI_IMAGES_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s):// URL such as http://localhost:7860/v1" })
    .optional(),
  OPENAI_IMAGES_SIZE: z
    .string()
    .regex(/^\d{2,4}x\d{2,4}$/, "must be WIDTHxHEIGHT in pixels, such as 1024x1792")
    .optional(),
  // A key pasted with a space or line break in it fails every request; better said at start.
  PEXELS_API_KEY: z.string().regex(/^\S+$/, "must be the key alone, without spaces or line breaks").optional(),
  PEXELS_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s):// URL such as https://api.pexels.com" })
    .default("https://api.pexels.com"),
  PICTURES_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds from 1 to 120" })
    .min(1, "must be a number of seconds from 1 to 120")
    .max(120, "must be a number of seconds from 1 to 120")
    .optional(),
};

/** Never echoed in configuration errors, which end up in logs. */
export const PROVIDER_SECRET_ENV_NAMES = ["OPENAI_API_KEY", "PEXELS_API_KEY"] as const;

export type ProviderEnv = z.infer<z.ZodObject<typeof providerEnvSchema>>;

export type StudioProvidersConfig = {
  chat?: { baseUrl: string; apiKey?: string; model: string };
  speech?: { baseUrl: string; apiKey?: string; model: string; voices?: string[] };
  pictures?:
    | { provider: "openai"; baseUrl: string; apiKey?: string; model: string; size?: string; timeoutMs?: number }
    | { provider: "pexels"; apiKey: string; baseUrl: string; timeoutMs?: number };
};

export function providerConfigProblems(env: ProviderEnv): string[] {
  const problems: string[] = [];
  if (env.PICTURES_PROVIDER === "pexels" && !env.PEXELS_API_KEY) {
    problems.push('PICTURES_PROVIDER="pexels": needs PEXELS_API_KEY (a free key from https://www.pexels.com/api/)');
  }
  if (
    env.PICTURES_PROVIDER === "openai" &&
    !env.OPENAI_API_KEY &&
    !env.OPENAI_BASE_URL &&
    !env.OPENAI_IMAGES_BASE_URL
  ) {
    problems.push(
      'PICTURES_PROVIDER="openai": needs OPENAI_API_KEY (OpenAI) or OPENAI_IMAGES_BASE_URL (a server speaking the images API)',
    );
  }
  return problems;
}

const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/**
 * A key or a base URL turns the OpenAI-compatible script writer on (Ollama and vLLM need no key);
 * speech additionally needs OPENAI_TTS_MODEL, because not every chat server also speaks.
 */
export function toStudioProviders(env: ProviderEnv): StudioProvidersConfig {
  const pictures = toPicturesConfig(env);
  return { ...toOpenAiProviders(env), ...(pictures ? { pictures } : {}) };
}

/** The providers a process's environment asks for, validated as the server validates them (for the command line). */
export function readStudioProviders(env: Env): StudioProvidersConfig {
  const parsed = readEnv(z.object(providerEnvSchema), env, new Set(PROVIDER_SECRET_ENV_NAMES));
  const problems = providerConfigProblems(parsed);
  if (problems.length > 0) throw new ConfigError(problems);
  return toStudioProviders(parsed);
}

function toOpenAiProviders(env: ProviderEnv): StudioProvidersConfig {
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return {};
  const baseUrl = openAiBaseUrl(env);
  const chat = { baseUrl, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL };
  if (!env.OPENAI_TTS_MODEL) return { chat };
  const voices = env.OPENAI_TTS_VOICES?.split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  return { chat, speech: { baseUrl, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_TTS_MODEL, voices } };
}

/** Pictures only when PICTURES_PROVIDER asks for them (providerConfigProblems has checked that their key or URL is set). */
function toPicturesConfig(env: ProviderEnv): StudioProvidersConfig["pictures"] {
  const timeout =
    env.PICTURES_TIMEOUT_SECONDS === undefined ? {} : { timeoutMs: Math.round(env.PICTURES_TIMEOUT_SECONDS * 1000) };
  if (env.PICTURES_PROVIDER === "openai") {
    const size = env.OPENAI_IMAGES_SIZE ? { size: env.OPENAI_IMAGES_SIZE } : {};
    const baseUrl = env.OPENAI_IMAGES_BASE_URL?.replace(/\/+$/, "") ?? openAiBaseUrl(env);
    return {
      provider: "openai",
      baseUrl,
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_IMAGES_MODEL,
      ...size,
      ...timeout,
    };
  }
  if (env.PICTURES_PROVIDER === "pexels" && env.PEXELS_API_KEY) {
    return {
      provider: "pexels",
      apiKey: env.PEXELS_API_KEY,
      baseUrl: env.PEXELS_BASE_URL.replace(/\/+$/, ""),
      ...timeout,
    };
  }
  return undefined;
}

function openAiBaseUrl(env: ProviderEnv): string {
  return (env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, "");
}
