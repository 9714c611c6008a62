import { mix, withAlpha } from "../../../kit/colour";
import { fillRoundRect } from "../../../kit/shapes";
import { between, choose } from "../backdrop";
import { paintSky, paintStars, paintSunOrMoon, SKY } from "../sky-by-time-of-day";
import type { Backdrop, Place } from "../types";
import { polygon } from "./boxes";
import { paintLandscape } from "./landscape";
import { type Lamp, lightLayer, paintGlow } from "./light";
import type { Ctx, Point } from "./perspective";
import { darker, lighter } from "./shades";

/**
 * The inside of a car seen from between the front seats, looking back at the rear bench: the rear window shows the
 * road running away behind, the side windows the verge rushing past. Not a room, so it is laid out on the frame's
 * own proportions: `h` is the depth of the floor band, the size everything scales with.
 */
function plan(b: Backdrop) {
  const h = b.floor - b.horizon;
  const cx = b.width / 2;
  const rear = {
    top: Math.max(b.height * 0.04, b.horizon - 1.7 * h),
    bottom: b.horizon - 0.5 * h,
    topHalf: Math.min(b.width * 0.3, h * 2.2),
    bottomHalf: Math.min(b.width * 0.36, h * 2.6),
  };
  // The road behind vanishes a little below the middle of the rear window.
  const vanishing: Point = [cx, rear.top + (rear.bottom - rear.top) * 0.62];
  const dome: Lamp = { x: cx, y: rear.top - h * 0.1, reach: h * 3 };
  return {
    h,
    cx,
    rear,
    vanishing,
    lamps: [dome],
    trim: choose(b, 111, [
      { seat: "#3b3f46", liner: "#c9c6bf", panel: "#4a4f57" },
      { seat: "#8a6f58", liner: "#e0d8cb", panel: "#5e5148" },
      { seat: "#5a6470", liner: "#d4d4d0", panel: "#3f454d" },
    ]),
  };
}
type Plan = ReturnType<typeof plan>;

/** The rear window's outline: wider at the bottom, its top edge following the roof's curve. */
function rearWindow(ctx: Ctx, p: Plan): void {
  const { cx, rear } = p;
  ctx.moveTo(cx - rear.bottomHalf, rear.bottom);
  ctx.lineTo(cx - rear.topHalf, rear.top + p.h * 0.12);
  ctx.quadraticCurveTo(cx, rear.top - p.h * 0.1, cx + rear.topHalf, rear.top + p.h * 0.12);
  ctx.lineTo(cx + rear.bottomHalf, rear.bottom);
  ctx.closePath();
}

