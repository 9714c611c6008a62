import { fillRoundRect } from "../../../kit/shapes";
import { choose, pickSide } from "../backdrop";
import type { Backdrop, Place } from "../types";
import { paintBox, paintFloorShadow, polygon } from "./boxes";
import { ceilingLamps, lightLayer } from "./light";
import { type Ctx, lateral, metreAt, project, type Room, room } from "./perspective";
import { paintChair, paintClock, paintVase } from "./props";
import { darker, lighter } from "./shades";
import { paintShell } from "./shell";
import { fillBand } from "./walls";
import { paintBlinds, sideWindows, windowAt } from "./windows";

/** The bed stands along the back wall, side-on to the camera. */
const BED = { half: 1.05, back: 0.2, front: 1.1 };
const CURTAIN = "#9cc3d5";

function plan(b: Backdrop) {
  const r = room(b);
  const side = pickSide(b, 81);
  // A wide room is a ward: a second bed by the far wall on the window's side, the window moving in to make room.
  const ward = r.halfWidth > 4.5;
  const window = windowAt(r, side * r.halfWidth * (ward ? 0.3 : 0.55), Math.min(2, r.halfWidth * 0.36), 0.9, 1.35, {
    columns: 2,
    rows: 1,
  });
  const bedX = -side * Math.max(1.55, r.halfWidth * 0.42);
  // Each bed's head is toward the nearer side wall.
  const beds = [bedX, ...(ward ? [side * (r.halfWidth - 1.4)] : [])].map((x) => ({ x, outward: x < 0 ? -1 : 1 }));
  const lamps = ceilingLamps(r);
  return {
    r,
    side,
    window,
    glass: [window, ...sideWindows(b, r, 0.9, 1.35)],
    bedX,
    beds,
    lamps,
    wall: choose(b, 82, ["#d7eadf", "#d3e6e2", "#dfeadb"]),
    blanket: choose(b, 83, ["#8fb8d8", "#a9cdb8", "#a7b4dc"]),
  };
}
function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  paintShell(ctx, b, p, {
    wall: p.wall,
    ceiling: "#f2f4f1",
    // A wipe-clean band along the bottom of the wall.
    onWall: () => {
      const [, top] = project(r, 0, 0.3, 0);
      fillBand(ctx, b, top, b.horizon, [darker(p.wall, 0.12), darker(p.wall, 0.18)]);
    },
    floor: { tiles: "#dfe3dc", size: 0.6, sheen: 0.3 },
    sideSkirting: darker(p.wall, 0.15),
    ceilingPanels: 2,
    frame: "#f4f4f2",
    view: "trees",
    inWindows: () => {
      for (const w of p.glass.slice(0, 1)) paintBlinds(ctx, r, w, "#f2f2ee", 0.32);
    },
    evenlyLit: true,
  });
}

