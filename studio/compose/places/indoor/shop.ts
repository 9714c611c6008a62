import { fillRoundRect } from "../../../kit/shapes";
import { between, choose, pickSide } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow } from "./boxes";
import { ceilingLamps, lightLayer } from "./light";
import { type Ctx, lateral, metreAt, project, type Room, room } from "./perspective";
import { paintTill } from "./props";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { sideWindows, windowAt } from "./windows";

const UNIT = { width: 1.0, height: 2.0, depth: 0.45, shelves: 5 };
const PACKAGING = [
  "#d64541",
  "#f1a33c",
  "#f4d35e",
  "#4f9d69",
  "#3a7ca5",
  "#8e5ea2",
  "#e8e1d5",
  "#ef7d57",
  "#2b4162",
  "#7fb069",
];
const FRUIT = ["#f28c28", "#d93b30", "#8cbf3f", "#f2d13e", "#7a3b69"];

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 51);
  // A glazed door at one end of the back wall, shelving along the rest.
  const doorX = side * (r.halfWidth - 0.75);
  const door = windowAt(r, doorX, 1.0, 0, 2.1, { columns: 1, rows: 1 });
  const lamps = ceilingLamps(r);
  return {
    r,
    side,
    doorX,
    glass: [door, ...sideWindows(b, r, 0.9, 1.4)],
    lamps,
    stripe: choose(b, 52, ["#2f8f83", "#e0703a", "#3a6ea5", "#c94b4b"]),
    counter: -side * Math.min(r.halfWidth * 0.55, 2.2),
    produce: side * Math.min(r.halfWidth * 0.5, 1.9),
  };
}
function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintShell(ctx, b, p, {
    wall: "#eef0ec",
    ceiling: "#f4f5f3",
    // A band of the shop's colour along the top of the wall.
    onWall: () => {
      const [, top] = project(r, 0, 2.55, 0);
      const [, bottom] = project(r, 0, 2.3, 0);
      ctx.fillStyle = p.stripe;
      ctx.fillRect(0, top, b.width, bottom - top);
    },
    floor: { tiles: "#e4e4df", size: 0.5, sheen: 0.25 },
    sideWall: "#e8ebe6",
    ceilingPanels: 2,
    frame: "#9aa1a6",
    view: "city",
    evenlyLit: true,
  });
}

/** One facing of a product `w` pixels wide standing on `y`: a box, a can or a bottle. */
function paintProduct(ctx: Ctx, kind: number, x: number, y: number, w: number, h: number, colour: string): void {
  if (kind === 0) {
    ctx.fillStyle = colour;
    ctx.fillRect(x, y - h, w * 0.92, h);
    ctx.fillStyle = lighter(colour, 0.6);
    ctx.fillRect(x + w * 0.12, y - h * 0.62, w * 0.68, h * 0.24);
    ctx.fillStyle = "rgba(0,0,0,0.12)";
    ctx.fillRect(x + w * 0.78, y - h, w * 0.14, h);
  } else if (kind === 1) {
    const ch = h * 0.6;
    fillRoundRect(ctx, x + w * 0.06, y - ch, w * 0.8, ch, w * 0.08, colour);
    ctx.fillStyle = "#d9dcdf";
    ctx.fillRect(x + w * 0.06, y - ch, w * 0.8, ch * 0.1);
    ctx.fillStyle = lighter(colour, 0.55);
    ctx.fillRect(x + w * 0.06, y - ch * 0.6, w * 0.8, ch * 0.25);
  } else {
    const body = h * 0.62;
    fillRoundRect(ctx, x + w * 0.15, y - body, w * 0.62, body, w * 0.12, colour);
    ctx.fillStyle = colour;
    ctx.fillRect(x + w * 0.36, y - h * 0.95, w * 0.2, h * 0.35);
    ctx.fillStyle = "#eae6df";
    ctx.fillRect(x + w * 0.15, y - body * 0.62, w * 0.62, body * 0.3);
    ctx.fillStyle = darker(colour, 0.4);
    ctx.fillRect(x + w * 0.34, y - h, w * 0.24, h * 0.07);
  }
}

/**
 * A shelving unit `back` metres out from the wall, stacked with products in runs of the same item, as shops face
 * them.
 */
