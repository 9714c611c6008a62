import { withAlpha } from "../../../kit/colour";
import { fillRoundRect } from "../../../kit/shapes";
import { between, choose, pickSide } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow } from "./boxes";
import { ceilingLamps, lightLayer } from "./light";
import { type Ctx, lateral, metreAt, project, type Room, room } from "./perspective";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { sideWindows, windowAt } from "./windows";

// A home garage used as a workshop: a sectional door in the back wall with a row of little windows, a workbench
// under a pegboard of tools on the other side, tyres stacked in the corner, and a rolling tool chest by the camera.

const BENCH = { height: 0.9, depth: 0.65 };
const DOOR = { height: 2.25, sections: 4 };
const PEGBOARD = { bottom: 1.05, top: 2.05 };

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 91);
  const doorWidth = Math.min(2.6, Math.max(1.4, r.halfWidth * 0.9));
  const doorX = side * (r.halfWidth - doorWidth / 2 - 0.15);
  // The door's top section is glazed: the view shows through it like any window.
  const doorWindow = windowAt(r, doorX, doorWidth * 0.82, DOOR.height - 0.5, 0.32, {
    columns: Math.max(3, Math.round(doorWidth / 0.6)),
    rows: 1,
  });
  const doorEdge = doorX - side * (doorWidth / 2 + 0.3);
  const wallEnd = -side * (r.halfWidth - 0.1);
  const bench = { x0: Math.min(doorEdge, wallEnd), x1: Math.max(doorEdge, wallEnd) };
  return {
    r,
    side,
    doorX,
    doorWidth,
    glass: [doorWindow, ...sideWindows(b, r, 1.4, 0.7)],
    bench,
    lamps: ceilingLamps(r),
    wall: choose(b, 92, ["#d9d6cf", "#cfd5d6", "#e2d8c6", "#d6d9cc"]),
    door: choose(b, 93, ["#f1efe9", "#c9ced2", "#e8dcc6", "#9fb2b8"]),
    accent: choose(b, 94, ["#c0392b", "#2f6fa7", "#d98b2b", "#3d7a4f"]),
  };
}
type Plan = ReturnType<typeof plan>;

/** The sectional door: horizontal panels with grooves between them, in a frame, from the floor to `DOOR.height`. */
function paintDoor(ctx: Ctx, p: Plan): void {
  const { r, doorX, doorWidth } = p;
  const [x0, top] = project(r, doorX - doorWidth / 2, DOOR.height, 0);
  const [x1, bottom] = project(r, doorX + doorWidth / 2, 0, 0);
  const m = r.metre;
  ctx.fillStyle = darker(p.wall, 0.3);
  ctx.fillRect(x0 - m * 0.07, top - m * 0.07, x1 - x0 + m * 0.14, bottom - top + m * 0.07);
  const g = ctx.createLinearGradient(0, top, 0, bottom);
  g.addColorStop(0, lighter(p.door, 0.08));
  g.addColorStop(1, darker(p.door, 0.08));
  ctx.fillStyle = g;
  ctx.fillRect(x0, top, x1 - x0, bottom - top);
  const section = (bottom - top) / DOOR.sections;
  for (let i = 1; i < DOOR.sections; i++) {
    const y = top + section * i;
    ctx.fillStyle = withAlpha(darker(p.door, 0.45), 0.55);
    ctx.fillRect(x0, y - m * 0.012, x1 - x0, m * 0.02);
    ctx.fillStyle = withAlpha(lighter(p.door, 0.5), 0.7);
    ctx.fillRect(x0, y + m * 0.008, x1 - x0, m * 0.01);
  }
  // Raised panels within each section below the windows, as pressed steel doors have.
  const panels = Math.max(3, Math.round(doorWidth / 0.6));
  const pad = m * 0.06;
  const panelW = (x1 - x0 - pad * (panels + 1)) / panels;
  for (let s = 1; s < DOOR.sections; s++) {
    for (let i = 0; i < panels; i++) {
      const px = x0 + pad + i * (panelW + pad);
      const py = top + section * s + section * 0.2;
      ctx.strokeStyle = withAlpha(darker(p.door, 0.3), 0.35);
      ctx.lineWidth = Math.max(1, m * 0.008);
      ctx.strokeRect(px, py, panelW, section * 0.6);
    }
  }
  // The handle at the foot of the door.
  fillRoundRect(ctx, (x0 + x1) / 2 - m * 0.12, bottom - section * 0.45, m * 0.24, m * 0.05, m * 0.02, "#6d7175");
}

