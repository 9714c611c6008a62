import { fillRoundRect } from "../../../kit/shapes";
import { between, choose, pickSide } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow } from "./boxes";
import { ceilingLamps, lightLayer } from "./light";
import { type Ctx, metreAt, project, type Room, room } from "./perspective";
import { paintBooks, paintChair, paintClock, paintNearDesk, paintPicture, paintTable } from "./props";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { fillBand } from "./walls";
import { sideWindows, windowAt } from "./windows";

const BOARD = { height: 1.2, bottom: 0.95 };
const DESK = { w: 0.7, d: 0.5, height: 0.7 };

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 61);
  const boardWidth = Math.min(4.2, r.halfWidth * 1.05);
  // The board hangs a little off-centre, the windows on the other side of it.
  const boardX = -side * Math.min(0.5, r.halfWidth * 0.12);
  const windowsFrom = boardX + side * (boardWidth / 2 + 0.45);
  const windowWidth = 1.1;
  const wallLeft = r.halfWidth - 0.3 - Math.abs(windowsFrom);
  const count = Math.max(1, Math.min(3, Math.floor((wallLeft + 0.3) / (windowWidth + 0.3))));
  const windows = Array.from({ length: count }, (_, i) => {
    const x = windowsFrom + side * (windowWidth / 2 + i * (windowWidth + 0.3));
    return windowAt(r, x, windowWidth, 1.0, 1.5, { columns: 2, rows: 3 });
  });
  const lamps = ceilingLamps(r);
  return {
    r,
    side,
    boardWidth,
    boardX,
    glass: [...windows, ...sideWindows(b, r, 1.0, 1.5)],
    lamps,
    wall: choose(b, 62, ["#f3e9c9", "#e3ecd9", "#dfe9ef"]),
    dado: choose(b, 63, ["#7aa2b8", "#9bb07a", "#c98f6a"]),
  };
}
type Plan = ReturnType<typeof plan>;

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintShell(ctx, b, p, {
    wall: p.wall,
    ceiling: "#f2f1ec",
    // The lower wall is painted a harder-wearing colour, with a rail along its top.
    onWall: () => {
      const [, dadoTop] = project(r, 0, 0.9, 0);
      fillBand(ctx, b, dadoTop, b.horizon, [p.dado, darker(p.dado, 0.1)]);
      ctx.fillStyle = lighter(p.dado, 0.4);
      ctx.fillRect(0, dadoTop - r.metre * 0.04, b.width, r.metre * 0.04);
    },
    floor: { tiles: "#d9d2c3", size: 0.4 },
    sideSkirting: p.dado,
    ceilingPanels: 2,
    frame: "#f4f2ec",
    view: "trees",
    evenlyLit: true,
  });
}

