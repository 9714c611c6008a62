import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { SKY } from "../sky-by-time-of-day";
import type { Backdrop } from "../types";
import { isNight, lit } from "./daylight";
import { sunSpot } from "./open-sky";
import { fractalNoise } from "./silhouettes";

/** Water colours in daylight: far (under the haze) and near (deeper, clearer). */
export type WaterTones = { far: string; near: string };

export const SEA: WaterTones = { far: "#4f9fd0", near: "#1f6fa8" };
export const LAKE: WaterTones = { far: "#6fa9c4", near: "#2f6d8a" };
export const HARBOUR_WATER: WaterTones = { far: "#5c9ab8", near: "#24607f" };
// Canal water is stiller and greener than a harbour's: no tide, no open sea behind it.
export const CANAL_WATER: WaterTones = { far: "#6f9a8c", near: "#2e5a52" };

/** The stretch of water wavelets are drawn on: from its far edge `top` down to `bottom`, and whether it is calm. */
type Stretch = { top: number; bottom: number; calm: boolean };

/** Rows from `top` to `bottom`, crowded near `top` as a surface seen in perspective is. */
function waterRows(top: number, bottom: number, count: number): number[] {
  const rows: number[] = [];
  for (let i = 1; i <= count; i++) rows.push(top + (bottom - top) * (i / count) ** 1.7);
  return rows;
}

/**
 * A body of water from `top` (its far edge, usually the horizon) down to `bottom`: a gradient from the haze to the
 * deep colour, then bands and glints of light on wavelets that grow towards the viewer. `calm` water (a lake)
 * has fewer, longer and fainter glints.
 */
export function paintWater(
  ctx: SKRSContext2D,
  b: Backdrop,
  top: number,
  bottom: number,
  tones: WaterTones,
  calm = false,
  reflect?: () => void,
): void {
  const sky = SKY[b.time];
  const far = mix(lit(b, tones.far), sky.horizon, 0.45);
  const near = lit(b, tones.near);
  ctx.fillStyle = verticalGradient(ctx, top, bottom, [far, mix(far, near, 0.6), near]);
  ctx.fillRect(0, top, b.width, bottom - top);
  if (reflect) paintReflection(ctx, b, top, bottom, reflect);
  const water = { top, bottom, calm };
  paintWaveBands(ctx, b, water, mix(near, "#000000", 0.12));
  paintGlints(ctx, b, water, withAlpha(mix(far, "#ffffff", isNight(b) ? 0.15 : 0.55), calm ? 0.35 : 0.6));
  paintSunPath(ctx, b, water);
}

/**
 * What stands on the far shore mirrored in the water under it: `paint` draws the shore's silhouettes again, flipped
 * about the waterline, squashed a little and faded into the water's colour.
 */
function paintReflection(ctx: SKRSContext2D, b: Backdrop, top: number, bottom: number, paint: () => void): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, top, b.width, bottom - top);
  ctx.clip();
  ctx.globalAlpha = 0.45;
  ctx.translate(0, top);
  ctx.scale(1, -0.8);
  ctx.translate(0, -top);
  paint();
  ctx.restore();
}

/** Slightly darker wavy bands: the troughs between swells, long and flat at the back, taller in front. */
function paintWaveBands(ctx: SKRSContext2D, b: Backdrop, water: Stretch, colour: string): void {
  const { top, bottom, calm } = water;
  const rows = waterRows(top, bottom, calm ? 7 : 11);
  const step = 6 * b.unit;
  ctx.fillStyle = withAlpha(colour, calm ? 0.12 : 0.2);
  rows.forEach((y, row) => {
    const nearness = (y - top) / (bottom - top);
    const swell = (2 + 14 * nearness) * b.unit * (calm ? 0.4 : 1);
    const thickness = (1 + 10 * nearness) * b.unit;
    ctx.beginPath();
    ctx.moveTo(0, y);
    for (let x = 0; x <= b.width + step; x += step)
      ctx.lineTo(x, y + swell * fractalNoise(b, x / (260 * b.unit * (0.4 + nearness)), row * 5.3, 2));
    for (let x = b.width + step; x >= 0; x -= step)
      ctx.lineTo(x, y + thickness + swell * fractalNoise(b, x / (260 * b.unit * (0.4 + nearness)), row * 5.3 + 0.4, 2));
    ctx.closePath();
    ctx.fill();
  });
}

