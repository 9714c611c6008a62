import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { SKY } from "../sky-by-time-of-day";
import { isNight, lit, paintGlow } from "./daylight";
import {
  addWindingPath,
  depthScale,
  foreground,
  groundDepth,
  metre,
  paintGrassEdge,
  paintGrassSpecks,
  paintGround,
} from "./ground";
import { openAir } from "./open-sky";
import { fillRidge, ridge, ridgeAt, twoTone } from "./silhouettes";
import { paintBush, paintFern, paintFirRow, paintMushroom, paintPine, PINE } from "./trees";

const FOREST_FLOOR = "#6b7a45";
const BARK = "#6a4c38";

/** Tall firs at the sides of the path, several deep, their crowns running out of the top of the picture. */
function paintFirs(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const fir = metre(b) * 26;
  const spots: [number, number][] = [
    [0.34, 0.03],
    [0.66, 0.035],
    [0.26, 0.07],
    [0.76, 0.06],
    [0.16, 0.13],
    [0.86, 0.12],
    [0.05, 0.24],
    [0.97, 0.22],
  ];
  for (const [x, depth] of spots) {
    const base = b.horizon + d * depth;
    const haze = Math.max(0, 0.4 - depth * 2);
    paintPine(
      ctx,
      b,
      b.width * (x + between(b, -0.02, 0.02)),
      base,
      fir * depthScale(b, base) * between(b, 0.85, 1.15),
      PINE,
      haze,
      false,
      0.25,
    );
  }
}

/** Bushes and ferns along the edges of the clearing, and a close trunk on the right. */
function paintUndergrowth(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  for (const [x, depth] of [
    [0.2, 0.16],
    [0.08, 0.3],
    [0.82, 0.2],
    [0.95, 0.4],
    [0.4, 0.05],
    [0.62, 0.07],
  ] as const) {
    const base = b.horizon + d * depth;
    const size = metre(b) * 2.6 * depthScale(b, base);
    paintBush(ctx, b, b.width * x, base, size * between(b, 1, 1.6), "#3f7a45");
    if (b.random() < 0.6) paintFern(ctx, b, b.width * x + size * 0.6, base + size * 0.05, size * 0.9);
  }
  paintTrunk(ctx, b, b.width * 0.92, metre(b) * 0.7 * depthScale(b, b.floor - d * 0.35), b.floor - d * 0.35);
}

/** Beams of sunlight slanting down through the trees from the upper right, or fireflies at night. */
function paintForestLight(ctx: SKRSContext2D, b: Backdrop): void {
  if (isNight(b)) {
    for (let i = 0; i < 18; i++) {
      const x = b.width * (b.random() < 0.5 ? between(b, 0.02, 0.3) : between(b, 0.7, 0.98));
      const y = b.horizon + groundDepth(b) * between(b, -0.4, 0.9);
      paintGlow(ctx, x, y, 14 * b.unit, "#e8ff8a", 0.8);
    }
    return;
  }
  const colour = SKY[b.time].light;
  for (let i = 0; i < 4; i++) {
    const x = b.width * (0.15 + i * 0.22 + between(b, -0.05, 0.05));
    const w = b.width * between(b, 0.03, 0.07);
    const top = 0;
    const bottom = b.floor;
    const slant = (bottom - top) * 0.35;
    const beam = ctx.createLinearGradient(0, top, 0, bottom);
    beam.addColorStop(0, withAlpha(colour, 0.2));
    beam.addColorStop(1, withAlpha(colour, 0));
    ctx.fillStyle = beam;
    ctx.beginPath();
    ctx.moveTo(x + slant, top);
    ctx.lineTo(x + slant + w, top);
    ctx.lineTo(x + w * 2.2, bottom);
    ctx.lineTo(x - w * 0.6, bottom);
    ctx.fill();
  }
}

/** Pools of light where the sun gets through the canopy onto the forest floor: flat ellipses, squashed by distance. */
function paintDapples(ctx: SKRSContext2D, b: Backdrop): void {
  if (isNight(b)) return;
  ctx.fillStyle = withAlpha(SKY[b.time].light, 0.16);
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const y = b.horizon + (b.height - b.horizon) * between(b, 0.1, 1) ** 1.2;
    const rx = metre(b) * Math.min(1.4, depthScale(b, y)) * between(b, 0.3, 0.8);
    const x = b.random() * b.width;
    ctx.moveTo(x + rx, y);
    ctx.ellipse(x, y, rx, rx * 0.22, 0, 0, Math.PI * 2);
  }
  ctx.fill();
}

