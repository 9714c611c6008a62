import { withAlpha } from "../../../kit/colour";
import { fillRoundRect } from "../../../kit/shapes";
import { choose, pickSide } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow } from "./boxes";
import { ceilingLamps, lightLayer, paintGlow } from "./light";
import { type Ctx, metreAt, project, type Room, room } from "./perspective";
import {
  paintClock,
  paintFramedArt,
  paintNearDesk,
  paintNearPlant,
  paintPlant,
  paintScribbles,
  paintTable,
} from "./props";
import { darker } from "./shades";
import { paintShell } from "./shell";
import { sideWindows, windowAt } from "./windows";

const DESK = { w: 1.4, d: 0.7, height: 0.74 };

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 71);
  // A wall of glass from the floor almost to the ceiling on one side.
  const glazingWidth = Math.min(4.5, r.halfWidth * 0.8);
  const glazingX = side * (r.halfWidth - glazingWidth / 2 - 0.3);
  const glazing = windowAt(r, glazingX, glazingWidth, 0.15, 2.45, {
    columns: Math.max(2, Math.round(glazingWidth / 1.1)),
    rows: 1,
  });
  const desks = [-1, 1].flatMap((s) => {
    const xs = [s * 1.45];
    if (r.halfWidth > 4.5) xs.push(s * 3.2);
    return xs;
  });
  const lamps = ceilingLamps(r);
  return {
    r,
    side,
    glazingX,
    glazingWidth,
    glass: [glazing, ...sideWindows(b, r, 0.3, 2.2)],
    desks,
    lamps,
    wall: choose(b, 72, ["#e9ebea", "#efe9e1", "#e3e9ee"]),
    accent: choose(b, 73, ["#3f7f8c", "#d9825b", "#5b6bbf"]),
  };
}
function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintShell(ctx, b, p, {
    wall: p.wall,
    ceiling: "#f3f4f3",
    floor: { tiles: "#8e969c", size: 0.5 },
    ceilingPanels: 2,
    frame: "#3b4045",
    view: "city",
    evenlyLit: true,
  });
}

