import { withAlpha } from "../../../kit/colour";
import type { Rect } from "../../geometry";
import { paintSky, paintStars, paintSunOrMoon } from "../sky-by-time-of-day";
import type { Backdrop, TimeOfDay } from "../types";
import { polygon, polygons } from "./boxes";
import { paintLandscape, type View } from "./landscape";
import { type Ctx, type Point, project, type Room, WALL_DISTANCE } from "./perspective";
import { darker, lighter } from "./shades";

// Windows on the back and side walls: the view through them, their frames, curtains and blinds, and the patches of
// sunlight they throw on the floor.

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

type Panes = { columns: number; rows: number; arched?: boolean };

function bounds(corners: readonly Point[]): Rect {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** A window on the back wall, `w` x `h` metres, its sill `sill` metres up, centred `x` metres right of the middle. */
export function windowAt(r: Room, x: number, w: number, sill: number, h: number, panes: Panes): Window {
  const x0 = x - w / 2;
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
    ctx.strokeStyle = withAlpha(darker(frame, 0.6), 0.35);
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
    g.addColorStop(0, withAlpha(sun.colour, sun.strength));
    g.addColorStop(1, withAlpha(sun.colour, sun.strength * 0.35));
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
