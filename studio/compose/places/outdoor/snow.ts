import type { SKRSContext2D } from "@napi-rs/canvas";
import { withAlpha } from "../../../kit/colour";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { paintWindow } from "./buildings";
import { isNight, lit } from "./daylight";
import { depthScale, fillToFoot, foreground, groundDepth, metre } from "./ground";
import { openAir } from "./open-sky";
import { addBlob, fillRidge, ridge, ridgeAt, twoTone } from "./silhouettes";
import { paintFirRow, paintPine, PINE } from "./trees";

const SNOW = "#f5f9fd";
const SNOW_SHADE = "#c5d5e8";

/** A drift of snow rising into a corner of the frame, or a mound on the field. */
function paintDrift(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, width: number, height: number): void {
  const lane = b.random() * 40;
  const shape = (dx: number, dy: number) => {
    ctx.beginPath();
    addBlob(ctx, b, x + dx, base + dy, width / 2, height, 0.1, lane);
  };
  ctx.save();
  ctx.beginPath();
  ctx.rect(x - width, base - height * 2, width * 2, height * 2);
  ctx.clip();
  twoTone(ctx, shape, lit(b, SNOW_SHADE), lit(b, SNOW), height * 0.15);
  ctx.restore();
}

/** Low swells across the snowfield, each with a blue shadow on its far side, so the flat white has depth. */
function paintSnowSwells(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  for (const [x, depth] of [
    [0.12, 0.3],
    [0.88, 0.4],
    [0.3, 0.75],
    [0.8, 1.2],
    [0.1, 1.5],
  ] as const) {
    const base = b.horizon + d * depth;
    const scale = depthScale(b, base);
    const w = metre(b) * 3 * scale;
    const h = metre(b) * 0.4 * scale;
    ctx.fillStyle = withAlpha(lit(b, SNOW_SHADE), 0.6);
    ctx.beginPath();
    ctx.ellipse(b.width * x, base, w, h, 0, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = lit(b, SNOW);
    ctx.beginPath();
    ctx.ellipse(b.width * x + w * 0.15, base + h * 0.1, w * 0.85, h * 0.85, 0, Math.PI, 0);
    ctx.fill();
  }
}

/** A snowman with a carrot nose and a scarf, standing at `x, base`. */
function paintSnowman(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, height: number): void {
  const balls: [number, number][] = [
    [0.3, 0.3],
    [0.22, 0.7],
    [0.15, 0.95],
  ];
  let y = base;
  const centres: [number, number][] = [];
  for (const [r] of balls) {
    const radius = r * height * 0.55;
    centres.push([y - radius, radius]);
    y -= radius * 1.75;
  }
  for (const [cy, r] of centres) {
    twoTone(
      ctx,
      (dx, dy) => {
        ctx.beginPath();
        ctx.arc(x + dx, cy + dy, r, 0, Math.PI * 2);
      },
      lit(b, SNOW_SHADE),
      lit(b, SNOW),
      r * 0.25,
    );
  }
  const [headY, headR] = centres[2] ?? [base, 10];
  const [chestY, chestR] = centres[1] ?? [base, 10];
  ctx.fillStyle = lit(b, "#d9473c");
  ctx.fillRect(x - chestR * 0.9, chestY - chestR * 0.95, chestR * 1.8, chestR * 0.28);
  ctx.fillRect(x + chestR * 0.3, chestY - chestR * 0.8, chestR * 0.3, chestR * 0.9);
  ctx.fillStyle = lit(b, "#ff8c2a");
  ctx.beginPath();
  ctx.moveTo(x, headY - headR * 0.1);
  ctx.lineTo(x + headR * 1.1, headY + headR * 0.05);
  ctx.lineTo(x, headY + headR * 0.2);
  ctx.fill();
  ctx.fillStyle = lit(b, "#2a2a30");
  for (const dx of [-0.35, 0.3]) {
    ctx.beginPath();
    ctx.arc(x + dx * headR, headY - headR * 0.3, headR * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = lit(b, "#6b4a33");
  ctx.lineWidth = Math.max(2, height * 0.02);
  ctx.beginPath();
  ctx.moveTo(x - chestR * 0.9, chestY);
  ctx.lineTo(x - chestR * 2.2, chestY - chestR * 0.9);
  ctx.moveTo(x + chestR * 0.9, chestY);
  ctx.lineTo(x + chestR * 2.1, chestY - chestR * 1.1);
  ctx.stroke();
}

/** A log cabin under a thick roof of snow, its windows lit at night and smoke rising from the chimney. */
function paintCabin(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, width: number): void {
  const h = width * 0.45;
  ctx.fillStyle = lit(b, "#7a4e34");
  ctx.fillRect(x - width / 2, base - h, width, h);
  ctx.fillStyle = withAlpha(lit(b, "#4a2e20"), 0.6);
  for (let i = 1; i < 7; i++) ctx.fillRect(x - width / 2, base - (h * i) / 7, width, Math.max(1, h * 0.02));
  paintWindow(ctx, b, x - width * 0.36, base - h * 0.7, width * 0.18, h * 0.38, lit(b, "#e8dcc8"), 1);
  paintWindow(ctx, b, x + width * 0.16, base - h * 0.7, width * 0.18, h * 0.38, lit(b, "#e8dcc8"), 1);
  ctx.fillStyle = lit(b, "#5b3a28");
  ctx.fillRect(x - width * 0.07, base - h * 0.8, width * 0.14, h * 0.8);
  ctx.fillStyle = lit(b, "#6b6a70");
  ctx.fillRect(x + width * 0.22, base - h - width * 0.42, width * 0.1, width * 0.3);
  const roof = (dx: number, dy: number) => {
    ctx.beginPath();
    ctx.moveTo(x - width * 0.62 + dx, base - h + width * 0.04 + dy);
    ctx.quadraticCurveTo(x - width * 0.3 + dx, base - h - width * 0.25 + dy, x + dx, base - h - width * 0.36 + dy);
    ctx.quadraticCurveTo(
      x + width * 0.3 + dx,
      base - h - width * 0.25 + dy,
      x + width * 0.62 + dx,
      base - h + width * 0.04 + dy,
    );
    ctx.quadraticCurveTo(x + dx, base - h - width * 0.02 + dy, x - width * 0.62 + dx, base - h + width * 0.04 + dy);
  };
  twoTone(ctx, roof, lit(b, SNOW_SHADE), lit(b, SNOW), width * 0.03);
  ctx.fillStyle = withAlpha(lit(b, "#e6ebf2"), isNight(b) ? 0.25 : 0.6);
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.arc(
      x + width * (0.28 + i * 0.05),
      base - h - width * (0.5 + i * 0.14),
      width * (0.05 + i * 0.025),
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
}

/** Flakes drifting down over the scene, smaller further away. */
function paintSnowfall(ctx: SKRSContext2D, b: Backdrop, count: number, size: number): void {
  ctx.fillStyle = withAlpha("#ffffff", isNight(b) ? 0.6 : 0.85);
  ctx.beginPath();
  for (let i = 0; i < count; i++) {
    const x = b.random() * b.width;
    const y = b.random() * b.floor;
    const r = size * between(b, 0.5, 1) * b.unit;
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.fill();
}

export const snow = openAir(
  "snow",
  { clouds: 4 },
  {
    far(ctx, b) {
      const d = groundDepth(b);
      const hills = ridge(b, b.horizon - d * 0.05, d * 0.5, 600 * b.unit, 1, 3);
      fillRidge(ctx, hills, b.horizon + d * 0.3, lit(b, SNOW_SHADE, 0.45));
      const woods = ridge(b, b.horizon + d * 0.02, d * 0.12, 400 * b.unit, 2, 3);
      paintFirRow(ctx, b, (x) => ridgeAt(woods, x), d * 0.35, lit(b, PINE, 0.55), 0.22);
      fillRidge(ctx, woods, b.horizon + d * 0.3, lit(b, SNOW, 0.3));
      paintSnowfall(ctx, b, 220, 3);
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      const top = b.horizon + d * 0.06;
      fillToFoot(ctx, b, top, [lit(b, SNOW, 0.2), lit(b, "#e9f0f8"), lit(b, "#d6e2ef")]);
      paintSnowSwells(ctx, b);
      const fir = metre(b) * 11;
      for (const [x, depth] of [
        [0.06, 0.3],
        [0.16, 0.14],
        [0.26, 0.07],
        [0.72, 0.08],
        [0.96, 0.22],
      ] as const) {
        const base = b.horizon + d * depth;
        paintPine(ctx, b, b.width * x, base, fir * depthScale(b, base) * between(b, 0.85, 1.15), PINE, 0.1, true);
      }
      const cabinBase = b.horizon + d * 0.2;
      paintCabin(ctx, b, b.width * 0.84, cabinBase, metre(b) * 7 * depthScale(b, cabinBase));
      const snowmanBase = b.horizon + d * 0.55;
      paintSnowman(ctx, b, b.width * 0.16, snowmanBase, metre(b) * 1.7 * depthScale(b, snowmanBase));
      paintSnowfall(ctx, b, 60, 5);
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintDrift(ctx, b, b.width * 0.05, b.height, b.width * 0.45, fg * 0.35);
      paintDrift(ctx, b, b.width * 0.95, b.height, b.width * 0.4, fg * 0.45);
    },
  },
);
