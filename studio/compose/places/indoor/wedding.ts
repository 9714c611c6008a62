import { between, choose, vary } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, polygon } from "./boxes";
import { lampAt, lightLayer, paintGlow } from "./light";
import { type Ctx, lateral, metreAt, project, room } from "./perspective";
import { paintChair } from "./props";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { sideWindows, windowAt } from "./windows";

const ARCH = { depth: 1.1, half: 0.95, height: 2.35 };
const AISLE = 0.75;
const ROWS = [1.9, 2.55, 3.2];

function plan(b: Backdrop) {
  const r = room(b);
  // Tall arched windows spaced along the back wall, the middle left clear for the flower arch.
  const windows = [];
  for (let x = 1.6; x < r.halfWidth - 0.6; x += 1.7) {
    for (const side of [-1, 1])
      windows.push(windowAt(r, side * x, 0.9, 0.9, 1.75, { columns: 2, rows: 3, arched: true }));
  }
  // At night, strings of lights across the room and candles give the light.
  const lamps = [-0.3, 0.3].map((f) => lampAt(r, project(r, f * r.halfWidth * 2, 2.6, 1.5), 3.5));
  return {
    r,
    glass: [...windows, ...sideWindows(b, r, 0.9, 1.6)],
    lamps,
    blooms: choose(b, 101, [
      ["#f7f3ee", "#f2b8c6", "#e98aa3", "#f6d4a8"],
      ["#f7f3ee", "#f4c9a8", "#e7a15f", "#f2e2b0"],
      ["#f7f3ee", "#c9b3e6", "#9f86c9", "#f2b8c6"],
    ]),
    stoneFloor: vary(b, 102) < 0.5,
  };
}
type Plan = ReturnType<typeof plan>;

/** The aisle runner from the arch toward the camera, petals scattered on it. */
function paintAisle(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r } = p;
  polygon(
    ctx,
    [
      project(r, -AISLE / 2, 0, ARCH.depth),
      project(r, AISLE / 2, 0, ARCH.depth),
      project(r, AISLE / 2, 0, 5.6),
      project(r, -AISLE / 2, 0, 5.6),
    ],
    "#f8f5f0",
  );
  ctx.strokeStyle = "#e5d3b3";
  ctx.lineWidth = Math.max(1, metreAt(r, 3) * 0.015);
  ctx.beginPath();
  for (const x of [-AISLE / 2 + 0.06, AISLE / 2 - 0.06]) {
    ctx.moveTo(...project(r, x, 0, ARCH.depth));
    ctx.lineTo(...project(r, x, 0, 5.6));
  }
  ctx.stroke();
  for (let i = 0; i < 40; i++) {
    const depth = between(b, ARCH.depth + 0.3, 5.2);
    const [x, y] = project(r, between(b, -AISLE / 2, AISLE / 2), 0, depth);
    const size = metreAt(r, depth) * 0.025;
    ctx.fillStyle = p.blooms[1 + Math.floor(b.random() * 3)] ?? "#f2b8c6";
    ctx.beginPath();
    ctx.ellipse(x, y, size, size * 0.5, b.random() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
}

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintShell(ctx, b, p, {
    wall: "#f3ede2",
    skirting: "#e4d9c6",
    ceiling: "#f6f2ea",
    floor: p.stoneFloor ? { tiles: "#e8e1d3", size: 0.6, checker: "#d9cfbd" } : { wood: "#b08660" },
    onFloor: () => paintAisle(ctx, b, p),
    frame: "#f8f5ef",
    view: "hills",
  });
}

