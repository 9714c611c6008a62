import path from "node:path";
import { z } from "zod";

/** Environment variables of video generation; server/config.ts reads them with the rest. */
export const videoEnvSchema = {
  JOB_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number from 1 to 16" })
    .int("must be a whole number from 1 to 16")
    .min(1, "must be a whole number from 1 to 16")
    .max(16, "must be a whole number from 1 to 16")
    .default(1),
  QUEUE: z.enum(["inprocess", "pg-boss"], { error: "must be inprocess or pg-boss" }).default("inprocess"),
  MEDIA_DIR: z.string().min(1, "must not be empty").optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s):// URL such as https://api.openai.com/v1" }).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_TTS_MODEL: z.string().min(1).optional(),
  OPENAI_TTS_VOICES: z.string().min(1).optional(),
};

type VideoEnv = {
  JOB_CONCURRENCY: number;
  QUEUE: "inprocess" | "pg-boss";
  MEDIA_DIR?: string;
  DATABASE_URL?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL: string;
  OPENAI_TTS_MODEL?: string;
  OPENAI_TTS_VOICES?: string;
};

/** Hosted AI for the studio; both absent means the offline writer and voice (the embedded default). */
export type StudioProvidersConfig = {
  chat?: { baseUrl: string; apiKey?: string; model: string };
  speech?: { baseUrl: string; apiKey?: string; model: string; voices?: string[] };
};

export type JobsConfig = {
  /** Which queue runs renders: the embedded runner over the jobs table, or pg-boss for many workers on PostgreSQL. */
  queue: "inprocess" | "pg-boss";
  /** Renders run at once in this process; each one uses about a core and a few hundred MB. */
  concurrency: number;
};

export function videoConfigProblems(env: VideoEnv): string[] {
  if (env.QUEUE === "pg-boss" && !env.DATABASE_URL) {
    return ['QUEUE="pg-boss": needs DATABASE_URL set to a PostgreSQL server (or leave QUEUE unset for the embedded runner)'];
  }
  return [];
}

export function toJobsConfig(env: VideoEnv): JobsConfig {
  return { queue: env.QUEUE, concurrency: env.JOB_CONCURRENCY };
}

/** Generated files live under MEDIA_DIR, by default inside the data folder next to the SQLite file. */
export function toMediaDir(env: VideoEnv, dataDir: string): string {
  return env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(dataDir, "media");
}

const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/**
 * A key or a base URL turns the OpenAI-compatible script writer on (Ollama and vLLM need no key);
 * speech additionally needs OPENAI_TTS_MODEL, because not every chat server also speaks.
 */
export function toStudioProviders(env: VideoEnv): StudioProvidersConfig {
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return {};
  const baseUrl = (env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const chat = { baseUrl, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL };
  if (!env.OPENAI_TTS_MODEL) return { chat };
  const voices = env.OPENAI_TTS_VOICES?.split(",").map((v) => v.trim()).filter(Boolean);
  return { chat, speech: { baseUrl, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_TTS_MODEL, voices } };
}