/** Perforated hardboard on the wall above the bench, where the tools hang. */
function paintPegboard(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r, bench } = p;
  const [x0, top] = project(r, bench.x0 + 0.1, PEGBOARD.top, 0);
  const [x1, bottom] = project(r, bench.x1 - 0.1, PEGBOARD.bottom, 0);
  const m = r.metre;
  ctx.fillStyle = "rgba(40,30,20,0.18)";
  ctx.fillRect(x0 + m * 0.03, top + m * 0.04, x1 - x0, bottom - top);
  ctx.fillStyle = "#c9a27a";
  ctx.fillRect(x0, top, x1 - x0, bottom - top);
  ctx.fillStyle = withAlpha("#6b4d33", 0.45);
  const step = m * 0.08;
  for (let y = top + step / 2; y < bottom; y += step)
    for (let x = x0 + step / 2; x < x1; x += step) ctx.fillRect(x, y, Math.max(1, b.unit * 2), Math.max(1, b.unit * 2));
}

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintShell(ctx, b, p, {
    wall: p.wall,
    skirting: darker(p.wall, 0.15),
    floor: { tiles: "#a8a49c", size: 1.5, sheen: 0.08 },
    frame: "#e9e9e6",
    view: choose(b, 95, ["trees", "city", "hills"]),
    evenlyLit: true,
    onWall: () => {
      paintDoor(ctx, p);
      paintPegboard(ctx, b, p);
    },
  });
}

/** A tool's outline hanging on the pegboard, `size` pixels long, centred at `x`, `y`. */
function paintTool(ctx: Ctx, kind: number, x: number, y: number, size: number, colour: string): void {
  const steel = "#8d949a";
  const w = size * 0.1;
  switch (kind % 5) {
    case 0: // A hammer: a wooden handle under a steel head.
      fillRoundRect(ctx, x - w / 2, y - size * 0.35, w, size * 0.85, w / 2, "#a8773f");
      fillRoundRect(ctx, x - size * 0.22, y - size * 0.5, size * 0.44, size * 0.16, size * 0.03, steel);
      break;
    case 1: // A spanner: a bar with an open jaw at the top.
      fillRoundRect(ctx, x - w / 2, y - size * 0.3, w, size * 0.8, w / 2, steel);
      ctx.fillStyle = steel;
      ctx.beginPath();
      ctx.arc(x, y - size * 0.36, size * 0.13, 0, Math.PI * 2);
      ctx.fill();
      ctx.clearRect(x - size * 0.05, y - size * 0.5, size * 0.1, size * 0.14);
      break;
    case 2: // A screwdriver: a coloured handle and a thin shaft.
      fillRoundRect(ctx, x - w * 0.7, y - size * 0.5, w * 1.4, size * 0.38, w * 0.6, colour);
      ctx.fillStyle = steel;
      ctx.fillRect(x - w * 0.2, y - size * 0.12, w * 0.4, size * 0.6);
      break;
    case 3: // A saw: a handle and a tapering blade.
      fillRoundRect(ctx, x - size * 0.12, y - size * 0.5, size * 0.24, size * 0.2, size * 0.05, colour);
      ctx.fillStyle = "#b7bdc2";
      ctx.beginPath();
      ctx.moveTo(x - size * 0.1, y - size * 0.3);
      ctx.lineTo(x + size * 0.1, y - size * 0.3);
      ctx.lineTo(x + size * 0.04, y + size * 0.5);
      ctx.lineTo(x - size * 0.1, y + size * 0.5);
      ctx.closePath();
      ctx.fill();
      break;
    default: {
      // Pliers: two handles spreading down from the joint, the jaws closing up from it.
      const vee = (spread: number, tip: number, stroke: string) => {
        ctx.strokeStyle = stroke;
        ctx.beginPath();
        ctx.moveTo(x - spread, y - size * 0.1 + tip);
        ctx.lineTo(x, y - size * 0.1);
        ctx.lineTo(x + spread, y - size * 0.1 + tip);
        ctx.stroke();
      };
      ctx.lineWidth = w;
      ctx.lineCap = "round";
      vee(size * 0.12, size * 0.55, colour);
      vee(size * 0.04, -size * 0.35, steel);
      ctx.lineCap = "butt";
    }
  }
}

