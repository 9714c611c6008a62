import path from "node:path";
import { z } from "zod";
import {
  paymentConfigProblems,
  paymentEnvSchema,
  SECRET_ENV_NAMES,
  toPaymentsConfig,
  type PaymentsConfig,
} from "./payments/config";
import { ConfigError, readEnv } from "@common/env";
import { PROVIDER_SECRET_ENV_NAMES, type StudioProvidersConfig, toStudioProviders } from "@common/studio-providers";
import { AI_SECRET_ENV_NAMES, aiEnvSchema, toAiConfig, type AiConfig } from "./ai/config";
import { MAIL_SECRET_ENV_NAMES, mailConfigProblems, mailEnvSchema, toMailConfig, type MailConfig } from "./mail/config";
import {
  MEDIA_SECRET_ENV_NAMES,
  mediaConfigProblems,
  mediaEnvSchema,
  toMediaConfig,
  type MediaConfig,
} from "./media/config";
import { toJobsConfig, videoConfigProblems, videoEnvSchema, type JobsConfig } from "./videos/config";

const portSchema = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  PORT: portSchema.default(5000),
  HOST: z.string().min(1, "must not be empty").default("::"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// URL (leave it unset to use the embedded SQLite file)")
    .optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  // `npm run dev` sets false: Vite serves the client there.
  SERVE_CLIENT: z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  // The site's articles, legal texts and showcase stories; the repository's own by default.
  CONTENT_DIR: z.string().min(1, "must not be empty").optional(),
  SHOWCASE_EXAMPLES: z.coerce
    .number({ error: "must be a whole number from 0 to 100" })
    .int("must be a whole number from 0 to 100")
    .min(0, "must be a whole number from 0 to 100")
    .max(100, "must be a whole number from 0 to 100")
    .default(100),
  PROCESS_ROLE: z.enum(["all", "web", "worker"], { error: "must be all, web or worker" }).default("all"),
  ...paymentEnvSchema,
  ...videoEnvSchema,
  ...mediaEnvSchema,
  ...aiEnvSchema,
  ...mailEnvSchema,
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  logLevel: string;
  /** Addresses or CIDRs of reverse proxies whose X-Forwarded-For is believed; none by default. */
  trustProxy?: string;
  /** Whether this process serves the built client (dist/client) besides the API. */
  serveClient: boolean;
  /** Secure cookies only where the site is served over HTTPS. */
  secureCookies: boolean;
  payments: PaymentsConfig;
  jobs: JobsConfig;
  /**
   * What this process does: everything (the default), only the web (API, pages, media; renders are queued for
   * workers), or only renders (no HTTP). Separate roles need pg-boss on PostgreSQL and media every process reaches.
   */
  role: "all" | "web" | "worker";
  /** Where finished videos, thumbnails and captions are stored, and the local folder renders write to. */
  media: MediaConfig;
  /** Folder of the content pages' sources (articles, legal texts, FAQ, about, showcase stories). */
  contentDir: string;
  /** How many of content/showcase.json's examples to make at start (all by default; 0 makes none). */
  showcaseExamples: number;
  studioProviders: StudioProvidersConfig;
  /** Hosted models for the AI Tools and the support chat; none means the offline engines. */
  ai: AiConfig;
  /** How password reset links are sent: SMTP, the log (development), or not at all (production without SMTP). */
  mail: MailConfig;
};

const SECRET_NAMES: ReadonlySet<string> = new Set([
  ...SECRET_ENV_NAMES,
  ...PROVIDER_SECRET_ENV_NAMES,
  ...MEDIA_SECRET_ENV_NAMES,
  ...AI_SECRET_ENV_NAMES,
  ...MAIL_SECRET_ENV_NAMES,
]);

/** Reads and validates the environment; every bad value is named with what would fix it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readEnv(envSchema, env, SECRET_NAMES);
  const paymentProblems = paymentConfigProblems(e);
  if (paymentProblems.length > 0) throw new ConfigError(paymentProblems);
  const otherProblems = [
    ...videoConfigProblems(e),
    ...mediaConfigProblems(e),
    ...mailConfigProblems(e),
    ...roleProblems(e),
  ];
  if (otherProblems.length > 0) throw new ConfigError(otherProblems);
  const dataDir = path.resolve(e.DATA_DIR);
  const studioProviders = toStudioProviders(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "sqlite", file: path.join(dataDir, "storybites.sqlite") },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    serveClient: e.SERVE_CLIENT === "true",
    secureCookies: e.NODE_ENV === "production",
    payments: toPaymentsConfig(e),
    jobs: toJobsConfig(e),
    role: e.PROCESS_ROLE,
    media: toMediaConfig(e, dataDir),
    contentDir: e.CONTENT_DIR ? path.resolve(e.CONTENT_DIR) : path.resolve(import.meta.dirname, "..", "content"),
    showcaseExamples: e.SHOWCASE_EXAMPLES,
    studioProviders,
    ai: toAiConfig(e, studioProviders),
    mail: toMailConfig(e),
  };
}

/**
 * Web and worker processes meet only through the database queue and the media store: separate roles need pg-boss (the
 * embedded runner lives in the web process) and a store they all reach (S3, or one folder on one machine).
 */
function roleProblems(env: { PROCESS_ROLE: Config["role"]; QUEUE: string }): string[] {
  if (env.PROCESS_ROLE === "all" || env.QUEUE === "pg-boss") return [];
  return [
    `PROCESS_ROLE="${env.PROCESS_ROLE}": needs QUEUE=pg-boss (with DATABASE_URL), the queue web and worker processes share`,
  ];
}
