import path from "node:path";
import { z } from "zod";

/** Environment variables of media storage; server/config.ts reads them with the rest. */
export const mediaEnvSchema = {
  MEDIA_STORE: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
  MEDIA_DIR: z.string().min(1, "must not be empty").optional(),
  S3_BUCKET: z.string().min(1, "must not be empty").optional(),
  S3_REGION: z.string().min(1, "must not be empty").default("us-east-1"),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: "must be an http(s) URL, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000",
    })
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, "must not be empty").optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, "must not be empty").optional(),
};

export const MEDIA_SECRET_ENV_NAMES = ["S3_SECRET_ACCESS_KEY"] as const;

type MediaEnv = {
  MEDIA_STORE: "local" | "s3";
  MEDIA_DIR?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: "true" | "false";
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
};

export type S3Config = {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set: any S3-compatible service (MinIO, R2, Ceph...). */
  endpoint?: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (instance role, AWS_* variables, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type MediaConfig = {
  /** Local folder: the videos themselves with the local store, render scratch space with S3. */
  dir: string;
  store: { kind: "local" } | ({ kind: "s3" } & S3Config);
};

export function mediaConfigProblems(env: MediaEnv): string[] {
  const problems: string[] = [];
  if (env.MEDIA_STORE === "s3" && !env.S3_BUCKET)
    problems.push('MEDIA_STORE="s3": needs S3_BUCKET, the bucket videos are stored in');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials",
    );
  }
  return problems;
}

/** Generated files live under MEDIA_DIR, by default inside the data folder next to the SQLite file. */
export function toMediaConfig(env: MediaEnv, dataDir: string): MediaConfig {
  const dir = env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(dataDir, "media");
  if (env.MEDIA_STORE === "local") return { dir, store: { kind: "local" } };
  return {
    dir,
    store: {
      kind: "s3",
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/+$/, "") } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === "true" : Boolean(env.S3_ENDPOINT),
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  };
}