/** A fluorescent tube fitting on the ceiling, `x` metres across, `depth` metres out. */
function paintTubeLight(ctx: Ctx, b: Backdrop, r: Room, x: number, depth: number): void {
  const fitting = {
    x0: x - 0.6,
    x1: x + 0.6,
    bottom: r.height - 0.08,
    top: r.height,
    back: depth,
    front: depth + 0.15,
  };
  paintBox(ctx, r, fitting, "#e6e6e2");
  const [tx0, ty] = project(r, fitting.x0 + 0.05, fitting.bottom, fitting.front);
  const [tx1] = project(r, fitting.x1 - 0.05, fitting.bottom, fitting.front);
  ctx.fillStyle = b.time === "night" ? "#fffbe8" : "#f7f7f2";
  ctx.fillRect(tx0, ty - metreAt(r, depth) * 0.03, tx1 - tx0, metreAt(r, depth) * 0.03);
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r, bench } = p;
  const m = r.metre;
  // Tools along the pegboard, each on its own peg, in a row with even gaps.
  const [x0, top] = project(r, bench.x0 + 0.25, PEGBOARD.top - 0.2, 0);
  const [x1] = project(r, bench.x1 - 0.25, PEGBOARD.top - 0.2, 0);
  const count = Math.max(3, Math.floor((x1 - x0) / (m * 0.3)));
  const kinds = Math.floor(between(b, 0, 5));
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count;
    const size = m * between(b, 0.4, 0.55);
    paintTool(ctx, kinds + i, x, top + size * 0.55, size, i % 2 === 0 ? p.accent : "#e0b43c");
  }
  // A shelf of paint tins and boxes over the pegboard.
  const shelf = { x0: bench.x0 + 0.1, x1: bench.x1 - 0.1, bottom: 2.2, top: 2.24, back: 0, front: 0.3 };
  paintBox(ctx, r, shelf, "#9a7650");
  let x = shelf.x0 + 0.08;
  while (x < shelf.x1 - 0.3) {
    const tin = between(b, 0, 1) < 0.55;
    const w = tin ? 0.2 : between(b, 0.3, 0.45);
    const h = tin ? 0.24 : between(b, 0.2, 0.32);
    if (x + w > shelf.x1 - 0.05) break;
    const colour = tin ? choose(b, 96 + Math.round(x * 10), ["#b8bcc0", "#d8d3c4", "#9aa3a8"]) : "#c49a6c";
    paintBox(ctx, r, { x0: x, x1: x + w, bottom: shelf.top, top: shelf.top + h, back: 0.05, front: 0.27 }, colour);
    if (tin) {
      const [lx, ly] = project(r, x + 0.02, shelf.top + h * 0.65, 0.27);
      const [lx1, ly1] = project(r, x + w - 0.02, shelf.top + h * 0.25, 0.27);
      ctx.fillStyle = choose(b, 97 + Math.round(x * 10), [p.accent, "#e0b43c", "#4f8fbf", "#7aa35a"]);
      ctx.fillRect(lx, ly, lx1 - lx, ly1 - ly);
    }
    x += w + between(b, 0.04, 0.12);
  }
  for (const dx of [-0.5, 0.5]) paintTubeLight(ctx, b, r, dx * r.halfWidth, 1.2);
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.15, rows: [0, b.horizon + m * 0.3] });
}

