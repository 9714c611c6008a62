import { createReadStream, createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { rm, stat } from "node:fs/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { S3Config } from "./config";
import {
  MEDIA_FILES,
  UPLOAD_FILES,
  type MediaKind,
  type MediaStore,
  type ServeOptions,
  type UploadFile,
} from "./media-store";
import { sendS3Object } from "./send-s3-object";
import { WorkFolders } from "./work-folders";

/** Upload order: every file a video has, the video last, so its object existing means the others do too. */
const PUBLISH_ORDER: MediaKind[] = [
  ...(Object.keys(MEDIA_FILES) as MediaKind[]).filter((kind) => kind !== "video"),
  "video",
];

/**
 * S3-compatible object storage (MEDIA_STORE=s3): any number of web and worker machines share the videos with no shared
 * disk. Renders write to a local scratch folder (under MEDIA_DIR) and publish by uploading; web processes stream the
 * objects back through the app, so owner checks, byte ranges and one origin stay as with the local store.
 */
export class S3MediaStore extends WorkFolders implements MediaStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(scratchRoot: string, config: S3Config) {
    super(scratchRoot);
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: the SDK's default streams uploads as aws-chunked with a trailing
      // checksum, which many S3-compatible services refuse. Integrity on the wire is TLS's job; uploads carry their length.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  /** Fails at start, with the reason, when the bucket cannot be reached: better than a refunded first video. */
  async ready(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const reason =
        status === 404
          ? "it does not exist"
          : status === 403
            ? "access is denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)"
            : (error as Error).message;
      throw new Error(`The S3 bucket "${this.bucket}" cannot be used: ${reason}.`, { cause: error });
    }
  }

  key(videoId: number, kind: MediaKind): string {
    return `videos/${videoId}/${MEDIA_FILES[kind].name}`;
  }

  /** Each object appears whole or not at all: S3 never shows a partly uploaded object. */
  async publish(videoId: number, files: Partial<Record<MediaKind, string>>): Promise<void> {
    for (const kind of PUBLISH_ORDER) {
      const file = files[kind];
      if (file) await this.put(this.key(videoId, kind), file, MEDIA_FILES[kind].contentType);
    }
  }

  uploadKey(uploadId: number, file: UploadFile): string {
    return `uploads/${uploadId}/${UPLOAD_FILES[file].name}`;
  }

  async saveUpload(uploadId: number, files: Partial<Record<UploadFile, string>>): Promise<void> {
    for (const [file, from] of Object.entries(files) as [UploadFile, string][]) {
      await this.put(this.uploadKey(uploadId, file), from, UPLOAD_FILES[file].contentType);
      await rm(from, { force: true });
    }
  }

  serveUpload(request: FastifyRequest, reply: FastifyReply, uploadId: number, file: UploadFile) {
    const address = { Bucket: this.bucket, Key: this.uploadKey(uploadId, file) };
    return sendS3Object(this.client, address, request, reply, { contentType: UPLOAD_FILES[file].contentType });
  }

  async fetchUpload(uploadId: number, file: UploadFile, dest: string): Promise<void> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.uploadKey(uploadId, file) }),
    );
    await pipeline(object.Body as Readable, createWriteStream(dest));
  }

  /**
   * Deleting an object that is not there succeeds in S3, so an upload half saved is removed the same way. One request
   * per file: a batch delete needs a checksum header that S3-compatible services disagree on.
   */
  async removeUpload(uploadId: number): Promise<void> {
    for (const file of Object.keys(UPLOAD_FILES) as UploadFile[]) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.uploadKey(uploadId, file) }));
    }
  }

  async removeVideo(videoId: number): Promise<void> {
    for (const kind of Object.keys(MEDIA_FILES) as MediaKind[]) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(videoId, kind) }));
    }
    await this.removeWorkDirs(videoId);
  }

  private async put(key: string, file: string, contentType: string) {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  serve(request: FastifyRequest, reply: FastifyReply, videoId: number, kind: MediaKind, options: ServeOptions = {}) {
    return sendS3Object(this.client, { Bucket: this.bucket, Key: this.key(videoId, kind) }, request, reply, {
      contentType: MEDIA_FILES[kind].contentType,
      ...options,
    });
  }

  close(): void {
    this.client.destroy();
  }
}
