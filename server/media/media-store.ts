import type { FastifyReply, FastifyRequest } from "fastify";

/** The files a finished video has: the names they are stored and served under, and their content types. */
export const MEDIA_FILES = {
  video: { name: "video.mp4", contentType: "video/mp4" },
  thumbnail: { name: "thumbnail.jpg", contentType: "image/jpeg" },
  card: { name: "card.jpg", contentType: "image/jpeg" },
  captions: { name: "captions.vtt", contentType: "text/vtt; charset=utf-8" },
} as const;
export type MediaKind = keyof typeof MEDIA_FILES;

/** The files a person's upload has, once processed: a photo and its preview, or a recording. */
export const UPLOAD_FILES = {
  photo: { name: "photo.jpg", contentType: "image/jpeg" },
  preview: { name: "preview.jpg", contentType: "image/jpeg" },
  audio: { name: "audio.flac", contentType: "audio/flac" },
} as const;
export type UploadFile = keyof typeof UPLOAD_FILES;

/** `downloadName` serves the file as an attachment under that name. */
export type ServeOptions = { downloadName?: string };

/**
 * Where finished videos live and how they are served: a local folder (one machine) or S3-compatible object storage
 * (any number of web and worker machines, no shared disk). Renders always write to a local scratch folder first.
 */
export interface MediaStore {
  /** Checks at start that the store can be used, failing with the reason a person can act on. */
  ready(): Promise<void>;
  /**
   * A fresh local scratch folder for one render attempt. Folders left by attempts of a process that died on this
   * machine are removed, so a crash costs disk only until the video's next attempt here.
   */
  createWorkDir(videoId: number): Promise<string>;
  removeWorkDir(workDir: string): Promise<void>;
  /** Removes every scratch folder of the video on this machine, for when it has failed for good. */
  removeWorkDirs(videoId: number): Promise<void>;
  /** Makes a render's outputs the video's served files; a reader never sees half a file. */
  publish(videoId: number, files: Partial<Record<MediaKind, string>>): Promise<void>;
  /**
   * Answers a request for one of the video's files with byte ranges and conditional requests (ETag, If-Range). The
   * caller has checked that the requester may see it.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    videoId: number,
    kind: MediaKind,
    options?: ServeOptions,
  ): Promise<FastifyReply>;
  /** Stores an upload's processed files (moved from where they are); each appears whole or not at all. */
  saveUpload(uploadId: number, files: Partial<Record<UploadFile, string>>): Promise<void>;
  /** Answers a request for one of the upload's files, as `serve` does; the caller has checked it is the owner's. */
  serveUpload(request: FastifyRequest, reply: FastifyReply, uploadId: number, file: UploadFile): Promise<FastifyReply>;
  /** Copies one of the upload's files to `dest` on this machine, for a render. */
  fetchUpload(uploadId: number, file: UploadFile, dest: string): Promise<void>;
  /** Removes every file of the upload; an upload with none left is not an error. */
  removeUpload(uploadId: number): Promise<void>;
  /** Removes every served file of the video (and its scratch folders here); a video with none is not an error. */
  removeVideo(videoId: number): Promise<void>;
  close(): void;
}
