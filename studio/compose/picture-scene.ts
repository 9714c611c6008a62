import { type Canvas, createCanvas, Image, type SKRSContext2D } from "@napi-rs/canvas";
import type { Picture } from "../pictures/types";
import { FONTS } from "./fonts";
import { clamp, type Rect } from "./geometry";
import type { FrameLayout } from "./layout";
import type { Palette } from "./palette";
import type { StyleKit } from "./styles";
import { paintGrain, paintVignette, sceneGrain } from "./styles/paint";
import { placedSprite } from "./sprites";
import { lazy } from "./stage";
import type { Layer, LayerKind, Shot, Sprite } from "./types";

/** How much closer the camera is at the end of the shot than at its start: slow enough to read as a drift. */
const PUSH_IN = 0.06;
// What a picture scene keeps of the illustrated one: its words. The picture takes the place of the ground and the
// subjects, which would only clutter a photograph.
const KEPT: ReadonlySet<LayerKind> = new Set(["headline", "lower-third", "caption", "closing"]);
const measure = createCanvas(8, 8).getContext("2d");

/** What a picture scene needs of the video's look: the frame, the style and its colours. */
export type PictureLook = { layout: FrameLayout; kit: StyleKit; palette: Palette };

/**
 * The hook between pictures and the illustrated scenes: a scene with a hosted picture shows it full-bleed with a slow
 * push-in and a darkening gradient behind the text, instead of the illustrated ground and subjects; a person's own
 * photo is shown as the style shows photos (ownPhotoShot). The headline or lower third and captions stay as they are.
 * Without a picture the shot is returned unchanged.
 */