/** A whiteboard with marker squiggles and a little bar chart. */
function paintWhiteboard(ctx: Ctx, b: Backdrop, r: Room, x: number, w: number): void {
  const m = r.metre;
  const [cx, top] = project(r, x, 2.05, 0);
  const width = w * m;
  const h = 1.0 * m;
  ctx.fillStyle = "rgba(40,40,50,0.15)";
  ctx.fillRect(cx - width / 2 + m * 0.04, top + m * 0.05, width, h);
  fillRoundRect(ctx, cx - width / 2 - m * 0.03, top - m * 0.03, width + m * 0.06, h + m * 0.06, m * 0.02, "#b9bfc4");
  ctx.fillStyle = "#fbfcfc";
  ctx.fillRect(cx - width / 2, top, width, h);
  paintScribbles(
    ctx,
    b,
    { x: cx - width * 0.44, y: top + h * 0.12, w: width * 0.45, h: h * 0.5 },
    "rgba(40,80,160,0.75)",
    4,
  );
  paintScribbles(
    ctx,
    b,
    { x: cx - width * 0.44, y: top + h * 0.66, w: width * 0.35, h: h * 0.2 },
    "rgba(200,60,60,0.7)",
    1,
  );
  const base = top + h * 0.82;
  const barW = width * 0.05;
  ctx.fillStyle = withAlpha("#3f7f8c", 0.8);
  [0.35, 0.55, 0.45, 0.7].forEach((f, i) =>
    ctx.fillRect(cx + width * 0.12 + i * barW * 1.6, base - h * f * 0.8, barW, h * f * 0.8),
  );
  ctx.strokeStyle = "rgba(40,40,40,0.6)";
  ctx.lineWidth = Math.max(1, m * 0.008);
  ctx.beginPath();
  ctx.moveTo(cx + width * 0.1, top + h * 0.15);
  ctx.lineTo(cx + width * 0.1, base);
  ctx.lineTo(cx + width * 0.46, base);
  ctx.stroke();
  ctx.fillStyle = "#9aa1a6";
  ctx.fillRect(cx - width * 0.3, top + h, width * 0.6, m * 0.03);
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // A low run of cabinets along the wall beside the glass, a whiteboard and a picture above it.
  const glassEdge = p.glazingX - p.side * (p.glazingWidth / 2 + 0.4);
  const wallEnd = -p.side * (r.halfWidth - 0.3);
  const cabinets = {
    x0: Math.min(glassEdge, wallEnd),
    x1: Math.max(glassEdge, wallEnd),
    bottom: 0,
    top: 0.75,
    back: 0,
    front: 0.45,
  };
  paintFloorShadow(ctx, r, { x0: cabinets.x0, x1: cabinets.x1, back: 0, front: 0.45 });
  paintBox(ctx, r, cabinets, "#f4f4f2");
  const doors = Math.max(1, Math.round((cabinets.x1 - cabinets.x0) / 0.6));
  const m = metreAt(r, 0.45);
  for (let i = 1; i < doors; i++) {
    const [dx, dy0] = project(r, cabinets.x0 + ((cabinets.x1 - cabinets.x0) * i) / doors, 0.72, 0.45);
    const [, dy1] = project(r, 0, 0.05, 0.45);
    ctx.fillStyle = "rgba(60,60,60,0.18)";
    ctx.fillRect(dx, dy0, Math.max(1, m * 0.008), dy1 - dy0);
  }
  const span = cabinets.x1 - cabinets.x0;
  const boardW = Math.min(2.2, span * 0.55);
  const boardX = (cabinets.x0 + cabinets.x1) / 2 + p.side * span * 0.12;
  paintWhiteboard(ctx, b, r, boardX, boardW);
  const artX = boardX - p.side * (boardW / 2 + 0.75);
  if (artX - 0.35 > cabinets.x0 && artX + 0.35 < cabinets.x1) {
    const [ax, ay] = project(r, artX - 0.35, 2.0, 0);
    paintFramedArt(ctx, b, { x: ax, y: ay, w: r.metre * 0.7, h: r.metre * 0.9 }, "#2f3337", [
      p.accent,
      "#c9d6df",
      darker(p.accent, 0.3),
    ]);
  }
  const [cx, cy] = project(r, boardX, 2.45, 0);
  paintClock(ctx, b, cx, cy, r.metre * 0.14);
  // Things on the cabinets: binders and a plant.
  const [px, py] = project(r, cabinets.x0 + span * 0.85, 0.75, 0.22);
  paintPlant(ctx, b, px, py, metreAt(r, 0.22) * 0.45, "#f4f4f2");
  const [bx, by] = project(r, cabinets.x0 + 0.2, 0.75, 0.22);
  const bm = metreAt(r, 0.22);
  ["#3f7f8c", "#d9825b", "#5b6bbf", "#e8c468"].forEach((colour, i) =>
    fillRoundRect(ctx, bx + i * bm * 0.07, by - bm * 0.3, bm * 0.06, bm * 0.3, bm * 0.01, colour),
  );
  // A tall plant in the corner by the glass.
  const [tx, ty] = project(r, p.side * (r.halfWidth - 0.35), 0, 0.35);
  paintPlant(ctx, b, tx, ty, metreAt(r, 0.35) * 1.5, "#f4f4f2");
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.15, rows: [0, b.horizon + r.metre * 0.3] });
}

/** The screen of a monitor: a light window with coloured blocks, glowing at night. */
function screenColour(b: Backdrop): string {
  return b.time === "night" ? "#bfe0ff" : "#dfe9f3";
}