/** Car tyres stacked on their sides, `x` metres across, `depth` out from the wall. */
function paintTyres(ctx: Ctx, r: Room, x: number, depth: number, count: number): void {
  const radius = 0.33;
  const thickness = 0.2;
  paintFloorShadow(ctx, r, { x0: x - radius, x1: x + radius, back: depth - radius, front: depth + radius }, 0.3);
  const m = metreAt(r, depth);
  for (let i = 0; i < count; i++) {
    // Each tyre's top seen from above eye level: an ellipse as deep as the tyre is wide, foreshortened.
    const top = thickness * (i + 1);
    const [cx, cy] = project(r, x, top, depth);
    const ry = (project(r, x, top, depth + radius)[1] - project(r, x, top, depth - radius)[1]) / 2;
    const rx = m * radius;
    const side = m * thickness;
    ctx.fillStyle = "#26262a";
    ctx.beginPath();
    ctx.ellipse(cx, cy + side, rx, ry, 0, 0, Math.PI);
    ctx.lineTo(cx - rx, cy);
    ctx.ellipse(cx, cy, rx, ry, 0, Math.PI, Math.PI * 2, true);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = "rgba(255,255,255,0.08)";
    ctx.lineWidth = Math.max(1, m * 0.01);
    ctx.beginPath();
    ctx.ellipse(cx, cy + side / 2, rx, ry, 0, 0, Math.PI);
    ctx.stroke();
    ctx.fillStyle = "#3c3c41";
    ctx.beginPath();
    ctx.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#151517";
    ctx.beginPath();
    ctx.ellipse(cx, cy, rx * 0.55, ry * 0.55, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r, bench } = p;
  const box = { ...bench, bottom: BENCH.height - 0.06, top: BENCH.height, back: 0, front: BENCH.depth };
  paintFloorShadow(ctx, r, { x0: bench.x0, x1: bench.x1, back: 0, front: BENCH.depth }, 0.25);
  // Legs, a shelf low down with storage bins on it, then the thick wooden top.
  for (const lx of [bench.x0 + 0.05, bench.x1 - 0.12])
    paintBox(
      ctx,
      r,
      { x0: lx, x1: lx + 0.07, bottom: 0, top: box.bottom, back: box.front - 0.1, front: box.front - 0.03 },
      "#6b5038",
    );
  paintBox(ctx, r, { ...bench, bottom: 0.15, top: 0.19, back: 0.05, front: BENCH.depth - 0.05 }, "#8a6a4b");
  for (let x = bench.x0 + 0.15; x + 0.4 < bench.x1 - 0.1; x += 0.5)
    paintBox(
      ctx,
      r,
      { x0: x, x1: x + 0.4, bottom: 0.19, top: 0.45, back: 0.1, front: 0.5 },
      choose(b, 98 + Math.round(x * 10), ["#3b6ea5", "#d1a23a", "#6b8f5a", "#8c8f93"]),
    );
  paintBox(ctx, r, box, "#b98a5c", { top: "#d3a978" });
  // A vice at one end and a toolbox at the other.
  const viceX = p.side < 0 ? bench.x1 - 0.35 : bench.x0 + 0.35;
  paintBox(
    ctx,
    r,
    {
      x0: viceX - 0.1,
      x1: viceX + 0.1,
      bottom: BENCH.height,
      top: BENCH.height + 0.16,
      back: BENCH.depth - 0.3,
      front: BENCH.depth - 0.02,
    },
    "#4d6b8a",
  );
  paintBox(
    ctx,
    r,
    {
      x0: viceX - 0.13,
      x1: viceX + 0.13,
      bottom: BENCH.height + 0.16,
      top: BENCH.height + 0.2,
      back: BENCH.depth - 0.2,
      front: BENCH.depth - 0.12,
    },
    "#8d949a",
  );
  const boxX = p.side < 0 ? bench.x0 + 0.4 : bench.x1 - 0.4;
  if (Math.abs(boxX - viceX) > 0.6) {
    const toolbox = {
      x0: boxX - 0.24,
      x1: boxX + 0.24,
      bottom: BENCH.height,
      top: BENCH.height + 0.2,
      back: 0.15,
      front: 0.42,
    };
    paintBox(ctx, r, toolbox, p.accent);
    const [hx0, hy] = project(r, boxX - 0.1, toolbox.top + 0.05, 0.3);
    const [hx1] = project(r, boxX + 0.1, toolbox.top + 0.05, 0.3);
    ctx.fillStyle = "#3d4246";
    ctx.fillRect(hx0, hy, hx1 - hx0, metreAt(r, 0.3) * 0.03);
  }
  // Tyres in the corner beside the door.
  paintTyres(ctx, r, p.side * (r.halfWidth - 0.4), 0.45, 3);
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.4, rows: [b.horizon - r.metre * 1.5, b.floor] });
}

/** A rolling tool chest by the camera at the frame's edge away from the door: drawers with handles, on castors. */
function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  const depth = 4.6;
  const m = metreAt(r, depth);
  const [x, floor] = project(r, lateral(r, b.width * (p.side < 0 ? 0.9 : 0.1), depth), 0, depth);
  const w = m * 0.45;
  const h = m * 0.5;
  const top = floor - m * 0.06 - h;
  // Seen from the front, its lid foreshortened above it: the camera looks down on something this low and near.
  ctx.fillStyle = lighter(p.accent, 0.15);
  ctx.beginPath();
  ctx.moveTo(x - w / 2, top);
  ctx.lineTo(x + w / 2, top);
  ctx.lineTo(x + w * 0.42, top - m * 0.1);
  ctx.lineTo(x - w * 0.42, top - m * 0.1);
  ctx.closePath();
  ctx.fill();
  const g = ctx.createLinearGradient(0, top, 0, top + h);
  g.addColorStop(0, p.accent);
  g.addColorStop(1, darker(p.accent, 0.2));
  ctx.fillStyle = g;
  ctx.fillRect(x - w / 2, top, w, h);
  const drawers = 5;
  for (let i = 0; i < drawers; i++) {
    const y = top + (h * i) / drawers;
    if (i > 0) {
      ctx.fillStyle = withAlpha(darker(p.accent, 0.5), 0.6);
      ctx.fillRect(x - w / 2, y, w, Math.max(1, m * 0.008));
    }
    fillRoundRect(ctx, x - w * 0.3, y + (h / drawers) * 0.4, w * 0.6, m * 0.025, m * 0.01, "#c9ced2");
  }
  ctx.fillStyle = "#222";
  for (const cx of [x - w * 0.4, x + w * 0.4]) {
    ctx.beginPath();
    ctx.arc(cx, floor - m * 0.03, m * 0.035, 0, Math.PI * 2);
    ctx.fill();
  }
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 1, rows: [b.horizon, b.height] });
}

export const garage: Place = { kind: "garage", outdoor: false, sky, far, mid, near };