/** The rail of gas outlets and switches behind a hospital bed, and a monitor on an arm with a heartbeat trace. */
function paintBedHead(ctx: Ctx, r: Room, x: number, outward: number): void {
  const m = r.metre;
  const [cx, top] = project(r, x, 1.6, 0);
  const w = 1.8 * m;
  fillRoundRect(ctx, cx - w / 2, top, w, 0.22 * m, 0.03 * m, "#eef1f0");
  ctx.fillStyle = "rgba(0,0,0,0.1)";
  ctx.fillRect(cx - w / 2, top + 0.19 * m, w, 0.03 * m);
  const outlets = ["#3b7dd8", "#f4f4f2", "#2f9e6e", "#f4f4f2", "#e0b030", "#f4f4f2"];
  outlets.forEach((colour, i) => {
    const ox = cx - w * 0.4 + (i * w * 0.8) / (outlets.length - 1);
    ctx.fillStyle = "#c9cfcd";
    ctx.beginPath();
    ctx.arc(ox, top + 0.11 * m, 0.055 * m, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(ox, top + 0.11 * m, 0.03 * m, 0, Math.PI * 2);
    ctx.fill();
  });
  // The monitor, to the side of the bed head.
  const mx = cx + outward * w * 0.62;
  const my = top - 0.55 * m;
  ctx.strokeStyle = "#9aa1a6";
  ctx.lineWidth = 0.04 * m;
  ctx.beginPath();
  ctx.moveTo(mx - outward * 0.3 * m, top + 0.1 * m);
  ctx.lineTo(mx - outward * 0.3 * m, my + 0.25 * m);
  ctx.lineTo(mx, my + 0.25 * m);
  ctx.stroke();
  fillRoundRect(ctx, mx - 0.25 * m, my, 0.5 * m, 0.38 * m, 0.03 * m, "#3b4045");
  ctx.fillStyle = "#15201c";
  ctx.fillRect(mx - 0.22 * m, my + 0.03 * m, 0.44 * m, 0.32 * m);
  ctx.strokeStyle = "#5fe08a";
  ctx.lineWidth = Math.max(1, 0.012 * m);
  ctx.beginPath();
  const base = my + 0.14 * m;
  ctx.moveTo(mx - 0.2 * m, base);
  for (let i = 0; i < 3; i++) {
    const bx = mx - 0.15 * m + i * 0.13 * m;
    ctx.lineTo(bx, base);
    ctx.lineTo(bx + 0.02 * m, base - 0.07 * m);
    ctx.lineTo(bx + 0.04 * m, base + 0.04 * m);
    ctx.lineTo(bx + 0.055 * m, base);
  }
  ctx.lineTo(mx + 0.2 * m, base);
  ctx.stroke();
  ctx.fillStyle = "#e8c45a";
  ctx.fillRect(mx - 0.18 * m, my + 0.25 * m, 0.12 * m, 0.05 * m);
  ctx.fillStyle = "#6fb6f2";
  ctx.fillRect(mx + 0.01 * m, my + 0.25 * m, 0.16 * m, 0.05 * m);
}

/** A privacy curtain pushed back to one end of its ceiling rail: narrow vertical folds down to near the floor. */
function paintPrivacyCurtain(ctx: Ctx, x0: number, x1: number, top: number, bottom: number, colour: string): void {
  const folds = Math.max(3, Math.round((x1 - x0) / ((bottom - top) * 0.06)));
  const g = ctx.createLinearGradient(x0, 0, x1, 0);
  for (let i = 0; i <= folds * 2; i++)
    g.addColorStop(i / (folds * 2), i % 2 === 0 ? darker(colour, 0.12) : lighter(colour, 0.15));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.moveTo(x0, top);
  ctx.lineTo(x1, top);
  for (let i = folds; i >= 0; i--) ctx.lineTo(x0 + ((x1 - x0) * i) / folds, bottom - (i % 2) * (bottom - top) * 0.012);
  ctx.closePath();
  ctx.fill();
  // The mesh band at the top, which lets the light through.
  ctx.fillStyle = "rgba(255,255,255,0.45)";
  ctx.fillRect(x0, top, x1 - x0, (bottom - top) * 0.08);
}

function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  for (const bed of p.beds) paintBedHead(ctx, r, bed.x + bed.outward * (BED.half - 0.5), bed.outward);
  const outward = p.bedX < 0 ? -1 : 1;
  const [cx, cy] = project(r, p.bedX - outward * 0.4, 2.2, 0);
  paintClock(ctx, b, cx, cy, r.metre * 0.15);
  // The curtain rail along the ceiling, the curtain bunched at the wall end between bed and window.
  const railX = p.bedX - outward * (BED.half + 0.75);
  const [rx0, ry0] = project(r, railX, 2.75, 0.05);
  const [rx1, ry1] = project(r, railX, 2.75, 2.3);
  ctx.strokeStyle = "#b9bfc4";
  ctx.lineWidth = r.metre * 0.04;
  ctx.beginPath();
  ctx.moveTo(rx0, ry0);
  ctx.lineTo(rx1, ry1);
  ctx.stroke();
  const [, top] = project(r, railX, 2.72, 0.3);
  const [, bottom] = project(r, railX, 0.3, 0.3);
  const m = metreAt(r, 0.3);
  const [ccx] = project(r, railX, 0, 0.3);
  paintPrivacyCurtain(ctx, ccx - m * 0.3, ccx + m * 0.3, top, bottom, CURTAIN);
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.15, rows: [0, b.horizon + r.metre * 0.5] });
}

/**
 * A hospital bed side-on along the wall, its head at the `headSide` end (-1 left, 1 right) with the back rest
 * raised, a side rail, and wheels.
 */
