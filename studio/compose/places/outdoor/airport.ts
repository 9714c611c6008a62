import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { traceTrapezoid, verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { isNight, LAMPLIGHT, lit, paintGlow } from "./daylight";
import { foreground, groundDepth, metre, paintGround } from "./ground";
import { openAir, paintOutdoorSky } from "./open-sky";
import { fillRidge, ridge } from "./silhouettes";

const TARMAC = "#8a8e94";
const MARKING = "#f2c230";
const LIVERY = "#2f6fd8";

/** The terminal's front: where its glass wall stands on the apron. */
function terminalFoot(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.08;
}

/** A long glass terminal across the back, its roof overhanging, lit from inside at night; a control tower on the left. */
function paintTerminal(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const foot = terminalFoot(b);
  const top = foot - d * 0.42;
  const glass = isNight(b)
    ? verticalGradient(ctx, top, foot, [mix(LAMPLIGHT, "#2a3350", 0.35), LAMPLIGHT])
    : verticalGradient(ctx, top, foot, [lit(b, "#9fc4e0", 0.2), lit(b, "#5f8fb8", 0.15)]);
  ctx.fillStyle = glass;
  ctx.fillRect(0, top, b.width, foot - top);
  ctx.fillStyle = lit(b, "#dfe3e8", 0.2);
  for (let x = 0; x < b.width; x += d * 0.16) ctx.fillRect(x, top, Math.max(2, d * 0.012), foot - top);
  ctx.fillRect(0, top + (foot - top) * 0.5, b.width, Math.max(2, d * 0.01));
  ctx.fillStyle = lit(b, "#eef0f2", 0.2);
  ctx.beginPath();
  ctx.moveTo(0, top - d * 0.06);
  ctx.quadraticCurveTo(b.width / 2, top - d * 0.2, b.width, top - d * 0.06);
  ctx.lineTo(b.width, top + d * 0.02);
  ctx.quadraticCurveTo(b.width / 2, top - d * 0.1, 0, top + d * 0.02);
  ctx.fill();
  paintTower(ctx, b, b.width * 0.16, top);
}

function paintTower(ctx: SKRSContext2D, b: Backdrop, x: number, foot: number): void {
  const d = groundDepth(b);
  const cabY = foot - d * 0.9;
  ctx.fillStyle = lit(b, "#d8dce2", 0.25);
  ctx.beginPath();
  traceTrapezoid(ctx, x, foot, d * 0.06, cabY, d * 0.04);
  ctx.fill();
  ctx.fillStyle = withAlpha("#000000", 0.1);
  ctx.fillRect(x - d * 0.05, cabY, d * 0.03, foot - cabY);
  ctx.fillStyle = lit(b, "#b8bec8", 0.25);
  ctx.fillRect(x - d * 0.12, cabY - d * 0.02, d * 0.24, d * 0.04);
  ctx.fillStyle = isNight(b) ? mix(LAMPLIGHT, "#9fd8ff", 0.5) : lit(b, "#3a5a7a", 0.2);
  ctx.beginPath();
  traceTrapezoid(ctx, x, cabY - d * 0.02, d * 0.13, cabY - d * 0.13, d * 0.11);
  ctx.fill();
  ctx.fillStyle = lit(b, "#4a5260", 0.25);
  ctx.fillRect(x - d * 0.13, cabY - d * 0.16, d * 0.26, d * 0.03);
  ctx.fillRect(x - 1.5 * b.unit, cabY - d * 0.3, 3 * b.unit, d * 0.14);
  if (isNight(b)) paintGlow(ctx, x, cabY - d * 0.3, d * 0.06, "#ff4a3a", 0.9);
}

/** An airliner parked side on with its nose to the left, `length` long, its wheels on the apron at `base`. */
function paintAirliner(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, length: number): void {
  const r = length * 0.055;
  const bodyY = base - length * 0.045 - r;
  const white = lit(b, "#f4f6f8");
  const shade = lit(b, "#c8d0da");
  const livery = lit(b, LIVERY);
  ctx.fillStyle = withAlpha("#000000", 0.18);
  ctx.beginPath();
  ctx.ellipse(x + length * 0.05, base, length * 0.45, length * 0.02, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = lit(b, "#3a3f4a");
  for (const gx of [0.18, 0.58]) {
    ctx.fillRect(x + length * gx, bodyY + r * 0.6, length * 0.01, base - bodyY - r * 0.6 - length * 0.015);
    ctx.beginPath();
    ctx.arc(x + length * gx + length * 0.005, base - length * 0.015, length * 0.016, 0, Math.PI * 2);
    ctx.fill();
  }
  // Tail fin and far wing first, so the fuselage overlaps them.
  ctx.fillStyle = livery;
  ctx.beginPath();
  ctx.moveTo(x + length * 0.8, bodyY - r * 0.6);
  ctx.lineTo(x + length * 0.93, bodyY - r * 4.2);
  ctx.lineTo(x + length * 1.0, bodyY - r * 4.2);
  ctx.lineTo(x + length * 0.98, bodyY - r * 0.4);
  ctx.fill();
  ctx.fillStyle = shade;
  ctx.beginPath();
  ctx.moveTo(x + length * 0.86, bodyY);
  ctx.lineTo(x + length * 0.99, bodyY - r * 0.9);
  ctx.lineTo(x + length * 1.0, bodyY - r * 0.5);
  ctx.lineTo(x + length * 0.92, bodyY + r * 0.2);
  ctx.fill();
  ctx.fillStyle = white;
  ctx.beginPath();
  ctx.moveTo(x + r * 1.2, bodyY - r);
  ctx.lineTo(x + length * 0.82, bodyY - r);
  ctx.quadraticCurveTo(x + length * 0.95, bodyY - r * 0.9, x + length, bodyY - r * 0.6);
  ctx.lineTo(x + length * 0.97, bodyY - r * 0.1);
  ctx.quadraticCurveTo(x + length * 0.85, bodyY + r, x + length * 0.7, bodyY + r);
  ctx.lineTo(x + r * 1.2, bodyY + r);
  ctx.bezierCurveTo(x - r * 0.2, bodyY + r, x - r * 0.4, bodyY - r * 0.1, x + r * 0.3, bodyY - r * 0.55);
  ctx.quadraticCurveTo(x + r * 0.7, bodyY - r, x + r * 1.2, bodyY - r);
  ctx.fill();
  ctx.fillStyle = shade;
  ctx.fillRect(x + r * 1.2, bodyY + r * 0.35, length * 0.7 - r * 1.2, r * 0.65);
  ctx.fillStyle = livery;
  ctx.fillRect(x + r * 1.2, bodyY + r * 0.1, length * 0.72 - r * 1.2, r * 0.22);
  ctx.fillStyle = isNight(b) ? LAMPLIGHT : lit(b, "#3a4a5e");
  for (let wx = x + length * 0.1; wx < x + length * 0.78; wx += length * 0.022) {
    ctx.beginPath();
    ctx.roundRect(wx, bodyY - r * 0.45, length * 0.01, r * 0.32, length * 0.004);
    ctx.fill();
  }
  ctx.fillStyle = lit(b, "#2a3a4e");
  ctx.beginPath();
  ctx.moveTo(x + r * 0.35, bodyY - r * 0.5);
  ctx.lineTo(x + r * 0.9, bodyY - r * 0.72);
  ctx.lineTo(x + r * 1.0, bodyY - r * 0.4);
  ctx.lineTo(x + r * 0.4, bodyY - r * 0.3);
  ctx.fill();
  ctx.fillStyle = lit(b, "#dfe4ea");
  ctx.beginPath();
  ctx.moveTo(x + length * 0.34, bodyY + r * 0.3);
  ctx.lineTo(x + length * 0.56, bodyY + r * 0.3);
  ctx.lineTo(x + length * 0.7, bodyY + r * 1.6);
  ctx.lineTo(x + length * 0.62, bodyY + r * 1.6);
  ctx.fill();
  ctx.fillStyle = lit(b, "#b8c0cc");
  ctx.beginPath();
  ctx.roundRect(x + length * 0.36, bodyY + r * 0.9, length * 0.13, r * 0.9, r * 0.4);
  ctx.fill();
  ctx.fillStyle = livery;
  ctx.fillRect(x + length * 0.36, bodyY + r * 0.9, length * 0.02, r * 0.9);
}

/** A small jet climbing away high in the sky, trailing a contrail. */
function paintClimbingJet(ctx: SKRSContext2D, b: Backdrop): void {
  const x = b.width * 0.3;
  const y = b.horizon * 0.45;
  const s = 26 * b.unit;
  const trail = ctx.createLinearGradient(x, y, x - s * 12, y + s * 5);
  trail.addColorStop(0, withAlpha("#ffffff", isNight(b) ? 0.15 : 0.7));
  trail.addColorStop(1, withAlpha("#ffffff", 0));
  ctx.strokeStyle = trail;
  ctx.lineWidth = s * 0.18;
  ctx.beginPath();
  ctx.moveTo(x - s * 0.4, y + s * 0.2);
  ctx.lineTo(x - s * 12, y + s * 5);
  ctx.stroke();
  ctx.fillStyle = lit(b, "#eef1f5", 0.3);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-0.4);
  ctx.beginPath();
  ctx.ellipse(0, 0, s * 0.9, s * 0.13, 0, 0, Math.PI * 2);
  ctx.moveTo(-s * 0.1, 0);
  ctx.lineTo(-s * 0.4, s * 0.6);
  ctx.lineTo(-s * 0.2, s * 0.6);
  ctx.lineTo(s * 0.25, 0);
  ctx.moveTo(-s * 0.65, 0);
  ctx.lineTo(-s * 0.9, -s * 0.4);
  ctx.lineTo(-s * 0.75, -s * 0.4);
  ctx.lineTo(-s * 0.5, 0);
  ctx.fill();
  ctx.restore();
}

/** Taxiway markings: a yellow centre line sweeping in from the right, and a stop bar. */
function paintApronMarkings(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  ctx.strokeStyle = isNight(b) ? mix(lit(b, MARKING), MARKING, 0.5) : lit(b, MARKING);
  ctx.lineWidth = Math.max(3, 5 * b.unit);
  ctx.beginPath();
  ctx.moveTo(b.width * 1.05, b.horizon + d * 0.3);
  ctx.bezierCurveTo(b.width * 0.5, b.horizon + d * 0.34, b.width * 0.3, b.horizon + d * 0.8, b.width * 0.25, b.height);
  ctx.stroke();
  ctx.lineWidth = Math.max(2, 3 * b.unit);
  ctx.beginPath();
  ctx.moveTo(0, terminalFoot(b) + d * 0.12);
  ctx.lineTo(b.width, terminalFoot(b) + d * 0.12);
  ctx.stroke();
  if (!isNight(b)) return;
  // Taxiway edge lights: blue dots along the apron's far edge.
  for (let x = b.width * 0.02; x < b.width; x += b.width * 0.05)
    paintGlow(ctx, x, terminalFoot(b) + d * 0.1, 8 * b.unit, "#5a8cff", 1);
}

/** An orange traffic cone at `x, base`. */
function paintCone(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, size: number): void {
  ctx.fillStyle = lit(b, "#f26b1d");
  ctx.beginPath();
  traceTrapezoid(ctx, x, base - size * 0.08, size * 0.28, base - size, size * 0.06);
  ctx.fill();
  ctx.fillStyle = lit(b, "#f4f4f0");
  ctx.beginPath();
  traceTrapezoid(ctx, x, base - size * 0.38, size * 0.2, base - size * 0.62, size * 0.13);
  ctx.fill();
  ctx.fillStyle = lit(b, "#c9541a");
  ctx.fillRect(x - size * 0.4, base - size * 0.1, size * 0.8, size * 0.1);
}

export const airport = openAir(
  "airport",
  (ctx, b) => {
    paintOutdoorSky(ctx, b, { clouds: 3 });
    paintClimbingJet(ctx, b);
  },
  {
    far(ctx, b) {
      const d = groundDepth(b);
      fillRidge(
        ctx,
        ridge(b, b.horizon - d * 0.2, d * 0.3, 700 * b.unit, 1, 3),
        b.horizon + d * 0.1,
        lit(b, "#8aa39a", 0.55),
      );
      paintTerminal(ctx, b);
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      paintGround(ctx, b, terminalFoot(b), TARMAC, {
        back: lit(b, mix(TARMAC, "#c0c4c8", 0.35)),
        front: lit(b, mix(TARMAC, "#5a5e66", 0.3)),
      });
      paintApronMarkings(ctx, b);
      const planeBase = b.horizon + d * 0.3;
      const length = Math.min(b.width * 0.42, metre(b) * 8);
      paintAirliner(ctx, b, b.width * 0.92 - length, planeBase, length);
    },
    near(ctx, b) {
      const fg = foreground(b);
      for (const [x, y] of [
        [0.05, 0.6],
        [0.14, 0.75],
        [0.93, 0.7],
      ] as const)
        paintCone(ctx, b, b.width * x, b.floor + fg * y, fg * between(b, 0.12, 0.15));
    },
  },
);
