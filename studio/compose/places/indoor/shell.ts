import type { Backdrop } from "../types";
import { type Floor, paintFloor } from "./floors";
import type { View } from "./landscape";
import { type Lamp, lightLayer } from "./light";
import type { Ctx, Room } from "./perspective";
import { paintCeilingPanels, paintSideWalls, paintWall } from "./walls";
import { paintSunPatches, paintView, paintWindowFrames, type Window } from "./windows";

// A room's shell: its back layer, behind everything it holds. The back wall under its ceiling, the floor, the side
// walls, the view through the windows and their sunlight on the floor, lit for the time of day.

export type Shell = {
  wall: string;
  /** The ceiling's and the skirting board's colours, when not shades of the wall's. */
  ceiling?: string;
  skirting?: string;
  /** The side walls and their skirting, when not like the back wall. */
  sideWall?: string;
  sideSkirting?: string;
  floor: Floor;
  /** Flush light panels in the ceiling, in rows this many metres apart (offices, shops, wards). */
  ceilingPanels?: number;
  /** The window frames' colour, and what the windows look out on. */
  frame: string;
  view: View;
  /** Lit evenly by ceiling lights, at night too, rather than by pools of lamplight. */
  evenlyLit?: boolean;
  /** Painted on the back wall before the floor: a dado, a splashback, bricks. */
  onWall?(): void;
  /** Painted on the floor before the windows: a rug, an aisle. */
  onFloor?(): void;
  /** Painted over the view, under the window frames: blinds. */
  inWindows?(): void;
};

/** The back layer of the room `p` plans, its windows `p.glass` and its lamps `p.lamps`, as `shell` says. */
export function paintShell(
  ctx: Ctx,
  b: Backdrop,
  p: { r: Room; glass: readonly Window[]; lamps: readonly Lamp[] },
  shell: Shell,
): void {
  const { r, glass } = p;
  paintWall(ctx, b, r, shell.wall, { skirting: shell.skirting, ceiling: shell.ceiling });
  shell.onWall?.();
  paintFloor(ctx, b, r, shell.floor);
  paintSideWalls(ctx, b, r, shell.sideWall ?? shell.wall, shell.sideSkirting ?? shell.skirting);
  if (shell.ceilingPanels) paintCeilingPanels(ctx, b, r, shell.ceilingPanels);
  shell.onFloor?.();
  paintView(ctx, b, r, glass, shell.view);
  shell.inWindows?.();
  paintWindowFrames(ctx, b, r, glass, shell.frame);
  paintSunPatches(ctx, b, r, glass);
  lightLayer(ctx, b, { lamps: p.lamps, evenlyLit: shell.evenlyLit, depth: 0, glass });
}
