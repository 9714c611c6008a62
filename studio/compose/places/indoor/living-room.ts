import { fillRoundRect } from "../../../kit/shapes";
import { choose, pickSide } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow } from "./boxes";
import { paintRug } from "./floors";
import { lampAt, lightLayer, paintGlow } from "./light";
import { type Ctx, lateral, metreAt, project, type Room, room } from "./perspective";
import {
  paintBasket,
  paintBooks,
  paintFloorLamp,
  paintFramedArt,
  paintNearPlant,
  paintPlant,
  paintShelf,
  paintTable,
  paintTableLamp,
} from "./props";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { paintCurtains, sideWindows, windowAt } from "./windows";

const SOFA = { half: 1.15, back: 0.12, front: 1.0 };
const COFFEE_TABLE = { half: 0.6, back: 1.5, front: 2.1, height: 0.42 };

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 11);
  const windowWidth = Math.min(2.6, Math.max(1.5, r.halfWidth * 0.36));
  const window = windowAt(r, side * r.halfWidth * 0.62, windowWidth, 0.6, 1.75, {
    columns: Math.round(windowWidth / 0.75),
    rows: 3,
  });
  // The standard lamp stands beside the sofa on the window's side, the bookcase on the other.
  const lampX = side * (SOFA.half + 0.35);
  const tableX = -side * (SOFA.half + 0.35);
  const lamps = [lampAt(r, project(r, lampX, 1.55, 0.35), 3.2), lampAt(r, project(r, tableX, 0.95, 0.5), 2.4)];
  return {
    r,
    side,
    window,
    glass: [window, ...sideWindows(b, r, 0.9, 1.4)],
    lampX,
    tableX,
    lamps,
    bookcase: -side * r.halfWidth * 0.68,
    wall: choose(b, 12, ["#eadcc6", "#d8e2d8", "#efd8cb", "#d7dee8"]),
    sofa: choose(b, 13, ["#5d7f9a", "#c98b5a", "#7a9a7e", "#9a6a7a"]),
    curtains: choose(b, 14, ["#d9c6a5", "#b8c9c2", "#e4c0a8"]),
    rug: choose(b, 15, [
      ["#d8b89a", "#a86e4f"],
      ["#c9d3d6", "#6f8796"],
      ["#e2c8b0", "#8a6a8c"],
    ]),
  };
}
function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const rug = Math.min(2.6, Math.max(1.7, p.r.halfWidth * 0.45));
  paintShell(ctx, b, p, {
    wall: p.wall,
    floor: { wood: "#ad7a52" },
    onFloor: () => paintRug(ctx, p.r, { x0: -rug, x1: rug, back: 0.9, front: 3.1 }, p.rug[0], p.rug[1]),
    frame: "#fbf8f2",
    view: "trees",
  });
}

