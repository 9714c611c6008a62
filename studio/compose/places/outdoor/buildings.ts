import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { traceTrapezoid } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { isNight, LAMPLIGHT, lit, paintGlow } from "./daylight";

/** A striped lighthouse standing at `x, base`, `haze` of the way into the distance; its lamp shines at night. */
export function paintLighthouse(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  height: number,
  haze: number,
): void {
  const bottomW = height * 0.2;
  const topW = height * 0.12;
  const towerTop = base - height * 0.78;
  const stripes = 4;
  for (let i = 0; i < stripes; i++) {
    const y0 = base - (height * 0.78 * i) / stripes;
    const y1 = base - (height * 0.78 * (i + 1)) / stripes;
    const w0 = bottomW + (topW - bottomW) * (i / stripes);
    const w1 = bottomW + (topW - bottomW) * ((i + 1) / stripes);
    ctx.fillStyle = lit(b, i % 2 === 0 ? "#f4efe6" : "#d8493f", haze);
    ctx.beginPath();
    traceTrapezoid(ctx, x, y0, w0 / 2, y1, w1 / 2);
    ctx.fill();
  }
  ctx.fillStyle = lit(b, "#3b3f4a", haze);
  ctx.fillRect(x - topW * 0.75, towerTop - height * 0.02, topW * 1.5, height * 0.03);
  ctx.fillStyle = isNight(b) ? LAMPLIGHT : lit(b, "#f7e7b0", haze);
  ctx.fillRect(x - topW * 0.4, towerTop - height * 0.11, topW * 0.8, height * 0.09);
  ctx.fillStyle = lit(b, "#d8493f", haze);
  ctx.beginPath();
  ctx.moveTo(x - topW * 0.6, towerTop - height * 0.11);
  ctx.lineTo(x, towerTop - height * 0.2);
  ctx.lineTo(x + topW * 0.6, towerTop - height * 0.11);
  ctx.fill();
  if (!isNight(b)) return;
  const lampY = towerTop - height * 0.065;
  paintGlow(ctx, x, lampY, height * 0.35, LAMPLIGHT, 0.6);
  const beam = ctx.createLinearGradient(x, lampY, x + height * 2.2, lampY);
  beam.addColorStop(0, withAlpha(LAMPLIGHT, 0.35));
  beam.addColorStop(1, withAlpha(LAMPLIGHT, 0));
  ctx.fillStyle = beam;
  ctx.beginPath();
  ctx.moveTo(x, lampY);
  ctx.lineTo(x + height * 2.2, lampY - height * 0.25);
  ctx.lineTo(x + height * 2.2, lampY + height * 0.12);
  ctx.fill();
}

/** Whether a window is lit tonight; most are, so a street at night looks lived in. */
export function windowLit(b: Backdrop, share = 0.6): boolean {
  return isNight(b) && b.random() < share;
}

/** A window with a frame and sill: sky-reflecting glass by day, warm light or dark glass at night. */
export function paintWindow(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  litShare = 0.6,
): void {
  const glow = windowLit(b, litShare);
  ctx.fillStyle = frame;
  ctx.fillRect(x - w * 0.08, y - w * 0.08, w * 1.16, h + w * 0.16);
  if (glow) {
    ctx.fillStyle = LAMPLIGHT;
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = withAlpha("#ffb347", 0.45);
    ctx.fillRect(x, y + h * 0.55, w, h * 0.45);
  } else {
    const glass = ctx.createLinearGradient(x, y, x + w, y + h);
    glass.addColorStop(0, lit(b, "#a9c9e0"));
    glass.addColorStop(1, lit(b, "#56789a"));
    ctx.fillStyle = glass;
    ctx.fillRect(x, y, w, h);
  }
  ctx.fillStyle = frame;
  ctx.fillRect(x + w / 2 - w * 0.04, y, w * 0.08, h);
  ctx.fillRect(x, y + h * 0.45, w, w * 0.07);
}

export type HouseLook = { wall: string; roof: string; trim: string; pitched: boolean; floors: number; shop?: string };

/**
 * A town house standing on the ground at `base`, `width` wide with storeys `storey` high: windows in rows, a door,
 * a pitched or flat roof and, when `shop` is set, a shop front with a striped awning on the ground floor.
 */
