import { fillRoundRect } from "../../../kit/shapes";
import { between, choose } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, tracePolygon } from "./boxes";
import { paintFloor } from "./floors";
import { lampAt, lightLayer } from "./light";
import { type Ctx, lateral, metreAt, project, type Room, room } from "./perspective";
import { darker, lighter } from "./shades";
import { fillBand } from "./walls";
import { paintSunPatches, paintView, paintWindowFrames, type Window, windowAt, windowPath } from "./windows";

/**
 * A commuter carriage seen across its width: the far side's windows with the country rushing past, a bench of seats
 * under them, sliding doors in the middle where people stand, grab poles and hanging straps.
 */
const DOOR = { half: 0.7, height: 1.95 };
const SEAT = { height: 0.46, depth: 0.5 };
const WINDOW = { width: 1.25, sill: 0.95, height: 0.85, gap: 0.35 };
const POLE = "#e8b830";

function plan(b: Backdrop) {
  const r = room(b, { wallShare: 1.4, height: 2.3 });
  const windows: Window[] = [];
  // Door windows, then bays of windows either side of the doors.
  for (const side of [-1, 1])
    windows.push(windowAt(r, side * DOOR.half * 0.5, DOOR.half * 0.62, 0.95, 0.85, { columns: 1, rows: 1 }));
  const reach = b.width / 2 / r.metre + WINDOW.width;
  for (let x = DOOR.half + 0.45 + WINDOW.width / 2; x < reach; x += WINDOW.width + WINDOW.gap) {
    for (const side of [-1, 1])
      windows.push(windowAt(r, side * x, WINDOW.width, WINDOW.sill, WINDOW.height, { columns: 1, rows: 1 }));
  }
  const lamps = [-0.25, 0.25].map((f) => lampAt(r, project(r, f * reach, r.height, 1.5), 4));
  return {
    r,
    windows,
    reach,
    lamps,
    stripe: choose(b, 121, ["#2f7fb5", "#c0392b", "#2e8b57", "#6a4c93"]),
    moquette: choose(b, 122, [
      ["#2d4a7a", "#e0a93a"],
      ["#7a2d3f", "#e0c27a"],
      ["#2f5d50", "#d98c5f"],
    ]),
  };
}
type Plan = ReturnType<typeof plan>;

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  fillBand(ctx, b, r.ceiling, b.horizon, ["#d9dcda", "#eceeec", "#e4e6e4"]);
  // The carriage's livery stripe under the windows, and the curved ceiling above.
  const [, stripeTop] = project(r, 0, 0.9, 0);
  const [, stripeBottom] = project(r, 0, 0.78, 0);
  ctx.fillStyle = p.stripe;
  ctx.fillRect(0, stripeTop, b.width, stripeBottom - stripeTop);
  fillBand(ctx, b, 0, r.ceiling, ["#c9ccca", "#e9ebe9"]);
  const night = b.time === "night";
  for (const depth of [0.6, 3.4]) {
    const [, y] = project(r, 0, r.height, depth);
    const thick = metreAt(r, depth) * 0.12;
    ctx.fillStyle = night ? "#fff6dc" : "#f8f9f6";
    ctx.fillRect(0, y - thick / 2, b.width, thick);
  }
  paintFloor(ctx, b, r, { tiles: "#6d7377", size: 1.2, sheen: 0.16 });
  // Flecks in the non-slip floor, denser (smaller) toward the wall.
  ctx.fillStyle = "rgba(230,230,225,0.18)";
  for (let i = 0; i < 400; i++) {
    const depth = between(b, 0.1, 5.4);
    const [x, y] = project(r, (between(b, -1, 1) * b.width) / metreAt(r, depth), 0, depth);
    const size = metreAt(r, depth) * 0.006;
    ctx.fillRect(x, y, size * 2, size);
  }
  // A yellow-edged standing area in front of the doors.
  ctx.strokeStyle = "#e8b830";
  ctx.lineWidth = metreAt(r, 1.5) * 0.05;
  ctx.beginPath();
  const area = [
    project(r, -DOOR.half - 0.1, 0, 0.05),
    project(r, -DOOR.half - 0.1, 0, 1.0),
    project(r, DOOR.half + 0.1, 0, 1.0),
    project(r, DOOR.half + 0.1, 0, 0.05),
  ];
  tracePolygon(ctx, area, true);
  ctx.stroke();
  // The sliding doors, their windows, and the seal down the middle.
  const [dx0, dy0] = project(r, -DOOR.half, DOOR.height, 0);
  const [dx1, dy1] = project(r, DOOR.half, 0, 0);
  ctx.fillStyle = "#b9bfc4";
  ctx.fillRect(dx0 - r.metre * 0.08, dy0 - r.metre * 0.08, dx1 - dx0 + r.metre * 0.16, dy1 - dy0 + r.metre * 0.08);
  ctx.fillStyle = "#d4d8db";
  ctx.fillRect(dx0, dy0, dx1 - dx0, dy1 - dy0);
  ctx.fillStyle = "#3b4045";
  ctx.fillRect((dx0 + dx1) / 2 - r.metre * 0.015, dy0, r.metre * 0.03, dy1 - dy0);
  paintView(ctx, b, r, p.windows, "hills");
  paintSpeedStreaks(ctx, b, p.windows);
  paintWindowFrames(ctx, b, r, p.windows, "#9aa1a6");
  paintSunPatches(ctx, b, r, p.windows);
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0, glass: p.windows });
}