/** Short bright strokes where wavelets catch the sky. */
function paintGlints(ctx: SKRSContext2D, b: Backdrop, water: Stretch, colour: string): void {
  const { top, bottom, calm } = water;
  ctx.strokeStyle = colour;
  ctx.lineCap = "round";
  const rows = waterRows(top, bottom, calm ? 14 : 22);
  rows.forEach((y, row) => {
    const nearness = (y - top) / (bottom - top);
    const length = (12 + 70 * nearness) * b.unit * (calm ? 1.6 : 1);
    ctx.lineWidth = (1 + 2.5 * nearness) * b.unit;
    ctx.beginPath();
    for (let x = b.random() * length; x < b.width; x += length * (1.6 + 2.5 * b.random())) {
      if (b.noise(x / (180 * b.unit), row * 3.1) < 0.1) continue;
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + length / 2, y - length * 0.06, x + length, y);
    }
    ctx.stroke();
  });
}

/** The sun's or the moon's reflection: a column of glints under it, widening towards the viewer. */
function paintSunPath(ctx: SKRSContext2D, b: Backdrop, { top, bottom, calm }: Stretch): void {
  const sun = sunSpot(b, "horizon");
  const strength = { morning: 0.75, day: 0.45, sunset: 0.9, night: 0.7 }[b.time];
  const colour = SKY[b.time].light;
  const glow = ctx.createLinearGradient(0, top, 0, bottom);
  glow.addColorStop(0, withAlpha(colour, 0.35 * strength));
  glow.addColorStop(1, withAlpha(colour, 0));
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.moveTo(sun.x - sun.r * 0.8, top);
  ctx.lineTo(sun.x + sun.r * 0.8, top);
  ctx.lineTo(sun.x + sun.r * 3, bottom);
  ctx.lineTo(sun.x - sun.r * 3, bottom);
  ctx.fill();
  ctx.strokeStyle = withAlpha(colour, strength);
  ctx.lineCap = "round";
  const rows = waterRows(top, bottom, calm ? 16 : 26);
  rows.forEach((y, row) => {
    const nearness = (y - top) / (bottom - top);
    const spread = sun.r * (1 + 3 * nearness);
    ctx.lineWidth = (1.5 + 3 * nearness) * b.unit;
    ctx.beginPath();
    const count = 1 + Math.floor(b.random() * 3);
    for (let i = 0; i < count; i++) {
      const x = sun.x + (b.random() * 2 - 1) * spread * (0.4 + 0.6 * Math.abs(b.noise(row, i)));
      const length = (calm ? 1.8 : 1) * (10 + 60 * nearness) * b.unit * (0.5 + b.random());
      ctx.moveTo(x - length / 2, y);
      ctx.lineTo(x + length / 2, y);
    }
    ctx.stroke();
  });
}

/** A line of foam where water meets a shore at `y`, wandering with noise; returns the shoreline's y for each x. */
export function paintShoreFoam(
  ctx: SKRSContext2D,
  b: Backdrop,
  y: number,
  wobble: number,
  lane: number,
): (x: number) => number {
  const shore = (x: number) => y + wobble * fractalNoise(b, x / (420 * b.unit), lane, 3);
  const step = 6 * b.unit;
  const foam = isNight(b) ? "#8a9bc4" : "#ffffff";
  for (const [offset, width, alpha] of [
    [0, 9, 0.9],
    [-14, 3, 0.5],
    [-26, 2, 0.3],
  ] as const) {
    ctx.strokeStyle = withAlpha(foam, alpha);
    ctx.lineWidth = width * b.unit;
    ctx.beginPath();
    for (let x = 0; x <= b.width + step; x += step) {
      const dy = offset * b.unit * (1 + 0.5 * b.noise(x / (90 * b.unit), lane + offset));
      if (x === 0) ctx.moveTo(x, shore(x) + dy);
      else ctx.lineTo(x, shore(x) + dy);
    }
    ctx.stroke();
  }
  return shore;
}
