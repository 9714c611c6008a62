import { withAlpha } from "../../../kit/colour";
import { fillRoundRect } from "../../../kit/shapes";
import { between, choose, pickSide, vary } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { frontOf, paintBox, paintFloorShadow } from "./boxes";
import { lampAt, lightLayer } from "./light";
import { type Ctx, lateral, metreAt, type Point, project, type Room, room } from "./perspective";
import { paintNearPlant, paintPendant, paintPendantLight, paintPlant } from "./props";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { sideWindows, windowAt } from "./windows";

const WORKTOP = 0.92;
const CUPBOARDS = { bottom: 1.5, top: 2.25, depth: 0.35 };
const ISLAND = { back: 1.5, front: 2.4, half: 1.3 };

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 1);
  const windowWidth = Math.min(2.6, Math.max(1.3, r.halfWidth * 0.32));
  const window = windowAt(r, side * r.halfWidth * 0.45, windowWidth, 1.05, 1.15, {
    columns: Math.round(windowWidth / 0.65),
    rows: 2,
  });
  const hob = -side * r.halfWidth * 0.55;
  const sink = side * r.halfWidth * 0.45;
  // The units stop short of the corners: the far layer slides a little against the walls as the camera pans.
  const edge = r.halfWidth - 0.3;
  const pendants = [-0.65, 0.65].map((x) => project(r, x, 2.15, (ISLAND.back + ISLAND.front) / 2));
  const lamps = pendants.map((at) => lampAt(r, at, 3, 0.6));
  return {
    r,
    side,
    window,
    glass: [window, ...sideWindows(b, r, 0.9, 1.4)],
    hob,
    sink,
    edge,
    pendants,
    lamps,
    wall: choose(b, 2, ["#f1e7d4", "#e3ebe1", "#f4e4da"]),
    units: choose(b, 3, ["#6f8f9e", "#86a37d", "#efe9de"]),
    worktop: choose(b, 4, ["#c8996a", "#e6e2da"]),
    tiledFloor: vary(b, 5) < 0.5,
  };
}
type Plan = ReturnType<typeof plan>;

/** White brick-bond tiles between the worktop and the wall cupboards. */
function paintSplashback(ctx: Ctx, b: Backdrop, r: Room): void {
  const top = r.horizon - CUPBOARDS.bottom * r.metre;
  const bottom = r.horizon - WORKTOP * r.metre;
  ctx.fillStyle = "#f6f4ef";
  ctx.fillRect(0, top, b.width, bottom - top);
  const tileH = r.metre * 0.075;
  const tileW = tileH * 2;
  ctx.strokeStyle = "rgba(120,110,100,0.28)";
  ctx.lineWidth = Math.max(1, b.unit);
  ctx.beginPath();
  for (let row = 0, y = top; y < bottom; row++, y += tileH) {
    ctx.moveTo(0, y);
    ctx.lineTo(b.width, y);
    for (let x = (row % 2) * (tileW / 2); x < b.width; x += tileW) {
      ctx.moveTo(x, y);
      ctx.lineTo(x, Math.min(bottom, y + tileH));
    }
  }
  ctx.stroke();
}

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintShell(ctx, b, p, {
    wall: p.wall,
    onWall: () => paintSplashback(ctx, b, p.r),
    floor: p.tiledFloor ? { tiles: "#efe8dc", size: 0.35, checker: "#c98f74" } : { wood: "#b98356" },
    frame: "#fbfaf6",
    view: "trees",
  });
}

/** Cupboard doors across a run of units, with small handles. */
function paintDoors(
  ctx: Ctx,
  r: Room,
  x0: number,
  x1: number,
  bottom: number,
  top: number,
  depth: number,
  colour: string,
  handleAtTop: boolean,
): void {
  const doors = Math.max(1, Math.round((x1 - x0) / 0.6));
  const width = (x1 - x0) / doors;
  const m = metreAt(r, depth);
  for (let i = 0; i < doors; i++) {
    const [ax, ay] = project(r, x0 + i * width + 0.015, top - 0.015, depth);
    const [bx, by] = project(r, x0 + (i + 1) * width - 0.015, bottom + 0.015, depth);
    ctx.strokeStyle = withAlpha(darker(colour, 0.5), 0.35);
    ctx.lineWidth = Math.max(1, m * 0.012);
    ctx.strokeRect(ax, ay, bx - ax, by - ay);
    ctx.fillStyle = withAlpha(lighter(colour, 0.5), 0.25);
    ctx.fillRect(ax + m * 0.03, ay + m * 0.03, m * 0.012, by - ay - m * 0.06);
    const handleX = i % 2 === 0 ? bx - m * 0.06 : ax + m * 0.05;
    const handleY = handleAtTop ? ay + m * 0.05 : by - m * 0.2;
    ctx.fillStyle = "#c9c6c0";
    ctx.fillRect(handleX, handleY, m * 0.015, m * 0.14);
  }
}