export function paintHouse(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  width: number,
  storey: number,
  look: HouseLook,
  haze = 0,
): void {
  const height = storey * look.floors;
  const top = base - height;
  const wall = lit(b, look.wall, haze);
  const trim = lit(b, look.trim, haze);
  ctx.fillStyle = wall;
  ctx.fillRect(x, top, width, height);
  ctx.fillStyle = "rgba(0,0,0,0.1)";
  ctx.fillRect(x, top, width * 0.06, height);
  paintRoof(ctx, b, x, top, width, storey, look, haze);
  const columns = Math.max(2, Math.round(width / (storey * 0.75)));
  const cell = width / columns;
  for (let floor = 1; floor < look.floors; floor++) {
    const y = top + storey * (floor - 1) + storey * 0.25;
    for (let c = 0; c < columns; c++)
      paintWindow(ctx, b, x + c * cell + cell * 0.28, y, cell * 0.44, storey * 0.48, trim);
  }
  if (look.shop) paintShopFront(ctx, b, x, base, width, storey, look.shop, trim, haze);
  else paintDoorAndWindows(ctx, b, x, base, storey, cell, columns, trim, haze);
}

function paintRoof(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  top: number,
  width: number,
  storey: number,
  look: HouseLook,
  haze: number,
): void {
  const roof = lit(b, look.roof, haze);
  ctx.fillStyle = roof;
  if (!look.pitched) {
    ctx.fillRect(x - width * 0.02, top - storey * 0.1, width * 1.04, storey * 0.12);
    return;
  }
  ctx.beginPath();
  ctx.moveTo(x - width * 0.04, top);
  ctx.lineTo(x + width * 0.12, top - storey * 0.55);
  ctx.lineTo(x + width * 0.88, top - storey * 0.55);
  ctx.lineTo(x + width * 1.04, top);
  ctx.fill();
  ctx.fillStyle = lit(b, mix(look.roof, "#4a3a3a", 0.4), haze);
  ctx.fillRect(x + width * 0.7, top - storey * 0.75, width * 0.09, storey * 0.3);
}

/** The ground floor of a house: its door in the middle column, windows in the others. */
function paintDoorAndWindows(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  storey: number,
  cell: number,
  columns: number,
  trim: string,
  haze: number,
): void {
  const door = Math.floor(columns / 2);
  for (let c = 0; c < columns; c++) {
    if (c === door) {
      ctx.fillStyle = trim;
      ctx.fillRect(x + c * cell + cell * 0.22, base - storey * 0.78, cell * 0.56, storey * 0.78);
      ctx.fillStyle = lit(b, "#5a4a6a", haze);
      ctx.fillRect(x + c * cell + cell * 0.28, base - storey * 0.72, cell * 0.44, storey * 0.72);
    } else {
      paintWindow(ctx, b, x + c * cell + cell * 0.28, base - storey * 0.75, cell * 0.44, storey * 0.45, trim);
    }
  }
}

function paintShopFront(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  width: number,
  storey: number,
  awning: string,
  trim: string,
  haze: number,
): void {
  const windowTop = base - storey * 0.72;
  const glowing = isNight(b);
  ctx.fillStyle = trim;
  ctx.fillRect(x + width * 0.05, windowTop - storey * 0.04, width * 0.9, storey * 0.76);
  ctx.fillStyle = glowing ? LAMPLIGHT : lit(b, "#7d9bb5", haze);
  ctx.fillRect(x + width * 0.08, windowTop, width * 0.55, storey * 0.6);
  ctx.fillStyle = lit(b, "#4a3b3b", haze);
  ctx.fillRect(x + width * 0.68, windowTop, width * 0.22, storey * 0.72);
  if (glowing) paintGlow(ctx, x + width * 0.35, windowTop + storey * 0.3, width * 0.6, LAMPLIGHT, 0.35);
  // A striped awning over the shop window, its scalloped edge hanging towards the street.
  const awningTop = windowTop - storey * 0.2;
  const stripes = 7;
  for (let i = 0; i < stripes; i++) {
    ctx.fillStyle = lit(b, i % 2 === 0 ? awning : "#fbf5ea", haze);
    const x0 = x + width * 0.02 + (width * 0.96 * i) / stripes;
    const w = (width * 0.96) / stripes;
    ctx.beginPath();
    ctx.moveTo(x0 + w * 0.1, awningTop);
    ctx.lineTo(x0 + w * 0.9 + w * 0.1, awningTop);
    ctx.lineTo(x0 + w, awningTop + storey * 0.2);
    ctx.arc(x0 + w / 2, awningTop + storey * 0.2, w / 2, 0, Math.PI);
    ctx.closePath();
    ctx.fill();
  }
}

