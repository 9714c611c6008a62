import { z } from "zod";
import { renderMessage } from "./messages";

/**
 * A person's own photos and recordings (issue 30), for their videos. The limits are the product's: they are said in
 * the refusals, the README and the Privacy page, from here.
 */
export const UPLOAD_LIMITS = {
  /** The largest file the server reads at all: a recording's limit, the larger of the two. */
  maxFileBytes: 25 * 1024 * 1024,
  photoMaxBytes: 15 * 1024 * 1024,
  /** Checked from the file's header before any pixel is decoded, so a decompression bomb costs nothing. */
  photoMaxMegapixels: 40,
  audioMaxBytes: 25 * 1024 * 1024,
  audioMaxSeconds: 180,
  /** What one person may keep stored, counted in the processed files' bytes. */
  quotaBytes: 200 * 1024 * 1024,
  quotaFiles: 100,
} as const;

export const UPLOAD_KINDS = ["photo", "audio"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What can be uploaded, as a person reads it in a refusal. */
export const ACCEPTED_PHOTOS = "JPEG, PNG, WebP or HEIC";
export const ACCEPTED_RECORDINGS = "WebM, Ogg, MP3, M4A (AAC) or WAV";

/** One upload as the API answers it: a photo gives its size in pixels, a recording its length. */
export const uploadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(UPLOAD_KINDS),
  /** The name the file had, for the person's own list; never used to store or type the file. */
  name: z.string(),
  /** Bytes stored: the processed file (and a photo's preview). */
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  seconds: z.number().nullable(),
  createdAt: z.string(),
  fileUrl: z.string(),
  previewUrl: z.string().nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;

export const uploadListSchema = z.object({
  uploads: z.array(uploadSchema),
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type UploadList = z.infer<typeof uploadListSchema>;

/** The most photos one video shows: one per scene is the most a script has room for. */
export const MAX_VIDEO_PHOTOS = 12;

/** One of the person's photos for the video, and the scene (0 = the first) it is to be shown in, if they chose one. */
export const videoPhotoSchema = z.object({
  upload: z.number().int().positive(),
  scene: z.number().int().min(0).max(99).optional(),
});
export type VideoPhoto = z.infer<typeof videoPhotoSchema>;

/**
 * `media` of `POST /api/videos` and `POST /api/storyboard`: the person's own photos for the video's scenes, and their
 * own recording of the script (an upload id), which narrates the video instead of a synthetic voice.
 */
export const videoMediaSchema = z.object({
  photos: z
    .array(videoPhotoSchema)
    .max(MAX_VIDEO_PHOTOS, renderMessage("too_many_photos", { max: MAX_VIDEO_PHOTOS }))
    .default([]),
  narration: z.number().int().positive().optional(),
});
export type VideoMedia = z.infer<typeof videoMediaSchema>;

/**
 * The scene each photo is shown in, in the photos' order (null: there are more photos than scenes). A photo keeps the
 * scene it names when that scene exists and no photo before took it; any other goes to the next scene without a photo
 * after the photo before it (from the first scene for the first), else to the first scene still without one.
 */
export function placePhotos(photos: readonly { scene?: number | undefined }[], sceneCount: number): (number | null)[] {
  const taken = new Set<number>();
  const placed: (number | null)[] = photos.map((photo) => {
    const scene = photo.scene;
    if (scene === undefined || scene >= sceneCount || taken.has(scene)) return null;
    taken.add(scene);
    return scene;
  });
  let cursor = 0;
  return placed.map((scene) => {
    if (scene !== null) {
      cursor = scene + 1;
      return scene;
    }
    const free = (from: number) =>
      Array.from({ length: sceneCount - from }, (_, i) => from + i).find((s) => !taken.has(s));
    const next = free(cursor) ?? free(0);
    if (next === undefined) return null;
    taken.add(next);
    cursor = next + 1;
    return next;
  });
}
