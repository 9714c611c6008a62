import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { traceTrapezoid } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { paintWindow } from "./buildings";
import { isNight, lit } from "./daylight";
import {
  depthScale,
  foreground,
  groundDepth,
  metre,
  paintGrassEdge,
  paintGround,
  paintGroundShadow,
  paintMowingBands,
} from "./ground";
import { openAir } from "./open-sky";
import { LEAF, paintBush, paintFlowers, paintRoundTree, paintSunflower, paintTreeline } from "./trees";

const LAWN = "#7dbb55";
const FENCE = "#c8a27a";

/** The fence's foot across the back of the garden. */
function fenceBase(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.3;
}

/** The roofs of the neighbours' houses over the fence, hazy with distance. */
function paintNeighbourRoofs(ctx: SKRSContext2D, b: Backdrop): void {
  const base = fenceBase(b);
  const storey = metre(b) * 3 * depthScale(b, base) * 0.55;
  for (const x of [0.12, 0.58, 0.9]) {
    const cx = b.width * (x + between(b, -0.04, 0.04));
    const w = storey * between(b, 2.2, 2.8);
    const wallTop = b.horizon - storey * 0.9;
    ctx.fillStyle = lit(b, "#e9dccb", 0.45);
    ctx.fillRect(cx - w / 2, wallTop, w, base - wallTop);
    ctx.fillStyle = lit(b, "#b0574a", 0.45);
    ctx.beginPath();
    traceTrapezoid(ctx, cx, wallTop, w * 0.56, wallTop - storey * 0.8, w * 0.3);
    ctx.fill();
    paintWindow(
      ctx,
      b,
      cx - w * 0.25,
      wallTop + storey * 0.15,
      storey * 0.3,
      storey * 0.35,
      lit(b, "#f4efe6", 0.45),
      0.7,
    );
    paintWindow(
      ctx,
      b,
      cx + w * 0.1,
      wallTop + storey * 0.15,
      storey * 0.3,
      storey * 0.35,
      lit(b, "#f4efe6", 0.45),
      0.7,
    );
  }
}

/** A picket fence along the back of the garden. */
function paintFence(ctx: SKRSContext2D, b: Backdrop): void {
  const base = fenceBase(b);
  const scale = depthScale(b, base);
  const height = metre(b) * 1.7 * scale;
  const picket = metre(b) * 0.14 * scale;
  const wood = lit(b, FENCE);
  ctx.fillStyle = lit(b, mix(FENCE, "#5a4030", 0.35));
  ctx.fillRect(0, base - height * 0.8, b.width, height * 0.08);
  ctx.fillRect(0, base - height * 0.3, b.width, height * 0.08);
  ctx.fillStyle = wood;
  ctx.beginPath();
  for (let x = 0; x < b.width; x += picket * 1.6) {
    ctx.moveTo(x, base);
    ctx.lineTo(x, base - height * 0.9);
    ctx.lineTo(x + picket / 2, base - height);
    ctx.lineTo(x + picket, base - height * 0.9);
    ctx.lineTo(x + picket, base);
    ctx.closePath();
  }
  ctx.fill();
  ctx.fillStyle = withAlpha("#000000", 0.08);
  ctx.fillRect(0, base - height * 0.05, b.width, height * 0.05);
}

/** A wooden garden shed with a pitched roof, its door and a small window facing the lawn. */
function paintShed(ctx: SKRSContext2D, b: Backdrop, x: number, base: number): void {
  const scale = depthScale(b, base);
  const w = metre(b) * 2.6 * scale;
  const h = metre(b) * 2.1 * scale;
  const planks = lit(b, "#8fb7a8");
  ctx.fillStyle = planks;
  ctx.fillRect(x, base - h, w, h);
  ctx.fillStyle = withAlpha(mix(planks, "#000000", 0.4), 0.3);
  for (let px = x; px < x + w; px += w / 10) ctx.fillRect(px, base - h, Math.max(1, w * 0.008), h);
  ctx.fillStyle = "rgba(0,0,0,0.12)";
  ctx.fillRect(x, base - h, w * 0.08, h);
  ctx.fillStyle = lit(b, "#f1ece2");
  ctx.fillRect(x + w * 0.14, base - h * 0.8, w * 0.3, h * 0.8);
  ctx.fillStyle = lit(b, "#6f9889");
  ctx.fillRect(x + w * 0.17, base - h * 0.76, w * 0.24, h * 0.76);
  paintWindow(ctx, b, x + w * 0.58, base - h * 0.7, w * 0.26, h * 0.3, lit(b, "#f1ece2"), 0.9);
  ctx.fillStyle = lit(b, "#5b4b4b");
  ctx.beginPath();
  ctx.moveTo(x - w * 0.08, base - h);
  ctx.lineTo(x + w / 2, base - h - w * 0.35);
  ctx.lineTo(x + w * 1.08, base - h);
  ctx.closePath();
  ctx.fill();
}

