import { withAlpha } from "../../../kit/colour";
import type { Backdrop } from "../types";
import { type Footprint, polygon, polygons, tracePolygon } from "./boxes";
import { type Ctx, metreAt, type Point, project, type Room } from "./perspective";
import { darker, lighter } from "./shades";
import { fillBand } from "./walls";

// Floors in perspective: boards, tiles, a polished sheen, rugs.

/** The floor's base: lighter far away by the wall, darker toward the camera. */
function paintFloorBase(ctx: Ctx, b: Backdrop, colour: string): void {
  fillBand(ctx, b, b.horizon, b.height, [lighter(colour, 0.06), colour, darker(colour, 0.22)]);
}

/** Lines of the floor running straight away from the camera, `spacing` metres apart. */
function floorLines(r: Room, b: Backdrop, spacing: number): number[] {
  const reach = (b.width / 2 / r.metre) * (1 + spacing);
  const xs: number[] = [];
  for (let x = -Math.ceil(reach / spacing) * spacing; x <= reach; x += spacing) xs.push(x);
  return xs;
}

const NEAREST_FLOOR = 5.6;

export function paintWoodFloor(ctx: Ctx, b: Backdrop, r: Room, wood: string): void {
  paintFloorBase(ctx, b, wood);
  const xs = floorLines(r, b, 0.17);
  // Boards differ a little in tone, as real ones do.
  const paler: Point[][] = [];
  const darker_: Point[][] = [];
  for (let i = 0; i + 1 < xs.length; i++) {
    const tone = b.random();
    const x0 = xs[i] ?? 0;
    const x1 = xs[i + 1] ?? 0;
    const strip = [
      project(r, x0, 0, 0),
      project(r, x1, 0, 0),
      project(r, x1, 0, NEAREST_FLOOR),
      project(r, x0, 0, NEAREST_FLOOR),
    ];
    if (tone < 0.3) paler.push(strip);
    else if (tone < 0.55) darker_.push(strip);
  }
  polygons(ctx, paler, "rgba(255,240,220,0.07)");
  polygons(ctx, darker_, "rgba(60,30,10,0.08)");
  ctx.strokeStyle = withAlpha(darker(wood, 0.5), 0.45);
  ctx.lineWidth = Math.max(1, b.unit * 1.4);
  ctx.beginPath();
  for (const x of xs) {
    ctx.moveTo(...project(r, x, 0, 0));
    ctx.lineTo(...project(r, x, 0, NEAREST_FLOOR));
  }
  // Board ends, staggered.
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let d = -b.random() * 1.6; d < NEAREST_FLOOR; d += 1.6) {
      if (d <= 0) continue;
      ctx.moveTo(...project(r, xs[i] ?? 0, 0, d));
      ctx.lineTo(...project(r, xs[i + 1] ?? 0, 0, d));
    }
  }
  ctx.stroke();
}

/** Square tiles `size` metres wide; `checker` alternates two colours, otherwise grout lines on one. */
function paintTileFloor(ctx: Ctx, b: Backdrop, r: Room, colour: string, size: number, checker?: string): void {
  paintFloorBase(ctx, b, colour);
  const xs = floorLines(r, b, size);
  const rows: number[] = [];
  for (let d = 0; d <= NEAREST_FLOOR; d += size) rows.push(d);
  if (checker) {
    ctx.beginPath();
    for (let i = 0; i + 1 < xs.length; i++) {
      for (let j = 0; j + 1 < rows.length; j++) {
        if ((i + j) % 2 === 0) continue;
        const [x0, x1, d0, d1] = [xs[i] ?? 0, xs[i + 1] ?? 0, rows[j] ?? 0, rows[j + 1] ?? 0];
        const points = [project(r, x0, 0, d0), project(r, x1, 0, d0), project(r, x1, 0, d1), project(r, x0, 0, d1)];
        points.forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
        ctx.closePath();
      }
    }
    const g = ctx.createLinearGradient(0, b.horizon, 0, b.height);
    g.addColorStop(0, lighter(checker, 0.05));
    g.addColorStop(1, darker(checker, 0.2));
    ctx.fillStyle = g;
    ctx.fill();
  }
  ctx.strokeStyle = withAlpha(darker(colour, 0.35), checker ? 0.25 : 0.4);
  ctx.lineWidth = Math.max(1, b.unit * 1.2);
  ctx.beginPath();
  for (const x of xs) {
    ctx.moveTo(...project(r, x, 0, 0));
    ctx.lineTo(...project(r, x, 0, NEAREST_FLOOR));
  }
  for (const d of rows) {
    const [x0, y] = project(r, -b.width / r.metre, 0, d);
    ctx.moveTo(x0, y);
    ctx.lineTo(project(r, b.width / r.metre, 0, d)[0], y);
  }
  ctx.stroke();
}

/** A polished floor mirrors the light from the back wall as a soft band just in front of it. */
function paintFloorSheen(ctx: Ctx, b: Backdrop, strength: number): void {
  const g = ctx.createLinearGradient(0, b.horizon, 0, b.horizon + (b.floor - b.horizon) * 0.8);
  g.addColorStop(0, `rgba(255,255,255,${strength})`);
  g.addColorStop(1, "rgba(255,255,255,0)");
  ctx.fillStyle = g;
  ctx.fillRect(0, b.horizon, b.width, b.floor - b.horizon);
}

/** A rug lying on the floor, seen in perspective. */
export function paintRug(ctx: Ctx, r: Room, area: Footprint, colour: string, border: string): void {
  const { x0, x1, back, front } = area;
  const corners = (inset: number): Point[] => [
    project(r, x0 + inset, 0, back + inset),
    project(r, x1 - inset, 0, back + inset),
    project(r, x1 - inset, 0, front - inset),
    project(r, x0 + inset, 0, front - inset),
  ];
  polygon(ctx, corners(0), border);
  polygon(ctx, corners(0.12), colour);
  ctx.strokeStyle = withAlpha(border, 0.7);
  ctx.lineWidth = Math.max(1, metreAt(r, (back + front) / 2) * 0.02);
  ctx.beginPath();
  tracePolygon(ctx, corners(0.24));
  ctx.stroke();
}

/** A floor: boards of one wood, or square tiles `size` metres wide (alternating with `checker`), polished to `sheen`. */
export type Floor = { wood: string } | { tiles: string; size: number; checker?: string; sheen?: number };

export function paintFloor(ctx: Ctx, b: Backdrop, r: Room, floor: Floor): void {
  if ("wood" in floor) {
    paintWoodFloor(ctx, b, r, floor.wood);
    return;
  }
  paintTileFloor(ctx, b, r, floor.tiles, floor.size, floor.checker);
  if (floor.sheen) paintFloorSheen(ctx, b, floor.sheen);
}
