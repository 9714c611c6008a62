import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { traceTrapezoid, verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { isNight, lit, paintGlow } from "./daylight";
import { depthScale, foreground, groundDepth, metre, paintGround, paintMowingBands } from "./ground";
import { openAir } from "./open-sky";

const GRASS = "#5aa845";
const CROWD = ["#e8504a", "#f4efe6", "#3f7fd8", "#f2c14e", "#2f3440", "#d98a6a"];
const BOARDS = ["#2f7dd8", "#e8504a", "#1f9d6b", "#f2a93b", "#8a4fd8"];
const FLOODLIGHT = "#f4f8ff";

/** Under floodlights a night match stays bright: colours keep most of their daylight. */
function floodlit(b: Backdrop, colour: string): string {
  return isNight(b) ? mix(lit(b, colour), colour, 0.6) : lit(b, colour);
}

/** Where the stand meets the pitch, behind the advertising boards. */
function standFoot(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.1;
}

/** The stand across the back: a roof, tiers of spectators as dots of colour, stairways, and the boards in front. */
function paintStand(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const foot = standFoot(b);
  const top = b.horizon - d * 0.95;
  const roof = d * 0.16;
  ctx.fillStyle = verticalGradient(ctx, top, foot, [floodlit(b, "#4a5266"), floodlit(b, "#6a7288")]);
  ctx.fillRect(0, top, b.width, foot - top);
  paintCrowd(ctx, b, top + roof * 1.2, foot - d * 0.06);
  ctx.fillStyle = floodlit(b, "#8a93a8");
  for (let x = b.width * 0.06; x < b.width; x += b.width * 0.16)
    ctx.fillRect(x, top + roof, d * 0.025, foot - top - roof);
  ctx.fillStyle = lit(b, "#2a2f3a");
  ctx.fillRect(0, top - roof * 0.2, b.width, roof);
  ctx.strokeStyle = lit(b, "#c9ced8");
  ctx.lineWidth = Math.max(1, 2 * b.unit);
  ctx.beginPath();
  for (let x = 0; x < b.width; x += roof * 0.8) {
    ctx.moveTo(x, top - roof * 0.2);
    ctx.lineTo(x + roof * 0.4, top + roof * 0.8);
    ctx.lineTo(x + roof * 0.8, top - roof * 0.2);
  }
  ctx.stroke();
  const boards = d * 0.05;
  let i = Math.floor(b.random() * BOARDS.length);
  for (let x = 0; x < b.width; x += b.width * 0.14, i++) {
    const colour = BOARDS[i % BOARDS.length] ?? "#2f7dd8";
    ctx.fillStyle = isNight(b) ? colour : lit(b, colour);
    ctx.fillRect(x, foot - boards, b.width * 0.14 - 3 * b.unit, boards);
    ctx.fillStyle = withAlpha("#ffffff", 0.35);
    ctx.fillRect(x + b.width * 0.02, foot - boards * 0.6, b.width * 0.07, boards * 0.2);
  }
}

/** Rows of spectators between `top` and `bottom`: one dot of colour each, rows spaced a little wider lower down. */
function paintCrowd(ctx: SKRSContext2D, b: Backdrop, top: number, bottom: number): void {
  const paths = CROWD.map(() => [] as [number, number, number][]);
  for (let y = top, row = 0; y < bottom; row++) {
    const size = (4 + 3 * ((y - top) / (bottom - top))) * b.unit;
    for (let x = (row % 2) * size; x < b.width; x += size * 1.5)
      paths[Math.floor(b.random() * CROWD.length)]?.push([x, y, size]);
    y += size * 1.6;
  }
  // Blended towards the seats' colour, the crowd reads as a lively texture rather than confetti behind people.
  paths.forEach((dots, i) => {
    ctx.fillStyle = mix(floodlit(b, CROWD[i] ?? "#ffffff"), floodlit(b, "#5a6278"), 0.35);
    ctx.beginPath();
    for (const [x, y, size] of dots) ctx.rect(x, y, size, size);
    ctx.fill();
  });
}

/** A floodlight mast at `x` rising above the stand, its lamps blazing (with beams) at night. */
function paintFloodlight(ctx: SKRSContext2D, b: Backdrop, x: number): void {
  const d = groundDepth(b);
  const top = b.horizon - d * 1.7;
  const foot = b.horizon - d * 0.9;
  ctx.fillStyle = lit(b, "#5a6070");
  ctx.beginPath();
  traceTrapezoid(ctx, x, foot, d * 0.03, top, d * 0.012);
  ctx.fill();
  const w = d * 0.3;
  const h = d * 0.14;
  ctx.fillStyle = lit(b, "#3a3f4a");
  ctx.fillRect(x - w / 2, top - h, w, h);
  ctx.fillStyle = isNight(b) ? FLOODLIGHT : lit(b, "#dfe6ee");
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 6; c++)
      ctx.fillRect(x - w / 2 + w * (0.04 + c * 0.16), top - h + h * (0.1 + r * 0.3), w * 0.12, h * 0.22);
  if (!isNight(b)) return;
  paintGlow(ctx, x, top - h / 2, d * 0.8, FLOODLIGHT, 0.55);
  const beam = ctx.createLinearGradient(0, top, 0, b.floor);
  beam.addColorStop(0, withAlpha(FLOODLIGHT, 0.22));
  beam.addColorStop(1, withAlpha(FLOODLIGHT, 0));
  ctx.fillStyle = beam;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, top);
  ctx.lineTo(x + w / 2, top);
  ctx.lineTo(b.width / 2 + (x - b.width / 2) * 0.2 + d, b.floor);
  ctx.lineTo(b.width / 2 + (x - b.width / 2) * 0.2 - d, b.floor);
  ctx.fill();
}