/** A tall bookcase against the wall, filled with books and a few ornaments. */
function paintBookcase(ctx: Ctx, b: Backdrop, r: Room, x: number): void {
  const w = 1.1;
  const box = { x0: x - w / 2, x1: x + w / 2, bottom: 0, top: 2.1, back: 0, front: 0.35 };
  const wood = "#8a6447";
  paintFloorShadow(ctx, r, { ...box, back: 0 });
  paintBox(ctx, r, box, wood);
  const [fx0, fy0] = project(r, box.x0 + 0.05, box.top - 0.05, box.front);
  const [fx1, fy1] = project(r, box.x1 - 0.05, 0.1, box.front);
  ctx.fillStyle = darker(wood, 0.45);
  ctx.fillRect(fx0, fy0, fx1 - fx0, fy1 - fy0);
  const shelves = 5;
  const gap = (fy1 - fy0) / shelves;
  for (let i = 1; i <= shelves; i++) {
    const y = fy0 + gap * i;
    paintBooks(ctx, b, fx0 + gap * 0.05, fx1 - gap * (b.random() < 0.4 ? 0.5 : 0.05), y - gap * 0.06, gap * 0.78);
    ctx.fillStyle = wood;
    ctx.fillRect(fx0, y - gap * 0.06, fx1 - fx0, gap * 0.06);
  }
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintCurtains(ctx, r, p.window, p.curtains, r.horizon - 0.05 * r.metre);
  // A small gallery of pictures over the sofa.
  const [cx] = project(r, 0, 0, 0);
  const m = r.metre;
  const frames = [
    { x: cx - 0.75 * m, y: r.horizon - 2.05 * m, w: 0.6 * m, h: 0.75 * m },
    { x: cx - 0.05 * m, y: r.horizon - 1.95 * m, w: 0.8 * m, h: 0.55 * m },
    { x: cx + 0.85 * m, y: r.horizon - 2.0 * m, w: 0.32 * m, h: 0.42 * m },
  ];
  const palettes = [
    ["#f2b36b", "#9cc3a5", "#5f8f77"],
    ["#f7d06b", "#c79ab0", "#7a6a9c"],
    ["#f08a6a", "#a6c6d8", "#4f7a95"],
  ] as const;
  frames.forEach((frame, i) =>
    paintFramedArt(ctx, b, frame, i === 1 ? "#2f2b28" : "#c9a77c", palettes[i % palettes.length] ?? palettes[0]),
  );
  paintBookcase(ctx, b, r, p.bookcase);
  paintShelf(ctx, r, p.bookcase - 0.5, p.bookcase + 0.5, 2.45, 0.22, "#8a6447");
  const [sx, sy] = project(r, p.bookcase - 0.2, 2.45, 0.1);
  paintPlant(ctx, b, sx, sy, m * 0.35, "#e8e2d8");
  const [lx, ly] = project(r, p.lampX, 0, 0.35);
  paintFloorShadow(ctx, r, { x0: p.lampX - 0.2, x1: p.lampX + 0.2, back: 0.2, front: 0.5 });
  paintFloorLamp(ctx, b, lx, ly, metreAt(r, 0.35) * 1.65, "#efe4cf");
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.15, rows: [0, b.horizon + m * 0.3] });
  if (b.time === "night") paintGlow(ctx, lx, ly - metreAt(r, 0.35) * 1.5, m * 1.2, "#ffd08a", 0.55);
}

/** A sofa against the wall with cushions, facing the camera. */
function paintSofa(ctx: Ctx, b: Backdrop, r: Room, colour: string): void {
  const { half, back, front } = SOFA;
  const arm = 0.22;
  paintFloorShadow(ctx, r, { x0: -half, x1: half, back, front }, 0.3);
  for (const x of [-half + 0.1, half - 0.15])
    paintBox(ctx, r, { x0: x, x1: x + 0.05, bottom: 0, top: 0.12, back: front - 0.15, front: front - 0.1 }, "#4a3a2e");
  paintBox(ctx, r, { x0: -half, x1: half, bottom: 0.1, top: 0.88, back, front: back + 0.28 }, darker(colour, 0.08));
  paintBox(ctx, r, { x0: -half + arm, x1: half - arm, bottom: 0.1, top: 0.42, back: back + 0.28, front }, colour);
  // Seat cushions and back cushions, two of each.
  const inner = half - arm;
  for (const [x0, x1] of [
    [-inner, 0],
    [0, inner],
  ] as const) {
    paintBox(
      ctx,
      r,
      { x0: x0 + 0.01, x1: x1 - 0.01, bottom: 0.42, top: 0.52, back: back + 0.36, front: front + 0.02 },
      lighter(colour, 0.05),
    );
    paintBox(
      ctx,
      r,
      { x0: x0 + 0.02, x1: x1 - 0.02, bottom: 0.5, top: 0.84, back: back + 0.28, front: back + 0.42 },
      lighter(colour, 0.03),
    );
  }
  for (const x0 of [-half, half - arm])
    paintBox(ctx, r, { x0, x1: x0 + arm, bottom: 0.1, top: 0.64, back, front: front + 0.02 }, colour);
  // Throw pillows, leaning at the ends.
  const pillows = ["#f1d6a8", "#e8e4dc", "#d98a6a"];
  for (const [x, tilt] of [
    [-inner + 0.3, -0.15],
    [inner - 0.3, 0.15],
  ] as const) {
    const [px, py] = project(r, x, 0.7, back + 0.5);
    const size = metreAt(r, back + 0.5) * 0.38;
    ctx.save();
    ctx.translate(px, py);
    ctx.rotate(tilt);
    fillRoundRect(
      ctx,
      -size / 2,
      -size / 2,
      size,
      size,
      size * 0.25,
      pillows[Math.floor(b.random() * pillows.length)] ?? "#f1d6a8",
    );
    ctx.fillStyle = "rgba(0,0,0,0.08)";
    ctx.fillRect(-size / 2 + size * 0.1, size * 0.15, size * 0.8, size * 0.3);
    ctx.restore();
  }
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintSofa(ctx, b, r, p.sofa);
  // A side table with a lamp at the other end of the sofa.
  const sideTable = { x0: p.tableX - 0.25, x1: p.tableX + 0.25, back: 0.3, front: 0.75 };
  paintFloorShadow(ctx, r, sideTable);
  paintTable(ctx, r, sideTable, 0.55, "#9a7150");
  const [tx, ty] = project(r, p.tableX, 0.55, 0.5);
  paintTableLamp(ctx, b, tx, ty, metreAt(r, 0.5) * 0.45, "#f0e6d2");
  // A wide room has an armchair either side, facing in toward the rug.
  if (r.halfWidth > 4)
    for (const side of [-1, 1])
      paintArmchair(ctx, r, side * Math.min(r.halfWidth - 1.2, 3.4), 1.3, lighter(p.sofa, 0.1));
  const t = COFFEE_TABLE;
  const coffeeTable = { x0: -t.half, x1: t.half, back: t.back, front: t.front };
  paintFloorShadow(ctx, r, coffeeTable, 0.25);
  paintTable(ctx, r, coffeeTable, t.height, "#6e4e39");
  // A mug and a couple of books on the coffee table.
  const m = metreAt(r, 1.8);
  const [bx, by] = project(r, -0.3, t.height, 1.8);
  fillRoundRect(ctx, bx - 0.14 * m, by - 0.03 * m, 0.3 * m, 0.03 * m, 0.005 * m, "#4f81bd");
  fillRoundRect(ctx, bx - 0.11 * m, by - 0.055 * m, 0.25 * m, 0.025 * m, 0.005 * m, "#e9b44c");
  const [mx, my] = project(r, 0.3, t.height, 1.75);
  fillRoundRect(ctx, mx - 0.04 * m, my - 0.1 * m, 0.08 * m, 0.1 * m, 0.01 * m, "#f2efe9");
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.4, rows: [b.horizon - r.metre * 1.2, b.floor] });
  if (b.time === "night") paintGlow(ctx, tx, ty - metreAt(r, 0.5) * 0.3, r.metre * 1.1, "#ffd08a", 0.55);
}

