import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  MEDIA_FILES,
  UPLOAD_FILES,
  type MediaKind,
  type MediaStore,
  type ServeOptions,
  type UploadFile,
} from "./media-store";
import { sendFile } from "./send-file";
import { WorkFolders } from "./work-folders";

/**
 * The default store: one folder per video under MEDIA_DIR/videos, scratch folders beside the files they become, and
 * one folder per upload under MEDIA_DIR/uploads.
 */
export class LocalMediaStore extends WorkFolders implements MediaStore {
  async ready(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
  }

  filePath(videoId: number, kind: MediaKind): string {
    return path.join(this.videoDir(videoId), MEDIA_FILES[kind].name);
  }

  /** A rename within one folder tree never leaves half a file. */
  async publish(videoId: number, files: Partial<Record<MediaKind, string>>): Promise<void> {
    for (const [kind, from] of Object.entries(files) as [MediaKind, string][]) {
      await moveFile(from, this.filePath(videoId, kind));
    }
  }

  serve(request: FastifyRequest, reply: FastifyReply, videoId: number, kind: MediaKind, options: ServeOptions = {}) {
    return sendFile(request, reply, this.filePath(videoId, kind), {
      contentType: MEDIA_FILES[kind].contentType,
      ...options,
    });
  }

  uploadDir(uploadId: number): string {
    return path.join(this.root, "uploads", String(uploadId));
  }

  async saveUpload(uploadId: number, files: Partial<Record<UploadFile, string>>): Promise<void> {
    await fs.mkdir(this.uploadDir(uploadId), { recursive: true });
    for (const [file, from] of Object.entries(files) as [UploadFile, string][]) {
      await moveFile(from, path.join(this.uploadDir(uploadId), UPLOAD_FILES[file].name));
    }
  }

  serveUpload(request: FastifyRequest, reply: FastifyReply, uploadId: number, file: UploadFile) {
    return sendFile(request, reply, path.join(this.uploadDir(uploadId), UPLOAD_FILES[file].name), {
      contentType: UPLOAD_FILES[file].contentType,
    });
  }

  async fetchUpload(uploadId: number, file: UploadFile, dest: string): Promise<void> {
    await fs.copyFile(path.join(this.uploadDir(uploadId), UPLOAD_FILES[file].name), dest);
  }

  async removeUpload(uploadId: number): Promise<void> {
    await fs.rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  async removeVideo(videoId: number): Promise<void> {
    await fs.rm(this.videoDir(videoId), { recursive: true, force: true });
  }

  close(): void {}
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
