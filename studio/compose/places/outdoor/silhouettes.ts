import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { isNight, lit } from "./daylight";
import { groundDepth } from "./ground";

// Noisy silhouettes: ridges of hills and tree tops, blobs for bushes and rocks, mountain ranges, modelled in two flat
// tones.

/** Layered noise in about -1..1: big shapes from the first octave, ragged detail from the later ones. */
export function fractalNoise(b: Backdrop, x: number, y: number, octaves = 3): number {
  let sum = 0;
  let weight = 1;
  let total = 0;
  for (let octave = 0; octave < octaves; octave++) {
    const scale = 2 ** octave;
    sum += b.noise(x * scale, y * scale + octave * 31.7) * weight;
    total += weight;
    weight *= 0.5;
  }
  return sum / total;
}

type Gradient = ReturnType<SKRSContext2D["createLinearGradient"]>;

export type Ridge = { step: number; ys: number[] };

/**
 * A skyline of hills or trees across the whole layer: `base` minus noise of `height`, with features about
 * `wavelength` pixels wide. `lane` picks independent noise for each ridge.
 */
export function ridge(b: Backdrop, base: number, height: number, wavelength: number, lane: number, octaves = 4): Ridge {
  const step = Math.max(3, 5 * b.unit);
  const ys: number[] = [];
  for (let x = 0; x <= b.width + step; x += step)
    ys.push(base - height * (fractalNoise(b, x / wavelength, lane * 9.7, octaves) * 0.5 + 0.5));
  return { step, ys };
}

export function ridgeAt(r: Ridge, x: number): number {
  const i = Math.min(r.ys.length - 1, Math.max(0, Math.round(x / r.step)));
  return r.ys[i] ?? 0;
}

/** Fills from a ridge down to `bottom`, leaving the area as the current path (to clip to). */
export function fillRidge(ctx: SKRSContext2D, r: Ridge, bottom: number, fill: string | Gradient): void {
  ctx.beginPath();
  ctx.moveTo(0, bottom);
  r.ys.forEach((y, i) => ctx.lineTo(i * r.step, y));
  ctx.lineTo((r.ys.length - 1) * r.step, bottom);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * Adds a closed blob around `cx, cy` to the current path, its edge wobbling with noise: bushes, tree crowns,
 * rocks. `lane` picks the wobble, so blobs of one picture differ.
 */
export function addBlob(
  ctx: SKRSContext2D,
  b: Backdrop,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  roughness: number,
  lane: number,
): void {
  const points = Math.max(18, Math.min(72, Math.round((rx + ry) / (4 * b.unit))));
  for (let i = 0; i <= points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const wobble =
      1 + roughness * fractalNoise(b, Math.cos(angle) * 1.3 + lane, Math.sin(angle) * 1.3 + lane * 0.37, 3);
    const x = cx + Math.cos(angle) * rx * wobble;
    const y = cy + Math.sin(angle) * ry * wobble;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/**
 * Fills the current path in `shade`, then lights its upper right in `light` (a copy of the shape offset towards the
 * light), the flat two-tone modelling every rounded thing here gets.
 */
export function twoTone(
  ctx: SKRSContext2D,
  drawShape: (dx: number, dy: number) => void,
  shade: string,
  light: string,
  offset: number,
): void {
  drawShape(0, 0);
  ctx.fillStyle = shade;
  ctx.fill();
  ctx.save();
  ctx.clip();
  drawShape(offset, -offset);
  ctx.fillStyle = light;
  ctx.fill();
  ctx.restore();
}

type Peak = { x: number; height: number; halfWidth: number };

/** A mountain range: peaks spread over the layer, and its skyline (the highest slope at each x, with rocky noise). */
export type Range = Ridge & { peaks: Peak[]; base: number };

/**
 * `count` peaks across the layer standing on `base`, the tallest `height` high: concave slopes falling from each
 * summit, the highest slope wins, and noise roughs up the crests.
 */
export function mountainRange(b: Backdrop, base: number, height: number, count: number, lane: number): Range {
  const peaks: Peak[] = [];
  for (let i = 0; i < count; i++) {
    const x = (b.width * (i + 0.5 + between(b, -0.3, 0.3))) / count;
    peaks.push({ x, height: height * between(b, 0.55, 1), halfWidth: (b.width / count) * between(b, 0.8, 1.3) });
  }
  const step = Math.max(3, 4 * b.unit);
  const ys: number[] = [];
  for (let x = 0; x <= b.width + step; x += step) {
    let top = 0;
    for (const peak of peaks)
      top = Math.max(top, peak.height * Math.max(0, 1 - Math.abs(x - peak.x) / peak.halfWidth) ** 1.4);
    const rough = height * 0.05 * fractalNoise(b, x / (70 * b.unit), lane * 5.3, 3);
    ys.push(base - Math.max(0, top + rough * Math.min(1, top / (height * 0.3))));
  }
  return { step, ys, peaks, base };
}

/**
 * Paints a range: rock lit from the right, snow above `snowline` (a y) with a ragged edge, and each peak's left
 * face in shade, split from the lit face by a zigzag crest line the way flat illustrations model mountains.
 */
export function paintRange(
  ctx: SKRSContext2D,
  b: Backdrop,
  range: Range,
  bottom: number,
  rock: string,
  snowline: number,
  haze: number,
): void {
  ctx.save();
  fillRidge(ctx, range, bottom, lit(b, rock, haze));
  ctx.clip();
  ctx.fillStyle = lit(b, "#ffffff", haze);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  for (let x = 0; x <= b.width + range.step; x += range.step)
    ctx.lineTo(x, snowline + groundDepth(b) * 0.1 * fractalNoise(b, x / (50 * b.unit), 77 + range.base, 3));
  ctx.lineTo(b.width + range.step, 0);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = isNight(b) ? "rgba(5,10,30,0.35)" : withAlpha(mix(rock, "#141a2e", 0.6), 0.35);
  ctx.beginPath();
  for (const peak of range.peaks) {
    const summit = range.base - peak.height;
    const drop = range.base - summit;
    ctx.moveTo(peak.x, summit - drop * 0.1);
    ctx.lineTo(peak.x + peak.halfWidth * 0.06, summit + drop * 0.3);
    ctx.lineTo(peak.x - peak.halfWidth * 0.04, summit + drop * 0.55);
    ctx.lineTo(peak.x + peak.halfWidth * 0.2, bottom);
    ctx.lineTo(peak.x - peak.halfWidth * 1.5, bottom);
    ctx.closePath();
  }
  ctx.fill();
  ctx.restore();
}