function paintBaseUnits(ctx: Ctx, p: Plan): void {
  const { r, edge } = p;
  const run = { x0: -edge, x1: edge, bottom: 0.1, top: WORKTOP - 0.04, back: 0, front: 0.6 };
  paintBox(ctx, r, { ...run, bottom: 0, top: 0.1, front: 0.55 }, darker(p.units, 0.35));
  paintBox(ctx, r, run, p.units);
  paintDoors(ctx, r, -edge, edge, run.bottom, run.top, run.front, p.units, true);
  // The oven under the hob: a dark glass door with a handle bar and a row of knobs above it.
  const oven = frontOf(r, { ...run, x0: p.hob - 0.32, x1: p.hob + 0.32 });
  const m = metreAt(r, run.front);
  ctx.fillStyle = "#d9d7d2";
  ctx.fillRect(oven.x, oven.y, oven.w, oven.h);
  ctx.fillStyle = "#2b2d31";
  ctx.fillRect(oven.x + m * 0.06, oven.y + m * 0.2, oven.w - m * 0.12, oven.h - m * 0.3);
  ctx.fillStyle = "rgba(255,255,255,0.12)";
  ctx.fillRect(oven.x + m * 0.1, oven.y + m * 0.24, oven.w * 0.3, oven.h - m * 0.38);
  ctx.fillStyle = "#9a9893";
  ctx.fillRect(oven.x + m * 0.1, oven.y + m * 0.15, oven.w - m * 0.2, m * 0.025);
  ctx.fillStyle = "#3a3c40";
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.arc(oven.x + oven.w * (0.2 + i * 0.2), oven.y + m * 0.07, m * 0.025, 0, Math.PI * 2);
    ctx.fill();
  }
  paintBox(ctx, r, { x0: -edge, x1: edge, bottom: WORKTOP - 0.04, top: WORKTOP, back: 0, front: 0.63 }, p.worktop);
}

function paintWallUnits(ctx: Ctx, p: Plan): void {
  const { r, edge } = p;
  const windowX0 = lateral(r, p.window.x, 0) - 0.25;
  const windowX1 = lateral(r, p.window.x + p.window.w, 0) + 0.25;
  const runs: [number, number][] = [];
  let start = -edge;
  for (const [gapStart, gapEnd] of [
    [Math.min(windowX0, p.hob - 0.55), Math.min(windowX1, p.hob + 0.55)],
    [Math.max(windowX0, p.hob - 0.55), Math.max(windowX1, p.hob + 0.55)],
  ] as const) {
    runs.push([start, gapStart]);
    start = gapEnd;
  }
  runs.push([start, edge]);
  for (const [x0, x1] of runs) {
    if (x1 - x0 < 0.4) continue;
    const box = { x0, x1, bottom: CUPBOARDS.bottom, top: CUPBOARDS.top, back: 0, front: CUPBOARDS.depth };
    // Their shadow on the splashback.
    const [sx0, sy] = project(r, x0, CUPBOARDS.bottom, 0);
    const [sx1] = project(r, x1, CUPBOARDS.bottom, 0);
    ctx.fillStyle = "rgba(60,40,25,0.12)";
    ctx.fillRect(sx0, sy, sx1 - sx0, r.metre * 0.08);
    paintBox(ctx, r, box, p.units);
    paintDoors(ctx, r, x0, x1, box.bottom, box.top, box.front, p.units, false);
  }
}

/** A chimney hood over the hob, up to the ceiling. */
function paintHood(ctx: Ctx, p: Plan): void {
  const { r } = p;
  const [cx] = project(r, p.hob, 0, 0);
  const m = r.metre;
  const base = r.horizon - 1.65 * m;
  ctx.fillStyle = "#c9ccd0";
  ctx.fillRect(cx - 0.14 * m, r.ceiling, 0.28 * m, base - r.ceiling - 0.2 * m);
  ctx.beginPath();
  ctx.moveTo(cx - 0.14 * m, base - 0.22 * m);
  ctx.lineTo(cx + 0.14 * m, base - 0.22 * m);
  ctx.lineTo(cx + 0.42 * m, base);
  ctx.lineTo(cx - 0.42 * m, base);
  ctx.closePath();
  const g = ctx.createLinearGradient(cx - 0.42 * m, 0, cx + 0.42 * m, 0);
  g.addColorStop(0, "#e4e6e8");
  g.addColorStop(1, "#a9adb2");
  ctx.fillStyle = g;
  ctx.fill();
  ctx.fillStyle = "#8d9196";
  ctx.fillRect(cx - 0.42 * m, base, 0.84 * m, 0.05 * m);
}

