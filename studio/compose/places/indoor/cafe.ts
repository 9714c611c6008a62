import { fillRoundRect } from "../../../kit/shapes";
import { between, choose, pickSide, vary } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow } from "./boxes";
import { lampAt, lightLayer } from "./light";
import { type Ctx, lateral, metreAt, project, type Room, room } from "./perspective";
import { paintChair, paintNearPlant, paintPendant, paintPendantLight, paintScribbles, paintShelf } from "./props";
import { darker } from "./shades";
import { paintShell } from "./shell";
import { fillBand } from "./walls";
import { sideWindows, windowAt } from "./windows";

const BAR = { back: 1.0, front: 1.65, top: 1.05 };

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 41);
  const windowWidth = Math.min(3, Math.max(1.8, r.halfWidth * 0.45));
  const window = windowAt(r, side * (r.halfWidth - windowWidth / 2 - 0.35), windowWidth, 0.75, 1.85, {
    columns: 3,
    rows: 2,
  });
  // The bar runs along the other half of the room; a bistro table stands by the window.
  const bar = side < 0 ? { x0: 0.2, x1: r.halfWidth - 0.3 } : { x0: -r.halfWidth + 0.3, x1: -0.2 };
  const pendants = [0.3, 0.7].map((f) => project(r, bar.x0 + (bar.x1 - bar.x0) * f, 2.1, (BAR.back + BAR.front) / 2));
  const lamps = pendants.map((at) => lampAt(r, at, 3, 0.5));
  return {
    r,
    side,
    window,
    glass: [window, ...sideWindows(b, r, 0.75, 1.6)],
    bar,
    table: side * Math.min(r.halfWidth * 0.45, 1.7),
    pendants,
    lamps,
    brick: vary(b, 42) < 0.6,
    wall: choose(b, 43, ["#2f5d57", "#b96a4b", "#e9dfcf"]),
    wood: choose(b, 44, ["#7a5236", "#a87a52"]),
  };
}
type Plan = ReturnType<typeof plan>;

/** An exposed brick back wall: mortar lines in stretcher bond and bricks of slightly varying colour. */
function paintBrickWall(ctx: Ctx, b: Backdrop, r: Room): void {
  const brick = "#b0603f";
  fillBand(ctx, b, r.ceiling, b.horizon, [darker(brick, 0.12), brick, darker(brick, 0.08)]);
  const h = r.metre * 0.075;
  const w = r.metre * 0.23;
  for (let i = 0; i < 260; i++) {
    const row = Math.floor(b.random() * ((b.horizon - r.ceiling) / h));
    const col = Math.floor(b.random() * (b.width / w));
    ctx.fillStyle = b.random() < 0.5 ? "rgba(255,220,190,0.12)" : "rgba(60,20,10,0.14)";
    ctx.fillRect(col * w + ((row % 2) * w) / 2, r.ceiling + row * h, w, h);
  }
  ctx.strokeStyle = "rgba(235,215,195,0.55)";
  ctx.lineWidth = Math.max(1, r.metre * 0.012);
  ctx.beginPath();
  for (let row = 0, y = r.ceiling; y < b.horizon; row++, y += h) {
    ctx.moveTo(0, y);
    ctx.lineTo(b.width, y);
    for (let x = ((row % 2) * w) / 2; x < b.width; x += w) {
      ctx.moveTo(x, y);
      ctx.lineTo(x, Math.min(b.horizon, y + h));
    }
  }
  ctx.stroke();
}

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintShell(ctx, b, p, {
    wall: p.wall,
    onWall: p.brick ? () => paintBrickWall(ctx, b, p.r) : undefined,
    floor: { wood: p.wood },
    sideWall: p.brick ? "#e6dccb" : p.wall,
    frame: "#2d2f31",
    view: "city",
  });
}