export function withScenePicture(shot: Shot, picture: Picture | undefined, look: PictureLook): Shot {
  if (!picture) return shot;
  if (picture.own) return ownPhotoShot(shot, picture, look);
  const { layout } = look;
  // Just above the lowest band of words on the shot: the lower third when the style has one, else the captions.
  const creditBottom = shot.layers.some((layer) => layer.kind === "lower-third")
    ? layout.lowerThird.y
    : layout.captions.y;
  const credit = picture.credit ? creditSprite(picture.credit, layout, creditBottom) : undefined;
  return {
    ...shot,
    paintPlate: paintBlack(layout),
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

/** Under an opaque, frame-covering picture; painted so a partly transparent one never shows stale pixels. */
const paintBlack = (layout: FrameLayout) => (ctx: SKRSContext2D) => {
  ctx.fillStyle = "#000";
  ctx.fillRect(0, 0, layout.width, layout.height);
};

/**
 * A person's own photo, as each style shows a photograph: cinematic full-bleed, graded, with its vignette and grain;
 * documentary as a print with a white border over a dark, blurred copy of itself; minimalist as a clean card on the
 * style's plain ground; animated as a polaroid laid in the illustrated setting, whose people it stands in for. The
 * camera pans slowly toward the photo's point of interest when it fills the frame, and pushes in on a print; the
 * words stay.
 */
function ownPhotoShot(shot: Shot, picture: Picture, { layout, kit, palette }: PictureLook): Shot {
  const words = shot.sprites.filter((sprite) => KEPT.has(sprite.kind));
  const wordLayers = shot.layers.filter((layer) => KEPT.has(layer.kind));
  const full = { x: 0, y: 0, w: layout.width, h: layout.height };
  if (kit.style === "cinematic") {
    const bake = { filter: kit.scene.grade(palette, "day"), grain: sceneGrain(kit.scene.grain) };
    const still = (ctx: SKRSContext2D) => {
      paintVignette(ctx, layout.width, layout.height, kit.scene.vignette);
      shade(ctx, layout);
    };
    return {
      ...shot,
      paintPlate: paintBlack(layout),
      sprites: [...pannedPhoto(picture, layout, shot, { bake, still }), ...words],
      layers: [{ kind: "picture", rect: full, detail: "own photo" }, ...wordLayers],
    };
  }
  const frame = printFrame(kit.style, layout);
  const print = printSprite(picture, layout, shot, frame, printArea(shot, layout));
  if (kit.style === "animated") {
    const setting = shot.sprites.filter((sprite) => !KEPT.has(sprite.kind) && !PEOPLE.has(sprite.kind));
    return {
      ...shot,
      sprites: [...setting, print.sprite, ...words],
      layers: [
        ...shot.layers.filter((layer) => !KEPT.has(layer.kind) && !PEOPLE.has(layer.kind)),
        print.layer,
        ...wordLayers,
      ],
    };
  }
  const paintPlate =
    kit.style === "documentary"
      ? (ctx: SKRSContext2D) => paintBlurredCopy(ctx, picture, layout)
      : (ctx: SKRSContext2D) => kit.paintGround(ctx, layout, palette, 1);
  return { ...shot, paintPlate, sprites: [print.sprite, ...words], layers: [print.layer, ...wordLayers] };
}

const PEOPLE: ReadonlySet<LayerKind> = new Set(["character", "subject"]);

/** How a style frames a photo it does not fill the screen with. */
type PrintFrame = { border: number; bottom: number; radius: number; tilt: number; shadow: number; fill: string };

function printFrame(style: StyleKit["style"], layout: FrameLayout): PrintFrame {
  const u = layout.unit;
  if (style === "animated")
    return { border: 18 * u, bottom: 70 * u, radius: 4 * u, tilt: -0.05, shadow: 28 * u, fill: "#fbf8f1" };
  if (style === "documentary")
    return { border: 16 * u, bottom: 16 * u, radius: 0, tilt: 0, shadow: 40 * u, fill: "#f4f1ea" };
  return { border: 0, bottom: 0, radius: 28 * u, tilt: 0, shadow: 36 * u, fill: "rgba(0,0,0,0)" };
}

/**
 * The photo whole (not cropped), as large as fits the stage inside its frame, pushed in slowly from the frame's
 * middle. Its drawn width is snapped to even pixels, as the full-bleed picture's is.
 */
function printSprite(
  picture: Picture,
  layout: FrameLayout,
  shot: Pick<Shot, "start" | "end">,
  frame: PrintFrame,
  area: Rect,
): { sprite: Sprite; layer: Layer } {
  const inner = { w: area.w - 2 * frame.border, h: area.h - frame.border - frame.bottom };
  // Room for the push-in, and for a tilted print's corners.
  const fit = Math.min(inner.w / picture.width, inner.h / picture.height) * (0.92 - 2 * Math.abs(frame.tilt));
  const base = { w: picture.width * fit, h: picture.height * fit };
  const outer = (scale: number) => {
    const w = 2 * Math.ceil(((base.w + 2 * frame.border) * scale) / 2);
    const h = (w * (base.h + frame.border + frame.bottom)) / (base.w + 2 * frame.border);
    return { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h, scale: w / (base.w + 2 * frame.border) };
  };
  const at = (t: number) => outer(1 + (PUSH_IN / 2) * clamp((t - shot.start) / (shot.end - shot.start), 0, 1));
  const start = outer(1);
  // The print (its border, shadow, tilt and photo) is drawn once, at its largest, and laid scaled down on each redraw:
  // a blurred shadow and a clipped photo every few frames cost more than the rest of the frame.
  let print: Canvas | undefined;
  const largest = outer(1 + PUSH_IN / 2);
  const drawPrint = (): Canvas => {
    const box = largest;
    const bleed = Math.ceil(frame.shadow * 2);
    const cos = Math.abs(Math.cos(frame.tilt));
    const sin = Math.abs(Math.sin(frame.tilt));
    const canvas = createCanvas(
      Math.ceil(box.w * cos + box.h * sin) + 2 * bleed,
      Math.ceil(box.w * sin + box.h * cos) + 2 * bleed,
    );
    const ctx = canvas.getContext("2d");
    ctx.translate(canvas.width / 2, canvas.height / 2);
    ctx.rotate(frame.tilt);
    ctx.translate(-box.w / 2, -box.h / 2);
    ctx.shadowColor = "rgba(0,0,0,0.45)";
    ctx.shadowBlur = frame.shadow;
    ctx.shadowOffsetY = frame.shadow / 3;
    roundedRect(ctx, 0, 0, box.w, box.h, frame.radius * box.scale);
    ctx.fillStyle = frame.border ? frame.fill : "#000";
    ctx.fill();
    ctx.shadowColor = "rgba(0,0,0,0)";
    const b = frame.border * box.scale;
    roundedRect(ctx, b, b, box.w - 2 * b, base.h * box.scale, frame.radius * box.scale);
    ctx.clip();
    ctx.drawImage(decode(picture.bytes), b, b, box.w - 2 * b, base.h * box.scale);
    return canvas;
  };
  const sprite: Sprite = {
    kind: "picture",
    bounds: () => ({ x: 0, y: 0, w: layout.width, h: layout.height }),
    state: (t) => String(at(t).w),
    draw(ctx, t) {
      const box = at(t);
      print ??= drawPrint();
      const k = box.w / largest.w;
      const [w, h] = [print.width * k, print.height * k];
      ctx.drawImage(print, box.x + box.w / 2 - w / 2, box.y + box.h / 2 - h / 2, w, h);
    },
    release() {
      print = undefined;
    },
  };
  return {
    sprite,
    layer: { kind: "picture", rect: { x: start.x, y: start.y, w: start.w, h: start.h }, detail: "own photo" },
  };
}

/** The stage, down to just above the captions when the shot has no lower third: a photo deserves the room. */
function printArea(shot: Shot, layout: FrameLayout): Rect {
  const { stage } = layout;
  if (shot.layers.some((layer) => layer.kind === "lower-third")) return stage;
  const bottom = layout.captions.y - Math.round(24 * layout.unit);
  return bottom > stage.y + stage.h ? { ...stage, h: bottom - stage.y } : stage;
}

function roundedRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  if (r > 0) ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h);
}

