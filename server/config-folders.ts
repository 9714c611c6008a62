import fs from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "@common/env";
import type { Config } from "./config";

/**
 * Checks, at start, the folders the configuration names, so that a bad one stops the server with its variable named
 * instead of a bare `EEXIST: file already exists, mkdir` (or a first video failing later). Creates those that are
 * missing and this process writes to.
 */
export async function checkFolders(config: Config): Promise<void> {
  const problems = await Promise.all([
    // PostgreSQL keeps the data elsewhere; DATA_DIR then only places the default MEDIA_DIR, checked below.
    config.database.kind === "sqlite" ? writableFolderProblem("DATA_DIR", config.dataDir) : undefined,
    // With S3 the folder is only render scratch space, which a web-only process never uses.
    config.media.store.kind === "local" || config.role !== "web"
      ? writableFolderProblem("MEDIA_DIR", config.media.dir)
      : undefined,
    config.role === "worker" ? undefined : readableFolderProblem("CONTENT_DIR", config.contentDir),
  ]);
  const named = problems.filter((problem) => problem !== undefined);
  if (named.length > 0) throw new ConfigError(named);
}

type Use = "made" | "written" | "read";

/** Why `dir` cannot be made or written to, if it cannot, as `NAME (dir) ...`. */
async function writableFolderProblem(name: string, dir: string): Promise<string | undefined> {
  let use: Use = "made";
  try {
    await fs.mkdir(dir, { recursive: true });
    use = "written";
    // Only writing tells: permissions, ACLs and read-only mounts all answer it, and the folder's mode alone does not.
    await fs.rmdir(await fs.mkdtemp(path.join(dir, ".write-check-")));
    return undefined;
  } catch (error) {
    return `${name} (${dir}) ${await describe(error as NodeJS.ErrnoException, dir, use)}`;
  }
}

async function readableFolderProblem(name: string, dir: string): Promise<string | undefined> {
  try {
    await fs.readdir(dir);
    return undefined;
  } catch (error) {
    return `${name} (${dir}) ${await describe(error as NodeJS.ErrnoException, dir, "read")}`;
  }
}

async function describe(error: NodeJS.ErrnoException, dir: string, use: Use): Promise<string> {
  switch (error.code) {
    case "EEXIST":
      return "is a file, not a folder";
    case "ENOTDIR": {
      const file = await firstExisting(dir);
      return file === dir ? "is a file, not a folder" : `cannot be made: ${file} is a file, not a folder`;
    }
    case "ENOENT":
      return "does not exist";
    case "EACCES":
    case "EPERM":
      return `cannot be ${use}: permission denied`;
    case "EROFS":
      return `cannot be ${use}: the file system is read-only`;
    default:
      return `cannot be ${use}: ${error.message}`;
  }
}

/** The nearest of `dir` and its parents that exists: where a path that cannot be made stops being folders. */
async function firstExisting(dir: string): Promise<string> {
  for (let at = dir; ; at = path.dirname(at)) {
    const found = await fs.stat(at).then(
      () => true,
      () => false,
    );
    if (found || at === path.dirname(at)) return at;
  }
}
