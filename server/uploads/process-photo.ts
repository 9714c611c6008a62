import path from "node:path";
import sharp from "sharp";
import { UPLOAD_LIMITS } from "@common/uploads";
import { DomainError } from "../domain-error";

/** The largest side a photo is kept at: sharper than any frame it will fill (1080 × 1920), far smaller than a camera's. */
const PHOTO_MAX_SIDE = 2560;
const PREVIEW_MAX_SIDE = 640;

export type ProcessedPhoto = { photo: string; preview: string; width: number; height: number };

/**
 * A person's photo made safe to keep and show: its size in pixels checked from the header before anything is decoded
 * (a decompression bomb is refused at once), decoded, turned upright by its EXIF orientation, and written again as a
 * JPEG with no metadata at all (no GPS, camera or names), with a preview beside it, in `dir`.
 */
export async function processPhoto(file: string, dir: string): Promise<ProcessedPhoto> {
  const maxPixels = UPLOAD_LIMITS.photoMaxMegapixels * 1_000_000;
  // The header alone, whatever size it claims: the limit is checked here, with its own message.
  const header = await sharp(file, { limitInputPixels: false }).metadata().catch(unreadable);
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > maxPixels)
    throw new DomainError("too_large", {
      code: "upload_too_many_pixels",
      params: { megapixels: Math.round(pixels / 1_000_000), max: UPLOAD_LIMITS.photoMaxMegapixels },
    });
  if (!pixels) unreadable();

  const photo = path.join(dir, "photo.jpg");
  const preview = path.join(dir, "preview.jpg");
  // failOn "truncated": a photo cut short is refused, not stored with a grey bottom half.
  const upright = sharp(file, { limitInputPixels: maxPixels, failOn: "truncated" }).rotate();
  const saved = await upright
    .clone()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 88, mozjpeg: true })
    .toFile(photo)
    .catch(unreadable);
  await upright
    .clone()
    .resize({ width: PREVIEW_MAX_SIDE, height: PREVIEW_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(preview)
    .catch(unreadable);
  return { photo, preview, width: saved.width, height: saved.height };
}

function unreadable(): never {
  throw new DomainError("unreadable", { code: "upload_photo_unreadable" });
}
