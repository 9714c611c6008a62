import { loadImage } from "@napi-rs/canvas";
import type { Picture } from "./types";

/**
 * Checks that the bytes are an image by decoding them (while narration runs, so a broken one still falls back
 * before any frame is drawn), and keeps them compressed with the size the compositor needs for cover-fitting.
 */
export async function decodePicture(bytes: Buffer, label: string): Promise<Picture> {
  const image = await loadImage(bytes).catch(() => undefined);
  if (!image || image.width <= 0 || image.height <= 0) throw new Error(`${label} sent something that is not an image`);
  return { bytes, width: image.width, height: image.height };
}
