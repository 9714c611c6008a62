import { withAlpha } from "../../../kit/colour";
import { fillRoundRect, traceTrapezoid } from "../../../kit/shapes";
import { between, choose, pickSide, vary } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow } from "./boxes";
import { lampAt, lightLayer } from "./light";
import { type Ctx, lateral, metreAt, project, type Room, room } from "./perspective";
import {
  paintBasket,
  paintPendant,
  paintPendantLight,
  paintPicture,
  paintScribbles,
  paintShelf,
  paintTill,
} from "./props";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { sideWindows, windowAt } from "./windows";

const CASE = { back: 1.3, front: 2.0, base: 0.55, top: 1.1 };
const SHELVES = [1.2, 1.6, 2.0];
const CRUST = ["#c98a4b", "#b8743a", "#d9a062", "#a8652f"];

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 31);
  const window = windowAt(r, side * r.halfWidth * 0.72, Math.min(1.6, r.halfWidth * 0.3), 1.0, 1.3, {
    columns: 2,
    rows: 2,
  });
  const shelves = { x0: -r.halfWidth * 0.5 - (side < 0 ? 0 : 0.3), x1: r.halfWidth * 0.5 + (side < 0 ? 0.3 : 0) };
  const caseHalf = Math.max(1.6, r.halfWidth * 0.62);
  const pendants = [-0.33, 0.33].map((f) => project(r, f * caseHalf * 2, 2.2, (CASE.back + CASE.front) / 2));
  const lamps = pendants.map((at) => lampAt(r, at, 3, 0.5));
  return {
    r,
    side,
    window,
    glass: [window, ...sideWindows(b, r, 1.0, 1.3)],
    shelves,
    caseHalf,
    pendants,
    lamps,
    wall: choose(b, 32, ["#f3e3cc", "#e2ede2", "#f5ddd2"]),
    awning: choose(b, 33, [
      ["#c9544a", "#f8f1e6"],
      ["#6f9a86", "#f6f0e2"],
      ["#d98b5a", "#fbf3e6"],
    ]),
    tiles: vary(b, 34) < 0.6,
  };
}
type Plan = ReturnType<typeof plan>;

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintShell(ctx, b, p, {
    wall: p.wall,
    floor: p.tiles ? { tiles: "#f1ece3", size: 0.3, checker: "#4a4542" } : { wood: "#a97a53" },
    frame: "#f8f4ec",
    view: "city",
  });
}

/** A loaf lying on its side, `w` pixels long, standing on `y`: a crusty dome with slashes across it. */
function paintLoaf(ctx: Ctx, b: Backdrop, x: number, y: number, w: number): void {
  const crust = CRUST[Math.floor(b.random() * CRUST.length)] ?? "#c98a4b";
  const h = w * between(b, 0.38, 0.5);
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y);
  ctx.bezierCurveTo(x - w / 2, y - h * 1.2, x + w / 2, y - h * 1.2, x + w / 2, y);
  ctx.closePath();
  const g = ctx.createLinearGradient(0, y - h, 0, y);
  g.addColorStop(0, lighter(crust, 0.12));
  g.addColorStop(1, darker(crust, 0.2));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = withAlpha(lighter(crust, 0.5), 0.8);
  ctx.lineWidth = Math.max(1, w * 0.035);
  ctx.lineCap = "round";
  ctx.beginPath();
  for (let i = -1; i <= 1; i++) {
    ctx.moveTo(x + i * w * 0.22 - w * 0.06, y - h * 0.45);
    ctx.lineTo(x + i * w * 0.22 + w * 0.06, y - h * 0.75);
  }
  ctx.stroke();
  ctx.lineCap = "butt";
}

/** A round loaf with a cross cut on top. */
function paintBoule(ctx: Ctx, b: Backdrop, x: number, y: number, w: number): void {
  const crust = CRUST[Math.floor(b.random() * CRUST.length)] ?? "#c98a4b";
  ctx.beginPath();
  ctx.ellipse(x, y - w * 0.32, w / 2, w * 0.36, 0, 0, Math.PI * 2);
  const g = ctx.createRadialGradient(x - w * 0.15, y - w * 0.5, w * 0.05, x, y - w * 0.3, w * 0.55);
  g.addColorStop(0, lighter(crust, 0.2));
  g.addColorStop(1, darker(crust, 0.15));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = withAlpha(lighter(crust, 0.5), 0.8);
  ctx.lineWidth = Math.max(1, w * 0.04);
  ctx.beginPath();
  ctx.moveTo(x - w * 0.18, y - w * 0.45);
  ctx.lineTo(x + w * 0.18, y - w * 0.3);
  ctx.moveTo(x - w * 0.18, y - w * 0.3);
  ctx.lineTo(x + w * 0.18, y - w * 0.45);
  ctx.stroke();
}

