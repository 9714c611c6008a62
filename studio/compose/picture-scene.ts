import { createCanvas, Image, type SKRSContext2D } from "@napi-rs/canvas";
import type { Picture } from "../pictures/types";
import { FONTS } from "./fonts";
import { clamp, type Rect } from "./geometry";
import type { FrameLayout } from "./layout";
import type { Layer, LayerKind, Shot, Sprite } from "./types";

/** How much closer the camera is at the end of the shot than at its start: slow enough to read as a drift. */
const PUSH_IN = 0.06;
// What a picture scene keeps of the illustrated one: its words. The picture takes the place of the ground and the
// subjects, which would only clutter a photograph.
const KEPT: ReadonlySet<LayerKind> = new Set(["headline", "lower-third", "caption", "closing"]);
const measure = createCanvas(8, 8).getContext("2d");

/**
 * The hook between hosted pictures and the illustrated scenes: a scene with a picture shows it full-bleed with a slow
 * push-in and a darkening gradient behind the text, instead of the illustrated ground and subjects; its headline or
 * lower third and captions stay as they are. Without a picture the shot is returned unchanged.
 */
export function withScenePicture(shot: Shot, picture: Picture | undefined, layout: FrameLayout): Shot {
  if (!picture) return shot;
  // Just above the lowest band of words on the shot: the lower third when the style has one, else the captions.
  const creditBottom = shot.layers.some((layer) => layer.kind === "lower-third")
    ? layout.lowerThird.y
    : layout.captions.y;
  const credit = picture.credit ? creditSprite(picture.credit, layout, creditBottom) : undefined;
  return {
    ...shot,
    // Under an opaque, frame-covering picture; painted so a partly transparent one never shows stale pixels.
    paintPlate: (ctx) => {
      ctx.fillStyle = "#000";
      ctx.fillRect(0, 0, layout.width, layout.height);
    },
    sprites: [
      pictureSprite(picture, layout, shot),
      ...(credit ? [credit.sprite] : []),
      ...shot.sprites.filter((sprite) => KEPT.has(sprite.kind)),
    ],
    layers: [
      { kind: "picture", rect: { x: 0, y: 0, w: layout.width, h: layout.height } },
      ...shot.layers.filter((layer) => KEPT.has(layer.kind)),
      ...(credit ? [credit.layer] : []),
    ],
  };
}

/**
 * The picture cover-fitted to the frame and pushed in over the shot. Its drawn width is snapped to even pixels (and
 * rounded up, so the frame stays covered): the picture then changes every few frames instead of every frame, and
 * each change is one full redraw. Decoded when the shot is first drawn, dropped when it ends.
 */
function pictureSprite(picture: Picture, layout: FrameLayout, shot: Pick<Shot, "start" | "end">): Sprite {
  const { width, height } = layout;
  const cover = Math.max(width / picture.width, height / picture.height);
  const drawnWidth = (t: number) => {
    const progress = clamp((t - shot.start) / (shot.end - shot.start), 0, 1);
    return 2 * Math.ceil((picture.width * cover * (1 + PUSH_IN * progress)) / 2);
  };
  let image: Image | undefined;
  return {
    kind: "picture",
    bounds: () => ({ x: 0, y: 0, w: width, h: height }),
    state: (t) => String(drawnWidth(t)),
    draw(ctx, t) {
      const w = drawnWidth(t);
      const h = (w * picture.height) / picture.width;
      image ??= decode(picture.bytes);
      ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
      shade(ctx, layout);
    },
    release() {
      image = undefined;
    },
  };
}

/** An Image decodes a Buffer as soon as it is given one, so the first frame of the shot already has it. */
function decode(bytes: Buffer): Image {
  const image = new Image();
  image.src = bytes;
  return image;
}

/** Darker behind the headline at the top and the captions at the bottom, clear over the middle of the picture. */
function shade(ctx: SKRSContext2D, layout: FrameLayout): void {
  const top = (layout.headline.y + layout.headline.h) / layout.height;
  const bottom = layout.lowerThird.y / layout.height;
  const middle = (top + bottom) / 2;
  const gradient = ctx.createLinearGradient(0, 0, 0, layout.height);
  gradient.addColorStop(0, "rgba(0,0,0,0.6)");
  gradient.addColorStop(top, "rgba(0,0,0,0.3)");
  gradient.addColorStop(Math.min(top + 0.1, middle), "rgba(0,0,0,0)");
  gradient.addColorStop(Math.max(bottom - 0.1, middle), "rgba(0,0,0,0)");
  gradient.addColorStop(bottom, "rgba(0,0,0,0.4)");
  gradient.addColorStop(1, "rgba(0,0,0,0.75)");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, layout.width, layout.height);
}

/** The photographer's credit, small, in the bottom-left corner of the picture area, inside the platform's safe zone. */
function creditSprite(text: string, layout: FrameLayout, bottom: number): { sprite: Sprite; layer: Layer } {
  const u = layout.unit;
  const size = Math.round(22 * u);
  const pad = Math.round(8 * u);
  const font = `500 ${size}px "${FONTS.sans}"`;
  const maxWidth = Math.round(layout.safe.w * 0.7);
  measure.font = font;
  const textWidth = Math.min(maxWidth, Math.ceil(measure.measureText(text).width));
  const rect: Rect = { x: layout.safe.x, y: bottom - size - pad * 3, w: textWidth + pad * 2, h: size + pad * 2 };
  const sprite: Sprite = {
    kind: "credit",
    bounds: () => rect,
    state: () => "shown",
    draw(ctx) {
      ctx.font = font;
      ctx.textAlign = "left";
      ctx.textBaseline = "middle";
      ctx.shadowColor = "rgba(0,0,0,0.8)";
      ctx.shadowBlur = 3 * u;
      ctx.fillStyle = "rgba(255,255,255,0.88)";
      ctx.fillText(text, rect.x + pad, rect.y + rect.h / 2, maxWidth);
    },
  };
  return { sprite, layer: { kind: "credit", rect, detail: text } };
}
