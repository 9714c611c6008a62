import fs from "node:fs/promises";
import path from "node:path";
import type { Selectable } from "kysely";
import {
  placePhotos,
  type Upload,
  type UploadKind,
  type UploadList,
  UPLOAD_LIMITS,
  type VideoMedia,
  videoMediaSchema,
  type VideoPhoto,
} from "@common/uploads";
import type { PlacedPhoto } from "@common/videos";
import { prepareRecording } from "@studio";
import { lockOpenAccount } from "../auth/account-lock";
import type { Db } from "../db";
import type { UploadsTable } from "../db/schema";
import { DomainError, notFound } from "../domain-error";
import type { MediaStore, UploadFile } from "../media/media-store";
import { UNFINISHED_STATUSES } from "../videos/fail-video";
import { processPhoto } from "./process-photo";

const MB = 1024 * 1024;
const NAME_MAX = 120;

type UploadRow = Selectable<UploadsTable>;

/** What one person may keep (UPLOAD_LIMITS by default): files, and bytes of the processed files. */
export type UploadQuota = { files: number; bytes: number };
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { files: UPLOAD_LIMITS.quotaFiles, bytes: UPLOAD_LIMITS.quotaBytes };

/** A received file, on this machine's disk, with the name it was sent under. */
export type ReceivedFile = { path: string; name: string; bytes: number; dir: string };

/**
 * Processes a person's file (a photo re-encoded without metadata, a recording decoded to one normalised track),
 * checks it against their quota, and keeps it: the row and its files in the media store, or, on any refusal or
 * failure, neither.
 */