/** A street lamp on a post, lit at night with a pool of light on the ground under it. */
export function paintStreetLamp(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, height: number): void {
  const post = lit(b, "#2f3a45");
  ctx.fillStyle = post;
  ctx.fillRect(x - height * 0.018, base - height, height * 0.036, height);
  ctx.fillRect(x - height * 0.04, base - height * 0.06, height * 0.08, height * 0.06);
  const headY = base - height;
  ctx.beginPath();
  ctx.moveTo(x - height * 0.06, headY);
  ctx.lineTo(x + height * 0.06, headY);
  ctx.lineTo(x + height * 0.04, headY - height * 0.1);
  ctx.lineTo(x - height * 0.04, headY - height * 0.1);
  ctx.fill();
  ctx.fillStyle = isNight(b) ? LAMPLIGHT : lit(b, "#e8eef2");
  ctx.fillRect(x - height * 0.035, headY - height * 0.085, height * 0.07, height * 0.07);
  ctx.fillStyle = post;
  ctx.beginPath();
  ctx.moveTo(x - height * 0.07, headY - height * 0.1);
  ctx.lineTo(x, headY - height * 0.15);
  ctx.lineTo(x + height * 0.07, headY - height * 0.1);
  ctx.fill();
  if (!isNight(b)) return;
  paintGlow(ctx, x, headY - height * 0.05, height * 0.3, LAMPLIGHT, 0.6);
  ctx.save();
  ctx.scale(1, 0.25);
  paintGlow(ctx, x, base / 0.25, height * 0.5, LAMPLIGHT, 0.35);
  ctx.restore();
}

/**
 * A city skyline standing on `base`: blocks up to `height` tall with stepped tops and masts. Windows show as a faint
 * grid by day and as scattered lit squares at night, `litShare` of them lit.
 */
export function paintSkyline(
  ctx: SKRSContext2D,
  b: Backdrop,
  base: number,
  height: number,
  colour: string,
  window: number,
  litShare = 0.35,
): void {
  const blocks: [number, number, number][] = [];
  for (let x = -window * 4; x < b.width; ) {
    const w = window * Math.round(between(b, 5, 12));
    blocks.push([x, w, height * (0.3 + 0.7 * b.random() ** 1.4)]);
    x += w * between(b, 0.7, 1.05);
  }
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (const [x, w, h] of blocks) {
    ctx.rect(x, base - h, w, h);
    if (h > height * 0.7) ctx.rect(x + w * 0.2, base - h - window * 2, w * 0.6, window * 2);
    if (h > height * 0.85) ctx.rect(x + w * 0.48, base - h - window * 7, Math.max(1, window * 0.25), window * 5);
  }
  ctx.fill();
  ctx.fillStyle = isNight(b) ? LAMPLIGHT : withAlpha("#ffffff", 0.08);
  ctx.beginPath();
  for (const [x, w, h] of blocks) {
    for (let wy = base - h + window; wy < base - window; wy += window * 1.8) {
      for (let wx = x + window; wx < x + w - window; wx += window * 1.6) {
        if (!isNight(b) || b.random() < litShare) ctx.rect(wx, wy, window * 0.8, window);
      }
    }
  }
  ctx.fill();
}

/** A park bench seen from the front, its feet on the ground at `base`. */
export function paintBench(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, width: number): void {
  const wood = lit(b, "#a8693f");
  const iron = lit(b, "#33363d");
  const h = width * 0.45;
  ctx.fillStyle = iron;
  for (const leg of [0.08, 0.88]) {
    ctx.fillRect(x + width * leg, base - h * 0.5, width * 0.04, h * 0.5);
    ctx.fillRect(x + width * leg, base - h, width * 0.03, h * 0.55);
  }
  ctx.fillStyle = wood;
  for (const [y, t] of [
    [0.5, 0.08],
    [0.42, 0.06],
    [0.12, 0.1],
    [0.26, 0.1],
  ] as const)
    ctx.fillRect(x, base - h * (y + t), width, h * t);
  ctx.fillStyle = "rgba(0,0,0,0.15)";
  ctx.fillRect(x, base - h * 0.42, width, h * 0.03);
}