/** A side window at the frame's `side` (-1 left, 1 right): a slanted shape running off the edge. */
function sideWindow(ctx: Ctx, b: Backdrop, p: Plan, side: -1 | 1): void {
  const edge = side < 0 ? -p.h * 0.2 : b.width + p.h * 0.2;
  const inner = p.cx + side * (p.rear.bottomHalf + p.h * 0.55);
  ctx.moveTo(inner, p.rear.top + p.h * 0.35);
  ctx.lineTo(edge, p.rear.top - p.h * 0.1);
  ctx.lineTo(edge, b.horizon + p.h * 0.1);
  ctx.lineTo(inner, p.rear.bottom + p.h * 0.05);
  ctx.closePath();
}

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const [vx, vy] = p.vanishing;
  paintSky(ctx, 0, 0, b.width, b.height, vy, b.time);
  paintStars(ctx, b, vy);
  paintSunOrMoon(ctx, vx + p.h * 1.1, vy - p.h * (b.time === "sunset" ? 0.25 : 0.7), p.h * 0.12, b.time);
  paintLandscape(ctx, b, vy, b.height, p.h * 0.35, "hills");
  // The road running away behind the car, its centre line dashed.
  const road = b.time === "night" ? "#2a2d3a" : mix("#6b6e73", SKY[b.time].horizon, 0.2);
  polygon(
    ctx,
    [
      [vx - p.h * 0.04, vy],
      [vx + p.h * 0.04, vy],
      [vx + b.width * 0.6, b.height],
      [vx - b.width * 0.6, b.height],
    ],
    road,
  );
  const dashes = b.time === "night" ? "rgba(240,220,150,0.7)" : "rgba(250,250,240,0.85)";
  for (let t = 0.05; t < 1; t += 0.16) {
    const y0 = vy + (b.height - vy) * t * t;
    const y1 = vy + (b.height - vy) * (t + 0.07) * (t + 0.07);
    const w0 = p.h * 0.01 + (b.width * 0.012 * (y0 - vy)) / (b.height - vy);
    const w1 = p.h * 0.01 + (b.width * 0.012 * (y1 - vy)) / (b.height - vy);
    polygon(
      ctx,
      [
        [vx - w0, y0],
        [vx + w0, y0],
        [vx + w1, y1],
        [vx - w1, y1],
      ],
      dashes,
    );
  }
  // A car following some way back: its headlights at night, its shape by day.
  const [fx, fy] = [vx - p.h * 0.25, vy + p.h * 0.28];
  if (b.time === "night") {
    for (const dx of [-1, 1]) paintGlow(ctx, fx + dx * p.h * 0.07, fy, p.h * 0.18, "#fff2c8", 0.9);
  } else {
    fillRoundRect(ctx, fx - p.h * 0.13, fy - p.h * 0.1, p.h * 0.26, p.h * 0.13, p.h * 0.04, "#c0504d");
    ctx.fillStyle = "#2b2f33";
    ctx.fillRect(fx - p.h * 0.1, fy - p.h * 0.08, p.h * 0.2, p.h * 0.04);
  }
  // Streaks in the side windows: the verge is too close and quick to see sharply.
  ctx.strokeStyle = b.time === "night" ? "rgba(255,230,170,0.25)" : "rgba(255,255,255,0.3)";
  ctx.lineWidth = Math.max(1, p.h * 0.01);
  ctx.beginPath();
  const sideGlass = p.cx - p.rear.bottomHalf - p.h * 0.55;
  for (let i = 0; i < 26 && sideGlass > 0; i++) {
    const x = between(b, -p.h, sideGlass);
    const y = between(b, p.rear.top, b.horizon);
    const mirrored = i % 2 === 0 ? x : b.width - x - p.h;
    ctx.moveTo(mirrored, y);
    ctx.lineTo(mirrored + p.h * between(b, 0.3, 0.9), y);
  }
  ctx.stroke();
}

