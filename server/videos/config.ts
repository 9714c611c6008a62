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
  RENDER_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds from 30 to 7200" })
    .int("must be a whole number of seconds from 30 to 7200")
    .min(30, "must be a whole number of seconds from 30 to 7200")
    .max(7200, "must be a whole number of seconds from 30 to 7200")
    .optional(),
  ...providerEnvSchema,
};

type VideoEnv = ProviderEnv & {
  JOB_CONCURRENCY: number;
  QUEUE: "inprocess" | "pg-boss";
  RENDER_TIMEOUT_SECONDS?: number;
  DATABASE_URL?: string;
};

export type JobsConfig = {
  /** Which queue runs renders: the embedded runner over the jobs table, or pg-boss for many workers on PostgreSQL. */
  queue: "inprocess" | "pg-boss";
  /** Renders run at once in this process; each one uses about a core and a few hundred MB. */
  concurrency: number;
  /** The limit of one render attempt whatever the video's duration; unset, it is sized by the duration. */
  renderTimeoutSeconds?: number;
};

export function videoConfigProblems(env: VideoEnv): string[] {
  const problems: string[] = [];
  if (env.QUEUE === "pg-boss" && !env.DATABASE_URL) {
    problems.push(
      'QUEUE="pg-boss": needs DATABASE_URL set to a PostgreSQL server (or leave QUEUE unset for the embedded runner)',
    );
  }
  problems.push(...providerConfigProblems(env));
  return problems;
}

export function toJobsConfig(env: VideoEnv): JobsConfig {
  return {
    queue: env.QUEUE,
    concurrency: env.JOB_CONCURRENCY,
    ...(env.RENDER_TIMEOUT_SECONDS === undefined ? {} : { renderTimeoutSeconds: env.RENDER_TIMEOUT_SECONDS }),
  };
}
