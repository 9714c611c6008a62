import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Rect } from "../../geometry";
import { roundRect } from "../../styles/paint";
import { paintSky, paintStars, paintSunOrMoon, SKY } from "../sky";
import type { Backdrop, TimeOfDay } from "../types";

export type Ctx = SKRSContext2D;
export type Point = [number, number];

// ---------------------------------------------------------------------------------------------------------------
// Colour

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` blended toward `b` by `t` (0..1), both "#rrggbb". */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const channel = (i: 0 | 1 | 2) =>
    Math.round(ca[i] + (cb[i] - ca[i]) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

// Shadows lean warm brown rather than grey, as in a lamp- or sun-lit room.
export const darker = (hex: string, t: number): string => mix(hex, "#1c140f", t);
export const lighter = (hex: string, t: number): string => mix(hex, "#ffffff", t);

export function fade(hex: string, alpha: number): string {
  const [r, g, b] = channels(hex);
  return `rgba(${r},${g},${b},${alpha})`;
}

/**
 * A value in 0..1 fixed by the seed and `salt`, without drawing from `b.random()`: layers are painted separately and
 * must agree on the room's layout (where the window is, the wall's colour) whatever each one drew before.
 */
export function vary(b: Backdrop, salt: number): number {
  const v = b.noise(salt * 7.31 + 0.5, 3.77) * 9301.17;
  return v - Math.floor(v);
}

/** One of `options` (never empty), fixed by the seed like `vary`. */
export function choose<const T extends readonly [unknown, ...unknown[]]>(
  b: Backdrop,
  salt: number,
  options: T,
): T[number] {
  return options[Math.min(options.length - 1, Math.floor(vary(b, salt) * options.length))];
}

export function between(b: Backdrop, lo: number, hi: number): number {
  return lo + (hi - lo) * b.random();
}

// ---------------------------------------------------------------------------------------------------------------
// Perspective: one-point, looking straight at the back wall from standing eye height.

/** Eye height above the floor, in metres: the camera stands like a person, so the floor recedes to this level. */
const EYE_HEIGHT = 1.6;
/** How far the back wall is from the camera, in metres; people on the floor line stand 2.4 m from it. */
const WALL_DISTANCE = 6;

export type Room = {
  /** The vanishing point. */
  eyeX: number;
  eyeY: number;
  horizon: number;
  /** Pixels per metre on the back wall. */
  metre: number;
  /** Where the back wall meets the ceiling. */
  ceiling: number;
  /** Half the room's width in metres: the side walls stand this far either side of the middle. */
  halfWidth: number;
  /** The ceiling's height in metres. */
  height: number;
};

/**
 * The room of a backdrop. The back wall spans most of a portrait frame, so only slivers of the side walls show; a
 * landscape frame sees about twice as wide, and the same room would be a hall, so it shows the side walls running
 * toward the camera instead.
 */
export function room(b: Backdrop, shape: { wallShare?: number; height?: number } = {}): Room {
  // People on the floor line are 2.5 times nearer than the wall, which puts eye level this far above the horizon.
  const eyeY = b.horizon - ((b.floor - b.horizon) * 2) / 3;
  const metre = (b.horizon - eyeY) / EYE_HEIGHT;
  const share = shape.wallShare ?? Math.min(0.85, Math.max(0.45, 0.95 - (0.24 * b.width) / b.height));
  const height = shape.height ?? 2.9;
  return {
    eyeX: b.width / 2,
    eyeY,
    horizon: b.horizon,
    metre,
    ceiling: b.horizon - metre * height,
    halfWidth: (b.width * share) / 2 / metre,
    height,
  };
}

/** Depth factor: 1 at the back wall, smaller toward the camera. */
function depthFactor(depth: number): number {
  return (WALL_DISTANCE - depth) / WALL_DISTANCE;
}

/** The screen point of `x` metres right of centre, `height` metres up, `depth` metres in front of the back wall. */
export function project(r: Room, x: number, height: number, depth: number): Point {
  const z = depthFactor(depth);
  return [r.eyeX + (x * r.metre) / z, r.eyeY + ((EYE_HEIGHT - height) * r.metre) / z];
}

/** Pixels per metre at `depth` metres in front of the back wall. */
export function metreAt(r: Room, depth: number): number {
  return r.metre / depthFactor(depth);
}

/** The lateral position in metres that lands on screen column `px` at `depth`: to place things by frame position. */
export function lateral(r: Room, px: number, depth: number): number {
  return ((px - r.eyeX) * depthFactor(depth)) / r.metre;
}

/** A box standing in the room, in metres: lateral `x0..x1`, height `bottom..top`, depth `back..front` off the wall. */
export type Box = { x0: number; x1: number; bottom: number; top: number; back: number; front: number };

export function polygon(ctx: Ctx, points: readonly Point[], fill: string | CanvasGradient): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** Several polygons filled as one path: one blend over the canvas instead of one per shape. */
function polygons(ctx: Ctx, shapes: readonly (readonly Point[])[], fill: string | CanvasGradient): void {
  ctx.beginPath();
  for (const points of shapes) {
    points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
  }
  ctx.fillStyle = fill;
  ctx.fill();
}

type CanvasGradient = ReturnType<Ctx["createLinearGradient"]>;

export function roundedRect(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  fill: string | CanvasGradient,
): void {
  roundRect(ctx, x, y, w, h, radius);
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * A box with the faces the camera sees: the front, the top when below eye level, the side facing the middle. The
 * light comes from the upper left, so tops are lightest and right-facing sides darkest.
 */
export function paintBox(
  ctx: Ctx,
  r: Room,
  box: Box,
  colour: string,
  faces: { front?: string; top?: string } = {},
): void {
  const p = (x: number, h: number, d: number) => project(r, x, h, d);
  if (box.x1 < 0)
    polygon(
      ctx,
      [
        p(box.x1, box.top, box.back),
        p(box.x1, box.top, box.front),
        p(box.x1, box.bottom, box.front),
        p(box.x1, box.bottom, box.back),
      ],
      darker(colour, 0.2),
    );
  if (box.x0 > 0)
    polygon(
      ctx,
      [
        p(box.x0, box.top, box.back),
        p(box.x0, box.top, box.front),
        p(box.x0, box.bottom, box.front),
        p(box.x0, box.bottom, box.back),
      ],
      lighter(colour, 0.06),
    );
  if (box.top < EYE_HEIGHT)
    polygon(
      ctx,
      [
        p(box.x0, box.top, box.back),
        p(box.x1, box.top, box.back),
        p(box.x1, box.top, box.front),
        p(box.x0, box.top, box.front),
      ],
      faces.top ?? lighter(colour, 0.16),
    );
  if (box.bottom > EYE_HEIGHT)
    polygon(
      ctx,
      [
        p(box.x0, box.bottom, box.back),
        p(box.x1, box.bottom, box.back),
        p(box.x1, box.bottom, box.front),
        p(box.x0, box.bottom, box.front),
      ],
      darker(colour, 0.25),
    );
  const [fx0, fy0] = p(box.x0, box.top, box.front);
  const [fx1, fy1] = p(box.x1, box.bottom, box.front);
  const front = ctx.createLinearGradient(0, fy0, 0, fy1);
  front.addColorStop(0, faces.front ?? colour);
  front.addColorStop(1, darker(faces.front ?? colour, 0.1));
  ctx.fillStyle = front;
  ctx.fillRect(fx0, fy0, fx1 - fx0, fy1 - fy0);
}

/** The screen rectangle of a box's front face. */
export function frontOf(r: Room, box: Box): Rect {
  const [x0, y0] = project(r, box.x0, box.top, box.front);
  const [x1, y1] = project(r, box.x1, box.bottom, box.front);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** A soft shadow where something stands on the floor, cast a little to the right (the light is on the left). */
export function paintFloorShadow(
  ctx: Ctx,
  r: Room,
  x0: number,
  x1: number,
  back: number,
  front: number,
  strength = 0.22,
): void {
  const [ax, ay] = project(r, x0 + 0.05, 0, back);
  const [bx, by] = project(r, x1 + 0.25, 0, front + 0.15);
  const cx = (ax + bx) / 2;
  const cy = (ay + by) / 2;
  const rx = Math.max(1, (bx - ax) / 2);
  const ry = Math.max(1, (by - ay) / 2 + metreAt(r, front) * 0.06);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(1, ry / rx);
  const g = ctx.createRadialGradient(0, 0, rx * 0.3, 0, 0, rx);
  g.addColorStop(0, `rgba(40,25,15,${strength})`);
  g.addColorStop(1, "rgba(40,25,15,0)");
  ctx.fillStyle = g;
  ctx.fillRect(-rx, -rx, rx * 2, rx * 2);
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------------------------
// Walls and floors

export function fillBand(ctx: Ctx, b: Backdrop, top: number, bottom: number, stops: readonly string[]): void {
  const g = ctx.createLinearGradient(0, top, 0, bottom);
  stops.forEach((colour, i) => g.addColorStop(i / Math.max(1, stops.length - 1), colour));
  ctx.fillStyle = g;
  ctx.fillRect(0, top, b.width, bottom - top);
}

/** The back wall from the ceiling to the floor, the ceiling above it, and a skirting board. */
export function paintWall(
  ctx: Ctx,
  b: Backdrop,
  r: Room,
  wall: string,
  options: { skirting?: string; ceiling?: string } = {},
): void {
  // Light from the windows falls off toward the corners, so the wall darkens a little at the ceiling and the floor.
  fillBand(ctx, b, r.ceiling, b.horizon, [darker(wall, 0.1), lighter(wall, 0.04), wall, darker(wall, 0.08)]);
  const ceiling = options.ceiling ?? mix(wall, "#f3eee6", 0.8);
  fillBand(ctx, b, 0, r.ceiling, [darker(ceiling, 0.22), darker(ceiling, 0.08)]);
  ctx.fillStyle = lighter(ceiling, 0.2);
  ctx.fillRect(0, r.ceiling - r.metre * 0.05, b.width, r.metre * 0.05);
  ctx.fillStyle = fade("#3a2a20", 0.12);
  ctx.fillRect(0, r.ceiling, b.width, r.metre * 0.06);
  const skirting = options.skirting ?? lighter(wall, 0.5);
  const h = r.metre * 0.12;
  ctx.fillStyle = skirting;
  ctx.fillRect(0, b.horizon - h, b.width, h);
  ctx.fillStyle = lighter(skirting, 0.4);
  ctx.fillRect(0, b.horizon - h, b.width, Math.max(1, r.metre * 0.015));
}

/**
 * The side walls running from the back corners toward the camera, over the floor and ceiling painted across the
 * whole width. The light comes from the left, so the left wall (facing away from it) is the darker one.
 */
export function paintSideWalls(ctx: Ctx, b: Backdrop, r: Room, wall: string, skirting = lighter(wall, 0.5)): void {
  for (const side of [-1, 1] as const) {
    const x = side * r.halfWidth;
    // Where the wall leaves the canvas, a little beyond its edge.
    const reach = (b.width / 2 + 8) / r.metre;
    if (r.halfWidth >= reach) continue;
    const depth = WALL_DISTANCE * (1 - r.halfWidth / reach);
    const tone = side < 0 ? darker(wall, 0.14) : darker(wall, 0.04);
    const [bx] = project(r, x, 0, 0);
    const [ex] = project(r, x, 0, depth);
    const g = ctx.createLinearGradient(bx, 0, ex, 0);
    g.addColorStop(0, tone);
    g.addColorStop(1, darker(tone, 0.12));
    polygon(
      ctx,
      [project(r, x, r.height, 0), project(r, x, 0, 0), project(r, x, 0, depth), project(r, x, r.height, depth)],
      g,
    );
    polygon(
      ctx,
      [project(r, x, 0.12, 0), project(r, x, 0, 0), project(r, x, 0, depth), project(r, x, 0.12, depth)],
      side < 0 ? darker(skirting, 0.1) : skirting,
    );
    polygon(
      ctx,
      [
        project(r, x, r.height, 0),
        project(r, x, r.height - 0.05, 0),
        project(r, x, r.height - 0.05, depth),
        project(r, x, r.height, depth),
      ],
      lighter(wall, 0.3),
    );
    // A soft shadow down the back corner.
    const [cx, cy0] = project(r, x, r.height, 0);
    const shadow = ctx.createLinearGradient(cx, 0, cx - side * r.metre * 0.25, 0);
    shadow.addColorStop(0, "rgba(50,30,20,0.12)");
    shadow.addColorStop(1, "rgba(50,30,20,0)");
    ctx.fillStyle = shadow;
    ctx.fillRect(Math.min(cx, cx - side * r.metre * 0.25), cy0, r.metre * 0.25, r.horizon - cy0);
  }
}

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
  ctx.strokeStyle = fade(darker(wood, 0.5), 0.45);
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
export function paintTileFloor(ctx: Ctx, b: Backdrop, r: Room, colour: string, size: number, checker?: string): void {
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
  ctx.strokeStyle = fade(darker(colour, 0.35), checker ? 0.25 : 0.4);
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
export function paintFloorSheen(ctx: Ctx, b: Backdrop, strength: number): void {
  const g = ctx.createLinearGradient(0, b.horizon, 0, b.horizon + (b.floor - b.horizon) * 0.8);
  g.addColorStop(0, `rgba(255,255,255,${strength})`);
  g.addColorStop(1, "rgba(255,255,255,0)");
  ctx.fillStyle = g;
  ctx.fillRect(0, b.horizon, b.width, b.floor - b.horizon);
}

/** A rug lying on the floor, seen in perspective. */
export function paintRug(
  ctx: Ctx,
  r: Room,
  x0: number,
  x1: number,
  back: number,
  front: number,
  colour: string,
  border: string,
): void {
  const corners = (inset: number): Point[] => [
    project(r, x0 + inset, 0, back + inset),
    project(r, x1 - inset, 0, back + inset),
    project(r, x1 - inset, 0, front - inset),
    project(r, x0 + inset, 0, front - inset),
  ];
  polygon(ctx, corners(0), border);
  polygon(ctx, corners(0.12), colour);
  ctx.strokeStyle = fade(border, 0.7);
  ctx.lineWidth = Math.max(1, metreAt(r, (back + front) / 2) * 0.02);
  ctx.beginPath();
  corners(0.24).forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.stroke();
}

/** Flush light panels on the ceiling in rows toward the back wall; glowing at night. */
export function paintCeilingPanels(ctx: Ctx, b: Backdrop, r: Room, spacing: number): void {
  const night = b.time === "night";
  for (let d = 0.8; d < 5.5; d += 1.6) {
    for (let x = -Math.floor(b.width / r.metre / 2 / spacing) * spacing; x <= b.width / r.metre / 2; x += spacing) {
      const quad = [
        project(r, x - 0.3, r.height, d),
        project(r, x + 0.3, r.height, d),
        project(r, x + 0.3, r.height, d + 0.6),
        project(r, x - 0.3, r.height, d + 0.6),
      ];
      if ((quad[2]?.[1] ?? 0) < 0) continue;
      polygon(ctx, quad, night ? "#fff4dc" : "#f7f8f6");
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Windows and the view through them

/**
 * A window: its screen bounds (a rectangle on the back wall; on the side wall a trapezoid inside them) and where its
 * glass is in the room, to cast its sunlight on the floor.
 */
export type Window = Rect & {
  columns: number;
  rows: number;
  arched?: boolean;
  /** The glass's corners on screen, clockwise from the top left. */
  corners: readonly [Point, Point, Point, Point];
  /** The room point (x, height, depth in metres) at `u` across and `v` up the glass, both 0..1. */
  at(u: number, v: number): [number, number, number];
};
export type View = "city" | "trees" | "hills";
type Panes = { columns: number; rows: number; arched?: boolean };

function bounds(corners: readonly Point[]): Rect {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** A window on the back wall, `w` x `h` metres, its sill `sill` metres up, centred on screen column `cx`. */
export function windowAt(r: Room, cx: number, w: number, sill: number, h: number, panes: Panes): Window {
  const x0 = lateral(r, cx, 0) - w / 2;
  const corners = [
    project(r, x0, sill + h, 0),
    project(r, x0 + w, sill + h, 0),
    project(r, x0 + w, sill, 0),
    project(r, x0, sill, 0),
  ] as const;
  return { ...bounds(corners), ...panes, corners, at: (u, v) => [x0 + u * w, sill + v * h, 0] };
}

/**
 * Windows along the left side wall (the one facing away from the light, as the light comes through it), as many as
 * fit where the wall shows; none in a portrait frame, where only a sliver of it does.
 */
export function sideWindows(b: Backdrop, r: Room, sill: number, h: number): Window[] {
  const visible = WALL_DISTANCE * (1 - r.halfWidth / (b.width / 2 / r.metre)) - 0.3;
  const width = 1.2;
  const gap = 0.6;
  const x = -r.halfWidth;
  const windows: Window[] = [];
  for (let from = 0.6; from + width <= visible; from += width + gap) {
    const to = from + width;
    const corners = [
      project(r, x, sill + h, to),
      project(r, x, sill + h, from),
      project(r, x, sill, from),
      project(r, x, sill, to),
    ] as const;
    windows.push({ ...bounds(corners), columns: 2, rows: 2, corners, at: (u, v) => [x, sill + v * h, to - u * width] });
  }
  return windows;
}

/** Adds the window's outline to the current path, grown outward by `grow` pixels (for its frame). */
export function windowPath(ctx: Ctx, w: Window, grow = 0): void {
  if (w.arched) {
    const x = w.x - grow;
    const y = w.y - grow;
    const width = w.w + grow * 2;
    const height = w.h + grow * 2;
    const radius = width / 2;
    ctx.moveTo(x, y + height);
    ctx.lineTo(x, y + radius);
    ctx.arc(x + radius, y + radius, radius, Math.PI, 0);
    ctx.lineTo(x + width, y + height);
    ctx.closePath();
    return;
  }
  const cx = w.x + w.w / 2;
  const cy = w.y + w.h / 2;
  const sx = 1 + (grow * 2) / w.w;
  const sy = 1 + (grow * 2) / w.h;
  w.corners.forEach(([x, y], i) => {
    const px = cx + (x - cx) * sx;
    const py = cy + (y - cy) * sy;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  });
  ctx.closePath();
}

const LAND: Record<TimeOfDay, { trees: string; buildings: string; ground: string; lit: number }> = {
  morning: { trees: "#6f9a76", buildings: "#9aaabf", ground: "#a7bd92", lit: 0 },
  day: { trees: "#5b9556", buildings: "#a4b4c8", ground: "#94bd7a", lit: 0 },
  sunset: { trees: "#6b4a62", buildings: "#86628a", ground: "#8a5a62", lit: 0.15 },
  night: { trees: "#141b38", buildings: "#1a2248", ground: "#10162e", lit: 0.45 },
};

/** Where the sun (or moon) sits for `time`, relative to the window it should be seen through. */
function sunIn(w: Rect, r: Room, time: TimeOfDay): Point {
  const spot: Record<TimeOfDay, Point> = {
    morning: [0.3, 0.72],
    day: [0.68, 0.22],
    sunset: [0.62, 0.8],
    night: [0.7, 0.25],
  };
  const [fx, fy] = spot[time];
  return [w.x + w.w * fx, Math.min(w.y + w.h * fy, r.eyeY - r.metre * 0.12)];
}

/**
 * What the windows look out on, painted across the whole width and clipped to their glass, so several windows show
 * one continuous view. The view's horizon is at eye level, as it is when you look out of a window.
 */
export function paintView(ctx: Ctx, b: Backdrop, r: Room, glass: readonly Window[], view: View): void {
  const first = glass[0];
  if (!first) return;
  const top = Math.min(...glass.map((w) => w.y));
  const bottom = Math.max(...glass.map((w) => w.y + w.h));
  ctx.save();
  ctx.beginPath();
  for (const w of glass) windowPath(ctx, w);
  ctx.clip();
  paintSky(ctx, 0, top, b.width, bottom - top, r.eyeY, b.time);
  paintStars(ctx, b, r.eyeY);
  const [sx, sy] = sunIn(first, r, b.time);
  paintSunOrMoon(ctx, sx, sy, r.metre * (b.time === "sunset" ? 0.16 : 0.11), b.time);
  paintLandscape(ctx, b, r.eyeY, bottom, r.metre * 0.8, view);
  ctx.restore();
}

/**
 * Distant land from `skyline` down to `bottom`: tree tops, rooftops or hills, hazed toward the sky's horizon colour.
 * `scale` is the size of a house at that distance.
 */
export function paintLandscape(
  ctx: Ctx,
  b: Backdrop,
  skyline: number,
  bottom: number,
  scale: number,
  view: View,
): void {
  const land = LAND[b.time];
  const haze = SKY[b.time].horizon;
  ctx.fillStyle = mix(land.ground, haze, 0.35);
  ctx.fillRect(0, skyline, b.width, bottom - skyline);
  if (view === "hills") {
    paintRidge(ctx, b, skyline, scale * 0.9, mix(land.trees, haze, 0.6), 0.7);
    paintRidge(ctx, b, skyline + scale * 0.25, scale * 0.6, mix(land.trees, haze, 0.25), 2.1);
    return;
  }
  if (view === "city") {
    paintSkyline(ctx, b, skyline, scale * 1.6, mix(land.buildings, haze, 0.55), land.lit * 0.5);
    paintSkyline(ctx, b, skyline + scale * 0.1, scale * 0.9, mix(land.buildings, haze, 0.2), land.lit);
    return;
  }
  paintTreeLine(ctx, b, skyline, scale * 0.7, mix(land.trees, haze, 0.45));
  paintTreeLine(ctx, b, skyline + scale * 0.2, scale * 0.5, mix(land.trees, haze, 0.1));
}

function paintRidge(ctx: Ctx, b: Backdrop, base: number, height: number, colour: string, salt: number): void {
  ctx.beginPath();
  ctx.moveTo(0, base + height);
  const step = height * 0.5;
  for (let x = 0; x <= b.width + step; x += step) {
    ctx.lineTo(x, base - height * (0.45 + 0.4 * b.noise(x / (height * 6), salt)));
  }
  ctx.lineTo(b.width, base + height * 4);
  ctx.lineTo(0, base + height * 4);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

function paintSkyline(ctx: Ctx, b: Backdrop, base: number, tallest: number, colour: string, litShare: number): void {
  let x = -b.random() * tallest;
  while (x < b.width) {
    const w = tallest * between(b, 0.35, 0.7);
    const h = tallest * between(b, 0.25, 1);
    ctx.fillStyle = colour;
    ctx.fillRect(x, base - h, w + 1, h + tallest * 3);
    if (litShare > 0) {
      ctx.fillStyle = "rgba(255,214,140,0.85)";
      const cell = tallest * 0.09;
      for (let wy = base - h + cell; wy < base; wy += cell * 1.8) {
        for (let wx = x + cell * 0.7; wx < x + w - cell; wx += cell * 1.6) {
          if (b.random() < litShare) ctx.fillRect(wx, wy, cell * 0.7, cell * 0.9);
        }
      }
    }
    x += w + tallest * between(b, 0.02, 0.2);
  }
}

function paintTreeLine(ctx: Ctx, b: Backdrop, base: number, size: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fillRect(0, base, b.width, size * 3);
  ctx.beginPath();
  for (let x = -b.random() * size; x < b.width + size; x += size * between(b, 0.5, 0.9)) {
    const radius = size * between(b, 0.45, 0.8);
    ctx.moveTo(x + radius, base - radius * 0.4);
    ctx.arc(x, base - radius * 0.4, radius, 0, Math.PI * 2);
  }
  ctx.fill();
}

function lerp([ax, ay]: Point, [bx, by]: Point, t: number): Point {
  return [ax + (bx - ax) * t, ay + (by - ay) * t];
}

/** Window frames, glazing bars, a sill and a glint on the glass; the view must be painted first. */
export function paintWindowFrames(ctx: Ctx, b: Backdrop, r: Room, windows: readonly Window[], frame: string): void {
  const glint = b.time === "night" ? 0.05 : 0.14;
  for (const w of windows) {
    const [tl, tr, br, bl] = w.corners;
    // Bars scale with the window's distance: the mean height of its two sides against its height in the room.
    const metres = w.at(0, 1)[1] - w.at(0, 0)[1];
    const bar = r.metre * 0.05 * ((bl[1] - tl[1] + br[1] - tr[1]) / 2 / (metres * r.metre));
    ctx.save();
    ctx.beginPath();
    windowPath(ctx, w);
    ctx.clip();
    // A soft diagonal reflection across the glass.
    const g = ctx.createLinearGradient(w.x, w.y, w.x + w.w, w.y + w.h);
    g.addColorStop(0.25, "rgba(255,255,255,0)");
    g.addColorStop(0.35, `rgba(255,255,255,${glint})`);
    g.addColorStop(0.45, "rgba(255,255,255,0)");
    g.addColorStop(0.55, `rgba(255,255,255,${glint * 0.6})`);
    g.addColorStop(0.6, "rgba(255,255,255,0)");
    ctx.fillStyle = g;
    ctx.fillRect(w.x, w.y, w.w, w.h);
    ctx.strokeStyle = frame;
    ctx.lineWidth = bar;
    ctx.beginPath();
    for (let i = 1; i < w.columns; i++) {
      ctx.moveTo(...lerp(tl, tr, i / w.columns));
      ctx.lineTo(...lerp(bl, br, i / w.columns));
    }
    for (let i = 1; i < w.rows; i++) {
      ctx.moveTo(...lerp(tl, bl, i / w.rows));
      ctx.lineTo(...lerp(tr, br, i / w.rows));
    }
    ctx.stroke();
    ctx.restore();
    // The frame: an outer band with its inner edge in shadow.
    ctx.beginPath();
    windowPath(ctx, w, bar * 1.2);
    windowPath(ctx, w);
    ctx.fillStyle = frame;
    ctx.fill("evenodd");
    ctx.beginPath();
    windowPath(ctx, w);
    ctx.strokeStyle = fade(darker(frame, 0.6), 0.35);
    ctx.lineWidth = Math.max(1, bar * 0.35);
    ctx.stroke();
    // The sill sticks out a little, lit on top.
    const sill = [lerp(bl, tl, -0.06), lerp(br, tr, -0.06)] as const;
    const out = bar * 2.2;
    polygon(
      ctx,
      [
        [sill[0][0] - out, sill[0][1]],
        [sill[1][0] + out, sill[1][1]],
        [br[0] + out, br[1] + bar * 0.6],
        [bl[0] - out, bl[1] + bar * 0.6],
      ],
      lighter(frame, 0.3),
    );
  }
}

/** Paints the view and then the frames of `windows`. */
export function paintWindows(
  ctx: Ctx,
  b: Backdrop,
  r: Room,
  windows: readonly Window[],
  frame: string,
  view: View,
): void {
  paintView(ctx, b, r, windows, view);
  paintWindowFrames(ctx, b, r, windows, frame);
}

/** How steeply the sun comes in through the windows and its colour; none at night. */
const SUNLIGHT: Record<TimeOfDay, { rise: number; colour: string; strength: number } | undefined> = {
  morning: { rise: 0.55, colour: "#fff0c8", strength: 0.2 },
  day: { rise: 1.1, colour: "#fffbe8", strength: 0.16 },
  sunset: { rise: 0.38, colour: "#ffb070", strength: 0.24 },
  night: undefined,
};

/**
 * The patch of sunlight each window throws on the floor, pane by pane. The sun is high to the left behind the back
 * wall, so the light falls toward the camera and to the right.
 */
export function paintSunPatches(ctx: Ctx, b: Backdrop, r: Room, windows: readonly Window[]): void {
  const sun = SUNLIGHT[b.time];
  if (!sun) return;
  const onFloor = ([x, height, depth]: [number, number, number]): Point => {
    const fall = height / sun.rise;
    return project(r, x + fall * 0.6, 0, Math.min(5.4, depth + fall * 0.8));
  };
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, b.horizon, b.width, b.height - b.horizon);
  ctx.clip();
  for (const w of windows) {
    const far = onFloor(w.at(0, 0));
    const near = onFloor(w.at(0, 1));
    const g = ctx.createLinearGradient(0, far[1], 0, near[1]);
    g.addColorStop(0, fade(sun.colour, sun.strength));
    g.addColorStop(1, fade(sun.colour, sun.strength * 0.35));
    const gap = 0.03;
    const panes: Point[][] = [];
    for (let i = 0; i < w.columns; i++) {
      for (let j = 0; j < w.rows; j++) {
        const u0 = i / w.columns + gap;
        const u1 = (i + 1) / w.columns - gap;
        const v0 = j / w.rows + gap;
        const v1 = (j + 1) / w.rows - gap;
        panes.push([onFloor(w.at(u0, v0)), onFloor(w.at(u1, v0)), onFloor(w.at(u1, v1)), onFloor(w.at(u0, v1))]);
      }
    }
    polygons(ctx, panes, g);
  }
  ctx.restore();
}

/** Gathered curtains either side of a window, on a rail above it, hanging down to `bottom`. */
export function paintCurtains(ctx: Ctx, r: Room, w: Window, colour: string, bottom: number): void {
  const railY = w.y - r.metre * 0.18;
  const panel = w.w * 0.32;
  const folds = 4;
  for (const side of [-1, 1] as const) {
    const outer = side < 0 ? w.x - panel * 0.55 : w.x + w.w + panel * 0.55;
    const inner = outer - side * panel;
    // Tied back at two thirds of the way down: narrow there, flaring below.
    const tieY = railY + (bottom - railY) * 0.62;
    const tieX = outer - side * panel * 0.42;
    ctx.beginPath();
    ctx.moveTo(outer, railY);
    ctx.lineTo(inner, railY);
    ctx.quadraticCurveTo(inner, tieY - (tieY - railY) * 0.25, tieX, tieY);
    ctx.quadraticCurveTo(
      tieX - side * panel * 0.05,
      bottom - (bottom - tieY) * 0.3,
      tieX + side * panel * 0.02 - side * panel * 0.25,
      bottom,
    );
    ctx.lineTo(outer + side * panel * 0.04, bottom);
    ctx.closePath();
    const g = ctx.createLinearGradient(Math.min(outer, inner), 0, Math.max(outer, inner), 0);
    for (let i = 0; i <= folds * 2; i++)
      g.addColorStop(i / (folds * 2), i % 2 === 0 ? darker(colour, 0.14) : lighter(colour, 0.1));
    ctx.fillStyle = g;
    ctx.fill();
    ctx.fillStyle = darker(colour, 0.3);
    ctx.fillRect(tieX - panel * 0.22, tieY - r.metre * 0.03, panel * 0.44, r.metre * 0.06);
  }
  ctx.fillStyle = "#6b5443";
  ctx.fillRect(w.x - panel * 1.7, railY - r.metre * 0.025, w.w + panel * 3.4, r.metre * 0.05);
  ctx.beginPath();
  for (const x of [w.x - panel * 1.7, w.x + w.w + panel * 1.7]) {
    ctx.moveTo(x + r.metre * 0.05, railY);
    ctx.arc(x, railY, r.metre * 0.05, 0, Math.PI * 2);
  }
  ctx.fill();
}

/** Venetian blinds drawn two thirds down over a window's glass. */
export function paintBlinds(ctx: Ctx, r: Room, w: Window, colour: string, share: number): void {
  const slat = r.metre * 0.06;
  const bottom = w.y + w.h * share;
  ctx.fillStyle = colour;
  for (let y = w.y; y < bottom; y += slat) ctx.fillRect(w.x, y, w.w, slat * 0.72);
  ctx.fillStyle = darker(colour, 0.25);
  for (let y = w.y; y < bottom; y += slat) ctx.fillRect(w.x, y + slat * 0.62, w.w, slat * 0.1);
  ctx.fillRect(w.x, bottom, w.w, slat * 0.5);
}

// ---------------------------------------------------------------------------------------------------------------
// Light

export type Lamp = { x: number; y: number; reach: number };

/** Daylight's colour cast and how much darker the corners are than the middle of the room. */
const DAYLIGHT: Record<Exclude<TimeOfDay, "night">, { tint: string; alpha: number; corners: number }> = {
  morning: { tint: "#ffd9a0", alpha: 0.07, corners: 0.16 },
  day: { tint: "#fff6e0", alpha: 0, corners: 0.14 },
  sunset: { tint: "#ff9450", alpha: 0.13, corners: 0.24 },
};

export type Lighting = {
  lamps: readonly Lamp[];
  /**
   * 0 for the back wall (the opaque sky layer) up to 1 for the foreground, which is darker, being further from the
   * windows.
   */
  depth: number;
  /** Windows, left as the sky painted them. */
  glass?: readonly Window[];
  /** Ceiling lights keep the whole room bright at night, rather than pools of lamplight in the dark. */
  evenlyLit?: boolean;
  /** The rows the layer drew in, to spare lighting empty canvas. */
  rows?: readonly [number, number];
};

/**
 * Lights what a layer has drawn (never its empty pixels) for the time of day: daylight darkens toward the corners
 * and the foreground; at night the room sinks into blue dark except warm pools around the lamps.
 */
export function lightLayer(ctx: Ctx, b: Backdrop, lighting: Lighting): void {
  const { lamps, depth, glass = [], rows = [0, b.height], evenlyLit = false } = lighting;
  const top = Math.max(0, Math.floor(rows[0]));
  const height = Math.min(b.height, Math.ceil(rows[1])) - top;
  ctx.save();
  ctx.globalCompositeOperation = "source-atop";
  ctx.beginPath();
  ctx.rect(0, top, b.width, height);
  for (const w of glass) windowPath(ctx, w);
  ctx.clip("evenodd");
  const cx = b.width / 2;
  const cy = (b.horizon + b.floor) / 2;
  const far = Math.hypot(b.width, b.height) * 0.6;
  if (b.time === "night") {
    const main = lamps[0];
    const dark = ctx.createRadialGradient(main?.x ?? cx, main?.y ?? cy, 0, cx, cy, far);
    // The back wall is opaque, so it can be multiplied (keeping its contrast, shifted blue); a layer with holes can
    // only be shaded over its own pixels, with near-black, which darkens it about as much.
    const wall = depth === 0;
    const [inner, outer] = evenlyLit ? [0.15, 0.42] : [0.36, 0.7];
    ctx.globalCompositeOperation = wall ? "multiply" : "source-atop";
    dark.addColorStop(0, wall ? mix("#ffffff", "#1a2050", inner * 1.25) : `rgba(8,10,30,${inner + depth * 0.1})`);
    dark.addColorStop(1, wall ? mix("#ffffff", "#1a2050", outer * 1.05) : `rgba(6,8,26,${outer + depth * 0.06})`);
    ctx.fillStyle = dark;
    ctx.fillRect(0, top, b.width, height);
    ctx.globalCompositeOperation = wall ? "lighter" : "source-atop";
    const warmth = evenlyLit ? "255,236,200" : "255,170,90";
    for (const lamp of lamps) {
      const warm = ctx.createRadialGradient(lamp.x, lamp.y, 0, lamp.x, lamp.y, lamp.reach);
      warm.addColorStop(0, `rgba(${warmth},${wall ? 0.3 : 0.34})`);
      warm.addColorStop(0.45, `rgba(${warmth},${wall ? 0.12 : 0.15})`);
      warm.addColorStop(1, `rgba(${warmth},0)`);
      ctx.fillStyle = warm;
      ctx.fillRect(lamp.x - lamp.reach, lamp.y - lamp.reach, lamp.reach * 2, lamp.reach * 2);
    }
  } else {
    const light = DAYLIGHT[b.time];
    const corner = mix(light.tint, "#28190f", 0.85);
    const shade = ctx.createRadialGradient(cx, cy, far * 0.3, cx, cy, far);
    shade.addColorStop(0, fade(mix(light.tint, corner, depth * 0.5), light.alpha + depth * 0.08));
    shade.addColorStop(1, fade(corner, light.alpha + light.corners + depth * 0.12));
    ctx.fillStyle = shade;
    ctx.fillRect(0, top, b.width, height);
  }
  ctx.restore();
}

/** A glowing halo in the air around a lamp, brighter than whatever is behind it. */
export function paintGlow(ctx: Ctx, x: number, y: number, radius: number, colour = "#ffd08a", strength = 0.5): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, fade(colour, strength));
  g.addColorStop(0.35, fade(colour, strength * 0.35));
  g.addColorStop(1, fade(colour, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}
