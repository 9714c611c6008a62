import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { S3MediaStore } from "./s3-media-store";
import { startS3Server, type TestS3Server } from "../test-support/s3-server";

describe("S3 media store", () => {
  let s3: TestS3Server;
  let scratch: string;
  beforeAll(async () => {
    s3 = await startS3Server("videos-bucket");
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), "storybites-scratch-"));
  });
  afterAll(async () => {
    await s3?.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it("is ready when the bucket exists, and says why not when it does not", async () => {
    await expect(new S3MediaStore(scratch, s3.config).ready()).resolves.toBeUndefined();
    await expect(new S3MediaStore(scratch, { ...s3.config, bucket: "no-such-bucket" }).ready()).rejects.toThrow(
      'The S3 bucket "no-such-bucket" cannot be used: it does not exist.',
    );
    const nobodyThere = new S3MediaStore(scratch, { ...s3.config, endpoint: "http://127.0.0.1:9" });
    await expect(nobodyThere.ready()).rejects.toThrow(/The S3 bucket "videos-bucket" cannot be used: .+/);
  });

  it("renders into a local scratch folder and publishes by uploading, leaving the scratch to be removed", async () => {
    const store = new S3MediaStore(scratch, s3.config);
    const work = await store.createWorkDir(7);
    expect(work.startsWith(scratch)).toBe(true);
    await fs.writeFile(path.join(work, "out.mp4"), "not really a video");
    await fs.writeFile(path.join(work, "out.jpg"), "thumbnail");
    await fs.writeFile(path.join(work, "card.jpg"), "card");
    await fs.writeFile(path.join(work, "out.vtt"), "WEBVTT");
    await store.publish(7, {
      video: path.join(work, "out.mp4"),
      thumbnail: path.join(work, "out.jpg"),
      card: path.join(work, "card.jpg"),
      captions: path.join(work, "out.vtt"),
    });
    await store.removeWorkDirs(7);
    expect(await fs.readdir(store.videoDir(7))).toEqual([]);
    // In the bucket, not on this machine's disk.
    const client = new S3Client({
      region: s3.config.region,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: s3.config.credentials!,
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: "videos-bucket", Prefix: "videos/7/" }));
    expect(listed.Contents?.map((object) => [object.Key, object.Size])).toEqual([
      ["videos/7/captions.vtt", 6],
      ["videos/7/card.jpg", 4],
      ["videos/7/thumbnail.jpg", 9],
      ["videos/7/video.mp4", 18],
    ]);
    client.destroy();
  });
});
