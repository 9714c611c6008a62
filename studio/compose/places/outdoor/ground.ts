import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import type { Backdrop } from "../types";
import { isNight, lit } from "./daylight";

// The ground in perspective: its measures (how deep it is, how big a metre is), and what lies on it: grass, paths,
// paving, stripes and shadows.

/** The distance between the horizon and the floor: the depth of the ground people stand on. */
export function groundDepth(b: Backdrop): number {
  return b.floor - b.horizon;
}

/** The height of the ground in front of the floor line: what foreground things in the near layer are sized by. */
export function foreground(b: Backdrop): number {
  return b.height - b.floor;
}

/** How big a thing standing on the ground at `y` looks next to the same thing standing on the floor line. */
export function depthScale(b: Backdrop, y: number): number {
  return Math.max(0, (y - b.horizon) / groundDepth(b));
}

/** One metre at the floor line, in pixels (a door, 2.1 m, is about 420 * unit). */
export function metre(b: Backdrop): number {
  return 200 * b.unit;
}

/**
 * The ground from `top` down to the bottom of the layer, lighter (hazier) at the back. `light` lights its colour for
 * the time of day: `lit`, unless the place has lights of its own (a floodlit pitch).
 */
export function paintGround(
  ctx: SKRSContext2D,
  b: Backdrop,
  top: number,
  base: string,
  options: { back?: string; front?: string; light?: (b: Backdrop, colour: string) => string } = {},
): void {
  const light = options.light ?? lit;
  const back = options.back ?? lit(b, base, 0.25);
  const front = options.front ?? lit(b, mix(base, "#000000", 0.12));
  fillToFoot(ctx, b, top, [back, light(b, base), front]);
}

/** From `top` down to the bottom of the layer, shaded top to bottom through `stops`. */
export function fillToFoot(ctx: SKRSContext2D, b: Backdrop, top: number, stops: readonly string[]): void {
  ctx.fillStyle = verticalGradient(ctx, top, b.height, stops);
  ctx.fillRect(0, top, b.width, b.height - top);
}

/**
 * `count` + 1 lines over the ground from `top` down, converging on a point above the horizon's centre: paving
 * joints, mowing stripes, field rows. At the bottom of the layer they spread over `spread` times its width.
 */
export function perspectiveLines(ctx: SKRSContext2D, b: Backdrop, top: number, count: number, spread: number): void {
  const vanishX = b.width / 2;
  const vanishY = b.horizon - groundDepth(b) * 0.6;
  ctx.beginPath();
  for (let i = 0; i <= count; i++) {
    const bottomX = vanishX + (i / count - 0.5) * b.width * spread;
    const t = (top - vanishY) / (b.height - vanishY);
    ctx.moveTo(vanishX + (bottomX - vanishX) * t, top);
    ctx.lineTo(bottomX, b.height);
  }
  ctx.stroke();
}

/** Rows across the ground, closer together towards the horizon, from `top` to the bottom of the layer. */
export function perspectiveRows(b: Backdrop, top: number, count: number): number[] {
  const rows: number[] = [];
  const depth = b.height - b.horizon;
  const start = (top - b.horizon) / depth;
  for (let i = 1; i <= count; i++) {
    const t = start + (1 - start) * (i / count) ** 1.8;
    rows.push(b.horizon + depth * t);
  }
  return rows;
}

/** A tuft of grass blades fanning up from `x, y`. */
export function paintGrassTuft(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  y: number,
  height: number,
  colour: string,
): void {
  const blades = 5 + Math.floor(b.random() * 4);
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (let i = 0; i < blades; i++) {
    const lean = ((i / (blades - 1)) * 2 - 1) * height * 0.55 + (b.random() - 0.5) * height * 0.2;
    const h = height * (0.55 + 0.45 * b.random());
    const w = height * 0.07;
    ctx.moveTo(x - w + lean * 0.1, y);
    ctx.quadraticCurveTo(x + lean * 0.3, y - h * 0.6, x + lean, y - h);
    ctx.quadraticCurveTo(x + lean * 0.3 + w, y - h * 0.5, x + w + lean * 0.1, y);
    ctx.closePath();
  }
  ctx.fill();
}

