import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { paintWindow } from "./buildings";
import { lit } from "./daylight";
import { addWindingPath, depthScale, foreground, groundDepth, metre, paintGrassEdge, paintGrassSpecks } from "./ground";
import { openAir } from "./open-sky";
import { addBlob, fillRidge, mountainRange, paintRange, ridge, ridgeAt, twoTone } from "./silhouettes";
import { paintFlowers, paintPine, PINE } from "./trees";

const MEADOW = "#84b65a";

/** A grey boulder sitting at `x, base`, lit on its upper right. */
export function paintBoulder(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  base: number,
  size: number,
  rock = "#8d8f93",
): void {
  const lane = b.random() * 50;
  const shape = (dx: number, dy: number) => {
    ctx.beginPath();
    addBlob(ctx, b, x + dx, base - size * 0.35 + dy, size * 0.6, size * 0.42, 0.12, lane);
  };
  ctx.save();
  ctx.beginPath();
  ctx.rect(x - size * 2, base - size * 2, size * 4, size * 2);
  ctx.clip();
  twoTone(ctx, shape, lit(b, mix(rock, "#2a2d35", 0.35)), lit(b, rock), size * 0.12);
  ctx.restore();
}

/** Green alpine slopes in front of the peaks, with clumps of firs on their shoulders. */
function paintAlpineSlopes(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const slope = ridge(b, b.horizon + d * 0.22, d * 0.6, 600 * b.unit, 5, 3);
  fillRidge(
    ctx,
    slope,
    b.height,
    verticalGradient(ctx, b.horizon - d * 0.4, b.height, [
      lit(b, MEADOW, 0.3),
      lit(b, MEADOW),
      lit(b, mix(MEADOW, "#3f6a2a", 0.3)),
    ]),
  );
  const fir = metre(b) * 12;
  for (const x of [0.03, 0.08, 0.14, 0.2, 0.8, 0.86, 0.93, 0.99]) {
    const px = b.width * (x + between(b, -0.015, 0.015));
    const ground = ridgeAt(slope, px) + d * between(b, 0.02, 0.12);
    paintPine(ctx, b, px, ground, fir * Math.max(0.08, depthScale(b, ground)) * between(b, 0.8, 1.2), PINE, 0.15);
  }
}

/** A wooden chalet facing the valley, its wide gable roof overhanging a balcony. */
function paintChalet(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, width: number): void {
  const wall = lit(b, "#a86f48");
  const h = width * 0.5;
  ctx.fillStyle = lit(b, "#d9d2c4");
  ctx.fillRect(x - width / 2, base - h * 0.35, width, h * 0.35);
  ctx.fillStyle = wall;
  ctx.beginPath();
  ctx.moveTo(x - width / 2, base - h * 0.35);
  ctx.lineTo(x - width / 2, base - h);
  ctx.lineTo(x, base - h - width * 0.32);
  ctx.lineTo(x + width / 2, base - h);
  ctx.lineTo(x + width / 2, base - h * 0.35);
  ctx.fill();
  ctx.fillStyle = "rgba(0,0,0,0.12)";
  ctx.fillRect(x - width / 2, base - h, width * 0.08, h * 0.65);
  const frame = lit(b, "#f3e9dc");
  paintWindow(ctx, b, x - width * 0.32, base - h * 0.28, width * 0.14, h * 0.2, frame, 0.9);
  paintWindow(ctx, b, x + width * 0.18, base - h * 0.28, width * 0.14, h * 0.2, frame, 0.9);
  paintWindow(ctx, b, x - width * 0.25, base - h * 0.85, width * 0.14, h * 0.26, frame, 0.9);
  paintWindow(ctx, b, x + width * 0.11, base - h * 0.85, width * 0.14, h * 0.26, frame, 0.9);
  ctx.fillStyle = lit(b, "#6b4630");
  ctx.fillRect(x - width * 0.5, base - h * 0.45, width, h * 0.05);
  for (let i = 0; i <= 12; i++)
    ctx.fillRect(x - width * 0.5 + (width * i) / 12 - 1, base - h * 0.55, Math.max(1.5, width * 0.012), h * 0.12);
  ctx.fillRect(x - width * 0.5, base - h * 0.57, width, h * 0.03);
  ctx.fillStyle = lit(b, "#4a3a34");
  ctx.beginPath();
  ctx.moveTo(x - width * 0.64, base - h * 0.92);
  ctx.lineTo(x, base - h - width * 0.4);
  ctx.lineTo(x + width * 0.64, base - h * 0.92);
  ctx.lineTo(x + width * 0.6, base - h * 0.86);
  ctx.lineTo(x, base - h - width * 0.32);
  ctx.lineTo(x - width * 0.6, base - h * 0.86);
  ctx.closePath();
  ctx.fill();
}

export const mountains = openAir(
  "mountains",
  { clouds: 3, sun: "above-peaks" },
  {
    far(ctx, b) {
      const d = groundDepth(b);
      const high = mountainRange(b, b.horizon, d * 1.3, 4, 1);
      paintRange(ctx, b, high, b.horizon + d * 0.3, "#8a95ad", b.horizon - d * 0.85, 0.45);
      const low = mountainRange(b, b.horizon + d * 0.1, d * 0.9, 5, 2);
      paintRange(ctx, b, low, b.horizon + d * 0.3, "#6d8290", b.horizon - d * 0.55, 0.25);
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      paintAlpineSlopes(ctx, b);
      paintGrassSpecks(ctx, b, b.floor - d * 0.3, withAlpha(lit(b, "#4f7a35"), 0.45), 160);
      ctx.beginPath();
      addWindingPath(ctx, b, b.horizon + d * 0.2, b.width * 0.22, -1);
      ctx.fillStyle = lit(b, "#c9b48a");
      ctx.fill();
      const chaletBase = b.horizon + d * 0.18;
      paintChalet(ctx, b, b.width * 0.84, chaletBase, metre(b) * 7 * depthScale(b, chaletBase));
    },
    near(ctx, b) {
      const fg = foreground(b);
      const grass = [lit(b, "#6a9a45"), lit(b, "#557f38"), lit(b, "#93bd62")];
      paintBoulder(ctx, b, b.width * 0.06, b.height - fg * 0.05, fg * 0.6);
      paintBoulder(ctx, b, b.width * 0.2, b.height, fg * 0.3, "#9a9890");
      paintBoulder(ctx, b, b.width * 0.95, b.height - fg * 0.1, fg * 0.45);
      paintGrassEdge(ctx, b, 0, b.width * 0.3, b.height - fg * 0.05, fg * 0.14, grass);
      paintGrassEdge(ctx, b, b.width * 0.8, b.width, b.height - fg * 0.12, fg * 0.14, grass);
      paintFlowers(ctx, b, b.width * 0.84, b.height - fg * 0.1, fg * 0.3, 8, ["#ffffff", "#c9a7ff", "#ffd166"]);
    },
  },
);
