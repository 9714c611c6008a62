import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { paintLighthouse } from "./buildings";
import { isNight, LAMPLIGHT, lit, paintGlow } from "./daylight";
import { groundDepth, metre, paintGrassTuft, perspectiveRows } from "./ground";
import { openAir } from "./open-sky";
import { fillRidge, ridge, twoTone } from "./silhouettes";
import { paintShoreFoam, paintWater, SEA } from "./water";

const SAND = "#f0d7a4";
const WET_SAND = "#d2b27c";
const HUT_COLOURS = ["#e8604c", "#3f9fd8", "#f2c14e", "#6cc3a0", "#f29bb8"];

/** Where the sea's foam line runs across the beach. */
function shoreline(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.45;
}

/** A green headland at the left end of the bay with a lighthouse on it. */
function paintHeadland(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const hill = ridge(b, b.horizon + 2 * b.unit, d * 0.34, 240 * b.unit, 1);
  // Shape the ridge into a headland: high at the left edge, falling into the sea by a quarter of the width.
  hill.ys = hill.ys.map((y, i) => {
    const t = (i * hill.step) / (b.width * 0.3);
    return t >= 1 ? b.horizon + 4 * b.unit : b.horizon - (b.horizon - y) * (1 - t * t) - d * 0.08 * (1 - t);
  });
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, b.width, b.horizon + 3 * b.unit);
  ctx.clip();
  fillRidge(ctx, hill, b.horizon + 4 * b.unit, lit(b, "#6f9a6a", 0.45));
  ctx.restore();
  const x = b.width * 0.1;
  paintLighthouse(ctx, b, x, hill.ys[Math.round(x / hill.step)] ?? b.horizon, d * 0.32, 0.45);
}

/** A wooden pier running out to sea from the left, on piles, with a lamp at its end that is lit at night. */
function paintPier(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const deck = b.horizon + d * 0.12;
  const end = b.width * 0.34;
  const pile = d * 0.012;
  ctx.fillStyle = lit(b, "#5a4634", 0.15);
  for (let x = b.width * 0.01; x < end; x += d * 0.09) ctx.fillRect(x, deck, pile, d * 0.1);
  ctx.fillStyle = withAlpha(lit(b, "#2f4a60"), 0.3);
  for (let x = b.width * 0.01; x < end; x += d * 0.09) ctx.fillRect(x, deck + d * 0.1, pile, d * 0.06);
  ctx.fillStyle = lit(b, "#9a7a58", 0.15);
  ctx.fillRect(0, deck - d * 0.025, end, d * 0.03);
  ctx.fillStyle = lit(b, "#e9e2d2", 0.15);
  ctx.fillRect(0, deck - d * 0.07, end, Math.max(1.5, d * 0.008));
  for (let x = 0; x < end; x += d * 0.05) ctx.fillRect(x, deck - d * 0.07, Math.max(1.5, d * 0.006), d * 0.045);
  ctx.fillStyle = lit(b, "#3a3f4a", 0.15);
  ctx.fillRect(end - d * 0.02, deck - d * 0.22, Math.max(2, d * 0.008), d * 0.2);
  ctx.fillStyle = isNight(b) ? LAMPLIGHT : lit(b, "#f2f0e6", 0.15);
  ctx.fillRect(end - d * 0.03, deck - d * 0.24, d * 0.028, d * 0.03);
  if (isNight(b)) paintGlow(ctx, end - d * 0.016, deck - d * 0.225, d * 0.2, LAMPLIGHT, 0.6);
}

/** A striped beach hut with a gable roof, standing on the sand at `base`. */
function paintBeachHut(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, size: number, colour: string): void {
  const w = size * 0.62;
  const h = size * 0.7;
  const wall = lit(b, colour);
  const trim = lit(b, "#fbf6ec");
  ctx.fillStyle = lit(b, "#8a6a4a");
  ctx.fillRect(x - w * 0.42, base - size * 0.04, w * 0.06, size * 0.04);
  ctx.fillRect(x + w * 0.36, base - size * 0.04, w * 0.06, size * 0.04);
  ctx.fillStyle = wall;
  ctx.fillRect(x - w / 2, base - size * 0.04 - h, w, h);
  // Boards: thin darker lines, then the shaded left side the light from the right leaves.
  ctx.fillStyle = withAlpha(mix(wall, "#000000", 0.3), 0.35);
  for (let i = 1; i < 6; i++)
    ctx.fillRect(x - w / 2 + (w * i) / 6, base - size * 0.04 - h, Math.max(1, size * 0.008), h);
  ctx.fillStyle = "rgba(0,0,0,0.12)";
  ctx.fillRect(x - w / 2, base - size * 0.04 - h, w * 0.18, h);
  ctx.fillStyle = trim;
  ctx.fillRect(x - w * 0.2, base - size * 0.04 - h * 0.72, w * 0.4, h * 0.72);
  ctx.fillStyle = wall;
  for (let i = 0; i < 3; i++)
    ctx.fillRect(x - w * 0.2 + w * 0.4 * (i / 3 + 0.08), base - size * 0.04 - h * 0.72, w * 0.4 * 0.18, h * 0.72);
  ctx.fillStyle = trim;
  ctx.beginPath();
  ctx.moveTo(x - w * 0.6, base - size * 0.04 - h);
  ctx.lineTo(x, base - size * 0.04 - h - size * 0.3);
  ctx.lineTo(x + w * 0.6, base - size * 0.04 - h);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = wall;
  ctx.beginPath();
  ctx.moveTo(x - w * 0.38, base - size * 0.04 - h - size * 0.03);
  ctx.lineTo(x, base - size * 0.04 - h - size * 0.24);
  ctx.lineTo(x + w * 0.38, base - size * 0.04 - h - size * 0.03);
  ctx.closePath();
  ctx.fill();
}