/** The shell of the car around its windows: the roof lining, pillars, parcel shelf and door panels. */
function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { trim, h } = p;
  ctx.beginPath();
  ctx.rect(0, 0, b.width, b.height);
  rearWindow(ctx, p);
  sideWindow(ctx, b, p, -1);
  sideWindow(ctx, b, p, 1);
  const g = ctx.createLinearGradient(0, 0, 0, b.horizon);
  g.addColorStop(0, darker(trim.liner, 0.15));
  g.addColorStop(0.6, trim.liner);
  g.addColorStop(1, darker(trim.liner, 0.1));
  ctx.fillStyle = g;
  ctx.fill("evenodd");
  // Rubber seals around the glass.
  ctx.strokeStyle = "#24272b";
  ctx.lineWidth = h * 0.03;
  ctx.beginPath();
  rearWindow(ctx, p);
  sideWindow(ctx, b, p, -1);
  sideWindow(ctx, b, p, 1);
  ctx.stroke();
  // Carpet on the floor in front of the bench.
  const carpet = ctx.createLinearGradient(0, b.floor, 0, b.height);
  carpet.addColorStop(0, "#2e3136");
  carpet.addColorStop(1, "#1f2125");
  ctx.fillStyle = carpet;
  ctx.fillRect(0, b.floor, b.width, b.height - b.floor);
  // The heating wires across the rear glass and the high brake light at its top.
  ctx.save();
  ctx.beginPath();
  rearWindow(ctx, p);
  ctx.clip();
  ctx.strokeStyle = "rgba(60,40,30,0.28)";
  ctx.lineWidth = Math.max(1, h * 0.006);
  ctx.beginPath();
  for (let y = p.rear.top + h * 0.3; y < p.rear.bottom - h * 0.08; y += h * 0.09) {
    ctx.moveTo(0, y);
    ctx.lineTo(b.width, y);
  }
  ctx.stroke();
  ctx.restore();
  fillRoundRect(ctx, p.cx - h * 0.3, p.rear.top - h * 0.02, h * 0.6, h * 0.07, h * 0.03, "#a8322d");
  // The parcel shelf under the rear window, with a speaker at each end; door panels down both sides.
  polygon(
    ctx,
    [
      [p.cx - p.rear.bottomHalf - h * 0.3, p.rear.bottom],
      [p.cx + p.rear.bottomHalf + h * 0.3, p.rear.bottom],
      [p.cx + p.rear.bottomHalf + h * 0.5, p.rear.bottom + h * 0.2],
      [p.cx - p.rear.bottomHalf - h * 0.5, p.rear.bottom + h * 0.2],
    ],
    "#2b2e33",
  );
  for (const side of [-1, 1]) {
    ctx.fillStyle = "#1f2226";
    ctx.beginPath();
    ctx.ellipse(p.cx + side * p.rear.bottomHalf * 0.8, p.rear.bottom + h * 0.1, h * 0.22, h * 0.06, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const side of [-1, 1] as const) {
    const inner = p.cx + side * (p.rear.bottomHalf + h * 0.55);
    const edge = side < 0 ? 0 : b.width;
    polygon(
      ctx,
      [
        [inner, p.rear.bottom + h * 0.05],
        [edge, b.horizon + h * 0.1],
        [edge, b.height],
        [inner, b.height],
      ],
      trim.panel,
    );
    // Armrest and handle.
    polygon(
      ctx,
      [
        [inner, b.horizon + h * 0.35],
        [edge, b.horizon + h * 0.75],
        [edge, b.horizon + h * 0.95],
        [inner, b.horizon + h * 0.5],
      ],
      lighter(trim.panel, 0.12),
    );
    const hx = inner + (edge - inner) * 0.45;
    fillRoundRect(ctx, hx - h * 0.1, b.horizon + h * 0.2, h * 0.2, h * 0.06, h * 0.03, "#9aa0a6");
  }
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.2 });
  if (b.time === "night") paintGlow(ctx, p.lamps[0]?.x ?? p.cx, p.lamps[0]?.y ?? 0, h * 0.6, "#ffe6b0", 0.6);
}

// The bench's seat line above the floor line, and how far its rounded cushion rises over it (of the floor band's depth).
const SEAT_RISE = 0.12;
const CUSHION_ROLL = 0.05;

// The backrest's top above the horizon (of the floor band's depth); the headrests stand just above it.
const BACKREST_TOP = 0.45;

/** How high the rear bench's cushion stands above the floor line, in pixels: where the people riding sit. */
export function backSeatHeight(b: Backdrop): number {
  return (SEAT_RISE + CUSHION_ROLL) * (b.floor - b.horizon);
}

/**
 * How tall an adult riding here stands, in pixels: seated on the cushion (about half of them shows above it, acting.ts),
 * their head is in front of a headrest, as a grown-up's is in a car. Sized from the stage instead, they were children
 * on a bench made for giants.
 */
export function riderHeight(b: Backdrop): number {
  const h = b.floor - b.horizon;
  // Above the floor line: the floor band, the backrest over the horizon, and most of a headrest (mid()).
  const headTop = (1 + BACKREST_TOP + 0.3) * h;
  return (headTop - backSeatHeight(b)) / 0.49;
}

