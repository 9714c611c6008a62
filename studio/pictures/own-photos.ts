import sharp from "sharp";
import type { Picture } from "./types";

/** A person's photo for one scene: the scene's index in the script and the photo's file on this machine. */
export type ScenePhoto = { scene: number; file: string };

/** Kept a little larger than what covers the frame, so the slow push-in (6%) never scales it up. */
const HEADROOM = 1.07;

/**
 * The person's own photos, per scene in script order (undefined where a scene has none), each kept compressed at
 * the size that covers the frame, with its point of interest: libvips' attention strategy (sharp's `position: "attention"`:
 * skin tones, saturation and detail) for the frame's shape, where the camera frames it and pushes in toward.
 */
export async function loadOwnPhotos(
  photos: readonly ScenePhoto[],
  sceneCount: number,
  frame: { width: number; height: number },
): Promise<(Picture | undefined)[]> {
  const byScene: (Picture | undefined)[] = Array.from({ length: sceneCount }, () => undefined);
  for (const { scene, file } of photos) {
    if (scene < 0 || scene >= sceneCount) continue;
    byScene[scene] = await ownPhoto(file, frame);
  }
  return byScene;
}

async function ownPhoto(file: string, frame: { width: number; height: number }): Promise<Picture> {
  // "outside": both sides at least the frame's, so a wide photo filling a tall frame is never stretched.
  const { data, info } = await sharp(file)
    .resize({
      width: Math.round(frame.width * HEADROOM),
      height: Math.round(frame.height * HEADROOM),
      fit: "outside",
      withoutEnlargement: true,
    })
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  const attention = await sharp(data)
    .resize(frame.width, frame.height, { fit: "cover", position: "attention" })
    .toBuffer({ resolveWithObject: true });
  // Where the attention crop's focal point falls in the photo, from the scaled photo it was found in.
  const scale = Math.max(frame.width / info.width, frame.height / info.height);
  const x = (attention.info.attentionX ?? (info.width * scale) / 2) / (info.width * scale);
  const y = (attention.info.attentionY ?? (info.height * scale) / 2) / (info.height * scale);
  return {
    bytes: data,
    width: info.width,
    height: info.height,
    own: { focus: { x: clampShare(x), y: clampShare(y) } },
  };
}

const clampShare = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0.5));