/** An espresso machine: a steel body, two group heads, cups warming on top. */
function paintEspressoMachine(ctx: Ctx, r: Room, x: number, height: number): void {
  const m = metreAt(r, 0.3);
  const [cx, base] = project(r, x, height, 0.3);
  const w = 0.75 * m;
  const h = 0.45 * m;
  const g = ctx.createLinearGradient(cx - w / 2, 0, cx + w / 2, 0);
  g.addColorStop(0, "#eef0f2");
  g.addColorStop(0.5, "#b9bec4");
  g.addColorStop(1, "#8d9399");
  fillRoundRect(ctx, cx - w / 2, base - h, w, h, m * 0.04, g);
  ctx.fillStyle = "#c0392b";
  ctx.fillRect(cx - w / 2, base - h * 0.72, w, h * 0.08);
  for (const dx of [-0.18, 0.18]) {
    ctx.fillStyle = "#3b3f44";
    ctx.fillRect(cx + dx * m - m * 0.05, base - h * 0.5, m * 0.1, m * 0.07);
    ctx.fillRect(cx + dx * m - m * 0.015, base - h * 0.43, m * 0.03, m * 0.05);
  }
  ctx.fillStyle = "#6b7076";
  ctx.fillRect(cx - w * 0.45, base - h * 0.14, w * 0.9, h * 0.08);
  for (let i = 0; i < 4; i++)
    fillRoundRect(ctx, cx - w * 0.35 + i * w * 0.2, base - h - m * 0.07, m * 0.08, m * 0.07, m * 0.01, "#f4f1ea");
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  const { x0, x1 } = p.bar;
  // The back bar: a low counter, open shelves of cups and jars above it, a menu board.
  paintBox(ctx, r, { x0, x1, bottom: 0, top: 0.9, back: 0, front: 0.5 }, darker(p.wood, 0.1));
  paintBox(ctx, r, { x0: x0 - 0.02, x1: x1 + 0.02, bottom: 0.9, top: 0.94, back: 0, front: 0.52 }, "#d9d4cc");
  paintEspressoMachine(ctx, r, x0 + (x1 - x0) * 0.35, 0.94);
  for (const height of [1.45, 1.8]) {
    paintShelf(ctx, r, x0 + 0.1, x1 - 0.1, height, 0.25, "#6b4a33");
    const [sx0, y] = project(r, x0 + 0.2, height, 0.12);
    const [sx1] = project(r, x1 - 0.2, height, 0.12);
    const m = r.metre;
    for (let x = sx0; x < sx1 - m * 0.12; x += m * between(b, 0.14, 0.2)) {
      if (b.random() < 0.5) {
        fillRoundRect(ctx, x, y - m * 0.1, m * 0.09, m * 0.1, m * 0.015, "#f4f1ea");
      } else {
        ctx.fillStyle = "rgba(230,240,240,0.7)";
        ctx.fillRect(x, y - m * 0.2, m * 0.1, m * 0.2);
        ctx.fillStyle = b.random() < 0.5 ? "#4a2c1d" : "#7b4a2a";
        ctx.fillRect(x + m * 0.01, y - m * 0.13, m * 0.08, m * 0.12);
        ctx.fillStyle = "#2d2f31";
        ctx.fillRect(x - m * 0.005, y - m * 0.22, m * 0.11, m * 0.03);
      }
    }
  }
  const m = r.metre;
  const [bx] = project(r, (x0 + x1) / 2, 0, 0);
  const boardW = Math.min((x1 - x0) * 0.7, 1.8) * m;
  const [, by] = project(r, 0, 2.55, 0);
  fillRoundRect(ctx, bx - boardW / 2, by, boardW, m * 0.5, m * 0.02, "#6b4a33");
  ctx.fillStyle = "#262a2b";
  ctx.fillRect(bx - boardW / 2 + m * 0.04, by + m * 0.04, boardW - m * 0.08, m * 0.42);
  paintScribbles(
    ctx,
    b,
    { x: bx - boardW / 2 + m * 0.1, y: by + m * 0.08, w: boardW / 2 - m * 0.16, h: m * 0.34 },
    "rgba(240,236,225,0.7)",
    4,
  );
  paintScribbles(
    ctx,
    b,
    { x: bx + m * 0.06, y: by + m * 0.08, w: boardW / 2 - m * 0.16, h: m * 0.34 },
    "rgba(240,236,225,0.7)",
    4,
  );
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.15, rows: [0, b.horizon + m * 0.3] });
}