type WorktopThing = "jars" | "kettle" | "board" | "plant";
// The kettle has its own place, on the hob: the rest stand along the worktop.
const ALONG_THE_WORKTOP: readonly WorktopThing[] = ["jars", "board", "plant"];

/** Things on the worktop: the kettle on the hob, jars, a chopping board, a herb pot. */
function paintWorktopThings(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r } = p;
  const depth = 0.3;
  const m = metreAt(r, depth);
  const surface = (x: number) => project(r, x, WORKTOP, depth);
  // The hob: a strip of dark glass on the worktop.
  const [hx, hy] = surface(p.hob);
  ctx.fillStyle = "#2d2f33";
  ctx.fillRect(hx - 0.3 * m, hy - 0.04 * m, 0.6 * m, 0.05 * m);
  // Every kitchen's kettle stands on its hob, so "she put the kettle on" always has one to show.
  paintWorktopThing(ctx, b, "kettle", hx + 0.1 * m, hy - 0.04 * m, m);
  // A tap over the sink.
  const [tx, ty] = surface(p.sink);
  ctx.strokeStyle = "#b8bcc2";
  ctx.lineWidth = 0.03 * m;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(tx, ty);
  ctx.lineTo(tx, ty - 0.28 * m);
  ctx.quadraticCurveTo(tx, ty - 0.36 * m, tx + 0.12 * m, ty - 0.34 * m);
  ctx.lineTo(tx + 0.14 * m, ty - 0.26 * m);
  ctx.stroke();
  ctx.lineCap = "butt";
  // Along the rest of the worktop, away from the hob and sink, with gaps between.
  for (let x = -p.edge + b.random() * 0.8; x < p.edge; x += between(b, 0.9, 2.2)) {
    if (Math.abs(x - p.hob) < 0.8 || Math.abs(x - p.sink) < 0.9 || b.random() < 0.3) continue;
    const [sx, sy] = surface(x);
    paintWorktopThing(ctx, b, ALONG_THE_WORKTOP[Math.floor(b.random() * ALONG_THE_WORKTOP.length)]!, sx, sy, m);
  }
}

function paintWorktopThing(ctx: Ctx, b: Backdrop, kind: WorktopThing, x: number, y: number, m: number): void {
  if (kind === "jars") {
    // Storage jars with wooden lids.
    for (const [dx, h] of [
      [-0.1, 0.22],
      [0.04, 0.17],
      [0.16, 0.13],
    ] as const) {
      ctx.fillStyle = "rgba(235,240,240,0.85)";
      ctx.fillRect(x + dx * m - 0.05 * m, y - h * m, 0.1 * m, h * m);
      ctx.fillStyle = jarFilling(b);
      ctx.fillRect(x + dx * m - 0.045 * m, y - h * 0.7 * m, 0.09 * m, h * 0.7 * m);
      ctx.fillStyle = "#b68a5e";
      ctx.fillRect(x + dx * m - 0.055 * m, y - h * m - 0.025 * m, 0.11 * m, 0.03 * m);
    }
  } else if (kind === "kettle") {
    ctx.fillStyle = "#d45d4c";
    ctx.beginPath();
    ctx.moveTo(x - 0.11 * m, y);
    ctx.quadraticCurveTo(x - 0.13 * m, y - 0.2 * m, x, y - 0.21 * m);
    ctx.quadraticCurveTo(x + 0.13 * m, y - 0.2 * m, x + 0.11 * m, y);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = "#3a3330";
    ctx.lineWidth = 0.02 * m;
    ctx.beginPath();
    ctx.arc(x, y - 0.2 * m, 0.08 * m, Math.PI * 1.1, Math.PI * 1.9);
    ctx.stroke();
    ctx.fillStyle = "rgba(255,255,255,0.3)";
    ctx.fillRect(x - 0.07 * m, y - 0.15 * m, 0.025 * m, 0.1 * m);
  } else if (kind === "board") {
    // A chopping board leaning on the splashback.
    fillRoundRect(ctx, x - 0.15 * m, y - 0.42 * m, 0.3 * m, 0.42 * m, 0.04 * m, "#c89463");
    ctx.fillStyle = darker("#c89463", 0.3);
    ctx.beginPath();
    ctx.arc(x, y - 0.36 * m, 0.025 * m, 0, Math.PI * 2);
    ctx.fill();
  } else paintPlant(ctx, b, x, y, 0.34 * m, "#e9e3d8");
}

