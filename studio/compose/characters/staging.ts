import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";

// A light edge and a shadow on the floor keep a line-art figure standing in a busy scene rather than lost in it.
const OUTLINE = "#ffffff";
const OUTLINE_ALPHA = 0.85;
const OUTLINE_STEPS = 8;
const SHADOW = "rgba(20, 16, 30, 0.34)";
const SHADOW_EDGE = "rgba(20, 16, 30, 0)";

export type Facing = "left" | "right";
export type Ellipse = { x: number; y: number; rx: number; ry: number };

/**
 * The figure with a light outline `outline` pixels wide and its shadow on the floor (none in the water or a car's
 * seat), turned to face the way asked; `under` is drawn beneath the outline (the water a swimmer is in).
 */
export function stage(figure: Canvas, shadow: Ellipse | null, outline: number, facing: Facing, under?: Canvas): Canvas {
  const { width, height } = figure;
  const staged = createCanvas(width, height);
  const ctx = staged.getContext("2d");
  // The art faces right; mirrored about the bitmap's middle, which is the figure's.
  if (facing === "left") {
    ctx.translate(width, 0);
    ctx.scale(-1, 1);
  }
  if (shadow) paintShadow(ctx, shadow);
  if (under) ctx.drawImage(under, 0, 0);
  ctx.globalAlpha = OUTLINE_ALPHA;
  ctx.drawImage(outlineOf(figure, outline), 0, 0, width, height);
  ctx.globalAlpha = 1;
  ctx.drawImage(figure, 0, 0);
  return staged;
}

function paintShadow(ctx: SKRSContext2D, { x, y, rx, ry }: Ellipse): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(rx, ry);
  const fade = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
  fade.addColorStop(0, SHADOW);
  fade.addColorStop(1, SHADOW_EDGE);
  ctx.fillStyle = fade;
  ctx.beginPath();
  ctx.arc(0, 0, 1, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/**
 * The figure's silhouette grown by `width` pixels all round, in the outline colour. Grown at half size, a quarter of
 * the pixels to move, and drawn back up: the rim is soft-edged anyway.
 */
function outlineOf(figure: Canvas, width: number): Canvas {
  const w = Math.ceil(figure.width / 2);
  const h = Math.ceil(figure.height / 2);
  const silhouette = createCanvas(w, h);
  const sctx = silhouette.getContext("2d");
  sctx.drawImage(figure, 0, 0, w, h);
  sctx.globalCompositeOperation = "source-in";
  sctx.fillStyle = OUTLINE;
  sctx.fillRect(0, 0, w, h);
  const grown = createCanvas(w, h);
  const gctx = grown.getContext("2d");
  for (let i = 0; i < OUTLINE_STEPS; i++) {
    const angle = (i / OUTLINE_STEPS) * Math.PI * 2;
    gctx.drawImage(silhouette, (Math.cos(angle) * width) / 2, (Math.sin(angle) * width) / 2);
  }
  return grown;
}