/** A beach umbrella planted at `x, base`: a dome of striped gores on a leaning pole, its shadow on the sand. */
function paintUmbrella(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, size: number): void {
  const top = base - size;
  const cx = x + size * 0.1;
  const r = size * 0.55;
  ctx.fillStyle = "rgba(60,40,20,0.12)";
  ctx.beginPath();
  ctx.ellipse(x + r * 0.2, base, r * 0.9, r * 0.16, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = lit(b, "#e9e2d2");
  ctx.lineWidth = size * 0.022;
  ctx.beginPath();
  ctx.moveTo(x, base);
  ctx.lineTo(cx, top);
  ctx.stroke();
  // Rib tips lie on the canopy's front rim, the middle ones lowest because they are nearest the viewer.
  const gores = 6;
  const tips: [number, number][] = [];
  for (let i = 0; i <= gores; i++) {
    const angle = Math.PI + (i / gores) * Math.PI;
    tips.push([cx + Math.cos(angle) * r, top + r * 0.36 - Math.sin(angle) * r * 0.14]);
  }
  for (let i = 0; i < gores; i++) {
    const [x0, y0] = tips[i] ?? [cx, top];
    const [x1, y1] = tips[i + 1] ?? [cx, top];
    ctx.fillStyle = lit(b, i % 2 === 0 ? "#e8504a" : "#fbf3e6");
    ctx.beginPath();
    ctx.moveTo(cx, top - r * 0.1);
    ctx.quadraticCurveTo(cx + (x0 - cx) * 0.75, top - r * 0.1 + (y0 - top) * 0.15, x0, y0);
    ctx.quadraticCurveTo((x0 + x1) / 2, (y0 + y1) / 2 - r * 0.08, x1, y1);
    ctx.quadraticCurveTo(cx + (x1 - cx) * 0.75, top - r * 0.1 + (y1 - top) * 0.15, cx, top - r * 0.1);
    ctx.fill();
  }
  ctx.fillStyle = "rgba(0,0,0,0.1)";
  ctx.beginPath();
  ctx.moveTo(cx, top - r * 0.1);
  ctx.quadraticCurveTo(cx - r * 0.75, top - r * 0.08, tips[0]?.[0] ?? cx, tips[0]?.[1] ?? top);
  ctx.quadraticCurveTo(cx - r * 0.7, top + r * 0.3, cx - r * 0.35, top + r * 0.45);
  ctx.closePath();
  ctx.fill();
}

/** A low dune in the corner of the frame, its crest lumpy with noise, marram grass along it. */
function paintDune(ctx: SKRSContext2D, b: Backdrop, fromLeft: boolean): void {
  const d = groundDepth(b);
  const width = b.width * between(b, 0.28, 0.36);
  const crest = b.floor + (b.height - b.floor) * 0.45;
  const x0 = fromLeft ? 0 : b.width;
  const dir = fromLeft ? 1 : -1;
  const step = 8 * b.unit;
  const heightAt = (t: number) => (b.height - crest) * (1 - t * t) * (0.85 + 0.15 * b.noise(t * 3, fromLeft ? 11 : 12));
  const shape = (dx: number, dy: number) => {
    ctx.beginPath();
    ctx.moveTo(x0, b.height);
    for (let s = 0; s <= width; s += step) ctx.lineTo(x0 + dir * (s + dx), b.height - heightAt(s / width) + dy);
    ctx.lineTo(x0 + dir * (width + dx), b.height);
    ctx.closePath();
  };
  twoTone(ctx, shape, lit(b, mix(SAND, "#b08850", 0.3)), lit(b, mix(SAND, "#fff4dc", 0.25)), d * 0.06);
  const grass = [lit(b, "#8fa55a"), lit(b, "#6f8a45"), lit(b, "#a9b566")];
  for (let s = width * 0.05; s < width * 0.6; s += width * between(b, 0.08, 0.16)) {
    paintGrassTuft(
      ctx,
      b,
      x0 + dir * s,
      b.height - heightAt(s / width) + 10 * b.unit,
      between(b, 70, 130) * b.unit,
      grass[Math.floor(b.random() * grass.length)] ?? "#8fa55a",
    );
  }
}

/** A striped towel lying on the sand, seen in perspective. */
function paintTowel(ctx: SKRSContext2D, b: Backdrop, x: number, y: number, size: number): void {
  const corners: [number, number][] = [
    [x, y],
    [x + size, y - size * 0.08],
    [x + size * 1.1, y + size * 0.3],
    [x - size * 0.05, y + size * 0.4],
  ];
  const stripes = 5;
  for (let i = 0; i < stripes; i++) {
    const t0 = i / stripes;
    const t1 = (i + 1) / stripes;
    const at = (t: number, side: 0 | 1): [number, number] => {
      const [ax, ay] = corners[side === 0 ? 0 : 1] ?? [x, y];
      const [bx, by] = corners[side === 0 ? 3 : 2] ?? [x, y];
      return [ax + (bx - ax) * t, ay + (by - ay) * t];
    };
    ctx.fillStyle = lit(b, i % 2 === 0 ? "#3f9fd8" : "#fbf3e6");
    ctx.beginPath();
    ctx.moveTo(...at(t0, 0));
    ctx.lineTo(...at(t0, 1));
    ctx.lineTo(...at(t1, 1));
    ctx.lineTo(...at(t1, 0));
    ctx.fill();
  }
}

/** Faint ripples the wind leaves in dry sand, in perspective rows. */
function paintSandRipples(ctx: SKRSContext2D, b: Backdrop, top: number): void {
  ctx.strokeStyle = withAlpha(lit(b, "#fff6e0"), 0.35);
  ctx.lineCap = "round";
  perspectiveRows(b, top, 14).forEach((y, row) => {
    const nearness = (y - b.horizon) / (b.height - b.horizon);
    const length = (30 + 160 * nearness) * b.unit;
    ctx.lineWidth = (1 + 3 * nearness) * b.unit;
    ctx.beginPath();
    for (let x = b.random() * length; x < b.width; x += length * between(b, 1.5, 3)) {
      if (b.noise(x / (200 * b.unit), row * 2.3) < 0) continue;
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + length / 2, y - length * 0.05, x + length, y);
    }
    ctx.stroke();
  });
}