function paintShelving(ctx: Ctx, b: Backdrop, r: Room, x0: number, x1: number, header: string, back = 0): void {
  const front = back + UNIT.depth;
  const unit = { x0, x1, bottom: 0, top: UNIT.height, back, front };
  paintBox(ctx, r, unit, "#cfd3d6");
  const [fx0, fy0] = project(r, x0 + 0.04, UNIT.height - 0.2, front);
  const [fx1, fy1] = project(r, x1 - 0.04, 0.12, front);
  ctx.fillStyle = "#8f979d";
  ctx.fillRect(fx0, fy0, fx1 - fx0, fy1 - fy0);
  ctx.fillStyle = header;
  const [, hy] = project(r, 0, UNIT.height - 0.04, front);
  ctx.fillRect(fx0, hy, fx1 - fx0, fy0 - hy);
  const gap = (fy1 - fy0) / UNIT.shelves;
  const m = metreAt(r, front);
  for (let i = 1; i <= UNIT.shelves; i++) {
    const y = fy0 + gap * i;
    let x = fx0 + m * 0.02;
    while (x < fx1 - m * 0.06) {
      const kind = Math.floor(b.random() * 3);
      const colour = PACKAGING[Math.floor(b.random() * PACKAGING.length)] ?? "#d64541";
      const w = m * (kind === 0 ? between(b, 0.1, 0.16) : between(b, 0.07, 0.1));
      const h = gap * (kind === 0 ? between(b, 0.55, 0.8) : between(b, 0.6, 0.85));
      for (let n = 1 + Math.floor(b.random() * 4); n > 0 && x + w < fx1; n--, x += w)
        paintProduct(ctx, kind, x, y - gap * 0.07, w, h, colour);
      x += m * 0.015;
    }
    ctx.fillStyle = "#e3e6e8";
    ctx.fillRect(fx0 - m * 0.02, y - gap * 0.08, fx1 - fx0 + m * 0.04, gap * 0.08);
  }
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  const doorEdge = p.doorX - p.side * 0.8;
  const [from, to] = p.side < 0 ? [doorEdge, r.halfWidth - 0.25] : [-r.halfWidth + 0.25, doorEdge];
  const units = Math.max(1, Math.floor((to - from) / UNIT.width));
  const start = (from + to) / 2 - (units * UNIT.width) / 2;
  for (let i = 0; i < units; i++)
    paintShelving(
      ctx,
      b,
      r,
      start + i * UNIT.width + 0.02,
      start + (i + 1) * UNIT.width - 0.02,
      i % 2 === 0 ? p.stripe : lighter(p.stripe, 0.25),
    );
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.15, rows: [0, b.horizon + r.metre * 0.3] });
}

/** A checkout: a counter with a belt and a till on it. */
function paintCheckout(ctx: Ctx, r: Room, x: number, colour: string): void {
  const counter = { x0: x - 0.9, x1: x + 0.9, bottom: 0, top: 0.86, back: 1.2, front: 1.8 };
  paintFloorShadow(ctx, r, counter, 0.3);
  paintBox(ctx, r, counter, "#e9ebed");
  const [sx0, sy0] = project(r, counter.x0, 0.5, counter.front);
  const [sx1, sy1] = project(r, counter.x1, 0.4, counter.front);
  ctx.fillStyle = colour;
  ctx.fillRect(sx0, sy0, sx1 - sx0, sy1 - sy0);
  paintBox(ctx, r, { ...counter, bottom: 0.86, top: 0.9, x1: x + 0.3 }, "#2f3337");
  paintTill(ctx, r, x + 0.6, counter.top, counter.back);
}

