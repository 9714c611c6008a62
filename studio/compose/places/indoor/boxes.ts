import type { Rect } from "../../geometry";
import { type Ctx, EYE_HEIGHT, metreAt, type Point, project, type Room } from "./perspective";
import { darker, lighter } from "./shades";

// Flat shapes and solid boxes standing in a room, lit from the upper left, and the soft shadows they cast.

type CanvasGradient = ReturnType<Ctx["createLinearGradient"]>;

/** A box standing in the room, in metres: lateral `x0..x1`, height `bottom..top`, depth `back..front` off the wall. */
export type Box = Footprint & { bottom: number; top: number };

/** Where something stands on the floor, in metres: lateral `x0..x1`, depth `back..front` off the back wall. */
export type Footprint = { x0: number; x1: number; back: number; front: number };

/** Adds the lines through `points` to the current path, closed back to the first unless `open`. */
export function tracePolygon(ctx: Ctx, points: readonly Point[], open = false): void {
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  if (!open) ctx.closePath();
}

export function polygon(ctx: Ctx, points: readonly Point[], fill: string | CanvasGradient): void {
  ctx.beginPath();
  tracePolygon(ctx, points);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** Several polygons filled as one path: one blend over the canvas instead of one per shape. */
export function polygons(ctx: Ctx, shapes: readonly (readonly Point[])[], fill: string | CanvasGradient): void {
  ctx.beginPath();
  for (const points of shapes) tracePolygon(ctx, points);
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * A box with the faces the camera sees: the front, the top when below eye level, the side facing the middle. The
 * light comes from the upper left, so tops are lightest and right-facing sides darkest.
 */
export function paintBox(
  ctx: Ctx,
  r: Room,
  box: Box,
  colour: string,
  faces: { front?: string; top?: string } = {},
): void {
  const { x0, x1, bottom, top, back, front } = box;
  // The face standing at lateral `x`, and the one lying at height `h`.
  const side = (x: number) => [
    project(r, x, top, back),
    project(r, x, top, front),
    project(r, x, bottom, front),
    project(r, x, bottom, back),
  ];
  const level = (h: number) => [
    project(r, x0, h, back),
    project(r, x1, h, back),
    project(r, x1, h, front),
    project(r, x0, h, front),
  ];
  if (x1 < 0) polygon(ctx, side(x1), darker(colour, 0.2));
  if (x0 > 0) polygon(ctx, side(x0), lighter(colour, 0.06));
  if (top < EYE_HEIGHT) polygon(ctx, level(top), faces.top ?? lighter(colour, 0.16));
  if (bottom > EYE_HEIGHT) polygon(ctx, level(bottom), darker(colour, 0.25));
  const [fx0, fy0] = project(r, x0, top, front);
  const [fx1, fy1] = project(r, x1, bottom, front);
  const shade = ctx.createLinearGradient(0, fy0, 0, fy1);
  shade.addColorStop(0, faces.front ?? colour);
  shade.addColorStop(1, darker(faces.front ?? colour, 0.1));
  ctx.fillStyle = shade;
  ctx.fillRect(fx0, fy0, fx1 - fx0, fy1 - fy0);
}

/** The screen rectangle of a box's front face. */
export function frontOf(r: Room, box: Box): Rect {
  const [x0, y0] = project(r, box.x0, box.top, box.front);
  const [x1, y1] = project(r, box.x1, box.bottom, box.front);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** A soft shadow where something stands on the floor, cast a little to the right (the light is on the left). */
export function paintFloorShadow(ctx: Ctx, r: Room, area: Footprint, strength = 0.22): void {
  const { x0, x1, back, front } = area;
  const [ax, ay] = project(r, x0 + 0.05, 0, back);
  const [bx, by] = project(r, x1 + 0.25, 0, front + 0.15);
  const cx = (ax + bx) / 2;
  const cy = (ay + by) / 2;
  const rx = Math.max(1, (bx - ax) / 2);
  const ry = Math.max(1, (by - ay) / 2 + metreAt(r, front) * 0.06);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(1, ry / rx);
  const g = ctx.createRadialGradient(0, 0, rx * 0.3, 0, 0, rx);
  g.addColorStop(0, `rgba(40,25,15,${strength})`);
  g.addColorStop(1, "rgba(40,25,15,0)");
  ctx.fillStyle = g;
  ctx.fillRect(-rx, -rx, rx * 2, rx * 2);
  ctx.restore();
}
