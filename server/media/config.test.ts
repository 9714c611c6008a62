import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

describe("media configuration", () => {
  it("stores media in a local folder by default", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/sb" }).media).toEqual({
      dir: path.join("/tmp/sb", "media"),
      store: { kind: "local" },
    });
  });

  it("reads an S3-compatible store: path-style addressing by default when an endpoint is given", () => {
    const env = {
      MEDIA_STORE: "s3",
      S3_BUCKET: "videos",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig({ DATA_DIR: "/tmp/sb", ...env }).media.store).toEqual({
      kind: "s3",
      bucket: "videos",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    // AWS itself: virtual-host addressing and the SDK's own credential chain.
    expect(loadConfig({ MEDIA_STORE: "s3", S3_BUCKET: "videos", S3_REGION: "eu-central-1" }).media.store).toEqual({
      kind: "s3",
      bucket: "videos",
      region: "eu-central-1",
      forcePathStyle: false,
    });
  });

  it("refuses an S3 store without a bucket, half a key pair or a bad endpoint, naming the fix, and never echoes the secret", () => {
    expect(() => loadConfig({ MEDIA_STORE: "s3" })).toThrow(/MEDIA_STORE="s3": needs S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_STORE: "s3", S3_BUCKET: "v", S3_SECRET_ACCESS_KEY: "hunter22" })).toThrow(
      /set both, or neither/,
    );
    expect(() => loadConfig({ MEDIA_STORE: "s3", S3_BUCKET: "v", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ MEDIA_STORE: "gcs" })).toThrow(/MEDIA_STORE="gcs": must be local or s3/);
    try {
      loadConfig({ MEDIA_STORE: "s3", S3_SECRET_ACCESS_KEY: "" });
    } catch (error) {
      expect(String(error)).not.toContain("hunter22");
    }
  });

  it("runs web and worker processes apart only on the shared pg-boss queue", () => {
    expect(loadConfig({}).role).toBe("all");
    expect(() => loadConfig({ PROCESS_ROLE: "worker" })).toThrow(/PROCESS_ROLE="worker": needs QUEUE=pg-boss/);
    expect(loadConfig({ PROCESS_ROLE: "web", QUEUE: "pg-boss", DATABASE_URL: "postgres://u@db/sb" }).role).toBe("web");
    expect(() => loadConfig({ PROCESS_ROLE: "both" })).toThrow(/must be all, web or worker/);
  });
});
