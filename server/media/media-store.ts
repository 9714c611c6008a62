import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** The files a finished video has, by the names they are served under. */
export const MEDIA_FILES = { video: "video.mp4", thumbnail: "thumbnail.jpg", captions: "captions.vtt" } as const;
export type MediaKind = keyof typeof MEDIA_FILES;

const WORK_PREFIX = "work-";

/** Local-folder media store: one folder per video under MEDIA_DIR/videos. */
export class MediaStore {
  constructor(readonly root: string) {}

  videoDir(videoId: number): string {
    return path.join(this.root, "videos", String(videoId));
  }

  filePath(videoId: number, kind: MediaKind): string {
    return path.join(this.videoDir(videoId), MEDIA_FILES[kind]);
  }

  /**
   * A fresh scratch folder for one render attempt. Folders left by attempts of a process that died are removed,
   * so a crash costs disk only until the video's next attempt.
   */
  async createWorkDir(videoId: number): Promise<string> {
    const dir = this.videoDir(videoId);
    await fs.mkdir(dir, { recursive: true });
    await this.removeWorkDirs(videoId);
    const work = path.join(dir, `${WORK_PREFIX}${randomBytes(4).toString("hex")}`);
    await fs.mkdir(work);
    return work;
  }

  /** Removes every scratch folder of the video, for when it has failed for good (its renders may have been abandoned). */
  async removeWorkDirs(videoId: number): Promise<void> {
    const dir = this.videoDir(videoId);
    let entries: string[];
    try {
      entries = await fs.readdir(dir);
    } catch (error) {
      // No folder (the render never got that far, or MEDIA_DIR is not a folder at all): nothing to remove.
      const { code } = error as NodeJS.ErrnoException;
      if (code === "ENOENT" || code === "ENOTDIR") return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.startsWith(WORK_PREFIX)) await fs.rm(path.join(dir, entry), { recursive: true, force: true });
    }
  }

  /** Moves a render's outputs to their served names; a rename within one folder tree never leaves half a file. */
  async publish(videoId: number, files: Partial<Record<MediaKind, string>>): Promise<void> {
    for (const [kind, from] of Object.entries(files) as [MediaKind, string][]) {
      await moveFile(from, this.filePath(videoId, kind));
    }
  }

  async removeWorkDir(workDir: string): Promise<void> {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

async function moveFile(from: string, to: string) {
  try {
    await fs.rename(from, to);
  } catch (error) {
    // The studio may write to another file system (a tmpfs): copy to a temporary name, then rename into place.
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    const partial = `${to}.partial`;
    await fs.copyFile(from, partial);
    await fs.rename(partial, to);
    await fs.rm(from, { force: true });
  }
}
