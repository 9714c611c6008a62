import { mix } from "../../../kit/colour";
import { between } from "../backdrop";
import { SKY } from "../sky-by-time-of-day";
import type { Backdrop, TimeOfDay } from "../types";
import type { Ctx } from "./perspective";

// Distant land seen from inside, hazed toward the sky: what windows (and the car's rear window) look out on.

export type View = "city" | "trees" | "hills";

const LAND: Record<TimeOfDay, { trees: string; buildings: string; ground: string; lit: number }> = {
  morning: { trees: "#6f9a76", buildings: "#9aaabf", ground: "#a7bd92", lit: 0 },
  day: { trees: "#5b9556", buildings: "#a4b4c8", ground: "#94bd7a", lit: 0 },
  sunset: { trees: "#6b4a62", buildings: "#86628a", ground: "#8a5a62", lit: 0.15 },
  night: { trees: "#141b38", buildings: "#1a2248", ground: "#10162e", lit: 0.45 },
};

/**
 * Distant land from `skyline` down to `bottom`: tree tops, rooftops or hills, hazed toward the sky's horizon colour.
 * `scale` is the size of a house at that distance.
 */
export function paintLandscape(
  ctx: Ctx,
  b: Backdrop,
  skyline: number,
  bottom: number,
  scale: number,
  view: View,
): void {
  const land = LAND[b.time];
  const haze = SKY[b.time].horizon;
  ctx.fillStyle = mix(land.ground, haze, 0.35);
  ctx.fillRect(0, skyline, b.width, bottom - skyline);
  if (view === "hills") {
    paintRidge(ctx, b, skyline, scale * 0.9, mix(land.trees, haze, 0.6), 0.7);
    paintRidge(ctx, b, skyline + scale * 0.25, scale * 0.6, mix(land.trees, haze, 0.25), 2.1);
    return;
  }
  if (view === "city") {
    paintSkyline(ctx, b, skyline, scale * 1.6, mix(land.buildings, haze, 0.55), land.lit * 0.5);
    paintSkyline(ctx, b, skyline + scale * 0.1, scale * 0.9, mix(land.buildings, haze, 0.2), land.lit);
    return;
  }
  paintTreeLine(ctx, b, skyline, scale * 0.7, mix(land.trees, haze, 0.45));
  paintTreeLine(ctx, b, skyline + scale * 0.2, scale * 0.5, mix(land.trees, haze, 0.1));
}

function paintRidge(ctx: Ctx, b: Backdrop, base: number, height: number, colour: string, salt: number): void {
  ctx.beginPath();
  ctx.moveTo(0, base + height);
  const step = height * 0.5;
  for (let x = 0; x <= b.width + step; x += step) {
    ctx.lineTo(x, base - height * (0.45 + 0.4 * b.noise(x / (height * 6), salt)));
  }
  ctx.lineTo(b.width, base + height * 4);
  ctx.lineTo(0, base + height * 4);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

function paintSkyline(ctx: Ctx, b: Backdrop, base: number, tallest: number, colour: string, litShare: number): void {
  let x = -b.random() * tallest;
  while (x < b.width) {
    const w = tallest * between(b, 0.35, 0.7);
    const h = tallest * between(b, 0.25, 1);
    ctx.fillStyle = colour;
    ctx.fillRect(x, base - h, w + 1, h + tallest * 3);
    if (litShare > 0) {
      ctx.fillStyle = "rgba(255,214,140,0.85)";
      const cell = tallest * 0.09;
      for (let wy = base - h + cell; wy < base; wy += cell * 1.8) {
        for (let wx = x + cell * 0.7; wx < x + w - cell; wx += cell * 1.6) {
          if (b.random() < litShare) ctx.fillRect(wx, wy, cell * 0.7, cell * 0.9);
        }
      }
    }
    x += w + tallest * between(b, 0.02, 0.2);
  }
}

function paintTreeLine(ctx: Ctx, b: Backdrop, base: number, size: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fillRect(0, base, b.width, size * 3);
  ctx.beginPath();
  for (let x = -b.random() * size; x < b.width + size; x += size * between(b, 0.5, 0.9)) {
    const radius = size * between(b, 0.45, 0.8);
    ctx.moveTo(x + radius, base - radius * 0.4);
    ctx.arc(x, base - radius * 0.4, radius, 0, Math.PI * 2);
  }
  ctx.fill();
}
