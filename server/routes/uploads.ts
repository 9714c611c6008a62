import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UPLOAD_LIMITS } from "@common/uploads";
import { recordingCheckRequestSchema } from "@common/videos";
import type { Db } from "../db";
import { DomainError, notFound } from "../domain-error";
import type { LimitCounters } from "../limit-counters";
import type { MediaStore } from "../media/media-store";
import { requireUser } from "../http/session";
import { perPersonLimit, takeAction } from "../per-person-limit";
import { parseRecordId } from "../record-id";
import {
  createUpload,
  DEFAULT_UPLOAD_QUOTA,
  deleteOwnUpload,
  findOwnedUpload,
  listUploads,
  type UploadQuota,
} from "../uploads/uploads";
import { uploadKindOf } from "../uploads/upload-type";
import { checkRecordingForScript } from "../uploads/recording-check";

type Deps = { db: Db; media: MediaStore; counters: LimitCounters; quota?: UploadQuota | undefined };

const params = z.object({ id: z.string() });
const uploadId = (raw: string) => parseRecordId(raw, "upload_not_found");
const MB = 1024 * 1024;
// Files are sent byte for byte: photos and recordings are compressed already.
const fileRoute = { schema: { params }, compress: false } as const;

/** POST, GET and DELETE /api/uploads (issue 30): a person's own photos and recordings, private to them. */
export const uploadRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, media, counters, quota = DEFAULT_UPLOAD_QUOTA },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: 1, fields: 0, parts: 2, headerPairs: 100 },
  });
  const uploading = perPersonLimit(counters, "uploading", 30);

  app.post("/api/uploads", async (request, reply) => {
    const user = requireUser(request);
    if (!request.isMultipart()) throw new DomainError("invalid", { code: "upload_file_missing" });
    await takeAction(uploading, user.id);
    const part = await request.file().catch(() => undefined);
    if (!part || part.fieldname !== "file") throw new DomainError("invalid", { code: "upload_file_missing" });

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "storybites-upload-"));
    try {
      const received = path.join(dir, "received");
      await pipeline(part.file, createWriteStream(received));
      if (part.file.truncated)
        throw new DomainError("too_large", {
          code: "upload_too_large",
          params: { max: UPLOAD_LIMITS.maxFileBytes / MB },
        });
      const { size } = await fs.stat(received);
      if (size === 0) throw new DomainError("invalid", { code: "upload_empty" });
      const kind = await uploadKindOf(received);
      const file = { path: received, name: part.filename, bytes: size, dir };
      return reply.status(201).send(await createUpload(db, media, user.id, file, kind, quota));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  app.get("/api/uploads", async (request) => listUploads(db, requireUser(request).id, quota));

  app.get("/api/uploads/:id/file", fileRoute, async (request, reply) => {
    const upload = await findOwnedUpload(db, requireUser(request).id, uploadId(request.params.id));
    return media.serveUpload(request, reply, upload.id, upload.kind === "photo" ? "photo" : "audio");
  });

  app.get("/api/uploads/:id/preview", fileRoute, async (request, reply) => {
    const upload = await findOwnedUpload(db, requireUser(request).id, uploadId(request.params.id));
    if (upload.kind !== "photo") throw notFound("upload_not_found");
    return media.serveUpload(request, reply, upload.id, "preview");
  });

  app.post("/api/uploads/:id/check", { schema: { params, body: recordingCheckRequestSchema } }, async (request) => {
    const user = requireUser(request);
    await takeAction(uploading, user.id);
    const { script, duration } = request.body;
    return checkRecordingForScript(db, media, user.id, { upload: uploadId(request.params.id), script, duration });
  });

  app.delete("/api/uploads/:id", { schema: { params } }, async (request, reply) => {
    await deleteOwnUpload(db, media, requireUser(request).id, uploadId(request.params.id));
    return reply.status(204).send();
  });
};