/** Tufts of grass scattered along `y` between `x0` and `x1`. */
export function paintGrassEdge(
  ctx: SKRSContext2D,
  b: Backdrop,
  x0: number,
  x1: number,
  y: number,
  height: number,
  colours: readonly string[],
): void {
  const gap = height * 0.8;
  for (let x = x0; x < x1; x += gap * (0.6 + b.random())) {
    const colour = colours[Math.floor(b.random() * colours.length)] ?? "#000000";
    paintGrassTuft(ctx, b, x, y + b.random() * height * 0.2, height * (0.7 + 0.5 * b.random()), colour);
  }
}

/**
 * A path over the ground from the bottom of the layer into the distance, ending at `end` below the horizon and
 * bending towards `bend` (-1 left, 1 right) as it recedes; `halfWidth` is half its width at the bottom.
 */
export function addWindingPath(ctx: SKRSContext2D, b: Backdrop, end: number, halfWidth: number, bend: number): void {
  const depth = b.height - b.horizon;
  const steps = 40;
  const edge = (side: -1 | 1, i: number): [number, number] => {
    const y = b.height + (end - b.height) * (i / steps);
    const s = (y - b.horizon) / depth;
    const centre = b.width / 2 + bend * b.width * 0.35 * (1 - s) ** 2.2;
    return [centre + side * halfWidth * s, y];
  };
  ctx.moveTo(...edge(-1, 0));
  for (let i = 1; i <= steps; i++) ctx.lineTo(...edge(-1, i));
  for (let i = steps; i >= 0; i--) ctx.lineTo(...edge(1, i));
  ctx.closePath();
}

/** Little V-shaped blades scattered over a lawn or a field from `top` down, bigger nearer: texture, not detail. */
export function paintGrassSpecks(ctx: SKRSContext2D, b: Backdrop, top: number, colour: string, count: number): void {
  ctx.strokeStyle = colour;
  ctx.lineCap = "round";
  ctx.lineWidth = 2 * b.unit;
  ctx.beginPath();
  for (let i = 0; i < count; i++) {
    const y = top + (b.height - top) * b.random() ** 1.3;
    const size = 14 * b.unit * (0.3 + 1.5 * depthScale(b, y) * 0.5);
    const x = b.random() * b.width;
    ctx.moveTo(x - size * 0.4, y - size);
    ctx.lineTo(x, y);
    ctx.lineTo(x + size * 0.3, y - size * 0.9);
  }
  ctx.stroke();
}

/** A soft shadow cast on the ground at `x, y`, thrown left because the light comes from the right. */
export function paintGroundShadow(ctx: SKRSContext2D, b: Backdrop, x: number, y: number, width: number): void {
  ctx.fillStyle = isNight(b) ? "rgba(0,0,20,0.15)" : "rgba(20,40,10,0.16)";
  ctx.beginPath();
  ctx.ellipse(x - width * 0.2, y, width * 0.6, width * 0.09, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** Alternating bands across a lawn from `top` down, wider nearer: the stripes a mower leaves. */
export function paintMowingBands(ctx: SKRSContext2D, b: Backdrop, top: number, colour: string): void {
  const rows = perspectiveRows(b, top, 12);
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (let i = 0; i + 1 < rows.length; i += 2) {
    const y0 = rows[i] ?? top;
    const y1 = rows[i + 1] ?? top;
    ctx.rect(0, y0, b.width, y1 - y0);
  }
  ctx.fill();
}

/** Joints between paving slabs from `top` down: rows closing up towards the horizon, lines converging on it. */
export function paintPaving(ctx: SKRSContext2D, b: Backdrop, top: number, colour: string, columns = 16): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, 1.5 * b.unit);
  ctx.beginPath();
  for (const y of perspectiveRows(b, top, 10)) {
    ctx.moveTo(0, y);
    ctx.lineTo(b.width, y);
  }
  ctx.stroke();
  perspectiveLines(ctx, b, top, columns, 2.6);
}
