import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { seededRandom } from "../../kit/random";
import type { FrameLayout } from "../layout";
import { backdrop } from "./backdrop";
import type { Backdrop, Place, TimeOfDay } from "./types";

/** How much wider than the frame a place is painted: the room the camera pans across. */
export const PAN_ROOM = 0.12;
/**
 * How far each layer moves over a shot, as a share of the pan room: the near ones move most (parallax). The sky
 * stays still, so it is the shot's plate and costs nothing per frame.
 */
export const DEPTH = { sky: 0, far: 0.3, mid: 0.62, near: 1 } as const;
export type Depth = keyof typeof DEPTH;
export const DEPTHS: readonly Depth[] = ["sky", "far", "mid", "near"];

/** The backdrop of a frame: the horizon and the floor follow the layout's stage, so people stand where text is not. */
export function backdropFor(layout: FrameLayout, time: TimeOfDay, seed: number): Backdrop {
  const { stage, width, height, unit } = layout;
  return backdrop(
    {
      width: Math.ceil((width * (1 + PAN_ROOM)) / 2) * 2,
      height,
      unit,
      horizon: Math.round(stage.y + stage.h * (layout.portrait ? 0.42 : 0.38)),
      floor: Math.round(stage.y + stage.h * 0.94),
    },
    time,
    seed,
  );
}

/** Paints one layer of a place into a transparent canvas: a new one, or `into` cleared (a scratch canvas reused). */
export function paintLayer(place: Place, depth: Depth, b: Backdrop, into?: Canvas): Canvas {
  const canvas = into ?? createCanvas(b.width, b.height);
  const ctx = canvas.getContext("2d");
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.save();
  // Each layer draws from its own random stream: painted again (a still, a preview), in any order, it is the same.
  place[depth](ctx, { ...b, random: seededRandom(b.seed * 8 + DEPTHS.indexOf(depth) + 2).next });
  ctx.restore();
  return canvas;
}

/**
 * Where a layer sits in the frame at camera position `camera` (0 at the shot's start, 1 at its end): whole pixels,
 * so a slow pan changes the frame only when a layer has moved a pixel.
 */
export function layerOffset(
  depth: Depth | number,
  camera: number,
  frameWidth: number,
  layerWidth: number,
  direction: 1 | -1,
): number {
  const room = layerWidth - frameWidth;
  const centre = room / 2;
  const travel = (room / 2) * (typeof depth === "number" ? depth : DEPTH[depth]);
  return -Math.round(centre + direction * travel * (camera * 2 - 1));
}

/** The four layers drawn for one camera position, for stills (previews, docs frames). */
export function paintPlaceStill(ctx: SKRSContext2D, place: Place, b: Backdrop, frameWidth: number, camera = 0.5): void {
  for (const depth of DEPTHS)
    ctx.drawImage(paintLayer(place, depth, b), layerOffset(depth, camera, frameWidth, b.width, 1), 0);
}
