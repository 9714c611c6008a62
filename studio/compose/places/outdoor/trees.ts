import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix } from "../../../kit/colour";
import { traceTrapezoid } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { isNight, lit } from "./daylight";
import { twoTone } from "./silhouettes";

export const LEAF = "#5e9d48";
export const PINE = "#2f6d52";
const TRUNK = "#7a5a40";

/** Where the puffs of a tree crown sit, as shares of its radius from its centre, and how big each is. */
const CROWN_PUFFS: readonly [number, number, number][] = [
  [0, -0.42, 0.52],
  [-0.42, -0.08, 0.5],
  [0.42, -0.1, 0.5],
  [-0.18, 0.24, 0.56],
  [0.24, 0.26, 0.52],
  [-0.72, 0.3, 0.34],
  [0.7, 0.28, 0.36],
];

/** Adds a cluster of round puffs of radius about `r` around `cx, cy` to the current path: a crown or a bush. */
function addPuffs(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  r: number,
  jitter: readonly number[],
  dx: number,
  dy: number,
): void {
  CROWN_PUFFS.forEach(([px, py, pr], i) => {
    const size = pr * r * (0.85 + 0.3 * (jitter[i] ?? 0.5));
    const x = cx + px * r + dx;
    const y = cy + py * r + dy;
    ctx.moveTo(x + size, y);
    ctx.arc(x, y, size, 0, Math.PI * 2);
  });
}

/** A deciduous tree `height` tall standing at `x, base`: a tapered trunk under a crown of round puffs. */
export function paintRoundTree(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  height: number,
  leaf = LEAF,
  haze = 0,
): void {
  const trunkTop = base - height * 0.55;
  ctx.fillStyle = lit(b, TRUNK, haze);
  ctx.beginPath();
  traceTrapezoid(ctx, x, base, height * 0.035, trunkTop, height * 0.018);
  ctx.fill();
  const r = height * 0.36 * between(b, 0.9, 1.1);
  const cy = base - height + r * 1.05;
  const jitter = CROWN_PUFFS.map(() => b.random());
  const crown = (dx: number, dy: number) => {
    ctx.beginPath();
    addPuffs(ctx, x, cy, r, jitter, dx, dy);
  };
  twoTone(ctx, crown, lit(b, mix(leaf, "#173a2a", 0.3), haze), lit(b, mix(leaf, "#d9eb8a", 0.18), haze), r * 0.2);
}

/**
 * A fir `height` tall at `x, base`: tiers of drooping triangles, the left half of each in shade. `snow` caps each
 * tier in white.
 */
export function paintPine(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  height: number,
  leaf = PINE,
  haze = 0,
  snow = false,
  bareTrunk = 0,
): void {
  ctx.fillStyle = lit(b, TRUNK, haze);
  ctx.fillRect(x - height * 0.02, base - height * (0.14 + bareTrunk), height * 0.04, height * (0.14 + bareTrunk));
  const shade = lit(b, mix(leaf, "#0b2a22", 0.3), haze);
  const light = lit(b, mix(leaf, "#b8d98a", 0.15), haze);
  const snowShade = lit(b, "#c9d8ea", haze);
  const snowLight = lit(b, "#ffffff", haze);
  const tiers = 4;
  const crown = 1 - bareTrunk;
  for (let i = 0; i < tiers; i++) {
    const bottom = base - height * (bareTrunk + crown * (0.1 + i * 0.2));
    const top = bottom - height * crown * (0.42 - i * 0.04);
    const half = height * crown * (0.3 - i * 0.06);
    paintTier(ctx, x, top, bottom, half, shade, light);
    if (snow) paintTier(ctx, x, top, top + (bottom - top) * 0.45, half * 0.45, snowShade, snowLight);
  }
}

/** One tier of a fir: two half-triangles whose lower edge droops at the tips. */
function paintTier(
  ctx: SKRSContext2D,
  x: number,
  top: number,
  bottom: number,
  half: number,
  shade: string,
  light: string,
): void {
  for (const side of [-1, 1] as const) {
    ctx.fillStyle = side < 0 ? shade : light;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.quadraticCurveTo(x + side * half * 0.45, top + (bottom - top) * 0.55, x + side * half, bottom);
    ctx.quadraticCurveTo(x + side * half * 0.5, bottom - (bottom - top) * 0.12, x, bottom - (bottom - top) * 0.06);
    ctx.closePath();
    ctx.fill();
  }
}

