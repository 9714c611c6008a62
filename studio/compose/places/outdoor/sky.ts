import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { SKY } from "../sky-by-time-of-day";
import { isNight, lit } from "./daylight";
import { foreground, groundDepth } from "./ground";
import { cloudTones, openAir } from "./open-sky";

const BALLOON_STRIPES = [
  ["#e8504a", "#f6c453"],
  ["#3f9fd8", "#f4efe6"],
  ["#7bc67e", "#f29bb8"],
] as const;

type Puff = [number, number, number];

/**
 * Fills round puffs and everything under them down to the bottom of the layer, fading into shade within `depth`
 * below the row's line `y`, then lights the tops of the puffs, so a nearer row's bright tops stand out against the
 * shaded body of the row behind.
 */
function paintPuffs(
  ctx: SKRSContext2D,
  b: Backdrop,
  puffs: readonly Puff[],
  y: number,
  depth: number,
  haze: number,
): void {
  const tones = cloudTones(b, haze);
  const left = Math.min(...puffs.map(([x]) => x));
  const right = Math.max(...puffs.map(([x]) => x));
  ctx.fillStyle = verticalGradient(ctx, y - depth * 0.3, y + depth, [
    tones.light,
    mix(tones.shade, SKY[b.time].middle, 0.3),
  ]);
  ctx.beginPath();
  for (const [x, py, r] of puffs) {
    ctx.moveTo(x + r, py);
    ctx.arc(x, py, r, 0, Math.PI * 2);
  }
  ctx.rect(left, y, right - left, b.height - y);
  ctx.fill();
  // Only the tops catch the light: below the row's line the bank stays in its own shade.
  ctx.save();
  ctx.beginPath();
  ctx.rect(left - b.width, 0, right - left + b.width * 2, y);
  ctx.clip();
  ctx.fillStyle = tones.light;
  ctx.beginPath();
  for (const [x, py, r] of puffs) {
    ctx.moveTo(x + r * 0.08 + r * 0.92, py - r * 0.1);
    ctx.arc(x + r * 0.08, py - r * 0.1, r * 0.92, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.restore();
}

/** A bank of cloud tops along `y` across the whole layer, its puffs about `size` across. */
function paintCloudBank(ctx: SKRSContext2D, b: Backdrop, y: number, size: number, haze: number): void {
  const puffs: Puff[] = [];
  for (let x = -size; x < b.width + size; x += size * between(b, 0.45, 0.8)) {
    const r = size * between(b, 0.35, 0.6);
    puffs.push([x, y - r * between(b, 0.05, 0.8), r]);
  }
  paintPuffs(ctx, b, puffs, y, size * 0.6, haze);
}

/** A hot-air balloon floating with its basket at `x, y`, `size` tall, its striped envelope lit from the right. */
function paintBalloon(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  y: number,
  size: number,
  stripes: readonly [string, string],
): void {
  const r = size * 0.36;
  const cy = y - size + r;
  const neckY = cy + r * 1.25;
  const envelope = () => {
    ctx.beginPath();
    ctx.moveTo(x - r * 0.28, neckY);
    ctx.bezierCurveTo(x - r * 1.3, cy + r * 0.5, x - r * 1.1, cy - r * 1.05, x, cy - r);
    ctx.bezierCurveTo(x + r * 1.1, cy - r * 1.05, x + r * 1.3, cy + r * 0.5, x + r * 0.28, neckY);
    ctx.closePath();
  };
  ctx.save();
  envelope();
  ctx.fillStyle = lit(b, stripes[0]);
  ctx.fill();
  ctx.clip();
  ctx.fillStyle = lit(b, stripes[1]);
  for (let i = -3; i <= 3; i += 2) {
    ctx.beginPath();
    ctx.ellipse(x, cy, r * Math.abs(i + 0.5) * 0.3, r * 1.3, 0, 0, Math.PI * 2);
    ctx.ellipse(x, cy, r * Math.abs(i + 1.5) * 0.3, r * 1.3, 0, 0, Math.PI * 2, true);
    ctx.fill();
  }
  ctx.fillStyle = "rgba(0,0,0,0.18)";
  ctx.fillRect(x - r * 1.3, cy - r * 1.2, r * 0.7, r * 2.6);
  ctx.restore();
  ctx.strokeStyle = lit(b, "#6a5a4a");
  ctx.lineWidth = Math.max(1, size * 0.008);
  ctx.beginPath();
  ctx.moveTo(x - r * 0.28, neckY);
  ctx.lineTo(x - r * 0.18, y - size * 0.06);
  ctx.moveTo(x + r * 0.28, neckY);
  ctx.lineTo(x + r * 0.18, y - size * 0.06);
  ctx.stroke();
  ctx.fillStyle = lit(b, "#9a6a3e");
  ctx.fillRect(x - r * 0.22, y - size * 0.07, r * 0.44, size * 0.07);
}

/** A few birds far off, each two curved strokes. */
function paintBirds(ctx: SKRSContext2D, b: Backdrop, count: number): void {
  ctx.strokeStyle = lit(b, "#3a4050", 0.2);
  ctx.lineWidth = 2.5 * b.unit;
  ctx.lineCap = "round";
  ctx.beginPath();
  for (let i = 0; i < count; i++) {
    const x = b.width * between(b, 0.55, 0.75);
    const y = b.horizon - groundDepth(b) * between(b, 0.5, 1);
    const s = between(b, 8, 14) * b.unit;
    ctx.moveTo(x - s, y - s * 0.3);
    ctx.quadraticCurveTo(x - s * 0.4, y - s * 0.6, x, y);
    ctx.quadraticCurveTo(x + s * 0.4, y - s * 0.6, x + s, y - s * 0.3);
  }
  ctx.stroke();
}

export const sky = openAir(
  "sky",
  { clouds: 4 },
  {
    far(ctx, b) {
      const d = groundDepth(b);
      paintCloudBank(ctx, b, b.horizon - d * 0.02, d * 0.18, 0.55);
      paintCloudBank(ctx, b, b.horizon + d * 0.12, d * 0.26, 0.35);
      if (!isNight(b)) paintBirds(ctx, b, 4);
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      const stripes = BALLOON_STRIPES[Math.floor(b.random() * BALLOON_STRIPES.length)] ?? BALLOON_STRIPES[0];
      paintBalloon(ctx, b, b.width * 0.86, b.horizon - d * 0.25, d * 0.5, stripes);
      paintBalloon(
        ctx,
        b,
        b.width * 0.16,
        b.horizon - d * 0.9,
        d * 0.85,
        BALLOON_STRIPES[(BALLOON_STRIPES.indexOf(stripes) + 1) % BALLOON_STRIPES.length] ?? stripes,
      );
      paintCloudBank(ctx, b, b.horizon + d * 0.35, d * 0.34, 0.2);
      paintCloudBank(ctx, b, b.horizon + d * 0.75, d * 0.5, 0.1);
      for (const [depth, size] of [
        [0.1, 0.22],
        [0.35, 0.3],
        [0.68, 0.4],
      ] as const)
        paintCloudBank(ctx, b, b.floor + foreground(b) * depth, foreground(b) * size, 0);
    },
    near(ctx, b) {
      const fg = foreground(b);
      for (const side of [0, 1]) {
        const edge = side * b.width;
        const dir = side ? -1 : 1;
        const puffs: Puff[] = [
          [edge, b.floor + fg * 0.7, fg * 0.28],
          [edge + dir * fg * 0.32, b.floor + fg * 0.88, fg * 0.2],
        ];
        paintPuffs(ctx, b, puffs, b.floor + fg * 0.92, fg * 0.2, 0);
      }
    },
  },
);