/** The photo cover-fitted, blurred and darkened: the print's surroundings take its colours without competing with it. */
function paintBlurredCopy(ctx: SKRSContext2D, picture: Picture, layout: FrameLayout) {
  const { width, height } = layout;
  const cover = Math.max(width / picture.width, height / picture.height) * 1.1;
  const w = picture.width * cover;
  const h = picture.height * cover;
  ctx.fillStyle = "#111";
  ctx.fillRect(0, 0, width, height);
  ctx.save();
  ctx.filter = `blur(${Math.round(28 * layout.unit)}px) brightness(0.42) saturate(0.8)`;
  ctx.drawImage(decode(picture.bytes), (width - w) / 2, (height - h) / 2, w, h);
  ctx.restore();
}

type PictureFinish = {
  /** Baked into the picture once, when it is first drawn (the style's grade and grain), not done on every redraw. */
  bake?: { filter: string; grain: number };
  /**
   * What lies over the picture and stays still while it moves (a vignette, the shade behind the words; the shade alone
   * by default): painted once into a layer of its own, laid over the photo as it moves.
   */
  still?: (ctx: SKRSContext2D) => void;
};

/**
 * The picture cover-fitted to the frame and pushed in over the shot, kept around its point of interest (the middle,
 * unless it is a person's photo with its own). Its drawn width is snapped to even pixels (and rounded up, so the frame
 * stays covered): the picture then changes every few frames instead of every frame, and each change is one full
 * redraw. Decoded when the shot is first drawn, dropped when it ends.
 */
function pictureSprite(picture: Picture, layout: FrameLayout, shot: Pick<Shot, "start" | "end">): Sprite {
  const { width, height } = layout;
  const cover = Math.max(width / picture.width, height / picture.height);
  const focus = picture.own?.focus ?? { x: 0.5, y: 0.5 };
  const drawnWidth = (t: number) => {
    const progress = clamp((t - shot.start) / (shot.end - shot.start), 0, 1);
    return 2 * Math.ceil((picture.width * cover * (1 + PUSH_IN * progress)) / 2);
  };
  let image: Image | undefined;
  let overlay: Canvas | undefined;
  const stillLayer = (): Canvas => {
    const canvas = createCanvas(width, height);
    shade(canvas.getContext("2d"), layout);
    return canvas;
  };
  return {
    kind: "picture",
    bounds: () => ({ x: 0, y: 0, w: width, h: height }),
    state: (t) => String(drawnWidth(t)),
    draw(ctx, t) {
      const w = drawnWidth(t);
      const h = (w * picture.height) / picture.width;
      image ??= decode(picture.bytes);
      // The point of interest as near the middle as the picture's edges allow.
      ctx.drawImage(
        image,
        clamp(width / 2 - focus.x * w, width - w, 0),
        clamp(height / 2 - focus.y * h, height - h, 0),
        w,
        h,
      );
      overlay ??= stillLayer();
      ctx.drawImage(overlay, 0, 0);
    },
    release() {
      image = undefined;
      overlay = undefined;
    },
  };
}

