import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { isNight, LAMPLIGHT, lit, paintGlow } from "./daylight";
import {
  addWindingPath,
  depthScale,
  foreground,
  groundDepth,
  metre,
  paintGrassEdge,
  paintGrassSpecks,
  paintGroundShadow,
} from "./ground";
import { openAir } from "./open-sky";
import { fillRidge, type Ridge, ridge, ridgeAt } from "./silhouettes";
import { paintFlowers, paintRoundTree, paintTreeline } from "./trees";

const FIELD_GREENS = ["#8cbf5a", "#a9c96a", "#d9c66e", "#7fb35a", "#c2d27a"];
const PASTURE = "#7fb552";

/** Rolling hills far off, quilted into fields of different crops, with hedges between them. */
function paintPatchworkHills(ctx: SKRSContext2D, b: Backdrop, hills: Ridge, haze: number, lane: number): void {
  const d = groundDepth(b);
  const bottom = b.horizon + d * 0.5;
  fillRidge(ctx, hills, bottom, lit(b, FIELD_GREENS[0] ?? PASTURE, haze));
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(0, bottom);
  hills.ys.forEach((y, i) => ctx.lineTo(i * hills.step, y));
  ctx.lineTo(b.width + hills.step, bottom);
  ctx.closePath();
  ctx.clip();
  // Fields are slanted strips whose edges lean with the slope under them.
  let x = -b.width * 0.1;
  let i = lane;
  while (x < b.width * 1.1) {
    const w = b.width * between(b, 0.06, 0.14);
    const lean = d * between(b, -0.6, 0.6);
    ctx.fillStyle = lit(b, FIELD_GREENS[i % FIELD_GREENS.length] ?? PASTURE, haze);
    ctx.beginPath();
    ctx.moveTo(x + lean, b.horizon - d * 1.2);
    ctx.lineTo(x + w + lean, b.horizon - d * 1.2);
    ctx.lineTo(x + w, bottom);
    ctx.lineTo(x, bottom);
    ctx.fill();
    ctx.fillStyle = lit(b, "#4f7f3f", haze);
    ctx.fillRect(x + w - 2 * b.unit, b.horizon - d * 1.2, 3 * b.unit, bottom);
    x += w;
    i += 1 + Math.floor(b.random() * 2);
  }
  ctx.restore();
}

/** A red barn with a gambrel roof and a silo beside it, standing on the hill at `x, base`. */
function paintBarn(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, width: number): void {
  const h = width * 0.5;
  const red = lit(b, "#b9412f");
  const trim = lit(b, "#f4eee4");
  ctx.fillStyle = lit(b, "#b8b8b2");
  ctx.fillRect(x + width * 0.55, base - h * 1.9, width * 0.26, h * 1.9);
  ctx.fillStyle = withAlpha("#000000", 0.12);
  ctx.fillRect(x + width * 0.55, base - h * 1.9, width * 0.07, h * 1.9);
  ctx.fillStyle = lit(b, "#8f9aa3");
  ctx.beginPath();
  ctx.ellipse(x + width * 0.68, base - h * 1.9, width * 0.13, width * 0.1, 0, Math.PI, 0);
  ctx.fill();
  ctx.fillStyle = red;
  ctx.beginPath();
  ctx.moveTo(x - width / 2, base);
  ctx.lineTo(x - width / 2, base - h);
  ctx.lineTo(x - width * 0.38, base - h - width * 0.22);
  ctx.lineTo(x, base - h - width * 0.36);
  ctx.lineTo(x + width * 0.38, base - h - width * 0.22);
  ctx.lineTo(x + width / 2, base - h);
  ctx.lineTo(x + width / 2, base);
  ctx.fill();
  ctx.strokeStyle = lit(b, "#4a3a3a");
  ctx.lineWidth = width * 0.04;
  ctx.beginPath();
  ctx.moveTo(x - width * 0.54, base - h + width * 0.02);
  ctx.lineTo(x - width * 0.39, base - h - width * 0.22);
  ctx.lineTo(x, base - h - width * 0.37);
  ctx.lineTo(x + width * 0.39, base - h - width * 0.22);
  ctx.lineTo(x + width * 0.54, base - h + width * 0.02);
  ctx.stroke();
  ctx.fillStyle = withAlpha("#000000", 0.12);
  ctx.fillRect(x - width / 2, base - h, width * 0.08, h);
  const doorW = width * 0.36;
  const doorH = h * 0.7;
  ctx.fillStyle = trim;
  ctx.fillRect(x - doorW / 2, base - doorH, doorW, doorH);
  ctx.fillStyle = red;
  ctx.fillRect(
    x - doorW / 2 + width * 0.025,
    base - doorH + width * 0.025,
    doorW - width * 0.05,
    doorH - width * 0.025,
  );
  ctx.strokeStyle = trim;
  ctx.lineWidth = width * 0.02;
  ctx.beginPath();
  ctx.moveTo(x - doorW / 2, base - doorH);
  ctx.lineTo(x + doorW / 2, base);
  ctx.moveTo(x + doorW / 2, base - doorH);
  ctx.lineTo(x - doorW / 2, base);
  ctx.stroke();
  const loftY = base - h - width * 0.12;
  ctx.fillStyle = isNight(b) ? LAMPLIGHT : trim;
  ctx.fillRect(x - width * 0.08, loftY - width * 0.08, width * 0.16, width * 0.14);
  if (isNight(b)) paintGlow(ctx, x, loftY, width * 0.4, LAMPLIGHT, 0.3);
}