/** A swag of fabric between two points on the wall, with a posy where it is caught up. */
function paintSwags(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r } = p;
  const m = r.metre;
  const [, y] = project(r, 0, 2.65, 0);
  const [x0] = project(r, -r.halfWidth + 0.2, 0, 0);
  const [x1] = project(r, r.halfWidth - 0.2, 0, 0);
  const spans = Math.max(2, Math.round((x1 - x0) / (m * 1.7)));
  const w = (x1 - x0) / spans;
  for (let i = 0; i < spans; i++) {
    const sx = x0 + i * w;
    ctx.beginPath();
    ctx.moveTo(sx, y);
    ctx.quadraticCurveTo(sx + w / 2, y + m * 0.55, sx + w, y);
    ctx.quadraticCurveTo(sx + w / 2, y + m * 0.35, sx, y);
    ctx.fillStyle = "rgba(255,253,248,0.9)";
    ctx.fill();
  }
  for (let i = 0; i <= spans; i++) {
    const sx = x0 + i * w;
    for (let k = 0; k < 5; k++) {
      ctx.fillStyle = p.blooms[k % p.blooms.length] ?? "#f2b8c6";
      ctx.beginPath();
      ctx.arc(sx + between(b, -0.08, 0.08) * m, y + between(b, -0.06, 0.08) * m, m * 0.06, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintSwags(ctx, b, p);
  // Tall candle stands either side of where the arch will be.
  for (const side of [-1, 1]) {
    const x = side * (ARCH.half + 0.55);
    paintBox(ctx, r, { x0: x - 0.03, x1: x + 0.03, bottom: 0, top: 1.2, back: 0.3, front: 0.36 }, "#c9a76a");
    paintBox(ctx, r, { x0: x - 0.12, x1: x + 0.12, bottom: 1.2, top: 1.24, back: 0.22, front: 0.44 }, "#c9a76a");
    paintBox(ctx, r, { x0: x - 0.05, x1: x + 0.05, bottom: 1.24, top: 1.5, back: 0.28, front: 0.38 }, "#fbf6ea");
    const [fx, fy] = project(r, x, 1.56, 0.33);
    ctx.fillStyle = "#ffcf6a";
    ctx.beginPath();
    ctx.ellipse(fx, fy, r.metre * 0.018, r.metre * 0.04, 0, 0, Math.PI * 2);
    ctx.fill();
    if (b.time === "night" || b.time === "sunset") paintGlow(ctx, fx, fy, r.metre * 0.5, "#ffcf6a", 0.6);
  }
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.15, rows: [0, b.horizon + r.metre * 0.3] });
}

