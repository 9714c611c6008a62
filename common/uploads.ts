import { z } from "zod";

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