/** A round hay bale lying on the field at `x, base`, its spiral end towards the viewer. */
function paintHayBale(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, size: number): void {
  const r = size / 2;
  ctx.fillStyle = lit(b, "#c99a45");
  ctx.fillRect(x, base - size, size * 0.7, size);
  ctx.beginPath();
  ctx.arc(x + size * 0.7, base - r, r, -Math.PI / 2, Math.PI / 2);
  ctx.fill();
  ctx.fillStyle = lit(b, "#e9c46a");
  ctx.beginPath();
  ctx.arc(x, base - r, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = lit(b, "#b8862f");
  ctx.lineWidth = Math.max(1, size * 0.03);
  ctx.beginPath();
  for (let t = 0; t < Math.PI * 6; t += 0.3) {
    const rr = (r * 0.85 * t) / (Math.PI * 6);
    if (t === 0) ctx.moveTo(x, base - r);
    else ctx.lineTo(x + Math.cos(t) * rr, base - r + Math.sin(t) * rr);
  }
  ctx.stroke();
}

/** A black-and-white cow grazing side on, facing `facing` (-1 left, 1 right), its hooves on the grass at `base`. */
function paintCow(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, length: number, facing: -1 | 1): void {
  const white = lit(b, "#f4f1ea");
  const black = lit(b, "#2a2a2e");
  const bodyTop = base - length * 0.75;
  const bodyH = length * 0.42;
  ctx.fillStyle = black;
  for (const lx of [-0.38, -0.25, 0.22, 0.35])
    ctx.fillRect(x + lx * length, bodyTop + bodyH * 0.8, length * 0.07, base - bodyTop - bodyH * 0.8);
  ctx.fillStyle = white;
  ctx.beginPath();
  ctx.roundRect(x - length * 0.45, bodyTop, length * 0.9, bodyH, length * 0.14);
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = black;
  ctx.beginPath();
  ctx.ellipse(x - length * 0.15, bodyTop + bodyH * 0.3, length * 0.16, bodyH * 0.35, 0.3, 0, Math.PI * 2);
  ctx.ellipse(x + length * 0.25, bodyTop + bodyH * 0.7, length * 0.12, bodyH * 0.3, -0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  // Head lowered to the grass.
  const headX = x + facing * length * 0.52;
  const headY = bodyTop + bodyH * 0.75;
  ctx.fillStyle = white;
  ctx.beginPath();
  ctx.ellipse(headX, headY, length * 0.11, length * 0.16, facing * 0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = lit(b, "#e8a0a0");
  ctx.beginPath();
  ctx.ellipse(headX + facing * length * 0.05, headY + length * 0.1, length * 0.08, length * 0.06, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = black;
  ctx.beginPath();
  ctx.ellipse(
    headX - facing * length * 0.06,
    headY - length * 0.12,
    length * 0.05,
    length * 0.025,
    facing * -0.4,
    0,
    Math.PI * 2,
  );
  ctx.fill();
}

/** A post-and-rail fence running from the bottom left corner of the frame towards the distance. */
function paintFence(ctx: SKRSContext2D, b: Backdrop): void {
  const posts: [number, number, number][] = [];
  const count = 7;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const start = b.height - foreground(b) * 0.12;
    const y = start - (start - (b.horizon + groundDepth(b) * 0.3)) * (1 - (1 - t) ** 2.2);
    posts.push([b.width * (0.02 + 0.22 * t ** 0.8), y, metre(b) * 1.2 * depthScale(b, y)]);
  }
  ctx.fillStyle = lit(b, "#7a5a3e");
  for (const rail of [0.82, 0.42]) {
    ctx.beginPath();
    for (let i = 0; i + 1 < posts.length; i++) {
      const [x0, y0, h0] = posts[i] ?? [0, 0, 0];
      const [x1, y1, h1] = posts[i + 1] ?? [0, 0, 0];
      ctx.moveTo(x0, y0 - h0 * rail);
      ctx.lineTo(x1, y1 - h1 * rail);
      ctx.lineTo(x1, y1 - h1 * (rail - 0.09));
      ctx.lineTo(x0, y0 - h0 * (rail - 0.09));
      ctx.closePath();
    }
    ctx.fill();
  }
  for (const [x, y, h] of posts) {
    ctx.fillStyle = lit(b, "#8f6d4c");
    ctx.fillRect(x - h * 0.045, y - h, h * 0.09, h);
    ctx.fillStyle = withAlpha("#000000", 0.15);
    ctx.fillRect(x - h * 0.045, y - h, h * 0.03, h);
  }
}

export const countryside = openAir(
  "countryside",
  { clouds: 5 },
  {
    far(ctx, b) {
      const d = groundDepth(b);
      paintPatchworkHills(ctx, b, ridge(b, b.horizon, d * 0.7, 700 * b.unit, 1, 3), 0.4, 0);
      paintTreeline(ctx, b, b.horizon + d * 0.05, d * 0.06, b.horizon + d * 0.1, lit(b, "#4f7f3f", 0.45));
      paintPatchworkHills(ctx, b, ridge(b, b.horizon + d * 0.2, d * 0.4, 500 * b.unit, 2, 3), 0.18, 2);
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      const hill = ridge(b, b.horizon + d * 0.22, d * 0.25, 900 * b.unit, 3, 2);
      fillRidge(
        ctx,
        hill,
        b.height,
        verticalGradient(ctx, b.horizon, b.height, [
          lit(b, PASTURE, 0.2),
          lit(b, PASTURE),
          lit(b, mix(PASTURE, "#3f6a2a", 0.25)),
        ]),
      );
      paintGrassSpecks(ctx, b, b.horizon + d * 0.4, withAlpha(lit(b, "#4f8a35"), 0.45), 220);
      // A farm track of two worn ruts with grass between them, bending away to the barn.
      ctx.fillStyle = lit(b, "#c7ae7e");
      ctx.beginPath();
      addWindingPath(ctx, b, b.horizon + d * 0.3, b.width * 0.2, 1);
      ctx.fill();
      ctx.fillStyle = lit(b, mix(PASTURE, "#c7ae7e", 0.3));
      ctx.beginPath();
      addWindingPath(ctx, b, b.horizon + d * 0.3, b.width * 0.08, 1);
      ctx.fill();
      const barnX = b.width * 0.82;
      const barnBase = ridgeAt(hill, barnX) + d * 0.04;
      // Things on the hill are sized for how far away they stand, not for where the slope puts their feet.
      paintBarn(ctx, b, barnX, barnBase, metre(b) * 8 * 0.16);
      const treeX = b.width * 0.14;
      const treeBase = ridgeAt(hill, treeX) + d * 0.08;
      const treeHeight = metre(b) * 8 * 0.3;
      if (!isNight(b)) paintGroundShadow(ctx, b, treeX, treeBase, treeHeight * 0.7);
      paintRoundTree(ctx, b, treeX, treeBase, treeHeight);
      paintCow(ctx, b, b.width * 0.3, ridgeAt(hill, b.width * 0.3) + d * 0.22, metre(b) * 2.4 * 0.22, 1);
      paintCow(ctx, b, b.width * 0.7, ridgeAt(hill, b.width * 0.7) + d * 0.2, metre(b) * 2.4 * 0.2, -1);
      for (const [x, depth] of [
        [0.56, 0.14],
        [0.61, 0.18],
        [0.42, 0.16],
      ] as const) {
        const base = ridgeAt(hill, b.width * x) + d * depth;
        paintHayBale(ctx, b, b.width * x, base, metre(b) * 1.4 * depth);
      }
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintFence(ctx, b);
      const grass = [lit(b, "#6a9a45"), lit(b, "#557f38"), lit(b, "#93bd62")];
      paintGrassEdge(ctx, b, 0, b.width * 0.3, b.height - fg * 0.04, fg * 0.16, grass);
      paintGrassEdge(ctx, b, b.width * 0.75, b.width, b.height - fg * 0.06, fg * 0.16, grass);
      paintFlowers(ctx, b, b.width * 0.9, b.height - fg * 0.1, fg * 0.35, 10, ["#ffffff", "#ffd166", "#f05a7e"]);
    },
  },
);
