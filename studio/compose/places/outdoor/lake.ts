import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { lit } from "./daylight";
import { depthScale, foreground, groundDepth, metre, paintGrassEdge } from "./ground";
import { openAir } from "./open-sky";
import { fillRidge, mountainRange, paintRange, ridge, ridgeAt } from "./silhouettes";
import { paintFirRow, paintPine, PINE } from "./trees";
import { LAKE, paintWater } from "./water";

const BANK = "#7db356";

/** Where the near bank meets the water. */
function bankLine(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.8;
}

/** Mountains and wooded hills on the far shore; painted twice, the second time as their reflection. */
function paintFarShore(ctx: SKRSContext2D, b: Backdrop, ranges: ReturnType<typeof farShore>): void {
  const d = groundDepth(b);
  paintRange(ctx, b, ranges.peaks, b.horizon + 2, "#8a95ad", b.horizon - d * 0.9, 0.5);
  paintFirRow(ctx, b, (x) => ridgeAt(ranges.woods, x), d * 0.3, lit(b, PINE, 0.35), 0.2);
  fillRidge(ctx, ranges.woods, b.horizon + 2, lit(b, mix(PINE, "#4f8a55", 0.4), 0.35));
}

function farShore(b: Backdrop) {
  const d = groundDepth(b);
  return {
    peaks: mountainRange(b, b.horizon, d * 1.1, 4, 4),
    woods: ridge(b, b.horizon - d * 0.02, d * 0.2, 500 * b.unit, 6, 3),
  };
}

/** A wooden jetty reaching from the bank out into the lake, seen end on, with its posts standing in the water. */
function paintJetty(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const nearY = bankLine(b) + d * 0.12;
  const farY = b.horizon + d * 0.3;
  const near: [number, number] = [b.width * 0.02, b.width * 0.2];
  const far: [number, number] = [b.width * 0.2, b.width * 0.26];
  const plank = lit(b, "#b08a5e");
  ctx.fillStyle = lit(b, "#5a4330");
  for (const t of [0, 0.3, 0.55, 0.8, 1]) {
    const y = farY + (nearY - farY) * t;
    const s = depthScale(b, y);
    for (const side of [0, 1] as const) {
      const x = far[side] + (near[side] - far[side]) * t + (side ? -1 : 1) * metre(b) * 0.1 * s;
      ctx.fillRect(x - metre(b) * 0.06 * s, y, metre(b) * 0.12 * s, metre(b) * 0.5 * s);
    }
  }
  ctx.fillStyle = plank;
  ctx.beginPath();
  ctx.moveTo(far[0], farY);
  ctx.lineTo(far[1], farY);
  ctx.lineTo(near[1], nearY);
  ctx.lineTo(near[0], nearY);
  ctx.fill();
  ctx.strokeStyle = withAlpha(lit(b, "#5a4330"), 0.5);
  ctx.lineWidth = Math.max(1, b.unit);
  ctx.beginPath();
  for (let i = 1; i < 16; i++) {
    const t = (i / 16) ** 1.5;
    const y = farY + (nearY - farY) * t;
    ctx.moveTo(far[0] + (near[0] - far[0]) * t, y);
    ctx.lineTo(far[1] + (near[1] - far[1]) * t, y);
  }
  ctx.stroke();
  ctx.fillStyle = lit(b, "#8a6a48");
  ctx.beginPath();
  ctx.moveTo(near[1], nearY);
  ctx.lineTo(far[1], farY);
  ctx.lineTo(far[1], farY + metre(b) * 0.1 * depthScale(b, farY));
  ctx.lineTo(near[1], nearY + metre(b) * 0.1 * depthScale(b, nearY));
  ctx.fill();
}