/** A cluster of blooms and leaves around `x, y`, `size` pixels across. */
function paintCluster(ctx: Ctx, b: Backdrop, x: number, y: number, size: number, blooms: readonly string[]): void {
  ctx.fillStyle = "#6c9a5e";
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.ellipse(
      x + between(b, -0.5, 0.5) * size,
      y + between(b, -0.4, 0.4) * size,
      size * 0.35,
      size * 0.13,
      b.random() * Math.PI,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  for (let i = 0; i < 5; i++) {
    const colour = blooms[Math.floor(b.random() * blooms.length)] ?? "#f7f3ee";
    const bx = x + between(b, -0.42, 0.42) * size;
    const by = y + between(b, -0.35, 0.35) * size;
    const radius = size * between(b, 0.18, 0.26);
    ctx.fillStyle = darker(colour, 0.1);
    ctx.beginPath();
    ctx.arc(bx, by, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = lighter(colour, 0.25);
    ctx.beginPath();
    ctx.arc(bx - radius * 0.2, by - radius * 0.2, radius * 0.55, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The arch the couple stands under: a slim white frame, heavy with flowers at its top corners and down one side. */
function paintFlowerArch(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r } = p;
  const m = metreAt(r, ARCH.depth);
  const [cx, base] = project(r, 0, 0, ARCH.depth);
  const half = ARCH.half * m;
  const springing = base - (ARCH.height - ARCH.half) * m;
  ctx.strokeStyle = "#f4efe6";
  ctx.lineWidth = m * 0.07;
  ctx.beginPath();
  ctx.moveTo(cx - half, base);
  ctx.lineTo(cx - half, springing);
  ctx.arc(cx, springing, half, Math.PI, 0);
  ctx.lineTo(cx + half, base);
  ctx.stroke();
  ctx.strokeStyle = "rgba(120,100,80,0.25)";
  ctx.lineWidth = m * 0.015;
  ctx.stroke();
  // Greenery trailing along the arch, flowers bunched at the shoulders and at the foot of one side.
  const along = (t: number): [number, number] => {
    const a = Math.PI + t * Math.PI;
    return [cx + Math.cos(a) * half, springing + Math.sin(a) * half];
  };
  for (let t = 0.02; t < 0.98; t += 0.07) {
    const [x, y] = along(t);
    paintCluster(ctx, b, x, y, m * 0.18, ["#7fae6d"]);
  }
  for (const t of [0.08, 0.16, 0.24, 0.3, 0.7, 0.78, 0.86]) {
    const [x, y] = along(t);
    paintCluster(ctx, b, x, y, m * 0.32, p.blooms);
  }
  for (let h = 0.2; h < 1.0; h += 0.18) paintCluster(ctx, b, cx - half, base - h * m, m * (0.34 - h * 0.12), p.blooms);
}

/** A row of chairs either side of the aisle, with a posy tied to each aisle end. */
function paintRow(ctx: Ctx, b: Backdrop, p: Plan, depth: number): void {
  const { r } = p;
  const seats: number[] = [];
  for (let x = AISLE / 2 + 0.35; x < r.halfWidth - 0.3; x += 0.55) seats.push(-x, x);
  for (const x of seats.sort((a, c) => Math.abs(c) - Math.abs(a))) paintChair(ctx, r, x, depth, "#f1ebe0", false);
  for (const side of [-1, 1]) {
    const [x, y] = project(r, side * (AISLE / 2 + 0.15), 0.9, depth + 0.42);
    paintCluster(ctx, b, x, y, metreAt(r, depth + 0.42) * 0.16, p.blooms);
  }
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintFlowerArch(ctx, b, p);
  for (const depth of ROWS) paintRow(ctx, b, p, depth);
  lightLayer(ctx, b, { lamps: p.lamps, depth: 0.4, rows: [0, b.floor] });
  if (b.time !== "night") return;
  // Fairy lights strung across the room, glowing.
  for (const depth of [1.2, 2.6]) {
    const [x0, y0] = project(r, -r.halfWidth, 2.7, depth);
    const [x1] = project(r, r.halfWidth, 2.7, depth);
    const sag = metreAt(r, depth) * 0.4;
    for (let t = 0; t <= 1; t += 0.025) {
      const x = x0 + (x1 - x0) * t;
      const y = y0 + sag * 4 * t * (1 - t);
      paintGlow(ctx, x, y, metreAt(r, depth) * 0.08, "#ffd98a", 0.9);
    }
  }
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // Big arrangements in stone urns on the floor, either side of where the aisle starts.
  for (const side of [-1, 1]) {
    const depth = 4.75;
    const x = lateral(r, b.width / 2 + side * b.width * 0.42, depth);
    const m = metreAt(r, depth);
    const [ux, uy] = project(r, x, 0, depth);
    const urn = ctx.createLinearGradient(ux - m * 0.2, 0, ux + m * 0.2, 0);
    urn.addColorStop(0, "#f4efe6");
    urn.addColorStop(1, "#cfc6b6");
    ctx.fillStyle = urn;
    ctx.beginPath();
    ctx.moveTo(ux - m * 0.1, uy);
    ctx.lineTo(ux + m * 0.1, uy);
    ctx.lineTo(ux + m * 0.06, uy - m * 0.12);
    ctx.bezierCurveTo(ux + m * 0.26, uy - m * 0.2, ux + m * 0.24, uy - m * 0.42, ux + m * 0.2, uy - m * 0.46);
    ctx.lineTo(ux - m * 0.2, uy - m * 0.46);
    ctx.bezierCurveTo(ux - m * 0.24, uy - m * 0.42, ux - m * 0.26, uy - m * 0.2, ux - m * 0.06, uy - m * 0.12);
    ctx.closePath();
    ctx.fill();
    for (let i = 0; i < 9; i++) {
      paintCluster(ctx, b, ux + between(b, -0.28, 0.28) * m, uy - m * between(b, 0.5, 0.85), m * 0.2, p.blooms);
    }
  }
  lightLayer(ctx, b, { lamps: p.lamps, depth: 1, rows: [0, b.height] });
}

export const wedding: Place = { kind: "wedding", outdoor: false, sky, far, mid, near };