/** An armchair facing the camera, its seat from `depth` forward: a back, two arms and a cushion. */
function paintArmchair(ctx: Ctx, r: Room, x: number, depth: number, colour: string): void {
  const half = 0.45;
  paintFloorShadow(ctx, r, { x0: x - half, x1: x + half, back: depth, front: depth + 0.85 }, 0.28);
  for (const lx of [x - half + 0.06, x + half - 0.1])
    paintBox(
      ctx,
      r,
      { x0: lx, x1: lx + 0.04, bottom: 0, top: 0.12, back: depth + 0.7, front: depth + 0.74 },
      "#4a3a2e",
    );
  paintBox(
    ctx,
    r,
    { x0: x - half, x1: x + half, bottom: 0.1, top: 0.95, back: depth, front: depth + 0.22 },
    darker(colour, 0.06),
  );
  paintBox(
    ctx,
    r,
    { x0: x - half + 0.16, x1: x + half - 0.16, bottom: 0.1, top: 0.42, back: depth + 0.22, front: depth + 0.85 },
    colour,
  );
  paintBox(
    ctx,
    r,
    { x0: x - half + 0.17, x1: x + half - 0.17, bottom: 0.42, top: 0.52, back: depth + 0.26, front: depth + 0.86 },
    lighter(colour, 0.06),
  );
  for (const ax of [x - half, x + half - 0.16])
    paintBox(ctx, r, { x0: ax, x1: ax + 0.16, bottom: 0.1, top: 0.62, back: depth, front: depth + 0.86 }, colour);
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // A plant at one side, a basket with a throw folded in it at the other.
  paintNearPlant(ctx, b, r, -p.side, "#d9cdb8");
  const depth = 4.7;
  const [bx, by] = project(r, lateral(r, b.width / 2 + p.side * b.width * 0.38, depth), 0, depth);
  paintBasket(ctx, bx, by, metreAt(r, depth) * 0.42, metreAt(r, depth) * 0.34, lighter(p.sofa, 0.3));
  lightLayer(ctx, b, { lamps: p.lamps, depth: 1, rows: [b.horizon, b.height] });
}

export const livingRoom: Place = { kind: "living-room", outdoor: false, sky, far, mid, near };