/** A row of small firs along a line of ground heights, close enough to merge into a forest's edge. */
export function paintFirRow(
  ctx: SKRSContext2D,
  b: Backdrop,
  groundAt: (x: number) => number,
  height: number,
  colour: string,
  spacing = 0.28,
): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (let x = -height * 0.2; x < b.width + height * 0.3; x += height * spacing * between(b, 0.6, 1.3)) {
    const h = height * between(b, 0.6, 1.2);
    const base = groundAt(x) + h * 0.1;
    ctx.moveTo(x - h * 0.2, base);
    ctx.lineTo(x, base - h);
    ctx.lineTo(x + h * 0.2, base);
    ctx.closePath();
  }
  ctx.fill();
}

/** A line of rounded treetops along `base`, filled down to `bottom`: a wood seen from afar. */
export function paintTreeline(
  ctx: SKRSContext2D,
  b: Backdrop,
  base: number,
  height: number,
  bottom: number,
  colour: string,
): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.rect(0, base - height * 0.3, b.width, bottom - base + height * 0.3);
  for (let x = 0; x < b.width + height; x += height * between(b, 0.35, 0.7)) {
    const r = height * between(b, 0.35, 0.6);
    ctx.moveTo(x + r, base - height + r);
    ctx.arc(x, base - height + r + height * 0.3 * b.random(), r, 0, Math.PI * 2);
  }
  ctx.fill();
}

/** A round bush sitting on the ground at `x, base`, `size` across. */
export function paintBush(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  size: number,
  leaf = LEAF,
  haze = 0,
): void {
  const r = size * 0.5;
  const jitter = CROWN_PUFFS.map(() => b.random());
  const shape = (dx: number, dy: number) => {
    ctx.beginPath();
    addPuffs(ctx, x, base - r * 0.55, r, jitter, dx, dy);
    ctx.rect(x - r * 0.85 + dx, base - r * 0.4 + dy, r * 1.7, r * 0.4 - dy);
  };
  twoTone(ctx, shape, lit(b, mix(leaf, "#173a2a", 0.35), haze), lit(b, mix(leaf, "#d9eb8a", 0.12), haze), r * 0.18);
}

const FLOWER_COLOURS = ["#f05a7e", "#ffd166", "#ffffff", "#c77dff", "#ff8c42"];

