import { fillRoundRect } from "../../../kit/shapes";
import { choose, pickSide } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow } from "./boxes";
import { paintRug } from "./floors";
import { lampAt, lightLayer, paintGlow } from "./light";
import { type Ctx, lateral, metreAt, project, type Room, room } from "./perspective";
import { paintBasket, paintFramedArt, paintNearPlant, paintTableLamp } from "./props";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { paintCurtains, sideWindows, windowAt } from "./windows";

const BED = { half: 0.8, length: 2.1 };
const NIGHTSTAND = { w: 0.45, height: 0.55 };

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 21);
  const windowWidth = Math.min(2.2, Math.max(1.3, r.halfWidth * 0.3));
  const window = windowAt(r, side * r.halfWidth * 0.55, windowWidth, 0.8, 1.4, {
    columns: 2,
    rows: 2,
  });
  // The bed stands off-centre, away from the window; a nightstand with a lamp either side of it.
  const bedX = -side * Math.min(1.1, r.halfWidth * 0.3);
  const stands = [bedX - BED.half - 0.1 - NIGHTSTAND.w / 2, bedX + BED.half + 0.1 + NIGHTSTAND.w / 2];
  const lamps = stands.map((x) => lampAt(r, project(r, x, NIGHTSTAND.height + 0.35, 0.25), 2.6));
  return {
    r,
    side,
    window,
    glass: [window, ...sideWindows(b, r, 0.9, 1.4)],
    bedX,
    stands,
    lamps,
    wardrobe: -side * (r.halfWidth - 0.8),
    wall: choose(b, 22, ["#d9e1ec", "#e6dcea", "#dfe8dc", "#f1e3d3"]),
    linen: choose(b, 23, [
      ["#f4f1ea", "#8fb0c9"],
      ["#f6efe6", "#d9a38f"],
      ["#f2f2ee", "#a7bf9a"],
      ["#f5efe4", "#e5c07b"],
    ]),
    curtains: choose(b, 24, ["#c9d5e3", "#e8d8c8", "#d8c7dc"]),
  };
}
function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintShell(ctx, b, p, {
    wall: p.wall,
    floor: { wood: "#b58a62" },
    onFloor: () =>
      paintRug(
        ctx,
        p.r,
        { x0: p.bedX - 1.3, x1: p.bedX + 1.3, back: 1.2, front: 3.0 },
        lighter(p.linen[1], 0.45),
        p.linen[1],
      ),
    frame: "#fbf8f2",
    view: choose(b, 25, ["trees", "city", "hills"]),
  });
}

function paintWardrobe(ctx: Ctx, r: Room, x: number): void {
  const box = { x0: x - 0.55, x1: x + 0.55, bottom: 0.06, top: 2.15, back: 0, front: 0.6 };
  const wood = "#e9e2d6";
  paintFloorShadow(ctx, r, { ...box, back: 0 }, 0.25);
  paintBox(
    ctx,
    r,
    { ...box, bottom: 0, top: 0.06, x0: box.x0 + 0.03, x1: box.x1 - 0.03, front: box.front - 0.03 },
    "#8a7a68",
  );
  paintBox(ctx, r, box, wood);
  const [x0, y0] = project(r, box.x0, box.top, box.front);
  const [x1, y1] = project(r, box.x1, box.bottom, box.front);
  const m = metreAt(r, box.front);
  ctx.fillStyle = darker(wood, 0.3);
  ctx.fillRect((x0 + x1) / 2 - m * 0.006, y0 + m * 0.03, m * 0.012, y1 - y0 - m * 0.06);
  ctx.fillStyle = "#b9a582";
  for (const hx of [(x0 + x1) / 2 - m * 0.06, (x0 + x1) / 2 + m * 0.045])
    ctx.fillRect(hx, y0 + (y1 - y0) * 0.45, m * 0.015, m * 0.18);
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintCurtains(ctx, r, p.window, p.curtains, r.horizon - 0.05 * r.metre);
  // One wide picture over the bed, a shelf with a plant by the window.
  const [cx] = project(r, p.bedX, 0, 0);
  const m = r.metre;
  paintFramedArt(ctx, b, { x: cx - 0.55 * m, y: r.horizon - 1.95 * m, w: 1.1 * m, h: 0.6 * m }, "#efe9df", [
    lighter(p.linen[1], 0.1),
    "#c8b8a6",
    p.linen[1],
  ]);
  // A wardrobe where the wall has room for one beside the bed.
  const standEdge = Math.max(...p.stands.map((x) => Math.abs(x))) + NIGHTSTAND.w / 2;
  if (Math.abs(p.wardrobe) - 0.55 > standEdge + 0.25) paintWardrobe(ctx, r, p.wardrobe);
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.15, rows: [0, b.horizon + m * 0.4] });
}