/** Blurred streaks across the glass: the near side of the track goes by too fast to see. */
function paintSpeedStreaks(ctx: Ctx, b: Backdrop, windows: readonly Window[]): void {
  ctx.save();
  ctx.beginPath();
  for (const w of windows) windowPath(ctx, w);
  ctx.clip();
  const bottom = Math.max(...windows.map((w) => w.y + w.h));
  const top = Math.min(...windows.map((w) => w.y));
  ctx.strokeStyle = b.time === "night" ? "rgba(255,226,160,0.3)" : "rgba(255,255,255,0.35)";
  ctx.lineCap = "round";
  for (let i = 0; i < 70; i++) {
    const y = top + (bottom - top) * (0.3 + 0.7 * b.random());
    const x = b.random() * b.width;
    ctx.lineWidth = Math.max(1, (bottom - top) * between(b, 0.006, 0.02));
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + (bottom - top) * between(b, 0.4, 1.4), y);
    ctx.stroke();
  }
  ctx.lineCap = "butt";
  ctx.restore();
}

/** A bench of seats along the wall from `x0` to `x1`: patterned cushions and backs, a divider at each end. */
function paintBench(ctx: Ctx, b: Backdrop, p: Plan, x0: number, x1: number): void {
  const { r } = p;
  const [cloth, fleck] = p.moquette;
  paintBox(ctx, r, { x0, x1, bottom: 0, top: SEAT.height - 0.1, back: 0, front: SEAT.depth - 0.05 }, "#5d6266");
  const seats = Math.max(1, Math.round((x1 - x0) / 0.5));
  const w = (x1 - x0) / seats;
  for (let i = 0; i < seats; i++) {
    const sx0 = x0 + i * w + 0.015;
    const sx1 = sx0 + w - 0.03;
    paintBox(ctx, r, { x0: sx0, x1: sx1, bottom: 0.52, top: 0.92, back: 0, front: 0.1 }, cloth);
    paintBox(
      ctx,
      r,
      { x0: sx0, x1: sx1, bottom: SEAT.height - 0.1, top: SEAT.height, back: 0.08, front: SEAT.depth },
      lighter(cloth, 0.06),
    );
    // Flecks in the weave.
    const [fx0, fy0] = project(r, sx0, 0.9, 0.1);
    const [fx1, fy1] = project(r, sx1, 0.54, 0.1);
    ctx.fillStyle = fleck;
    for (let k = 0; k < 10; k++)
      ctx.fillRect(fx0 + (fx1 - fx0) * b.random(), fy0 + (fy1 - fy0) * b.random(), r.metre * 0.025, r.metre * 0.012);
  }
  for (const x of [x0 - 0.03, x1]) {
    paintBox(ctx, r, { x0: x, x1: x + 0.03, bottom: 0.45, top: 1.35, back: 0, front: 0.55 }, "#c8d6dc");
    paintBox(ctx, r, { x0: x, x1: x + 0.03, bottom: 0.45, top: 1.35, back: 0.52, front: 0.55 }, POLE);
  }
}

