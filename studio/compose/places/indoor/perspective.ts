import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Backdrop } from "../types";

// How a room lands on the frame: one-point perspective, looking straight at the back wall from standing eye height.
// Indoor places measure in metres (across, up, out from the back wall) and ask here where that is on screen.

export type Ctx = SKRSContext2D;

export type Point = [number, number];

/** Eye height above the floor, in metres: the camera stands like a person, so the floor recedes to this level. */
export const EYE_HEIGHT = 1.6;

/** How far the back wall is from the camera, in metres; people on the floor line stand 2.4 m from it. */
export const WALL_DISTANCE = 6;

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
