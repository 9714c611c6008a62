import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { paintFishingBoat, paintSailboat } from "./boats";
import { paintLighthouse, paintStreetLamp, windowLit } from "./buildings";
import { isNight, LAMPLIGHT, lit } from "./daylight";
import { depthScale, fillToFoot, foreground, groundDepth, metre, paintPaving } from "./ground";
import { openAir } from "./open-sky";
import { fillRidge, ridge } from "./silhouettes";
import { HARBOUR_WATER, paintWater } from "./water";

const HOUSE_COLOURS = ["#f2c14e", "#e8856c", "#7fb8d6", "#f4efe6", "#9ccc8a", "#e27d8f", "#f6a65a"];
const STONE = "#b8b0a2";

/** The front edge of the quay people stand on. */
export function quayEdge(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.7;
}

/**
 * A row of narrow, brightly painted houses along the far waterfront, under a green hill; a harbour's lighthouse at its
 * end, where a canal's houses run on along the whole bank.
 */
export function paintWaterfront(ctx: SKRSContext2D, b: Backdrop, lighthouse = true): void {
  const d = groundDepth(b);
  fillRidge(ctx, ridge(b, b.horizon - d * 0.15, d * 0.4, 500 * b.unit, 1, 3), b.horizon + 2, lit(b, "#7aa36a", 0.5));
  const base = b.horizon + 1;
  const storey = d * 0.08;
  const glow: [number, number, number, number][] = [];
  for (let x = lighthouse ? b.width * 0.28 : -b.width * 0.02; x < b.width * 1.02; ) {
    const w = storey * between(b, 1.4, 2.2);
    const floors = 2 + Math.floor(b.random() * 3);
    const top = base - storey * floors;
    ctx.fillStyle = lit(b, HOUSE_COLOURS[Math.floor(b.random() * HOUSE_COLOURS.length)] ?? "#f4efe6", 0.3);
    ctx.fillRect(x, top, w, base - top);
    ctx.fillStyle = lit(b, "#a0524a", 0.35);
    ctx.beginPath();
    ctx.moveTo(x - w * 0.04, top);
    ctx.lineTo(x + w / 2, top - storey * 0.7);
    ctx.lineTo(x + w * 1.04, top);
    ctx.fill();
    for (let f = 0; f < floors; f++) {
      for (const wx of [0.2, 0.6]) {
        const litNow = windowLit(b, 0.55);
        ctx.fillStyle = litNow ? LAMPLIGHT : lit(b, "#4a5a6a", 0.35);
        const rect: [number, number, number, number] = [x + w * wx, top + storey * (f + 0.3), w * 0.2, storey * 0.4];
        ctx.fillRect(...rect);
        if (litNow) glow.push(rect);
      }
    }
    x += w;
  }
  // The lit windows shine down into the water as streaks.
  ctx.fillStyle = withAlpha(LAMPLIGHT, 0.35);
  for (const [x, y, w] of glow) ctx.fillRect(x, base + (base - y) * 0.6, w, d * 0.05);
  if (!lighthouse) return;
  paintLighthouse(ctx, b, b.width * 0.14, b.horizon + d * 0.02, d * 0.45, 0.25);
  ctx.fillStyle = lit(b, STONE, 0.35);
  ctx.fillRect(0, b.horizon - d * 0.005, b.width * 0.24, d * 0.03);
}

/** The quay: a stone wall dropping to the water, then paving from its edge to the bottom of the picture. */
export function paintQuay(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const edge = quayEdge(b);
  const wall = d * 0.06;
  ctx.fillStyle = lit(b, mix(STONE, "#5a5048", 0.35));
  ctx.fillRect(0, edge, b.width, wall);
  ctx.strokeStyle = withAlpha(lit(b, "#3a332c"), 0.4);
  ctx.lineWidth = Math.max(1, b.unit * 1.5);
  ctx.beginPath();
  ctx.moveTo(0, edge + wall / 2);
  ctx.lineTo(b.width, edge + wall / 2);
  for (let x = 0, row = 0; x < b.width; x += wall * 1.6, row++) {
    ctx.moveTo(x + (row % 2) * wall * 0.8, edge);
    ctx.lineTo(x + (row % 2) * wall * 0.8, edge + wall / 2);
  }
  ctx.stroke();
  const top = edge + wall;
  fillToFoot(ctx, b, top, [lit(b, STONE), lit(b, mix(STONE, "#8a8276", 0.5))]);
  paintPaving(ctx, b, top + d * 0.02, withAlpha(lit(b, "#6a6258"), 0.35));
  ctx.fillStyle = lit(b, "#e8e2d4");
  ctx.fillRect(0, top, b.width, d * 0.02);
}

