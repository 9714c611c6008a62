import path from "node:path";
import { z } from "zod";
import { type ProviderEnv, providerConfigProblems, providerEnvSchema } from "@common/studio-providers";

/** Environment variables of video generation (hosted AI: common/studio-providers.ts); server/config.ts reads them with the rest. */
export const videoEnvSchema = {
  JOB_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number from 1 to 16" })
    .int("must be a whole number from 1 to 16")
    .min(1, "must be a whole number from 1 to 16")
    .max(16, "must be a whole number from 1 to 16")
    .default(1),
  QUEUE: z.enum(["inprocess", "pg-boss"], { error: "must be inprocess or pg-boss" }).default("inprocess"),
  MEDIA_DIR: z.string().min(1, "must not be empty").optional(),
  ...providerEnvSchema,
};

type VideoEnv = ProviderEnv & {
  JOB_CONCURRENCY: number;
  QUEUE: "inprocess" | "pg-boss";
  MEDIA_DIR?: string;
  DATABASE_URL?: string;
};

export type JobsConfig = {
  /** Which queue runs renders: the embedded runner over the jobs table, or pg-boss for many workers on PostgreSQL. */
  queue: "inprocess" | "pg-boss";
  /** Renders run at once in this process; each one uses about a core and a few hundred MB. */
  concurrency: number;
};

export function videoConfigProblems(env: VideoEnv): string[] {
  const problems: string[] = [];
  if (env.QUEUE === "pg-boss" && !env.DATABASE_URL) {
    problems.push('QUEUE="pg-boss": needs DATABASE_URL set to a PostgreSQL server (or leave QUEUE unset for the embedded runner)');
  }
  problems.push(...providerConfigProblems(env));
  return problems;
}

export function toJobsConfig(env: VideoEnv): JobsConfig {
  return { queue: env.QUEUE, concurrency: env.JOB_CONCURRENCY };
}

/** Generated files live under MEDIA_DIR, by default inside the data folder next to the SQLite file. */
export function toMediaDir(env: VideoEnv, dataDir: string): string {
  return env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(dataDir, "media");
}
