import type { SKRSContext2D } from "@napi-rs/canvas";

type CanvasGradient = ReturnType<SKRSContext2D["createLinearGradient"]>;

/**
 * Starts a path of a rectangle with corners of `r` (at most half its shorter side). Path2D's roundRect is not in
 * every @napi-rs/canvas build, so it is drawn with arcs.
 */
export function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

/**
 * Adds to the path a trapezoid standing symmetric about `x`: `half0` either side of it at `y0`, `half1` at `y1` (not
 * closed). Tower shafts, tree trunks, cones, roofs.
 */
export function traceTrapezoid(
  ctx: SKRSContext2D,
  x: number,
  y0: number,
  half0: number,
  y1: number,
  half1: number,
): void {
  ctx.moveTo(x - half0, y0);
  ctx.lineTo(x - half1, y1);
  ctx.lineTo(x + half1, y1);
  ctx.lineTo(x + half0, y0);
}

/** A rounded rectangle filled with `fill`. */
export function fillRoundRect(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string | CanvasGradient,
): void {
  roundRect(ctx, x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A gradient from `top` down to `bottom` through `stops`, evenly spaced: skies, walls, ground fading with distance. */
export function verticalGradient(
  ctx: SKRSContext2D,
  top: number,
  bottom: number,
  stops: readonly string[],
): CanvasGradient {
  const gradient = ctx.createLinearGradient(0, top, 0, Math.max(top + 1, bottom));
  stops.forEach((colour, i) => gradient.addColorStop(stops.length === 1 ? 0 : i / (stops.length - 1), colour));
  return gradient;
}