function paintShells(ctx: SKRSContext2D, b: Backdrop): void {
  const count = 5;
  for (let i = 0; i < count; i++) {
    const x = b.random() < 0.5 ? between(b, 0.04, 0.26) * b.width : between(b, 0.74, 0.96) * b.width;
    const y = between(b, b.floor + groundDepth(b) * 0.9, b.height * 0.95);
    const r = between(b, 7, 13) * b.unit;
    ctx.fillStyle = lit(b, i % 2 ? "#f6c9b0" : "#fff3e0");
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * 0.7, 0, Math.PI, 0);
    ctx.closePath();
    ctx.fill();
  }
}

export const beach = openAir(
  "beach",
  { clouds: 4, sun: "horizon" },
  {
    far(ctx, b) {
      paintWater(ctx, b, b.horizon, shoreline(b) + groundDepth(b) * 0.2, SEA);
      paintHeadland(ctx, b);
      paintPier(ctx, b);
    },
    mid(ctx, b) {
      const top = shoreline(b) - groundDepth(b) * 0.06;
      const d = groundDepth(b);
      const sand = lit(b, SAND);
      // Wet sand first, with the shallow water's sheen, then the dry beach above the foam line over it.
      ctx.fillStyle = verticalGradient(ctx, top, top + d * 0.2, [withAlpha(lit(b, WET_SAND), 0), lit(b, WET_SAND)]);
      ctx.fillRect(0, top, b.width, d * 0.2);
      const shore = paintShoreFoam(ctx, b, shoreline(b) - d * 0.04, d * 0.05, 3);
      const dryTop = shoreline(b) + d * 0.12;
      ctx.fillStyle = verticalGradient(ctx, dryTop, b.height, [
        mix(sand, lit(b, WET_SAND), 0.3),
        sand,
        lit(b, mix(SAND, "#c9a26a", 0.35)),
      ]);
      ctx.beginPath();
      ctx.moveTo(0, b.height);
      const step = 8 * b.unit;
      for (let x = 0; x <= b.width + step; x += step)
        ctx.lineTo(x, shore(x) + d * 0.12 + d * 0.03 * b.noise(x / (300 * b.unit), 8));
      ctx.lineTo(b.width + step, b.height);
      ctx.fill();
      paintSandRipples(ctx, b, dryTop + d * 0.1);
      const hutBase = b.horizon + d * 0.62;
      const hutSize = metre(b) * 2.6 * 0.62;
      for (let i = 0; i < 4; i++) {
        const x = b.width * 0.79 + i * hutSize * 0.72;
        paintBeachHut(
          ctx,
          b,
          x,
          hutBase,
          hutSize,
          HUT_COLOURS[(i + Math.floor(b.random() * 5)) % HUT_COLOURS.length] ?? "#e8604c",
        );
      }
    },
    near(ctx, b) {
      paintShells(ctx, b);
      paintTowel(ctx, b, b.width * 0.8, b.floor + (b.height - b.floor) * 0.3, metre(b) * 1.3);
      paintDune(ctx, b, true);
      paintDune(ctx, b, false);
      paintUmbrella(ctx, b, b.width * 0.08, b.floor + (b.height - b.floor) * 0.3, metre(b) * 2.2);
    },
  },
);