/** A rowing boat tied up by the jetty, its hull lit on the right. */
function paintRowingBoat(ctx: SKRSContext2D, b: Backdrop, x: number, y: number, length: number): void {
  ctx.fillStyle = withAlpha(lit(b, "#1f4a60"), 0.35);
  ctx.beginPath();
  ctx.ellipse(x, y + length * 0.08, length * 0.55, length * 0.06, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = lit(b, "#d9573f");
  ctx.beginPath();
  ctx.moveTo(x - length / 2, y - length * 0.12);
  ctx.lineTo(x + length / 2, y - length * 0.14);
  ctx.quadraticCurveTo(x + length * 0.42, y + length * 0.06, x + length * 0.2, y + length * 0.06);
  ctx.lineTo(x - length * 0.3, y + length * 0.06);
  ctx.quadraticCurveTo(x - length * 0.45, y + length * 0.04, x - length / 2, y - length * 0.12);
  ctx.fill();
  ctx.fillStyle = lit(b, "#f4eee4");
  ctx.fillRect(x - length / 2, y - length * 0.14, length, length * 0.04);
  ctx.fillStyle = lit(b, "#7a5a3e");
  ctx.fillRect(x - length * 0.1, y - length * 0.2, length * 0.05, length * 0.06);
  ctx.fillRect(x + length * 0.15, y - length * 0.2, length * 0.05, length * 0.06);
}

/** Reeds and bulrushes growing from `x, base`. */
function paintReeds(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, height: number, count: number): void {
  const stem = lit(b, "#6f8f45");
  ctx.lineCap = "round";
  for (let i = 0; i < count; i++) {
    const rx = x + (b.random() - 0.5) * height * 0.6;
    const h = height * between(b, 0.6, 1);
    const lean = (b.random() - 0.5) * h * 0.25;
    ctx.strokeStyle = stem;
    ctx.lineWidth = Math.max(1.5, height * 0.018);
    ctx.beginPath();
    ctx.moveTo(rx, base);
    ctx.quadraticCurveTo(rx, base - h * 0.5, rx + lean, base - h);
    ctx.stroke();
    if (i % 3 === 0) {
      ctx.strokeStyle = lit(b, "#6b4a2f");
      ctx.lineWidth = Math.max(3, height * 0.035);
      ctx.beginPath();
      ctx.moveTo(rx + lean * 0.88, base - h * 0.86);
      ctx.lineTo(rx + lean * 0.95, base - h * 0.95);
      ctx.stroke();
    }
  }
}

export const lake = openAir(
  "lake",
  { clouds: 3, sun: "above-peaks" },
  {
    far(ctx, b) {
      const shore = farShore(b);
      paintFarShore(ctx, b, shore);
      paintWater(ctx, b, b.horizon, bankLine(b) + groundDepth(b) * 0.2, LAKE, true, () => paintFarShore(ctx, b, shore));
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      const bank = ridge(b, bankLine(b), d * 0.08, 300 * b.unit, 9, 3);
      fillRidge(ctx, bank, b.height, lit(b, "#d8c79a"));
      const grassBank = { step: bank.step, ys: bank.ys.map((y) => y + d * 0.06) };
      fillRidge(
        ctx,
        grassBank,
        b.height,
        verticalGradient(ctx, bankLine(b), b.height, [lit(b, BANK), lit(b, mix(BANK, "#3f6a2a", 0.3))]),
      );
      paintJetty(ctx, b);
      const boatY = b.horizon + d * 0.4;
      paintRowingBoat(ctx, b, b.width * 0.33, boatY, metre(b) * 3.2 * depthScale(b, boatY));
      for (const x of [0.55, 0.7, 0.9])
        paintReeds(
          ctx,
          b,
          b.width * x,
          ridgeAt(bank, b.width * x) + 4 * b.unit,
          metre(b) * 1.4 * depthScale(b, bankLine(b)),
          9,
        );
      // Firs on a spit of land on the right, sized for their distance across the water.
      const spit = b.horizon + d * 0.35;
      ctx.fillStyle = lit(b, BANK, 0.1);
      ctx.beginPath();
      ctx.ellipse(b.width, spit, b.width * 0.2, d * 0.06, 0, Math.PI, 0);
      ctx.fill();
      for (const x of [0.86, 0.92, 0.97])
        paintPine(ctx, b, b.width * x, spit - d * 0.02, metre(b) * 10 * 0.2 * between(b, 0.8, 1.1), PINE, 0.1);
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintReeds(ctx, b, b.width * 0.04, b.height, fg * 0.8, 14);
      paintReeds(ctx, b, b.width * 0.96, b.height, fg * 0.7, 12);
      const grass = [lit(b, "#5f9a3e"), lit(b, "#4c8535"), lit(b, "#86bd57")];
      paintGrassEdge(ctx, b, 0, b.width * 0.25, b.height - fg * 0.02, fg * 0.12, grass);
      paintGrassEdge(ctx, b, b.width * 0.75, b.width, b.height - fg * 0.02, fg * 0.12, grass);
    },
  },
);