/** Shrubs and flowers in the bed along the fence. */
function paintFlowerBed(ctx: SKRSContext2D, b: Backdrop): void {
  const base = fenceBase(b) + groundDepth(b) * 0.04;
  const scale = depthScale(b, base);
  ctx.fillStyle = lit(b, "#7a5a44");
  ctx.fillRect(0, base - groundDepth(b) * 0.04, b.width, groundDepth(b) * 0.06);
  for (let x = b.width * 0.02; x < b.width; x += metre(b) * scale * between(b, 1.8, 3)) {
    if (b.random() < 0.5)
      paintBush(ctx, b, x, base, metre(b) * scale * between(b, 0.9, 1.4), mix(LEAF, "#2f6d52", b.random() * 0.5));
    else paintFlowers(ctx, b, x, base, metre(b) * scale * 1.2, 6);
  }
}

/** Flat stones across the lawn from the bottom of the picture to the shed's door at `toX, toY`. */
function paintSteppingStones(ctx: SKRSContext2D, b: Backdrop, toX: number, toY: number): void {
  const stones = 9;
  for (let i = 0; i < stones; i++) {
    const t = i / (stones - 1);
    const y = b.height - (b.height - toY) * (1 - (1 - t) ** 1.6) + metre(b) * 0.15 * depthScale(b, b.height);
    const scale = depthScale(b, y);
    const x = b.width * 0.36 + (toX - b.width * 0.36) * t ** 0.8 + (i % 2 ? 1 : -1) * metre(b) * 0.15 * scale;
    const r = metre(b) * 0.32 * scale;
    ctx.fillStyle = lit(b, "#8f8a80");
    ctx.beginPath();
    ctx.ellipse(x, y + r * 0.08, r, r * 0.38, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = lit(b, "#d8d2c4");
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * 0.35, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

export const garden = openAir(
  "garden",
  { clouds: 3 },
  {
    far(ctx, b) {
      paintTreeline(
        ctx,
        b,
        b.horizon - groundDepth(b) * 0.25,
        groundDepth(b) * 0.3,
        fenceBase(b),
        lit(b, "#6a9a68", 0.55),
      );
      paintNeighbourRoofs(ctx, b);
      paintTreeline(
        ctx,
        b,
        b.horizon + groundDepth(b) * 0.08,
        groundDepth(b) * 0.16,
        fenceBase(b),
        lit(b, "#5a9058", 0.4),
      );
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      paintGround(ctx, b, fenceBase(b) - d * 0.02, LAWN);
      paintMowingBands(ctx, b, fenceBase(b), withAlpha("#ffffff", isNight(b) ? 0.03 : 0.07));
      paintFence(ctx, b);
      paintFlowerBed(ctx, b);
      const shedBase = b.horizon + d * 0.48;
      paintGroundShadow(ctx, b, b.width * 0.11, shedBase, metre(b) * 2.6 * depthScale(b, shedBase));
      paintShed(ctx, b, b.width * 0.01, shedBase);
      paintSteppingStones(ctx, b, b.width * 0.12, shedBase + d * 0.04);
      const treeBase = b.horizon + d * 0.42;
      paintRoundTree(ctx, b, b.width * 0.9, treeBase, metre(b) * 5 * depthScale(b, treeBase), "#6aa84f");
    },
    near(ctx, b) {
      const fg = foreground(b);
      const front = b.floor + fg * 0.6;
      const grass = [lit(b, "#5f9a3e"), lit(b, "#4c8535"), lit(b, "#86bd57")];
      for (let i = 0; i < 3; i++)
        paintSunflower(ctx, b, b.width * (0.03 + i * 0.06), front + i * fg * 0.04, fg * between(b, 0.75, 0.95));
      paintFlowers(ctx, b, b.width * 0.9, front + fg * 0.15, fg * 0.5, 14);
      paintGrassEdge(ctx, b, 0, b.width * 0.22, front + fg * 0.12, fg * 0.1, grass);
      paintGrassEdge(ctx, b, b.width * 0.78, b.width, front + fg * 0.15, fg * 0.1, grass);
    },
  },
);