/** A big trunk at the edge of the frame, rising out of the picture, lit on its right. */
function paintTrunk(ctx: SKRSContext2D, b: Backdrop, x: number, width: number, base: number): void {
  const shape = (dx: number) => {
    ctx.beginPath();
    ctx.moveTo(x - width * 0.5, 0);
    ctx.lineTo(x + width * 0.5 + dx, 0);
    ctx.lineTo(x + width * 0.55 + dx, base - width * 0.6);
    ctx.quadraticCurveTo(x + width * 0.7 + dx, base - width * 0.1, x + width * 1.1 + dx, base);
    ctx.lineTo(x - width * 1.1, base);
    ctx.quadraticCurveTo(x - width * 0.7, base - width * 0.1, x - width * 0.55, base - width * 0.6);
    ctx.closePath();
  };
  twoTone(ctx, (dx) => shape(dx), lit(b, mix(BARK, "#1e1410", 0.35)), lit(b, BARK), width * 0.3);
  ctx.strokeStyle = withAlpha(lit(b, "#2a1c14"), 0.35);
  ctx.lineWidth = width * 0.05;
  ctx.beginPath();
  for (let i = 0; i < 5; i++) {
    const lx = x - width * 0.35 + (i / 4) * width * 0.7;
    ctx.moveTo(lx, between(b, 0, base * 0.3));
    ctx.lineTo(lx + between(b, -0.05, 0.05) * width, base - width * between(b, 0.6, 1.5));
  }
  ctx.stroke();
}

export const forest = openAir(
  "forest",
  { clouds: 2 },
  {
    far(ctx, b) {
      const d = groundDepth(b);
      const back = ridge(b, b.horizon - d * 0.05, d * 0.25, 500 * b.unit, 1);
      paintFirRow(ctx, b, (x) => ridgeAt(back, x), d * 0.7, lit(b, PINE, 0.65), 0.2);
      fillRidge(ctx, back, b.horizon + d * 0.2, lit(b, PINE, 0.65));
      const front = ridge(b, b.horizon + d * 0.04, d * 0.1, 400 * b.unit, 2);
      paintFirRow(ctx, b, (x) => ridgeAt(front, x), d * 0.9, lit(b, PINE, 0.5), 0.16);
      fillRidge(ctx, front, b.horizon + d * 0.2, lit(b, PINE, 0.5));
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      paintGround(ctx, b, b.horizon + d * 0.04, FOREST_FLOOR, { back: lit(b, FOREST_FLOOR, 0.2) });
      paintGrassSpecks(ctx, b, b.horizon + d * 0.1, withAlpha(lit(b, "#3f5a2a"), 0.45), 200);
      ctx.beginPath();
      addWindingPath(ctx, b, b.horizon + d * 0.06, b.width * 0.26, -1);
      ctx.fillStyle = lit(b, "#a48a62");
      ctx.fill();
      paintDapples(ctx, b);
      paintForestLight(ctx, b);
      paintFirs(ctx, b);
      paintUndergrowth(ctx, b);
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintTrunk(ctx, b, b.width * 0.05, b.width * 0.1, b.height);
      const leaf = [lit(b, "#4f8f45"), lit(b, "#3c7a3a")];
      paintFern(ctx, b, b.width * 0.14, b.height, fg * 0.6);
      paintFern(ctx, b, b.width * 0.9, b.height - fg * 0.1, fg * 0.5, "#5c9a4a");
      paintMushroom(ctx, b, b.width * 0.2, b.floor + fg * 0.75, fg * 0.08);
      paintMushroom(ctx, b, b.width * 0.23, b.floor + fg * 0.78, fg * 0.05);
      paintGrassEdge(ctx, b, 0, b.width * 0.2, b.height - fg * 0.02, fg * 0.12, leaf);
      paintGrassEdge(ctx, b, b.width * 0.8, b.width, b.height - fg * 0.02, fg * 0.12, leaf);
    },
  },
);