/** A round pedestal table, `radius` metres, its top at `height`, centred at `x, depth`. */
function paintRoundTable(
  ctx: Ctx,
  r: Room,
  x: number,
  depth: number,
  radius: number,
  height: number,
  top: string,
): void {
  paintFloorShadow(ctx, r, { x0: x - radius, x1: x + radius, back: depth - radius, front: depth + radius }, 0.25);
  const m = metreAt(r, depth);
  const [fx, fy] = project(r, x, 0, depth);
  ctx.fillStyle = "#2d2f31";
  ctx.beginPath();
  ctx.ellipse(fx, fy, radius * 0.55 * m, radius * 0.12 * m, 0, 0, Math.PI * 2);
  ctx.fill();
  const [, ty] = project(r, x, height, depth);
  ctx.fillRect(fx - m * 0.025, ty, m * 0.05, fy - ty);
  const [, back] = project(r, x, height, depth - radius);
  const [, front] = project(r, x, height, depth + radius);
  const rx = radius * m;
  const ry = Math.max(1, (front - back) / 2);
  const cy = (front + back) / 2;
  ctx.fillStyle = darker(top, 0.25);
  ctx.beginPath();
  ctx.ellipse(fx, cy + m * 0.03, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = top;
  ctx.beginPath();
  ctx.ellipse(fx, cy, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** A cup of coffee on its saucer, `w` pixels wide, standing on `y`, with a heart in the foam. */
function paintCoffeeCup(ctx: Ctx, x: number, y: number, w: number): void {
  ctx.fillStyle = "#e9e4da";
  ctx.beginPath();
  ctx.ellipse(x, y, w * 0.75, w * 0.16, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = "#f6f3ee";
  ctx.lineWidth = w * 0.09;
  ctx.beginPath();
  ctx.ellipse(x + w * 0.5, y - w * 0.38, w * 0.16, w * 0.14, 0, -Math.PI / 2, Math.PI / 2);
  ctx.stroke();
  ctx.fillStyle = "#f6f3ee";
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y - w * 0.62);
  ctx.quadraticCurveTo(x - w * 0.48, y - w * 0.02, x, y - w * 0.04);
  ctx.quadraticCurveTo(x + w * 0.48, y - w * 0.02, x + w / 2, y - w * 0.62);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = "#a8754a";
  ctx.beginPath();
  ctx.ellipse(x, y - w * 0.62, w / 2, w * 0.13, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#f3e4cf";
  ctx.beginPath();
  ctx.moveTo(x, y - w * 0.56);
  ctx.bezierCurveTo(x - w * 0.2, y - w * 0.66, x - w * 0.08, y - w * 0.74, x, y - w * 0.66);
  ctx.bezierCurveTo(x + w * 0.08, y - w * 0.74, x + w * 0.2, y - w * 0.66, x, y - w * 0.56);
  ctx.fill();
}

function paintBar(ctx: Ctx, p: Plan): void {
  const { r } = p;
  const { x0, x1 } = p.bar;
  const bar = { x0, x1, bottom: 0, top: BAR.top - 0.04, back: BAR.back, front: BAR.front };
  paintFloorShadow(ctx, r, { x0, x1, back: BAR.back, front: BAR.front }, 0.3);
  paintBox(ctx, r, bar, p.wood);
  // Vertical boarding on the front.
  const m = metreAt(r, BAR.front);
  const [fx0, fy0] = project(r, x0, bar.top, BAR.front);
  const [fx1, fy1] = project(r, x1, 0, BAR.front);
  ctx.fillStyle = "rgba(40,20,10,0.18)";
  for (let x = fx0 + m * 0.11; x < fx1; x += m * 0.11) ctx.fillRect(x, fy0, Math.max(1, m * 0.008), fy1 - fy0);
  paintBox(
    ctx,
    r,
    {
      x0: x0 - 0.03,
      x1: x1 + 0.03,
      bottom: BAR.top - 0.04,
      top: BAR.top,
      back: BAR.back - 0.03,
      front: BAR.front + 0.04,
    },
    "#e6e1d8",
  );
  // A cake under a glass dome and a jar of biscuits on the bar.
  const [cx, cy] = project(r, x0 + (x1 - x0) * 0.72, BAR.top, (BAR.back + BAR.front) / 2);
  const mm = metreAt(r, (BAR.back + BAR.front) / 2);
  ctx.fillStyle = "#e9e4da";
  ctx.fillRect(cx - mm * 0.015, cy - mm * 0.08, mm * 0.03, mm * 0.08);
  ctx.fillRect(cx - mm * 0.18, cy - mm * 0.09, mm * 0.36, mm * 0.015);
  fillRoundRect(ctx, cx - mm * 0.13, cy - mm * 0.2, mm * 0.26, mm * 0.11, mm * 0.02, "#f3d9b1");
  ctx.fillStyle = "#c0504d";
  ctx.fillRect(cx - mm * 0.13, cy - mm * 0.15, mm * 0.26, mm * 0.02);
  ctx.fillStyle = "rgba(220,235,240,0.35)";
  ctx.beginPath();
  ctx.ellipse(cx, cy - mm * 0.09, mm * 0.17, mm * 0.2, 0, Math.PI, 0);
  ctx.fill();
  ctx.strokeStyle = "rgba(255,255,255,0.6)";
  ctx.lineWidth = mm * 0.01;
  ctx.beginPath();
  ctx.ellipse(cx, cy - mm * 0.09, mm * 0.17, mm * 0.2, 0, Math.PI * 1.15, Math.PI * 1.45);
  ctx.stroke();
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintBar(ctx, p);
  const depth = 1.7;
  for (const dx of [-0.55, 0.55]) paintChair(ctx, r, p.table + dx, depth - 0.2, "#8a5a3c", true);
  paintRoundTable(ctx, r, p.table, depth, 0.38, 0.74, "#e9e4da");
  const [tx, ty] = project(r, p.table + 0.1, 0.74, depth);
  paintCoffeeCup(ctx, tx, ty, metreAt(r, depth) * 0.09);
  const size = metreAt(r, (BAR.back + BAR.front) / 2) * 0.34;
  for (const [x, y] of p.pendants) paintPendant(ctx, b, x, y, size, "#2d2f31");
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.4, rows: [0, b.floor] });
  const [, barY] = project(r, 0, BAR.top, BAR.back);
  for (const [x, y] of p.pendants) paintPendantLight(ctx, b, x, y, size, barY);
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // The edge of a table by the camera with a cup on it, and a plant on the other side.
  const depth = 4.6;
  const tableX = lateral(r, b.width * (p.side < 0 ? 0.04 : 0.96), depth);
  paintRoundTable(ctx, r, tableX, depth, 0.32, 0.74, "#e9e4da");
  const [cx, cy] = project(r, tableX - p.side * 0.12, 0.74, depth + 0.05);
  paintCoffeeCup(ctx, cx, cy, metreAt(r, depth) * 0.09);
  paintNearPlant(ctx, b, r, -p.side, "#3b3f44");
  lightLayer(ctx, b, { lamps: p.lamps, depth: 1, rows: [b.horizon, b.height] });
}

export const cafe: Place = { kind: "cafe", outdoor: false, sky, far, mid, near };