export async function createUpload(
  db: Db,
  media: MediaStore,
  userId: number,
  received: ReceivedFile,
  kind: UploadKind,
  quota = DEFAULT_UPLOAD_QUOTA,
): Promise<Upload> {
  const processed = kind === "photo" ? await photo(received) : await recording(received);
  const files = Object.values(processed.files);
  const bytes = (await Promise.all(files.map((file) => fs.stat(file)))).reduce((sum, stat) => sum + stat.size, 0);

  // The account's lock also keeps two uploads at once from both fitting a quota that holds one of them.
  const row = await db.transaction().execute(async (trx) => {
    await lockOpenAccount(trx, userId);
    await checkQuota(trx, userId, bytes, quota);
    return trx
      .insertInto("uploads")
      .values({
        user_id: userId,
        kind,
        name: displayName(received.name, kind),
        bytes,
        width: processed.width,
        height: processed.height,
        seconds: processed.seconds,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  try {
    await media.saveUpload(row.id, processed.files);
  } catch (error) {
    await media.removeUpload(row.id).catch(() => undefined);
    await db.deleteFrom("uploads").where("id", "=", row.id).execute();
    throw error;
  }
  // The account was deleted while the files were being stored: its deletion took the row, so take the files.
  if (!(await db.selectFrom("uploads").select("id").where("id", "=", row.id).executeTakeFirst())) {
    await media.removeUpload(row.id);
    throw new DomainError("not_found", { code: "account_not_found" });
  }
  return uploadDto(row);
}

type Processed = {
  files: Partial<Record<UploadFile, string>>;
  width: number | null;
  height: number | null;
  seconds: number | null;
};

async function photo(received: ReceivedFile): Promise<Processed> {
  if (received.bytes > UPLOAD_LIMITS.photoMaxBytes)
    throw new DomainError("too_large", {
      code: "upload_photo_too_large",
      params: { max: UPLOAD_LIMITS.photoMaxBytes / MB },
    });
  const { photo, preview, width, height } = await processPhoto(received.path, received.dir);
  return { files: { photo, preview }, width, height, seconds: null };
}

async function recording(received: ReceivedFile): Promise<Processed> {
  const out = path.join(received.dir, "audio.flac");
  const prepared = await prepareRecording(received.path, out, UPLOAD_LIMITS.audioMaxSeconds);
  if (!prepared.ok) {
    if (prepared.reason === "too_long")
      throw new DomainError("unreadable", {
        code: "upload_too_long",
        params: { max: UPLOAD_LIMITS.audioMaxSeconds / 60 },
      });
    throw new DomainError("unreadable", {
      code: prepared.reason === "silent" ? "upload_audio_silent" : "upload_audio_unreadable",
    });
  }
  return { files: { audio: out }, width: null, height: null, seconds: Math.round(prepared.seconds * 100) / 100 };
}

async function checkQuota(db: Db, userId: number, adding: number, quota: UploadQuota) {
  const used = await db
    .selectFrom("uploads")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("files"),
      eb.fn.sum<number | string | null>("bytes").as("bytes"),
    ])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(used.files) >= quota.files)
    throw new DomainError("too_large", { code: "upload_quota_files", params: { max: quota.files } });
  if (Number(used.bytes ?? 0) + adding > quota.bytes)
    throw new DomainError("too_large", {
      code: "upload_quota_bytes",
      params: { max: Math.round((quota.bytes / MB) * 10) / 10 },
    });
}

/** The person's own uploads, newest first, with what they use of their quota. */
export async function listUploads(db: Db, userId: number, quota = DEFAULT_UPLOAD_QUOTA): Promise<UploadList> {
  const rows = await db.selectFrom("uploads").selectAll().where("user_id", "=", userId).orderBy("id", "desc").execute();
  return {
    uploads: rows.map(uploadDto),
    usedBytes: rows.reduce((sum, row) => sum + row.bytes, 0),
    quotaBytes: quota.bytes,
  };
}

/** The owner's upload, else 404: nobody learns that someone else's exists. */
export async function findOwnedUpload(db: Db, userId: number, id: number): Promise<UploadRow> {
  const row = await db
    .selectFrom("uploads")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound("upload_not_found");
  return row;
}

/**
 * The person's own photos for a video, checked before a credit is spent: anyone else's upload (or one that does not
 * exist) is a 404, a recording given as a photo is refused.
 */
export async function checkOwnPhotos(db: Db, userId: number, photos: readonly VideoPhoto[]): Promise<void> {
  for (const photo of photos) {
    const row = await findOwnedUpload(db, userId, photo.upload);
    if (row.kind !== "photo") throw new DomainError("invalid", { code: "upload_not_a_photo" });
  }
}

/**
 * The person's own recording for a video's narration, checked before a credit is spent: theirs (else 404), a recording
 * (not a photo), and no longer than the video can be (`maxSeconds`). Its length in seconds is returned.
 */
export async function checkOwnRecording(db: Db, userId: number, id: number, maxSeconds: number): Promise<void> {
  const row = await findOwnedUpload(db, userId, id);
  if (row.kind !== "audio") throw new DomainError("invalid", { code: "upload_not_a_recording" });
  const seconds = Math.round(row.seconds ?? 0);
  if (seconds > maxSeconds)
    throw new DomainError("invalid", { code: "recording_too_long", params: { seconds, max: maxSeconds } });
}

/** Where each photo of a video will be shown, with its preview, for the storyboard. */
export function placedPhotos(photos: readonly VideoPhoto[], sceneCount: number): PlacedPhoto[] {
  const scenes = placePhotos(photos, sceneCount);
  return photos.map((photo, i) => ({
    upload: photo.upload,
    scene: scenes[i] ?? null,
    previewUrl: `/api/uploads/${photo.upload}/preview`,
  }));
}

/** Whether a video of the person's that is still being made shows the upload: it cannot be deleted until it is done. */
async function usedByUnfinishedVideo(db: Db, userId: number, id: number): Promise<boolean> {
  const videos = await db
    .selectFrom("videos")
    .select("media")
    .where("user_id", "=", userId)
    .where("status", "in", UNFINISHED_STATUSES)
    .where("media", "is not", null)
    .execute();
  return videos.some((video) => {
    const media = readVideoMedia(video.media);
    return media.narration === id || media.photos.some((photo) => photo.upload === id);
  });
}

/** A video's stored media, as written by createVideo; none for rows from before it, or without photos or a recording. */
export function readVideoMedia(stored: string | null): VideoMedia {
  return stored ? videoMediaSchema.parse(JSON.parse(stored)) : { photos: [] };
}

export async function deleteOwnUpload(db: Db, media: MediaStore, userId: number, id: number): Promise<void> {
  const row = await findOwnedUpload(db, userId, id);
  if (await usedByUnfinishedVideo(db, userId, id)) throw new DomainError("conflict", { code: "upload_in_use" });
  // The row first: a file left by a failed removal is unreachable, a row without its files would be listed broken.
  await db.deleteFrom("uploads").where("id", "=", row.id).execute();
  await media.removeUpload(row.id);
}

function uploadDto(row: UploadRow): Upload {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    seconds: row.seconds,
    createdAt: row.created_at,
    fileUrl: `/api/uploads/${row.id}/file`,
    previewUrl: row.kind === "photo" ? `/api/uploads/${row.id}/preview` : null,
  };
}

/** The file's own name, for the person's list: no folders, no control characters, not too long. */
function displayName(sent: string, kind: UploadKind): string {
  const base = sent.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim()
    .slice(0, NAME_MAX);
  return clean || (kind === "photo" ? "photo" : "recording");
}