/** A baguette `length` pixels long from `x, y`, tilted by `angle`. */
function paintBaguette(ctx: Ctx, x: number, y: number, length: number, angle: number): void {
  const thick = length * 0.13;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  fillRoundRect(ctx, 0, -thick / 2, length, thick, thick / 2, "#d29a55");
  ctx.fillStyle = "rgba(255,255,255,0.08)";
  ctx.fillRect(thick * 0.4, -thick * 0.35, length - thick * 0.8, thick * 0.2);
  ctx.strokeStyle = "#f0c98a";
  ctx.lineWidth = Math.max(1, thick * 0.14);
  ctx.beginPath();
  for (let i = 1; i < 5; i++) {
    ctx.moveTo((length * i) / 5 - thick * 0.35, thick * 0.2);
    ctx.lineTo((length * i) / 5 + thick * 0.35, -thick * 0.2);
  }
  ctx.stroke();
  ctx.restore();
}

function paintShelvesOfBread(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r } = p;
  const { x0, x1 } = p.shelves;
  const m = r.metre;
  // Tongue-and-groove boarding behind the bread.
  const [bx0, by0] = project(r, x0 - 0.1, 2.25, 0);
  const [bx1, by1] = project(r, x1 + 0.1, 0, 0);
  ctx.fillStyle = "#efe2cc";
  ctx.fillRect(bx0, by0, bx1 - bx0, by1 - by0);
  ctx.fillStyle = "rgba(120,90,60,0.14)";
  for (let x = bx0 + m * 0.12; x < bx1; x += m * 0.12) ctx.fillRect(x, by0, Math.max(1, m * 0.008), by1 - by0);
  for (const height of SHELVES) {
    paintShelf(ctx, r, x0, x1, height, 0.3, "#8c6240");
    const [, y] = project(r, 0, height, 0.15);
    const [sx0] = project(r, x0, height, 0.15);
    const [sx1] = project(r, x1, height, 0.15);
    let x = sx0 + m * 0.12;
    while (x < sx1 - m * 0.25) {
      const kind = b.random();
      const w = m * between(b, 0.26, 0.34);
      if (kind < 0.45) paintLoaf(ctx, b, x + w / 2, y, w);
      else if (kind < 0.8) paintBoule(ctx, b, x + w * 0.4, y, w * 0.8);
      else paintBaguette(ctx, x, y - m * 0.03, w * 1.6, -0.04);
      x += w * (kind < 0.8 ? 1.08 : 1.7);
    }
  }
  // A striped awning with a scalloped edge over the shelves.
  const [ax0, ay] = project(r, x0 - 0.2, 2.55, 0);
  const [ax1] = project(r, x1 + 0.2, 2.55, 0);
  const stripe = m * 0.2;
  const drop = m * 0.22;
  const [red, cream] = p.awning;
  for (let x = ax0, i = 0; x < ax1; x += stripe, i++) {
    const w = Math.min(stripe, ax1 - x);
    ctx.fillStyle = i % 2 === 0 ? red : cream;
    ctx.beginPath();
    ctx.moveTo(x, ay);
    ctx.lineTo(x + w, ay);
    ctx.lineTo(x + w, ay + drop);
    ctx.arc(x + w / 2, ay + drop, w / 2, 0, Math.PI);
    ctx.closePath();
    ctx.fill();
  }
  ctx.fillStyle = darker(red, 0.25);
  ctx.fillRect(ax0 - m * 0.02, ay - m * 0.05, ax1 - ax0 + m * 0.04, m * 0.06);
}