function paintHospitalBed(ctx: Ctx, r: Room, x: number, headSide: number, blanket: string): void {
  const { back, front } = BED;
  const x0 = x - BED.half;
  const x1 = x + BED.half;
  const head = headSide < 0 ? x0 : x1;
  const along = (metres: number) => head - headSide * metres;
  paintFloorShadow(ctx, r, { x0, x1, back, front }, 0.32);
  // The undercarriage: a dark frame on legs with castors.
  paintBox(
    ctx,
    r,
    { x0: x0 + 0.1, x1: x1 - 0.1, bottom: 0.14, top: 0.22, back: back + 0.15, front: front - 0.15 },
    "#8d949a",
  );
  for (const lx of [x0 + 0.12, x1 - 0.16]) {
    paintBox(
      ctx,
      r,
      { x0: lx, x1: lx + 0.04, bottom: 0.08, top: 0.3, back: front - 0.2, front: front - 0.16 },
      "#8d949a",
    );
    const [wx, wy] = project(r, lx + 0.02, 0.06, front - 0.18);
    const wm = metreAt(r, front - 0.18);
    ctx.fillStyle = "#3b4045";
    ctx.beginPath();
    ctx.arc(wx, wy, wm * 0.06, 0, Math.PI * 2);
    ctx.fill();
  }
  paintBox(ctx, r, { x0, x1, bottom: 0.3, top: 0.45, back, front }, "#dfe4e6");
  paintBox(
    ctx,
    r,
    { x0: x0 + 0.02, x1: x1 - 0.02, bottom: 0.45, top: 0.58, back: back + 0.02, front: front - 0.02 },
    "#f6f7f5",
  );
  // Head and foot boards.
  const boards = [
    { at: head, top: 1.0 },
    { at: headSide < 0 ? x1 : x0, top: 0.78 },
  ];
  for (const board of boards)
    paintBox(ctx, r, { x0: board.at - 0.04, x1: board.at + 0.04, bottom: 0.3, top: board.top, back, front }, "#c9d3d8");
  // The raised back rest: a slope from the head board down to a third of the way along, a pillow on it.
  const bend = along(0.75);
  polygon(
    ctx,
    [
      project(r, along(0.06), 1.02, back + 0.03),
      project(r, bend, 0.58, back + 0.03),
      project(r, bend, 0.58, front - 0.04),
      project(r, along(0.06), 1.02, front - 0.04),
    ],
    "#eef0ee",
  );
  const [pax, pay] = project(r, along(0.08), 1.05, (back + front) / 2);
  const [pbx, pby] = project(r, along(0.45), 0.74, (back + front) / 2);
  const pm = metreAt(r, front);
  fillRoundRect(
    ctx,
    Math.min(pax, pbx),
    Math.min(pay, pby) - pm * 0.04,
    Math.abs(pbx - pax),
    Math.abs(pby - pay) + pm * 0.1,
    pm * 0.08,
    "#ffffff",
  );
  // A blanket over the rest of the bed, hanging down its front, folded back at the top.
  const [bx0, bx1] = headSide < 0 ? [bend - 0.05, x1 - 0.05] : [x0 + 0.05, bend + 0.05];
  paintBox(ctx, r, { x0: bx0, x1: bx1, bottom: 0.36, top: 0.62, back: back + 0.01, front: front + 0.02 }, blanket);
  const [fx0, fx1] = headSide < 0 ? [bx0, bx0 + 0.14] : [bx1 - 0.14, bx1];
  paintBox(ctx, r, { x0: fx0, x1: fx1, bottom: 0.36, top: 0.63, back: back + 0.005, front: front + 0.025 }, "#ffffff");
  // The side rail, up along the head half.
  const [r0, r1] = [along(0.12), along(1.0)].sort((a, c) => a - c) as [number, number];
  paintBox(ctx, r, { x0: r0, x1: r1, bottom: 0.8, top: 0.84, back: front + 0.03, front: front + 0.06 }, "#b9c1c6");
  for (const px of [r0 + 0.08, r1 - 0.11])
    paintBox(
      ctx,
      r,
      { x0: px, x1: px + 0.03, bottom: 0.55, top: 0.8, back: front + 0.03, front: front + 0.06 },
      "#b9c1c6",
    );
}

