import { mix, withAlpha } from "../../../kit/colour";
import type { Backdrop, TimeOfDay } from "../types";
import { type Ctx, type Point, project, type Room } from "./perspective";
import { type Window, windowPath } from "./windows";

// A room's light for the time of day: daylight falling off toward the corners and the foreground, pools of lamplight
// at night, glowing lamps.

export type Lamp = { x: number; y: number; reach: number };

/** A lamp at screen point `at`, its light centred `drop` metres below it, reaching `reach` metres around. */
export function lampAt(r: Room, [x, y]: Point, reach: number, drop = 0): Lamp {
  return { x, y: y + r.metre * drop, reach: r.metre * reach };
}

/** The light of a room lit from its ceiling (a classroom, an office, a shop, a ward): two pools across it. */
export function ceilingLamps(r: Room): Lamp[] {
  return [-0.5, 0.5].map((f) => lampAt(r, project(r, f * r.halfWidth, 2.9, 2), 4, 1));
}

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
    shade.addColorStop(0, withAlpha(mix(light.tint, corner, depth * 0.5), light.alpha + depth * 0.08));
    shade.addColorStop(1, withAlpha(corner, light.alpha + light.corners + depth * 0.12));
    ctx.fillStyle = shade;
    ctx.fillRect(0, top, b.width, height);
  }
  ctx.restore();
}

/** A glowing halo in the air around a lamp, brighter than whatever is behind it. */
export function paintGlow(ctx: Ctx, x: number, y: number, radius: number, colour = "#ffd08a", strength = 0.5): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, withAlpha(colour, strength));
  g.addColorStop(0.35, withAlpha(colour, strength * 0.35));
  g.addColorStop(1, withAlpha(colour, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}