/** A cast-iron bollard on the quay at `x, base`, a mooring rope running from it to a boat at `toX, toY`. */
export function paintBollard(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  size: number,
  to?: [number, number],
): void {
  if (to) {
    ctx.strokeStyle = lit(b, "#c9a874");
    ctx.lineWidth = Math.max(2, size * 0.08);
    ctx.beginPath();
    ctx.moveTo(x, base - size * 0.7);
    ctx.quadraticCurveTo((x + to[0]) / 2, Math.max(base, to[1]) + size * 0.3, to[0], to[1]);
    ctx.stroke();
  }
  ctx.fillStyle = lit(b, "#2f3338");
  ctx.fillRect(x - size * 0.25, base - size * 0.8, size * 0.5, size * 0.8);
  ctx.beginPath();
  ctx.ellipse(x, base - size * 0.8, size * 0.38, size * 0.14, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = lit(b, "#4a5058");
  ctx.fillRect(x + size * 0.05, base - size * 0.78, size * 0.12, size * 0.72);
}

/** Stacked fish crates and a lobster pot in the corner of the quay. */
function paintCrates(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, size: number): void {
  for (const [dx, dy, colour] of [
    [0, 0, "#3f7fb5"],
    [size * 1.05, 0, "#d9573f"],
    [size * 0.5, -size * 0.62, "#3f7fb5"],
  ] as const) {
    const cx = x + dx;
    const cy = base + dy;
    ctx.fillStyle = lit(b, colour);
    ctx.fillRect(cx, cy - size * 0.6, size, size * 0.6);
    ctx.fillStyle = withAlpha("#000000", 0.2);
    ctx.fillRect(cx + size * 0.1, cy - size * 0.45, size * 0.8, size * 0.08);
    ctx.fillRect(cx, cy - size * 0.6, size * 0.08, size * 0.6);
  }
}

export const harbour = openAir(
  "harbour",
  { clouds: 3 },
  {
    far(ctx, b) {
      paintWaterfront(ctx, b);
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      paintWater(ctx, b, b.horizon + 1, quayEdge(b) + d * 0.05, HARBOUR_WATER, true);
      const sailY = b.horizon + d * 0.2;
      paintSailboat(ctx, b, {
        x: b.width * 0.74,
        y: sailY,
        length: metre(b) * 6.5 * depthScale(b, sailY),
        colour: "#2f5f8f",
      });
      const fishY = b.horizon + d * 0.46;
      const fishLength = metre(b) * 5 * depthScale(b, fishY);
      paintFishingBoat(ctx, b, { x: b.width * 0.2, y: fishY, length: fishLength, colour: "#c8453a" });
      paintQuay(ctx, b);
      const bollard = metre(b) * 0.7 * depthScale(b, quayEdge(b) + d * 0.1);
      paintBollard(ctx, b, b.width * 0.1, quayEdge(b) + d * 0.12, bollard, [
        b.width * 0.2 - fishLength * 0.45,
        fishY - fishLength * 0.12,
      ]);
      paintBollard(ctx, b, b.width * 0.9, quayEdge(b) + d * 0.12, bollard);
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintCrates(ctx, b, b.width * 0.01, b.height - fg * 0.12, fg * 0.28);
      paintStreetLamp(ctx, b, b.width * 0.93, b.height - fg * 0.1, fg * 1.25);
      if (isNight(b)) return;
      ctx.fillStyle = withAlpha("#000000", 0.1);
      ctx.fillRect(b.width * 0.01, b.height - fg * 0.12, fg * 0.6, fg * 0.03);
    },
  },
);