/** The pitch: mowing stripes across it, the far touchline, the halfway line and the centre circle. */
function paintPitch(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const top = standFoot(b);
  paintGround(ctx, b, top, GRASS, {
    back: floodlit(b, mix(GRASS, "#9ab87a", 0.3)),
    front: floodlit(b, mix(GRASS, "#2f6a2a", 0.2)),
    light: floodlit,
  });
  paintMowingBands(ctx, b, top, withAlpha("#ffffff", 0.07));
  const line = withAlpha(isNight(b) ? "#ffffff" : lit(b, "#ffffff"), 0.85);
  const touchline = top + d * 0.08;
  ctx.fillStyle = line;
  ctx.fillRect(0, touchline, b.width, Math.max(2, 3 * b.unit));
  ctx.beginPath();
  ctx.moveTo(b.width / 2 - 1.5 * b.unit, touchline);
  ctx.lineTo(b.width / 2 + 1.5 * b.unit, touchline);
  ctx.lineTo(b.width / 2 + 5 * b.unit, b.height);
  ctx.lineTo(b.width / 2 - 5 * b.unit, b.height);
  ctx.fill();
  const centreY = b.horizon + d * 0.42;
  const radius = metre(b) * 9.15 * depthScale(b, centreY);
  ctx.strokeStyle = line;
  ctx.lineWidth = Math.max(2, 3.5 * b.unit);
  ctx.beginPath();
  ctx.ellipse(
    b.width / 2,
    centreY,
    radius,
    ((radius * (centreY - b.horizon)) / (b.height - b.horizon)) * 0.9,
    0,
    0,
    Math.PI * 2,
  );
  ctx.stroke();
}

/** A football lying on the grass at `x, y`: white with dark patches, shaded on the left. */
function paintBall(ctx: SKRSContext2D, b: Backdrop, x: number, y: number, r: number): void {
  ctx.fillStyle = withAlpha("#000000", 0.2);
  ctx.beginPath();
  ctx.ellipse(x - r * 0.3, y + r * 0.9, r * 1.1, r * 0.25, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = floodlit(b, "#f7f7f2");
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = floodlit(b, "#2a2d33");
  for (const [dx, dy, s] of [
    [0, 0, 0.32],
    [-0.62, -0.45, 0.22],
    [0.62, -0.45, 0.22],
    [-0.5, 0.62, 0.2],
    [0.55, 0.6, 0.2],
  ] as const) {
    ctx.beginPath();
    for (let k = 0; k < 5; k++) {
      const angle = -Math.PI / 2 + (k / 5) * Math.PI * 2;
      ctx.lineTo(x + dx * r + Math.cos(angle) * s * r, y + dy * r + Math.sin(angle) * s * r);
    }
    ctx.fill();
  }
  ctx.fillStyle = withAlpha("#000000", 0.15);
  ctx.beginPath();
  ctx.arc(x, y, r, Math.PI * 0.5, Math.PI * 1.5);
  ctx.fill();
}

export const stadium = openAir(
  "stadium",
  { clouds: 2, sun: "above-peaks" },
  {
    far(ctx, b) {
      for (const x of [0.12, 0.88]) paintFloodlight(ctx, b, b.width * x);
      paintStand(ctx, b);
    },
    mid(ctx, b) {
      paintPitch(ctx, b);
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintBall(ctx, b, b.width * 0.14, b.height - fg * 0.3, fg * between(b, 0.08, 0.09));
    },
  },
);