/** Chalk on the board: lines of squiggly "writing", a few sums' worth of marks, a drawn shape. */
function paintChalk(ctx: Ctx, b: Backdrop, x: number, y: number, w: number, h: number): void {
  ctx.strokeStyle = "rgba(245,245,235,0.8)";
  ctx.lineCap = "round";
  ctx.lineWidth = Math.max(1, h * 0.018);
  const lineGap = h * 0.17;
  ctx.beginPath();
  for (let i = 0; i < 4; i++) {
    const ly = y + h * 0.18 + i * lineGap;
    let lx = x + w * 0.06;
    const end = x + w * between(b, 0.4, 0.55);
    while (lx < end) {
      const word = w * between(b, 0.04, 0.09);
      ctx.moveTo(lx, ly);
      for (let sx = lx; sx < lx + word; sx += h * 0.03)
        ctx.quadraticCurveTo(sx + h * 0.008, ly - h * 0.05, sx + h * 0.016, ly + (b.random() - 0.5) * h * 0.02);
      lx += word + w * 0.025;
    }
  }
  ctx.stroke();
  // A triangle and a circle, as in a geometry lesson.
  ctx.beginPath();
  const tx = x + w * 0.68;
  const ty = y + h * 0.72;
  ctx.moveTo(tx, ty);
  ctx.lineTo(tx + w * 0.14, ty);
  ctx.lineTo(tx + w * 0.04, ty - h * 0.42);
  ctx.closePath();
  ctx.moveTo(x + w * 0.92 + h * 0.16, y + h * 0.38);
  ctx.arc(x + w * 0.92, y + h * 0.38, h * 0.16, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineCap = "butt";
}

function paintBoard(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r } = p;
  const m = r.metre;
  const [cx] = project(r, p.boardX, 0, 0);
  const w = p.boardWidth * m;
  const h = BOARD.height * m;
  const x = cx - w / 2;
  const [, top] = project(r, 0, BOARD.bottom + BOARD.height, 0);
  ctx.fillStyle = "rgba(40,30,20,0.2)";
  ctx.fillRect(x + m * 0.05, top + m * 0.06, w, h);
  fillRoundRect(ctx, x - m * 0.06, top - m * 0.06, w + m * 0.12, h + m * 0.12, m * 0.02, "#b58a5e");
  const g = ctx.createLinearGradient(x, top, x + w, top + h);
  g.addColorStop(0, "#3f6b56");
  g.addColorStop(1, "#2f5544");
  ctx.fillStyle = g;
  ctx.fillRect(x, top, w, h);
  // Old chalk wiped around, never quite gone.
  ctx.fillStyle = "rgba(255,255,255,0.05)";
  for (let i = 0; i < 5; i++) {
    ctx.beginPath();
    ctx.ellipse(
      x + w * b.random(),
      top + h * b.random(),
      w * between(b, 0.08, 0.16),
      h * between(b, 0.08, 0.14),
      0,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  paintChalk(ctx, b, x, top, w, h);
  // The chalk ledge.
  paintBox(
    ctx,
    r,
    {
      x0: p.boardX - p.boardWidth / 2,
      x1: p.boardX + p.boardWidth / 2,
      bottom: BOARD.bottom - 0.08,
      top: BOARD.bottom - 0.05,
      back: 0,
      front: 0.08,
    },
    "#b58a5e",
  );
}

/** A bunting of coloured flags strung along the top of the wall. */
function paintBunting(ctx: Ctx, r: Room): void {
  const colours = ["#e07a5f", "#f2b134", "#6ab06a", "#3d9fc4", "#9c7bc4"];
  const m = r.metre;
  const [x0, y0] = project(r, -r.halfWidth + 0.3, 2.62, 0);
  const [x1] = project(r, r.halfWidth - 0.3, 2.62, 0);
  const spans = Math.max(2, Math.round((x1 - x0) / (m * 1.6)));
  const span = (x1 - x0) / spans;
  const sag = m * 0.12;
  ctx.strokeStyle = "rgba(90,70,50,0.6)";
  ctx.lineWidth = Math.max(1, m * 0.008);
  for (let s = 0; s < spans; s++) {
    const sx = x0 + s * span;
    ctx.beginPath();
    ctx.moveTo(sx, y0);
    ctx.quadraticCurveTo(sx + span / 2, y0 + sag * 2, sx + span, y0);
    ctx.stroke();
    const flags = Math.max(3, Math.round(span / (m * 0.22)));
    for (let f = 1; f < flags; f++) {
      const t = f / flags;
      const fx = sx + span * t;
      const fy = y0 + sag * 4 * t * (1 - t);
      ctx.fillStyle = colours[(s * flags + f) % colours.length] ?? "#e4572e";
      ctx.beginPath();
      ctx.moveTo(fx - m * 0.07, fy);
      ctx.lineTo(fx + m * 0.07, fy);
      ctx.lineTo(fx, fy + m * 0.16);
      ctx.closePath();
      ctx.fill();
    }
  }
}

/** A low bookcase of cubbies along the wall at `x`. */
function paintCubbies(ctx: Ctx, b: Backdrop, r: Room, x0: number, x1: number): void {
  const box = { x0, x1, bottom: 0, top: 0.85, back: 0, front: 0.4 };
  paintFloorShadow(ctx, r, { x0, x1, back: 0, front: 0.4 });
  paintBox(ctx, r, box, "#d9b98f");
  const [fx0, fy0] = project(r, x0, box.top, box.front);
  const [fx1, fy1] = project(r, x1, 0.05, box.front);
  const m = metreAt(r, box.front);
  const cols = Math.max(1, Math.round((x1 - x0) / 0.4));
  const cw = (fx1 - fx0) / cols;
  const ch = (fy1 - fy0) / 2;
  const tubs = ["#e07a5f", "#f2b134", "#3d9fc4", "#6ab06a", "#9c7bc4"];
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < 2; row++) {
      const cx = fx0 + c * cw + m * 0.03;
      const cy = fy0 + row * ch + m * 0.03;
      ctx.fillStyle = "#8a6a48";
      ctx.fillRect(cx, cy, cw - m * 0.06, ch - m * 0.06);
      if (b.random() < 0.55)
        fillRoundRect(
          ctx,
          cx + m * 0.02,
          cy + ch * 0.3,
          cw - m * 0.1,
          ch * 0.6,
          m * 0.02,
          tubs[Math.floor(b.random() * tubs.length)] ?? "#e4572e",
        );
      else paintBooks(ctx, b, cx + m * 0.02, cx + cw - m * 0.08, cy + ch - m * 0.06, ch * 0.75);
    }
  }
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintBoard(ctx, b, p);
  paintBunting(ctx, r);
  const [cx, cy] = project(r, p.boardX - p.side * (p.boardWidth / 2 + 0.45), 1.95, 0);
  paintClock(ctx, b, cx, cy, r.metre * 0.16);
  // Low cubbies on the side away from the windows, a globe on top.
  const cubbiesTo = p.boardX - p.side * (p.boardWidth / 2 + 0.2);
  const cubbiesFrom = -p.side * (r.halfWidth - 0.3);
  if (Math.abs(cubbiesFrom - cubbiesTo) > 0.8) {
    const [x0, x1] = [Math.min(cubbiesFrom, cubbiesTo), Math.max(cubbiesFrom, cubbiesTo)];
    paintCubbies(ctx, b, r, x0, x1);
    const [gx, gy] = project(r, (x0 + x1) / 2, 0.85, 0.2);
    paintPicture(ctx, "globe-showing-europe-africa", gx, gy, metreAt(r, 0.2) * 0.32);
  }
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.15, rows: [0, b.horizon + r.metre * 0.3] });
}

