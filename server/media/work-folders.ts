import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

const WORK_PREFIX = "work-";

/** Render scratch folders on this machine: `root/videos/{id}/work-{random}`, one per attempt. */
export class WorkFolders {
  constructor(readonly root: string) {}

  videoDir(videoId: number): string {
    return path.join(this.root, "videos", String(videoId));
  }

  async createWorkDir(videoId: number): Promise<string> {
    const dir = this.videoDir(videoId);
    await fs.mkdir(dir, { recursive: true });
    await this.removeWorkDirs(videoId);
    const work = path.join(dir, `${WORK_PREFIX}${randomBytes(4).toString("hex")}`);
    await fs.mkdir(work);
    return work;
  }

  async removeWorkDirs(videoId: number): Promise<void> {
    const dir = this.videoDir(videoId);
    let entries: string[];
    try {
      entries = await fs.readdir(dir);
    } catch (error) {
      // No folder (the render never got that far, or the root is not a folder at all): nothing to remove.
      const { code } = error as NodeJS.ErrnoException;
      if (code === "ENOENT" || code === "ENOTDIR") return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.startsWith(WORK_PREFIX)) await fs.rm(path.join(dir, entry), { recursive: true, force: true });
    }
  }

  async removeWorkDir(workDir: string): Promise<void> {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
