import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { S3MediaStore } from "../media/s3-media-store";
import { startS3Server, type TestS3Server } from "./s3-server";
import { testEngines, type TestEngine } from "./test-app";

export type StoreKind = "local" | "s3";

/** Every store behaves the same way: the local folder on each database engine, S3 (a real S3-protocol server) on SQLite. */
export const STORE_CASES: [StoreKind, TestEngine][] = [
  ...testEngines.map((engine): [StoreKind, TestEngine] => ["local", engine]),
  ["s3", "sqlite"],
];

/** For `s3`, a running S3 server and the store on it; for `local`, nothing: the test app's own folder store. */
export async function startStore(store: StoreKind): Promise<{ s3?: TestS3Server; media?: S3MediaStore }> {
  if (store === "local") return {};
  const s3 = await startS3Server();
  return { s3, media: new S3MediaStore(path.join(os.tmpdir(), "storybites-s3-scratch"), s3.config) };
}

/** The keys of the objects in the test server's bucket under `prefix`. */
export async function bucketKeys(s3: TestS3Server, prefix?: string): Promise<string[]> {
  const client = new S3Client({
    region: s3.config.region,
    endpoint: s3.config.endpoint,
    forcePathStyle: true,
    credentials: s3.config.credentials!,
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key!);
}