/** A pupil's desk with its chair tucked in, facing the board. */
function paintDesk(ctx: Ctx, b: Backdrop, r: Room, x: number, depth: number, colour: string): void {
  const desk = { x0: x - DESK.w / 2, x1: x + DESK.w / 2, back: depth, front: depth + DESK.d };
  paintFloorShadow(ctx, r, { ...desk, front: desk.front + 0.3 });
  paintTable(ctx, r, desk, DESK.height, "#e6c79c", "#6b7378");
  paintChair(ctx, r, x, depth + DESK.d - 0.15, colour, false);
  if (b.random() < 0.5) {
    const [bx, by] = project(r, x - 0.1, DESK.height, depth + 0.25);
    const m = metreAt(r, depth + 0.25);
    fillRoundRect(
      ctx,
      bx - m * 0.1,
      by - m * 0.025,
      m * 0.2,
      m * 0.025,
      m * 0.004,
      ["#c0504d", "#4f81bd", "#9bbb59"][Math.floor(b.random() * 3)] ?? "#c0504d",
    );
  }
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  const chairs = ["#e07a5f", "#3d9fc4", "#f2b134", "#6ab06a"];
  // Rows of desks either side of an aisle down the middle, where people stand.
  const columns: number[] = [];
  for (let x = 1.0; x < r.halfWidth - 0.4; x += 1.25) columns.push(-x, x);
  const rows = [1.0, 2.1];
  let n = 0;
  for (const depth of rows)
    for (const x of columns.sort((a, c) => Math.abs(c) - Math.abs(a)))
      paintDesk(ctx, b, r, x, depth, chairs[n++ % chairs.length] ?? "#e4572e");
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.4, rows: [b.horizon - r.metre, b.floor] });
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // The corner of a desk in the front row, a book and a pencil on it.
  const { depth, onTop } = paintNearDesk(ctx, b, r, p.side, 0.18, DESK, "#e6c79c", "#6b7378");
  const m = metreAt(r, depth + 0.2);
  const [bx, by] = project(r, onTop, DESK.height, depth + 0.2);
  fillRoundRect(ctx, bx - m * 0.12, by - m * 0.03, m * 0.24, m * 0.03, m * 0.005, "#4f81bd");
  fillRoundRect(ctx, bx - m * 0.11, by - m * 0.05, m * 0.22, m * 0.02, m * 0.005, "#f3f0e8");
  ctx.save();
  ctx.translate(bx, by - m * 0.07);
  ctx.rotate(-0.2);
  fillRoundRect(ctx, -m * 0.09, -m * 0.008, m * 0.16, m * 0.016, m * 0.004, "#f3a712");
  ctx.fillStyle = "#f1d3b3";
  ctx.beginPath();
  ctx.moveTo(m * 0.07, -m * 0.008);
  ctx.lineTo(m * 0.1, 0);
  ctx.lineTo(m * 0.07, m * 0.008);
  ctx.fill();
  ctx.restore();
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 1, rows: [b.horizon, b.height] });
}

export const classroom: Place = { kind: "classroom", outdoor: false, sky, far, mid, near };
