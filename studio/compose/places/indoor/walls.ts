import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import type { Backdrop } from "../types";
import { polygon } from "./boxes";
import { type Ctx, project, type Room, WALL_DISTANCE } from "./perspective";
import { darker, lighter } from "./shades";

// The back wall under its ceiling, and the side walls running from its corners toward the camera.

/** A band across the whole width from `top` to `bottom`, shading down through `stops`. */
export function fillBand(ctx: Ctx, b: Backdrop, top: number, bottom: number, stops: readonly string[]): void {
  ctx.fillStyle = verticalGradient(ctx, top, bottom, stops);
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
  ctx.fillStyle = withAlpha("#3a2a20", 0.12);
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
