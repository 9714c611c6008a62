import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "@common/env";
import { loadConfig } from "./config";
import { checkFolders } from "./config-folders";

describe("checking the configured folders at start", () => {
  let root: string;
  let file: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "storybites-folders-"));
    file = path.join(root, "a-file");
    await fs.writeFile(file, "not a folder");
  });
  afterEach(async () => {
    await fs.chmod(root, 0o755);
    await fs.rm(root, { recursive: true, force: true });
  });

  const problemsOf = async (env: Record<string, string>): Promise<string[]> => {
    const error = await checkFolders(loadConfig(env)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  };

  it("makes the data and media folders when they are missing, and leaves nothing else in them", async () => {
    const data = path.join(root, "new", "data");
    await checkFolders(loadConfig({ DATA_DIR: data }));
    expect(await fs.readdir(data)).toEqual(["media"]);
    expect(await fs.readdir(path.join(data, "media"))).toEqual([]);
  });

  it("names MEDIA_DIR when it is a file, or inside one", async () => {
    expect(await problemsOf({ DATA_DIR: root, MEDIA_DIR: file })).toEqual([
      `MEDIA_DIR (${file}) is a file, not a folder`,
    ]);
    expect(await problemsOf({ DATA_DIR: root, MEDIA_DIR: path.join(file, "media") })).toEqual([
      `MEDIA_DIR (${path.join(file, "media")}) cannot be made: ${file} is a file, not a folder`,
    ]);
  });

  it("names DATA_DIR when it is a file, and the media folder it would hold", async () => {
    expect(await problemsOf({ DATA_DIR: file })).toEqual([
      `DATA_DIR (${file}) is a file, not a folder`,
      `MEDIA_DIR (${path.join(file, "media")}) cannot be made: ${file} is a file, not a folder`,
    ]);
  });

  it("names CONTENT_DIR when it does not exist or is a file", async () => {
    const missing = path.join(root, "no-content");
    expect(await problemsOf({ DATA_DIR: root, CONTENT_DIR: missing })).toEqual([
      `CONTENT_DIR (${missing}) does not exist`,
    ]);
    expect(await problemsOf({ DATA_DIR: root, CONTENT_DIR: file })).toEqual([
      `CONTENT_DIR (${file}) is a file, not a folder`,
    ]);
  });

  // Permissions do not stop root, so this one only runs as another user.
  it.skipIf(process.getuid?.() === 0)("names a folder that exists but cannot be written", async () => {
    const data = path.join(root, "data");
    await fs.mkdir(path.join(data, "media"), { recursive: true });
    await fs.chmod(data, 0o555);
    try {
      expect(await problemsOf({ DATA_DIR: data, MEDIA_DIR: path.join(root, "media") })).toEqual([
        `DATA_DIR (${data}) cannot be written: permission denied`,
      ]);
    } finally {
      await fs.chmod(data, 0o755);
    }
  });

  it("checks only the folders this process uses", async () => {
    // PostgreSQL holds the data; S3 holds the media, and a web-only process renders nothing into MEDIA_DIR.
    const env = {
      DATABASE_URL: "postgres://u@db/sb",
      QUEUE: "pg-boss",
      MEDIA_STORE: "s3",
      S3_BUCKET: "videos",
      DATA_DIR: file,
      MEDIA_DIR: file,
    };
    await expect(checkFolders(loadConfig({ ...env, PROCESS_ROLE: "web" }))).resolves.toBeUndefined();
    // A worker renders into MEDIA_DIR but shows no content pages.
    expect(await problemsOf({ ...env, PROCESS_ROLE: "worker", CONTENT_DIR: file })).toEqual([
      `MEDIA_DIR (${file}) is a file, not a folder`,
    ]);
  });
});