/** The rear bench facing the camera: a backrest of three places with headrests and belts, the cushion below. */
function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { trim, h, cx } = p;
  const top = b.horizon - BACKREST_TOP * h;
  const half = p.rear.bottomHalf + h * 0.45;
  const seatTop = b.floor - SEAT_RISE * h;
  const back = ctx.createLinearGradient(0, top, 0, seatTop);
  back.addColorStop(0, lighter(trim.seat, 0.1));
  back.addColorStop(1, darker(trim.seat, 0.12));
  fillRoundRect(ctx, cx - half, top, half * 2, seatTop - top + h * 0.1, h * 0.18, back);
  // Stitched panels: a lighter centre strip down each place.
  for (const f of [-0.62, 0, 0.62]) {
    const x = cx + f * half;
    fillRoundRect(
      ctx,
      x - half * 0.2,
      top + h * 0.12,
      half * 0.4,
      seatTop - top - h * 0.2,
      h * 0.1,
      lighter(trim.seat, 0.08),
    );
    fillRoundRect(ctx, x - h * 0.22, top - h * 0.4, h * 0.44, h * 0.34, h * 0.1, lighter(trim.seat, 0.04));
    ctx.fillStyle = "#7a7f86";
    ctx.fillRect(x - h * 0.13, top - h * 0.07, h * 0.025, h * 0.08);
    ctx.fillRect(x + h * 0.105, top - h * 0.07, h * 0.025, h * 0.08);
  }
  // The cushion, its front edge rounded toward the camera.
  const cushion = ctx.createLinearGradient(0, seatTop, 0, seatTop + h * 0.42);
  cushion.addColorStop(0, lighter(trim.seat, 0.14));
  cushion.addColorStop(1, darker(trim.seat, 0.05));
  fillRoundRect(ctx, cx - half - h * 0.05, seatTop - CUSHION_ROLL * h, half * 2 + h * 0.1, h * 0.42, h * 0.12, cushion);
  ctx.fillStyle = withAlpha("#000000", 0.2);
  ctx.fillRect(cx - half, seatTop + h * 0.3, half * 2, h * 0.07);
  // Belts hanging from the pillars across the outer places.
  ctx.strokeStyle = "#2a2c30";
  ctx.lineWidth = h * 0.06;
  ctx.lineCap = "round";
  ctx.beginPath();
  for (const side of [-1, 1]) {
    ctx.moveTo(cx + side * (half + h * 0.1), top - h * 0.2);
    ctx.lineTo(cx + side * half * 0.42, seatTop - h * 0.05);
  }
  ctx.stroke();
  ctx.lineCap = "butt";
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.4 });
}

/** The backs of the two front seats at the sides of the frame, and the console between them at the bottom. */
function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { trim, h, cx } = p;
  const bottom = b.height + h * 0.5;
  for (const side of [-1, 1]) {
    // Only the inner shoulder of each seat is in shot, at the frame's edge.
    const inner = cx + side * Math.max(b.width * 0.37, h * 1.3);
    const outer = inner + side * h * 2.2;
    const x = Math.min(inner, outer);
    const w = Math.abs(outer - inner);
    const top = b.floor + h * 0.3;
    fillRoundRect(ctx, x, top, w, bottom - top, h * 0.35, darker(trim.seat, 0.12));
    fillRoundRect(ctx, x + w * 0.12, top + h * 0.25, w * 0.76, h * 0.9, h * 0.15, darker(trim.seat, 0.2));
    // The headrest on its two posts, rising to the floor line.
    const hx = inner + side * h * 0.55;
    ctx.fillStyle = "#7a7f86";
    ctx.fillRect(hx - h * 0.16, top - h * 0.14, h * 0.035, h * 0.18);
    ctx.fillRect(hx + h * 0.125, top - h * 0.14, h * 0.035, h * 0.18);
    fillRoundRect(ctx, hx - h * 0.35, top - h * 0.52, h * 0.7, h * 0.42, h * 0.16, darker(trim.seat, 0.08));
  }
  const consoleTop = b.floor + h * 1.1;
  polygon(
    ctx,
    [
      [cx - h * 0.45, consoleTop],
      [cx + h * 0.45, consoleTop],
      [cx + h * 0.65, b.height],
      [cx - h * 0.65, b.height],
    ],
    "#2b2e33",
  );
  fillRoundRect(ctx, cx - h * 0.35, consoleTop - h * 0.07, h * 0.7, h * 0.14, h * 0.07, lighter("#2b2e33", 0.15));
  lightLayer(ctx, b, { lamps: p.lamps, depth: 1, rows: [b.horizon, b.height] });
}

export const car: Place = { kind: "car", outdoor: false, sky, far, mid, near };
