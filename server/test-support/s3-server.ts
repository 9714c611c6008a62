import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { S3Config } from "../media/config";

export type TestS3Server = {
  /** For MEDIA_STORE=s3 in a child process's environment. */
  env: Record<string, string>;
  config: S3Config;
  stop: () => Promise<void>;
};

const require = createRequire(import.meta.url);
// s3rver's credentials; it checks every request's signature against them.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-protocol server (s3rver, from npm) on a free loopback port with an empty bucket, in its own process: it
 * installs process-wide exception handlers that must not live in the test runner.
 */
export async function startS3Server(bucket = "storybites-test"): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-s3-"));
  const bin = path.join(path.dirname(require.resolve("s3rver/package.json")), "bin", "s3rver.js");
  const child = spawn(
    process.execPath,
    [bin, "-d", directory, "-a", "127.0.0.1", "-p", "0", "--silent", "--configure-bucket", bucket],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on [^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      MEDIA_STORE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    config: { bucket, region: "us-east-1", endpoint, forcePathStyle: true, credentials: CREDENTIALS },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