/** A framed blackboard menu: chalk squiggles for the items, no words. */
function paintMenuBoard(ctx: Ctx, b: Backdrop, r: Room, x: number): void {
  const m = r.metre;
  const [cx, top] = project(r, x, 2.3, 0);
  const w = 0.9 * m;
  const h = 1.0 * m;
  ctx.fillStyle = "rgba(50,30,20,0.2)";
  ctx.fillRect(cx - w / 2 + m * 0.04, top + m * 0.05, w, h);
  fillRoundRect(ctx, cx - w / 2, top, w, h, m * 0.03, "#8c6240");
  ctx.fillStyle = "#2e3532";
  ctx.fillRect(cx - w / 2 + m * 0.05, top + m * 0.05, w - m * 0.1, h - m * 0.1);
  paintScribbles(
    ctx,
    b,
    { x: cx - w / 2 + m * 0.14, y: top + m * 0.2, w: w - m * 0.28, h: h - m * 0.35 },
    "rgba(240,236,225,0.75)",
    6,
  );
  ctx.strokeStyle = "rgba(240,200,120,0.8)";
  ctx.lineWidth = m * 0.012;
  ctx.beginPath();
  ctx.moveTo(cx - w * 0.25, top + m * 0.12);
  ctx.quadraticCurveTo(cx, top + m * 0.06, cx + w * 0.25, top + m * 0.12);
  ctx.stroke();
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // A back counter under the shelves, with baskets of baguettes on it.
  const back = { x0: p.shelves.x0, x1: p.shelves.x1, bottom: 0, top: 0.9, back: 0, front: 0.55 };
  paintBox(ctx, r, back, "#9a6d48");
  paintBox(ctx, r, { ...back, bottom: 0.9, top: 0.94, front: 0.58 }, "#d8c3a2");
  paintShelvesOfBread(ctx, b, p);
  const m = metreAt(r, 0.3);
  for (const f of [0.15, 0.85]) {
    const x = p.shelves.x0 + (p.shelves.x1 - p.shelves.x0) * f;
    const [bx, by] = project(r, x, 0.94, 0.3);
    for (const lean of [-0.25, -0.08, 0.1, 0.26])
      paintBaguette(ctx, bx + lean * m * 0.3, by - m * 0.05, m * 0.6, -Math.PI / 2 + lean);
    paintBasket(ctx, bx, by, m * 0.36, m * 0.22, "#f4ead8");
  }
  const boardX = -p.side * (r.halfWidth * 0.5 + 0.85);
  if (Math.abs(boardX) + 0.5 < r.halfWidth - 0.2) paintMenuBoard(ctx, b, r, boardX);
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.15, rows: [0, b.horizon + r.metre * 0.3] });
}

const TREATS = ["shortcake", "cupcake", "doughnut", "birthday-cake", "croissant", "pie", "cupcake", "shortcake"];

/** The glass display counter: a panelled base, cakes on two levels behind the glass, a register at one end. */
function paintDisplayCase(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r, caseHalf } = p;
  const x0 = -caseHalf;
  const x1 = caseHalf;
  paintFloorShadow(ctx, r, { x0, x1, back: CASE.back, front: CASE.front }, 0.3);
  paintBox(ctx, r, { x0, x1, bottom: 0, top: CASE.base, back: CASE.back, front: CASE.front }, "#8c6240");
  // Panels on the base.
  const m = metreAt(r, CASE.front);
  const panels = Math.max(2, Math.round((x1 - x0) / 0.8));
  ctx.strokeStyle = "rgba(255,230,200,0.25)";
  ctx.lineWidth = Math.max(1, m * 0.012);
  for (let i = 0; i < panels; i++) {
    const [px0, py0] = project(r, x0 + ((x1 - x0) * i) / panels + 0.08, CASE.base - 0.08, CASE.front);
    const [px1, py1] = project(r, x0 + ((x1 - x0) * (i + 1)) / panels - 0.08, 0.1, CASE.front);
    ctx.strokeRect(px0, py0, px1 - px0, py1 - py0);
  }
  // Inside the case: a pale back, a glass shelf, and treats on both levels.
  paintBox(ctx, r, { x0, x1, bottom: CASE.base, top: CASE.top, back: CASE.back, front: CASE.back + 0.05 }, "#f3ece0");
  paintBox(ctx, r, { x0, x1, bottom: CASE.base, top: CASE.base + 0.02, back: CASE.back, front: CASE.front }, "#efe6d8");
  const inside = (CASE.back + CASE.front) / 2;
  const size = metreAt(r, inside) * 0.2;
  for (const level of [CASE.base + 0.02, CASE.base + 0.3]) {
    if (level > CASE.base + 0.1)
      paintBox(
        ctx,
        r,
        { x0, x1, bottom: level - 0.01, top: level, back: CASE.back, front: CASE.front - 0.1 },
        "#dfe9ea",
      );
    const [sx0, y] = project(r, x0 + 0.15, level, inside);
    const [sx1] = project(r, x1 - 0.15, level, inside);
    for (
      let x = sx0 + size / 2, i = Math.floor(b.random() * TREATS.length);
      x < sx1 - size / 2;
      x += size * 1.25, i++
    ) {
      paintPicture(ctx, TREATS[i % TREATS.length] ?? "cupcake", x, y + size * 0.06, size);
    }
  }
  // The glass: a faint sheen with a couple of highlights, and a glass top.
  const [gx0, gy0] = project(r, x0, CASE.top, CASE.front);
  const [gx1, gy1] = project(r, x1, CASE.base, CASE.front);
  ctx.fillStyle = "rgba(210,235,240,0.18)";
  ctx.fillRect(gx0, gy0, gx1 - gx0, gy1 - gy0);
  ctx.fillStyle = "rgba(255,255,255,0.35)";
  for (const f of [0.12, 0.16, 0.62]) {
    ctx.beginPath();
    ctx.moveTo(gx0 + (gx1 - gx0) * f, gy1);
    ctx.lineTo(gx0 + (gx1 - gx0) * (f + 0.03), gy1);
    ctx.lineTo(gx0 + (gx1 - gx0) * (f + 0.08), gy0);
    ctx.lineTo(gx0 + (gx1 - gx0) * (f + 0.05), gy0);
    ctx.closePath();
    ctx.fill();
  }
  paintBox(
    ctx,
    r,
    {
      x0: x0 - 0.02,
      x1: x1 + 0.02,
      bottom: CASE.top,
      top: CASE.top + 0.03,
      back: CASE.back - 0.02,
      front: CASE.front + 0.02,
    },
    "#c9a27a",
  );
  // A till at one end.
  paintTill(ctx, r, -p.side * caseHalf * 0.55, CASE.top + 0.03, CASE.back);
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintDisplayCase(ctx, b, p);
  const size = metreAt(r, (CASE.back + CASE.front) / 2) * 0.36;
  for (const [x, y] of p.pendants) paintPendant(ctx, b, x, y, size, p.awning[0]);
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.4, rows: [0, b.floor] });
  const [, counterY] = project(r, 0, CASE.top, CASE.back);
  for (const [x, y] of p.pendants) paintPendantLight(ctx, b, x, y, size, counterY);
}