/** A drip stand: a wheeled base, a pole, a bag of fluid and its line curving down to the bed. */
function paintDripStand(ctx: Ctx, r: Room, x: number, depth: number, towardX: number): void {
  const m = metreAt(r, depth);
  const [bx, by] = project(r, x, 0, depth);
  const [, top] = project(r, x, 1.95, depth);
  ctx.strokeStyle = "#8d949a";
  ctx.lineWidth = Math.max(1, m * 0.025);
  ctx.beginPath();
  for (const a of [-0.9, -0.3, 0.3, 0.9]) {
    ctx.moveTo(bx, by - m * 0.04);
    ctx.lineTo(bx + Math.sin(a) * m * 0.28, by + Math.cos(a) * m * 0.03);
  }
  ctx.stroke();
  ctx.lineWidth = Math.max(1, m * 0.022);
  ctx.beginPath();
  ctx.moveTo(bx, by - m * 0.04);
  ctx.lineTo(bx, top);
  ctx.moveTo(bx - m * 0.14, top + m * 0.02);
  ctx.quadraticCurveTo(bx, top - m * 0.06, bx + m * 0.14, top + m * 0.02);
  ctx.stroke();
  const bagX = bx + m * 0.12;
  fillRoundRect(ctx, bagX - m * 0.07, top + m * 0.05, m * 0.14, m * 0.22, m * 0.04, "rgba(235,245,250,0.9)");
  fillRoundRect(ctx, bagX - m * 0.06, top + m * 0.13, m * 0.12, m * 0.13, m * 0.035, "rgba(190,225,240,0.9)");
  const [ex, ey] = project(r, towardX, 0.65, 0.7);
  ctx.strokeStyle = "rgba(200,220,230,0.9)";
  ctx.lineWidth = Math.max(1, m * 0.008);
  ctx.beginPath();
  ctx.moveTo(bagX, top + m * 0.27);
  ctx.bezierCurveTo(bagX, top + m * 0.9, ex, ey - m * 0.4, ex, ey);
  ctx.stroke();
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // A drip stand at each bed's head, by the wall's end; a cabinet at its foot, and a visitor's chair by the first.
  for (const [i, { x, outward }] of p.beds.entries()) {
    const foot = x - outward * BED.half;
    const cabinetX = foot - outward * 0.35;
    paintBox(
      ctx,
      r,
      { x0: cabinetX - 0.22, x1: cabinetX + 0.22, bottom: 0.05, top: 0.78, back: 0.1, front: 0.55 },
      "#eef0ee",
    );
    const [jx, jy] = project(r, cabinetX, 0.78, 0.3);
    const jm = metreAt(r, 0.3);
    fillRoundRect(ctx, jx - jm * 0.05, jy - jm * 0.18, jm * 0.1, jm * 0.18, jm * 0.02, "rgba(200,225,240,0.85)");
    paintHospitalBed(ctx, r, x, outward, p.blanket);
    paintDripStand(ctx, r, x + outward * (BED.half - 0.25), 1.35, x + outward * 0.4);
    // The chair only where it is clear of the middle, where people stand.
    const chairX = foot - outward * 0.4;
    if (i === 0 && Math.abs(chairX) > 0.9) paintChair(ctx, r, chairX, 1.2, "#6f9fb8", true);
  }
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 0.4, rows: [0, b.floor] });
}

function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  // Flowers someone brought, on a trolley table at the side of the frame.
  const tableDepth = 4.7;
  const tableX = lateral(r, b.width * (p.side < 0 ? 0.88 : 0.12), tableDepth);
  paintBox(
    ctx,
    r,
    { x0: tableX - 0.02, x1: tableX + 0.02, bottom: 0, top: 0.7, back: tableDepth + 0.18, front: tableDepth + 0.22 },
    "#9aa1a6",
  );
  paintBox(
    ctx,
    r,
    { x0: tableX - 0.3, x1: tableX + 0.3, bottom: 0.7, top: 0.74, back: tableDepth, front: tableDepth + 0.4 },
    "#e9ebea",
  );
  const [fx, fy] = project(r, tableX, 0.74, tableDepth + 0.2);
  paintVase(ctx, b, fx, fy, metreAt(r, tableDepth + 0.2) * 0.45, ["#f2a7b5", "#f7d36b", "#f4f0e8", "#e86f6f"]);
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: true, depth: 1, rows: [0, b.height] });
}

export const hospital: Place = { kind: "hospital", outdoor: false, sky, far, mid, near };