/** A desk facing the camera with a monitor, a keyboard, and an office chair behind it. */
function paintWorkstation(ctx: Ctx, b: Backdrop, r: Room, x: number, depth: number, accent: string): void {
  const chair = depth - 0.25;
  const [cx, cy] = project(r, x, 1.1, chair);
  const cm = metreAt(r, chair);
  fillRoundRect(ctx, cx - cm * 0.24, cy, cm * 0.48, cm * 0.5, cm * 0.1, "#33383d");
  fillRoundRect(ctx, cx - cm * 0.2, cy + cm * 0.04, cm * 0.4, cm * 0.4, cm * 0.08, darker(accent, 0.2));
  const desk = { x0: x - DESK.w / 2, x1: x + DESK.w / 2, back: depth, front: depth + DESK.d };
  paintFloorShadow(ctx, r, desk, 0.25);
  paintTable(ctx, r, desk, DESK.height, "#f2f1ee", "#9aa1a6");
  // The monitor on its stand.
  const monitorDepth = depth + 0.18;
  paintBox(
    ctx,
    r,
    {
      x0: x - 0.1,
      x1: x + 0.1,
      bottom: DESK.height,
      top: DESK.height + 0.015,
      back: monitorDepth - 0.08,
      front: monitorDepth + 0.08,
    },
    "#3b4045",
  );
  paintBox(
    ctx,
    r,
    {
      x0: x - 0.02,
      x1: x + 0.02,
      bottom: DESK.height,
      top: DESK.height + 0.15,
      back: monitorDepth - 0.02,
      front: monitorDepth,
    },
    "#3b4045",
  );
  const screen = {
    x0: x - 0.3,
    x1: x + 0.3,
    bottom: DESK.height + 0.12,
    top: DESK.height + 0.48,
    back: monitorDepth,
    front: monitorDepth + 0.03,
  };
  paintBox(ctx, r, screen, "#2b2f33");
  const [sx0, sy0] = project(r, screen.x0 + 0.02, screen.top - 0.02, screen.front);
  const [sx1, sy1] = project(r, screen.x1 - 0.02, screen.bottom + 0.02, screen.front);
  ctx.fillStyle = screenColour(b);
  ctx.fillRect(sx0, sy0, sx1 - sx0, sy1 - sy0);
  const sw = sx1 - sx0;
  const sh = sy1 - sy0;
  ctx.fillStyle = accent;
  ctx.fillRect(sx0, sy0, sw, sh * 0.12);
  ctx.fillStyle = withAlpha(accent, 0.35);
  ctx.fillRect(sx0 + sw * 0.06, sy0 + sh * 0.22, sw * 0.4, sh * 0.5);
  ctx.fillStyle = "rgba(60,70,80,0.25)";
  for (let i = 0; i < 4; i++) ctx.fillRect(sx0 + sw * 0.52, sy0 + sh * (0.24 + i * 0.14), sw * 0.4, sh * 0.05);
  // A keyboard and a mug.
  paintBox(
    ctx,
    r,
    {
      x0: x - 0.22,
      x1: x + 0.22,
      bottom: DESK.height,
      top: DESK.height + 0.02,
      back: depth + 0.38,
      front: depth + 0.52,
    },
    "#d9dcdf",
  );
  const [mx, my] = project(r, x + 0.45, DESK.height, depth + 0.4);
  const mm = metreAt(r, depth + 0.4);
  fillRoundRect(ctx, mx - mm * 0.04, my - mm * 0.1, mm * 0.08, mm * 0.1, mm * 0.012, accent);
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  for (const x of [...p.desks].sort((a, c) => Math.abs(c) - Math.abs(a))) paintWorkstation(ctx, b, r, x, 1.5, p.accent);
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.4, rows: [b.horizon - r.metre * 1.2, b.floor] });
  if (b.time === "night") {
    for (const x of p.desks) {
      const [gx, gy] = project(r, x, DESK.height + 0.3, 1.7);
      paintGlow(ctx, gx, gy, metreAt(r, 1.7) * 0.5, "#bfe0ff", 0.35);
    }
  }
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // The corner of a desk by the camera with an open laptop, a tall plant on the other side.
  const { depth, onTop: lx } = paintNearDesk(ctx, b, r, p.side, 0.2, DESK, "#f2f1ee", "#9aa1a6");
  paintBox(
    ctx,
    r,
    {
      x0: lx - 0.17,
      x1: lx + 0.17,
      bottom: DESK.height,
      top: DESK.height + 0.015,
      back: depth + 0.15,
      front: depth + 0.38,
    },
    "#b9bfc4",
  );
  const lid = {
    x0: lx - 0.17,
    x1: lx + 0.17,
    bottom: DESK.height + 0.015,
    top: DESK.height + 0.24,
    back: depth + 0.12,
    front: depth + 0.14,
  };
  paintBox(ctx, r, lid, "#9aa1a6", { front: "#2b2f33" });
  const [sx0, sy0] = project(r, lid.x0 + 0.02, lid.top - 0.02, lid.front);
  const [sx1, sy1] = project(r, lid.x1 - 0.02, lid.bottom + 0.02, lid.front);
  ctx.fillStyle = screenColour(b);
  ctx.fillRect(sx0, sy0, sx1 - sx0, sy1 - sy0);
  paintNearPlant(ctx, b, r, p.side, "#e9e9e6");
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 1, rows: [b.horizon, b.height] });
}

export const office: Place = { kind: "office", outdoor: false, sky, far, mid, near };