/** A clump of flowers on short stems around `x, base`, `size` across; dimmed and closed-looking at night. */
export function paintFlowers(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  size: number,
  count: number,
  colours = FLOWER_COLOURS,
): void {
  const stem = lit(b, "#4f8a3a");
  for (let i = 0; i < count; i++) {
    const fx = x + (b.random() - 0.5) * size;
    const h = size * between(b, 0.25, 0.6);
    const fy = base - h;
    ctx.strokeStyle = stem;
    ctx.lineWidth = Math.max(1, size * 0.025);
    ctx.beginPath();
    ctx.moveTo(fx, base);
    ctx.lineTo(fx + (b.random() - 0.5) * size * 0.1, fy);
    ctx.stroke();
    const petal = size * between(b, 0.05, 0.08);
    ctx.fillStyle = lit(b, colours[Math.floor(b.random() * colours.length)] ?? "#ffffff");
    for (let p = 0; p < 5; p++) {
      const angle = (p / 5) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(fx + Math.cos(angle) * petal, fy + Math.sin(angle) * petal, petal * 0.8, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = lit(b, isNight(b) ? "#8a7a40" : "#ffcc33");
    ctx.beginPath();
    ctx.arc(fx, fy, petal * 0.6, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A sunflower `height` tall at `x, base`, its head turned a little towards the light on the right. */
export function paintSunflower(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, height: number): void {
  const headX = x + height * 0.06;
  const headY = base - height;
  const stem = lit(b, "#4f8a3a");
  ctx.strokeStyle = stem;
  ctx.lineWidth = height * 0.03;
  ctx.beginPath();
  ctx.moveTo(x, base);
  ctx.quadraticCurveTo(x - height * 0.04, base - height * 0.5, headX, headY);
  ctx.stroke();
  ctx.fillStyle = stem;
  for (const [t, side] of [
    [0.35, -1],
    [0.55, 1],
    [0.72, -1],
  ] as const) {
    const ly = base - height * t;
    ctx.beginPath();
    ctx.ellipse(x + side * height * 0.09, ly, height * 0.1, height * 0.04, side * -0.5, 0, Math.PI * 2);
    ctx.fill();
  }
  const r = height * 0.11;
  ctx.fillStyle = lit(b, "#f5b91e");
  const petals = 14;
  for (let i = 0; i < petals; i++) {
    const angle = (i / petals) * Math.PI * 2;
    ctx.beginPath();
    ctx.ellipse(headX + Math.cos(angle) * r, headY + Math.sin(angle) * r, r * 0.55, r * 0.22, angle, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = lit(b, "#6b4423");
  ctx.beginPath();
  ctx.arc(headX, headY, r * 0.75, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = lit(b, "#8a5a30");
  ctx.beginPath();
  ctx.arc(headX + r * 0.15, headY - r * 0.15, r * 0.45, 0, Math.PI * 2);
  ctx.fill();
}

/** A fern of arching fronds rising from `x, base`, `size` across. */
export function paintFern(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  size: number,
  leaf = "#4f8f45",
): void {
  const fronds = 7;
  for (let i = 0; i < fronds; i++) {
    const spread = (i / (fronds - 1)) * 2 - 1;
    const length = size * (0.55 + 0.45 * (1 - Math.abs(spread))) * between(b, 0.85, 1.1);
    const tipX = x + spread * length * 0.9;
    const tipY = base - length * (0.75 - 0.45 * Math.abs(spread));
    const ctrlX = x + spread * length * 0.3;
    const ctrlY = base - length * 0.95;
    ctx.fillStyle = lit(b, mix(leaf, spread > 0 ? "#c9e59a" : "#173a2a", 0.18));
    ctx.strokeStyle = ctx.fillStyle;
    ctx.lineWidth = Math.max(1, size * 0.012);
    ctx.beginPath();
    ctx.moveTo(x, base);
    ctx.quadraticCurveTo(ctrlX, ctrlY, tipX, tipY);
    ctx.stroke();
    // Pairs of leaflets along the frond, square to it, shrinking towards its tip.
    const leaflets = 11;
    ctx.beginPath();
    for (let j = 1; j < leaflets; j++) {
      const t = j / leaflets;
      const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrlX + t * t * tipX;
      const py = (1 - t) ** 2 * base + 2 * (1 - t) * t * ctrlY + t * t * tipY;
      const along = Math.atan2(
        2 * (1 - t) * (ctrlY - base) + 2 * t * (tipY - ctrlY),
        2 * (1 - t) * (ctrlX - x) + 2 * t * (tipX - ctrlX),
      );
      const r = length * 0.11 * (1 - t * 0.75);
      for (const side of [-1, 1]) {
        const angle = along + side * 1.1;
        const cx = px + Math.cos(angle) * r * 0.9;
        const cy = py + Math.sin(angle) * r * 0.9;
        ctx.moveTo(cx + r, cy);
        ctx.ellipse(cx, cy, r, r * 0.3, angle, 0, Math.PI * 2);
      }
    }
    ctx.fill();
  }
}

/** A red-capped mushroom at `x, base`. */
export function paintMushroom(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, size: number): void {
  ctx.fillStyle = lit(b, "#efe6d2");
  ctx.fillRect(x - size * 0.12, base - size * 0.6, size * 0.24, size * 0.6);
  ctx.fillStyle = lit(b, "#d9473c");
  ctx.beginPath();
  ctx.ellipse(x, base - size * 0.6, size * 0.45, size * 0.35, 0, Math.PI, 0);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = lit(b, "#fff6ea");
  for (const [dx, dy] of [
    [-0.2, -0.12],
    [0.12, -0.22],
    [0.25, -0.06],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x + dx * size, base - size * 0.6 + dy * size, size * 0.05, 0, Math.PI * 2);
    ctx.fill();
  }
}