/** A double bed with its headboard against the wall, seen from its foot. */
function paintBed(ctx: Ctx, r: Room, x: number, sheet: string, cover: string): void {
  const x0 = x - BED.half;
  const x1 = x + BED.half;
  const wood = "#8a6447";
  paintFloorShadow(ctx, r, { x0, x1, back: 0.1, front: BED.length }, 0.3);
  paintBox(ctx, r, { x0: x0 - 0.05, x1: x1 + 0.05, bottom: 0, top: 1.15, back: 0, front: 0.08 }, lighter(cover, 0.35));
  for (const lx of [x0, x1 - 0.06])
    paintBox(
      ctx,
      r,
      { x0: lx, x1: lx + 0.06, bottom: 0, top: 0.2, back: BED.length - 0.08, front: BED.length },
      darker(wood, 0.2),
    );
  paintBox(ctx, r, { x0, x1, bottom: 0.15, top: 0.33, back: 0.08, front: BED.length }, wood);
  paintBox(
    ctx,
    r,
    { x0: x0 + 0.02, x1: x1 - 0.02, bottom: 0.33, top: 0.52, back: 0.08, front: BED.length - 0.02 },
    sheet,
  );
  // Pillows, then the cover folded back below them.
  for (const [px0, px1] of [
    [x0 + 0.08, x - 0.04],
    [x + 0.04, x1 - 0.08],
  ] as const) {
    const [ax, ay] = project(r, px0, 0.72, 0.22);
    const [bx, by] = project(r, px1, 0.52, 0.22);
    fillRoundRect(ctx, ax, ay, bx - ax, by - ay, (by - ay) * 0.4, lighter(sheet, 0.3));
    ctx.fillStyle = "rgba(60,40,30,0.08)";
    ctx.fillRect(ax + (bx - ax) * 0.08, ay + (by - ay) * 0.62, (bx - ax) * 0.84, (by - ay) * 0.2);
  }
  paintBox(
    ctx,
    r,
    { x0: x0 - 0.03, x1: x1 + 0.03, bottom: 0.3, top: 0.58, back: 0.7, front: BED.length + 0.04 },
    cover,
  );
  paintBox(
    ctx,
    r,
    { x0: x0 - 0.035, x1: x1 + 0.035, bottom: 0.3, top: 0.6, back: 0.62, front: 0.82 },
    lighter(sheet, 0.2),
  );
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintBed(ctx, r, p.bedX, p.linen[0], p.linen[1]);
  for (const x of p.stands) {
    const stand = {
      x0: x - NIGHTSTAND.w / 2,
      x1: x + NIGHTSTAND.w / 2,
      bottom: 0.05,
      top: NIGHTSTAND.height,
      back: 0.02,
      front: 0.45,
    };
    paintFloorShadow(ctx, r, stand);
    paintBox(ctx, r, stand, "#a07a58");
    const drawer = project(r, x - 0.04, NIGHTSTAND.height - 0.12, stand.front);
    const m = metreAt(r, stand.front);
    ctx.fillStyle = "#d9c7a0";
    ctx.fillRect(drawer[0], drawer[1], 0.08 * m, 0.015 * m);
    const [lx, ly] = project(r, x, NIGHTSTAND.height, 0.22);
    paintTableLamp(ctx, b, lx, ly, metreAt(r, 0.22) * 0.45, "#f3ead8");
  }
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.4, rows: [b.horizon - r.metre * 1.3, b.floor] });
  if (b.time === "night") for (const lamp of p.lamps) paintGlow(ctx, lamp.x, lamp.y, r.metre * 1.1, "#ffd08a", 0.55);
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintNearPlant(ctx, b, r, p.side, "#e3d9c8");
  const basketDepth = 4.6;
  const [bx, by] = project(r, lateral(r, b.width * (p.side < 0 ? 0.88 : 0.12), basketDepth), 0, basketDepth);
  paintBasket(ctx, bx, by, metreAt(r, basketDepth) * 0.42, metreAt(r, basketDepth) * 0.36, lighter(p.linen[1], 0.2));
  lightLayer(ctx, b, { lamps: p.lamps, depth: 1, rows: [b.horizon, b.height] });
}

export const bedroom: Place = { kind: "bedroom", outdoor: false, sky, far, mid, near };