/** Room a full-frame photo has beyond the frame for its pan, as a share of the frame's size. */
const PAN_ROOM = 0.06;

/**
 * A person's photo filling the frame, panning slowly toward its point of interest, under the style's still overlay.
 * The photo is sized, graded and grained once per shot and laid at a whole-pixel place on each frame (a placed
 * sprite), so the compositor moves it without Skia drawing and reading back a full frame at every step: a push-in
 * cost that, some 40 times a shot (bench:render --photos). A photo whose point of interest is its middle drifts
 * sideways into it.
 */
function pannedPhoto(picture: Picture, layout: FrameLayout, shot: Pick<Shot, "start" | "end">, look: PictureFinish) {
  const { width, height } = layout;
  const scale = Math.max(width / picture.width, height / picture.height) * (1 + PAN_ROOM);
  const w = Math.ceil(picture.width * scale);
  const h = Math.ceil(picture.height * scale);
  const focus = picture.own?.focus ?? { x: 0.5, y: 0.5 };
  // The photo's offset that puts its point (fx, fy) in the middle of the frame, as near as its edges allow.
  const centredOn = (fx: number, fy: number) => ({
    left: clamp(width / 2 - fx * w, width - w, 0),
    top: clamp(height / 2 - fy * h, height - h, 0),
  });
  const end = centredOn(focus.x, focus.y);
  // The pan ends on the point of interest, coming from a little way off on the side away from it (sideways for a
  // photo whose point is its middle), never from further than the room it was given.
  const reach = PAN_ROOM * Math.min(width, height);
  const away = {
    x: Math.sign(focus.x - 0.5) || 1,
    y: Math.sign(focus.y - 0.5) * (Math.abs(focus.y - 0.5) > 0.05 ? 1 : 0),
  };
  const from = (side: number) => ({
    left: clamp(end.left + side * away.x * reach, width - w, 0),
    top: clamp(end.top + side * away.y * reach * 0.5, height - h, 0),
  });
  const moved = (p: { left: number; top: number }) => Math.abs(p.left - end.left) + Math.abs(p.top - end.top);
  const start = moved(from(1)) >= moved(from(-1)) ? from(1) : from(-1);
  const at = (t: number) => {
    const linear = clamp((t - shot.start) / (shot.end - shot.start), 0, 1);
    const eased = linear * linear * (3 - 2 * linear);
    return {
      left: Math.round(start.left + (end.left - start.left) * eased),
      top: Math.round(start.top + (end.top - start.top) * eased),
    };
  };
  const photo = lazy(() => {
    const canvas = createCanvas(w, h);
    const ctx = canvas.getContext("2d");
    ctx.imageSmoothingQuality = "high";
    if (look.bake) ctx.filter = look.bake.filter;
    ctx.drawImage(decode(picture.bytes), 0, 0, w, h);
    ctx.filter = "none";
    if (look.bake) paintGrain(ctx, w, h, look.bake.grain, 1);
    return canvas;
  });
  const still = lazy(() => {
    const canvas = createCanvas(width, height);
    (look.still ?? ((ctx: SKRSContext2D) => shade(ctx, layout)))(canvas.getContext("2d"));
    return canvas;
  });
  const full = { x: 0, y: 0, w: width, h: height };
  return [
    placedSprite({
      kind: "picture",
      bounds: () => full,
      state: (t) => {
        const { left, top } = at(t);
        return `${left},${top}`;
      },
      placed: (t) => ({ picture: photo, ...at(t), alpha: 1 }),
      release: () => photo.release(),
    }),
    // Over the photo and never changing: laid into whatever is redrawn, never a reason to redraw.
    placedSprite({
      kind: "picture",
      bounds: () => full,
      state: () => "",
      placed: () => ({ picture: still, left: 0, top: 0, alpha: 1 }),
      release: () => still.release(),
    }),
  ];
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