function jarFilling(b: Backdrop): string {
  return ["#e7c27d", "#b5764a", "#f0ece0", "#9e5b3c"][Math.floor(b.random() * 4)] ?? "#e7c27d";
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintHood(ctx, p);
  paintWallUnits(ctx, p);
  paintBaseUnits(ctx, p);
  paintWorktopThings(ctx, b, p);
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.15, rows: [p.r.ceiling, b.horizon + p.r.metre * 0.3] });
  if (b.time === "night") {
    // Light strips under the wall cupboards wash the splashback.
    const y = p.r.horizon - CUPBOARDS.bottom * p.r.metre;
    const g = ctx.createLinearGradient(0, y, 0, y + p.r.metre * 0.5);
    g.addColorStop(0, "rgba(255,220,160,0.5)");
    g.addColorStop(1, "rgba(255,220,160,0)");
    ctx.save();
    ctx.globalCompositeOperation = "source-atop";
    ctx.fillStyle = g;
    ctx.fillRect(0, y, b.width, p.r.metre * 0.5);
    ctx.restore();
  }
}

/** A bowl of fruit standing at `x, height, depth` (metres); returns where it stands on screen. */
function paintFruitBowl(ctx: Ctx, r: Room, x: number, height: number, depth: number): Point {
  const [bx, by] = project(r, x, height, depth);
  const m = metreAt(r, depth);
  for (const [dx, dy, colour] of [
    [-0.08, -0.08, "#e0483a"],
    [0.07, -0.08, "#f0a530"],
    [0, -0.14, "#8cbf4a"],
  ] as const) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(bx + dx * m, by + dy * m, 0.065 * m, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = "#f4efe6";
  ctx.beginPath();
  ctx.ellipse(bx, by - 0.05 * m, 0.2 * m, 0.07 * m, 0, 0, Math.PI);
  ctx.fill();
  return [bx, by];
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  const island = {
    x0: -ISLAND.half,
    x1: ISLAND.half,
    bottom: 0.08,
    top: WORKTOP - 0.04,
    back: ISLAND.back,
    front: ISLAND.front,
  };
  paintFloorShadow(ctx, r, island, 0.28);
  paintBox(ctx, r, { ...island, bottom: 0, top: 0.08, front: island.front - 0.05 }, darker(p.units, 0.35));
  paintBox(ctx, r, island, p.units);
  paintDoors(ctx, r, island.x0, island.x1, island.bottom, island.top, island.front, p.units, true);
  paintBox(
    ctx,
    r,
    {
      x0: island.x0 - 0.06,
      x1: island.x1 + 0.06,
      bottom: WORKTOP - 0.05,
      top: WORKTOP,
      back: island.back - 0.05,
      front: island.front + 0.06,
    },
    p.worktop,
  );
  const [, by] = paintFruitBowl(ctx, r, 0.75, WORKTOP, (ISLAND.back + ISLAND.front) / 2);
  const m = metreAt(r, (ISLAND.back + ISLAND.front) / 2);
  for (const [x, y] of p.pendants) paintPendant(ctx, b, x, y, m * 0.38, "#2f3a40");
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.4, rows: [0, b.floor] });
  for (const [x, y] of p.pendants) paintPendantLight(ctx, b, x, y, m * 0.38, by);
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // The end of a worktop close to the camera at one side, a plant at the other.
  const counterOnLeft = p.side > 0;
  const back = 4.85;
  const innerEdge = lateral(r, b.width * (counterOnLeft ? 0.2 : 0.8), back);
  const outer = counterOnLeft ? -20 : 20;
  const [x0, x1] = counterOnLeft ? [outer, innerEdge] : [innerEdge, outer];
  paintBox(ctx, r, { x0, x1, bottom: 0, top: WORKTOP - 0.04, back, front: back + 1 }, darker(p.units, 0.1));
  paintBox(
    ctx,
    r,
    { x0: x0 - 0.02, x1: x1 + 0.02, bottom: WORKTOP - 0.04, top: WORKTOP, back: back - 0.02, front: back + 1 },
    p.worktop,
  );
  paintNearPlant(ctx, b, r, counterOnLeft ? 1 : -1, "#d8cbb6");
  lightLayer(ctx, b, { lamps: p.lamps, depth: 1, rows: [b.horizon, b.height] });
}

export const kitchen: Place = { kind: "kitchen", outdoor: false, sky, far, mid, near };