/** The luggage rack along the wall above the windows. */
function paintRack(ctx: Ctx, r: Room, x0: number, x1: number): void {
  paintBox(ctx, r, { x0, x1, bottom: 1.98, top: 2.0, back: 0, front: 0.38 }, "#b9bfc4");
  const [sx0, y] = project(r, x0, 1.99, 0.38);
  const [sx1] = project(r, x1, 1.99, 0.38);
  ctx.strokeStyle = "#8d949a";
  ctx.lineWidth = Math.max(1, metreAt(r, 0.38) * 0.012);
  ctx.beginPath();
  for (let x = sx0; x < sx1; x += metreAt(r, 0.38) * 0.6) {
    ctx.moveTo(x, y);
    ctx.lineTo(x - metreAt(r, 0.38) * 0.05, y + metreAt(r, 0.38) * 0.18);
  }
  ctx.stroke();
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  for (const side of [-1, 1]) {
    const inner = side * (DOOR.half + 0.35);
    const outer = side * p.reach;
    const [x0, x1] = [Math.min(inner, outer), Math.max(inner, outer)];
    paintBench(ctx, b, p, x0, x1);
    paintRack(ctx, r, x0, x1);
  }
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.15, rows: [0, b.horizon + r.metre * 0.4] });
}

/** A grab pole from floor to ceiling at `x`, `depth` metres out from the wall. */
function paintPole(ctx: Ctx, r: Room, x: number, depth: number): void {
  const [px, bottom] = project(r, x, 0, depth);
  const [, top] = project(r, x, r.height, depth);
  const w = metreAt(r, depth) * 0.04;
  const g = ctx.createLinearGradient(px - w / 2, 0, px + w / 2, 0);
  g.addColorStop(0, lighter(POLE, 0.4));
  g.addColorStop(0.5, POLE);
  g.addColorStop(1, darker(POLE, 0.3));
  ctx.fillStyle = g;
  ctx.fillRect(px - w / 2, top, w, bottom - top);
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // A rail along the ceiling with straps hanging from it, and poles by the doors and along the benches.
  const railDepth = 1.4;
  const [, railY] = project(r, 0, 2.05, railDepth);
  const m = metreAt(r, railDepth);
  ctx.fillStyle = "#b9bfc4";
  ctx.fillRect(0, railY - m * 0.015, b.width, m * 0.03);
  for (let x = -p.reach; x < p.reach; x += 0.45) {
    if (Math.abs(x) < DOOR.half + 0.3) continue;
    const [sx] = project(r, x, 0, railDepth);
    const strap = m * 0.22;
    ctx.fillStyle = "#4a4f55";
    ctx.fillRect(sx - m * 0.012, railY, m * 0.024, strap);
    ctx.strokeStyle = "#f2f2ee";
    ctx.lineWidth = m * 0.02;
    ctx.beginPath();
    ctx.ellipse(sx, railY + strap + m * 0.05, m * 0.045, m * 0.055, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (const x of [-DOOR.half - 0.25, DOOR.half + 0.25, -3.4, 3.4, -6.2, 6.2]) {
    if (Math.abs(x) < p.reach) paintPole(ctx, r, x, 1.6);
  }
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.4, rows: [0, b.floor] });
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // A pole close by at one side; at the other, the high back of a seat facing away.
  const depth = 4.3;
  paintPole(ctx, r, lateral(r, b.width * 0.1, depth), depth);
  const seatDepth = 5.0;
  const [cloth, fleck] = p.moquette;
  const [x0, top] = project(r, lateral(r, b.width * 0.84, seatDepth), 0.95, seatDepth);
  const m = metreAt(r, seatDepth);
  const w = m * 1.2;
  const back = ctx.createLinearGradient(0, top, 0, b.height);
  back.addColorStop(0, lighter(cloth, 0.1));
  back.addColorStop(1, darker(cloth, 0.2));
  fillRoundRect(ctx, x0, top, w, b.height - top + m, m * 0.12, back);
  ctx.fillStyle = fleck;
  for (let i = 0; i < 60; i++)
    ctx.fillRect(x0 + w * b.random(), top + (b.height - top) * b.random(), m * 0.014, m * 0.007);
  // A white antimacassar over the top and a steel grab handle on it.
  fillRoundRect(ctx, x0 + m * 0.1, top + m * 0.03, m * 0.45, m * 0.2, m * 0.05, "#f2f2ee");
  ctx.strokeStyle = "#b9bfc4";
  ctx.lineWidth = m * 0.03;
  ctx.beginPath();
  ctx.moveTo(x0 + m * 0.65, top + m * 0.02);
  ctx.quadraticCurveTo(x0 + m * 0.8, top - m * 0.12, x0 + m * 0.95, top + m * 0.02);
  ctx.stroke();
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 1, rows: [0, b.height] });
}

export const train: Place = { kind: "train", outdoor: false, sky, far, mid, near };
