import { createRequire } from "node:module";
import { type Canvas, createCanvas, Image } from "@napi-rs/canvas";

/** The picture set every curated picture comes from: Microsoft's Fluent Emoji (flat), MIT, as Iconify JSON. */
export const PICTURE_SET = "fluent-emoji-flat";

type IconSet = {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
  width?: number;
  height?: number;
};

let set: IconSet | undefined;

// 9 MB of JSON: read on the first picture, not when a module that may draw one is imported.
function iconSet(): IconSet {
  set ??= createRequire(import.meta.url)(`@iconify-json/${PICTURE_SET}/icons.json`) as IconSet;
  return set;
}

/** "fluent-emoji-flat:memo" for the set's icon "memo": the id scripts carry, naming the set and the icon in it. */
export function pictureId(icon: string): string {
  return `${PICTURE_SET}:${icon}`;
}

/** The icon's name in the set, or undefined when the id is from elsewhere or names no icon of the set. */
export function iconName(id: string): string | undefined {
  const [prefix, name] = id.split(":");
  if (prefix !== PICTURE_SET || !name) return undefined;
  const { icons, aliases } = iconSet();
  // Own properties only: "toString" or "__proto__" from an edited script are no icons.
  return Object.hasOwn(icons, name) || (aliases !== undefined && Object.hasOwn(aliases, name)) ? name : undefined;
}

/** A picture (by id) as an SVG document `size` pixels square, or undefined when the id names no icon of the set. */
export function pictureSvg(id: string, size: number): string | undefined {
  const name = iconName(id);
  return name ? iconSvg(name, size) : undefined;
}

/** The whole SVG document of an icon at `size` pixels square. */
function iconSvg(name: string, size: number): string {
  const { icons, aliases, width = 32, height = 32 } = iconSet();
  const alias = aliases?.[name];
  const icon = icons[alias?.parent ?? name];
  if (!icon) throw new Error(`no icon "${name}" in ${PICTURE_SET}`);
  const w = icon.width ?? width;
  const h = icon.height ?? height;
  // An alias may be its parent mirrored (a hand pointing the other way).
  const body = alias?.hFlip ? `<g transform="translate(${w} 0) scale(-1 1)">${icon.body}</g>` : icon.body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

const rasters = new Map<string, Canvas>();

/**
 * A picture (by id) drawn once at `size` pixels square; frames reuse the bitmap instead of rasterising the vector
 * art again. Skia decodes SVG synchronously from a buffer, so the drawing code stays synchronous.
 */
export function pictureBitmap(id: string, size: number): Canvas {
  const px = Math.max(1, Math.round(size));
  const key = `${id}@${px}`;
  const cached = rasters.get(key);
  if (cached) return cached;
  const name = iconName(id);
  if (!name) throw new Error(`unknown picture "${id}"`);
  const image = new Image();
  image.src = Buffer.from(iconSvg(name, px));
  const canvas = createCanvas(px, px);
  canvas.getContext("2d").drawImage(image, 0, 0, px, px);
  if (rasters.size > 256) rasters.clear();
  rasters.set(key, canvas);
  return canvas;
}