/** A stand of tilted crates heaped with fruit. */
function paintProduceStand(ctx: Ctx, b: Backdrop, r: Room, x: number): void {
  const stand = { x0: x - 0.8, x1: x + 0.8, bottom: 0, top: 0.7, back: 1.3, front: 2.0 };
  paintFloorShadow(ctx, r, stand, 0.3);
  paintBox(ctx, r, stand, "#9c7048");
  const crates = 3;
  const w = (stand.x1 - stand.x0) / crates;
  for (let i = 0; i < crates; i++) {
    const cx0 = stand.x0 + i * w + 0.03;
    const colour = FRUIT[(i + Math.floor(b.random() * FRUIT.length)) % FRUIT.length] ?? "#f28c28";
    const m = metreAt(r, 1.75);
    // The crate's front lip, then fruit heaped behind it in rows.
    for (let row = 0; row < 4; row++) {
      const depth = 1.45 + row * 0.12;
      const [ax] = project(r, cx0 + 0.06, 0.78, depth);
      const [bx, by] = project(r, cx0 + w - 0.09, 0.78 - row * 0.03, depth);
      const radius = m * 0.055;
      ctx.fillStyle = colour;
      ctx.beginPath();
      for (let fx = ax + radius; fx <= bx; fx += radius * 1.9) {
        const fy = by - radius * 0.6 + (b.random() - 0.5) * radius * 0.4;
        ctx.moveTo(fx + radius, fy);
        ctx.arc(fx, fy, radius, 0, Math.PI * 2);
      }
      ctx.fill();
      ctx.fillStyle = "rgba(255,255,255,0.3)";
      ctx.beginPath();
      for (let fx = ax + radius; fx <= bx; fx += radius * 1.9) {
        ctx.moveTo(fx - radius * 0.2, by - radius);
        ctx.arc(fx - radius * 0.35, by - radius * 0.95, radius * 0.25, 0, Math.PI * 2);
      }
      ctx.fill();
    }
    paintBox(ctx, r, { x0: cx0, x1: cx0 + w - 0.06, bottom: 0.66, top: 0.8, back: 1.95, front: 2.0 }, "#c9a06b");
  }
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // A wide shop has the ends of aisles of shelving toward the side walls.
  if (r.halfWidth > 4)
    for (const side of [-1, 1]) {
      const x = side * (r.halfWidth - 1.1);
      paintFloorShadow(ctx, r, { x0: x - 0.55, x1: x + 0.55, back: 1.2, front: 1.7 }, 0.25);
      paintShelving(ctx, b, r, x - 0.55, x + 0.55, p.stripe, 1.2);
    }
  paintCheckout(ctx, r, p.counter, p.stripe);
  paintProduceStand(ctx, b, r, p.produce);
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.4, rows: [b.horizon - r.metre * 1.2, b.floor] });
}

/** A shopping basket on the floor, `w` pixels wide, with its handles up. */
function paintShoppingBasket(ctx: Ctx, x: number, y: number, w: number, colour: string): void {
  const h = w * 0.55;
  ctx.strokeStyle = darker(colour, 0.25);
  ctx.lineWidth = w * 0.035;
  ctx.beginPath();
  ctx.ellipse(x, y - h, w * 0.3, h * 0.7, 0, Math.PI * 1.05, Math.PI * 1.95);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y - h);
  ctx.lineTo(x + w / 2, y - h);
  ctx.lineTo(x + w * 0.42, y);
  ctx.lineTo(x - w * 0.42, y);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.fillStyle = darker(colour, 0.3);
  for (let i = 0; i < 6; i++) ctx.fillRect(x - w * 0.36 + i * w * 0.13, y - h * 0.75, w * 0.06, h * 0.5);
  ctx.fillStyle = lighter(colour, 0.2);
  ctx.fillRect(x - w / 2, y - h, w, h * 0.1);
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  const depth = 4.5;
  const m = metreAt(r, depth);
  const [bx, by] = project(r, lateral(r, b.width * (p.side < 0 ? 0.87 : 0.13), depth), 0, depth);
  paintShoppingBasket(ctx, bx, by, m * 0.5, "#d64541");
  // A stack of boxes waiting to be shelved on the other side.
  const boxDepth = 4.5;
  const edge = lateral(r, b.width * (p.side < 0 ? 0.09 : 0.91), boxDepth);
  const [x0, x1] = p.side < 0 ? [edge - 0.45, edge] : [edge, edge + 0.45];
  paintBox(ctx, r, { x0, x1, bottom: 0, top: 0.35, back: boxDepth, front: boxDepth + 0.4 }, "#c9a06b");
  paintBox(
    ctx,
    r,
    { x0: x0 + 0.04, x1: x1 - 0.06, bottom: 0.35, top: 0.62, back: boxDepth + 0.05, front: boxDepth + 0.35 },
    "#d4ad7a",
  );
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 1, rows: [b.horizon, b.height] });
}

export const shop: Place = { kind: "shop", outdoor: false, sky, far, mid, near };