/** A sack of flour, slumped, tied at the neck. */
function paintFlourSack(ctx: Ctx, x: number, y: number, w: number): void {
  const h = w * 1.2;
  ctx.beginPath();
  ctx.moveTo(x - w * 0.5, y);
  ctx.bezierCurveTo(x - w * 0.62, y - h * 0.6, x - w * 0.3, y - h * 0.85, x - w * 0.12, y - h * 0.86);
  ctx.lineTo(x + w * 0.12, y - h * 0.86);
  ctx.bezierCurveTo(x + w * 0.3, y - h * 0.85, x + w * 0.62, y - h * 0.6, x + w * 0.5, y);
  ctx.closePath();
  const g = ctx.createLinearGradient(x - w / 2, 0, x + w / 2, 0);
  g.addColorStop(0, "#eadcc0");
  g.addColorStop(1, "#c2ad88");
  ctx.fillStyle = g;
  ctx.fill();
  ctx.beginPath();
  traceTrapezoid(ctx, x, y - h * 0.86, w * 0.12, y - h, w * 0.2);
  ctx.fill();
  ctx.fillStyle = "#8c6240";
  ctx.fillRect(x - w * 0.14, y - h * 0.89, w * 0.28, h * 0.04);
  // A wheat-sheaf stamp in a ring, no lettering.
  ctx.strokeStyle = "rgba(150,90,50,0.6)";
  ctx.lineWidth = Math.max(1, w * 0.025);
  ctx.beginPath();
  ctx.arc(x, y - h * 0.42, w * 0.16, 0, Math.PI * 2);
  ctx.moveTo(x, y - h * 0.32);
  ctx.lineTo(x, y - h * 0.52);
  ctx.moveTo(x, y - h * 0.44);
  ctx.lineTo(x - w * 0.07, y - h * 0.5);
  ctx.moveTo(x, y - h * 0.44);
  ctx.lineTo(x + w * 0.07, y - h * 0.5);
  ctx.stroke();
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // A basket of baguettes on one side, sacks of flour on the other.
  const depth = 4.8;
  const m = metreAt(r, depth);
  const [bx, by] = project(r, lateral(r, b.width * (p.side < 0 ? 0.88 : 0.12), depth), 0, depth);
  for (const lean of [-0.22, -0.06, 0.08, 0.24])
    paintBaguette(ctx, bx + lean * m * 0.3, by - m * 0.25, m * 0.55, -Math.PI / 2 + lean);
  paintBasket(ctx, bx, by, m * 0.4, m * 0.32, "#f4ead8");
  const sackDepth = 4.4;
  const sm = metreAt(r, sackDepth);
  const [sx, sy] = project(r, lateral(r, b.width * (p.side < 0 ? 0.1 : 0.9), sackDepth), 0, sackDepth);
  paintFlourSack(ctx, sx - p.side * sm * 0.12, sy, sm * 0.42);
  paintFlourSack(ctx, sx + p.side * sm * 0.22, sy + sm * 0.08, sm * 0.38);
  lightLayer(ctx, b, { lamps: p.lamps, depth: 1, rows: [b.horizon, b.height] });
}

export const bakery: Place = { kind: "bakery", outdoor: false, sky, far, mid, near };
