import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import { paintSky, paintStars, paintSunOrMoon, SKY } from "../sky-by-time-of-day";
import type { Backdrop, Place, SettingKind, TimeOfDay } from "../types";
import { hazeColour, isNight } from "./daylight";
import { twoTone } from "./silhouettes";

// The open sky over an outdoor place: its gradient, the sun or the moon, stars and clouds.

/**
 * A value in 0..1 that depends only on the seed and `key`, not on how much of `b.random()` earlier layers used:
 * for choices two layers must agree on (where the sun is, so the sea can reflect it).
 */
function fixedPick(b: Backdrop, key: number): number {
  const n = b.noise(key * 7.31 + 101.7, key * 3.17 - 57.3);
  return Math.min(1, Math.max(0, (n + 0.75) / 1.5));
}

export type SunPlace = "horizon" | "above-hills" | "above-peaks";

/**
 * Where the sun (or the moon) is: right of centre, low at sunset. On a sea's horizon it sets into the water; above
 * peaks it stays higher so tall mountains don't hide it except at sunset, when it sinks behind them.
 */
export function sunSpot(b: Backdrop, place: SunPlace = "above-hills"): { x: number; y: number; r: number } {
  const x = b.width * (0.64 + 0.16 * fixedPick(b, 1));
  const r = (b.time === "night" ? 38 : 52) * b.unit;
  const heights: Record<TimeOfDay, number> =
    place === "above-peaks"
      ? { morning: 0.38, day: 0.32, sunset: 0.86, night: 0.32 }
      : { morning: 0.74, day: 0.56, sunset: 0.86, night: 0.5 };
  const y = b.time === "sunset" && place === "horizon" ? b.horizon - r * 0.35 : b.horizon * heights[b.time];
  return { x, y, r };
}

const CLOUD_TONES: Record<TimeOfDay, { light: string; shade: string }> = {
  morning: { light: "#fff7ec", shade: "#f1d3cc" },
  day: { light: "#ffffff", shade: "#dce9f6" },
  sunset: { light: "#ffbf8f", shade: "#a95a7e" },
  night: { light: "#33406f", shade: "#222c58" },
};

/** The lit and the shaded colour of clouds at `b.time`, `haze` of the way into the distance. */
export function cloudTones(b: Backdrop, haze = 0): { light: string; shade: string } {
  const tones = CLOUD_TONES[b.time];
  return { light: mix(tones.light, hazeColour(b), haze), shade: mix(tones.shade, hazeColour(b), haze) };
}

/** A flat-bottomed cumulus of `width`, its base at `y`: puffs on a rounded base, tallest in the middle, shaded underneath. */
function paintCloud(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  y: number,
  width: number,
  tones = CLOUD_TONES[b.time],
): void {
  const puffs = 3 + Math.floor(b.random() * 3);
  const baseHeight = width * 0.16;
  const circles: [number, number, number][] = [];
  for (let i = 0; i < puffs; i++) {
    const t = (i + 0.5) / puffs;
    const r = width * (0.1 + 0.16 * Math.sin(Math.PI * t)) * (0.85 + 0.3 * b.random());
    circles.push([x - width * 0.4 + width * 0.8 * t, y - baseHeight * 0.9, r]);
  }
  const shape = (dx: number, dy: number) => {
    ctx.beginPath();
    ctx.roundRect(x - width / 2 + dx, y - baseHeight + dy, width, baseHeight, baseHeight / 2);
    for (const [cx, cy, r] of circles) {
      ctx.moveTo(cx + dx + r, cy + dy);
      ctx.arc(cx + dx, cy + dy, r, 0, Math.PI * 2);
    }
  };
  twoTone(ctx, shape, tones.shade, tones.light, width * 0.04);
}

/** Clouds scattered over the sky above the horizon, fewer and dimmer at night, none over the sun or the moon. */
function paintClouds(ctx: SKRSContext2D, b: Backdrop, count: number, sun: { x: number; y: number; r: number }): void {
  const n = isNight(b) ? Math.ceil(count / 2) : count;
  for (let i = 0; i < n; i++) {
    let x = b.width * ((i + 0.2 + 0.6 * b.random()) / n);
    const y = b.horizon * between(b, 0.22, 0.78);
    const width = between(b, 160, 300) * b.unit * (0.6 + 0.5 * (y / b.horizon));
    if (Math.abs(x - sun.x) < width / 2 + sun.r * 1.5 && Math.abs(y - sun.y) < width * 0.35 + sun.r * 1.5)
      x = sun.x + (x < sun.x ? -1 : 1) * (width / 2 + sun.r * 1.6);
    ctx.globalAlpha = isNight(b) ? 0.7 : 0.95;
    paintCloud(ctx, b, x, y, width);
  }
  ctx.globalAlpha = 1;
}

/** A warm band of light along the horizon in the morning and at sunset, where the low sun lights the air. */
function paintHorizonGlow(ctx: SKRSContext2D, b: Backdrop): void {
  if (b.time !== "sunset" && b.time !== "morning") return;
  const top = b.horizon * 0.7;
  ctx.fillStyle = verticalGradient(ctx, top, b.horizon, [
    withAlpha(SKY[b.time].light, 0),
    withAlpha(SKY[b.time].light, b.time === "sunset" ? 0.45 : 0.3),
  ]);
  ctx.fillRect(0, top, b.width, b.height - top);
}

function paintMoonFace(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.fillStyle = "rgba(160,165,190,0.35)";
  for (const [dx, dy, s] of [
    [-0.3, -0.2, 0.28],
    [0.25, 0.25, 0.2],
    [0.1, -0.4, 0.14],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x + dx * r, y + dy * r, s * r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** How many clouds, and where the sun (or the moon) stands. */
export type SkyOptions = { clouds?: number; sun?: SunPlace };

/** The whole sky layer: gradient, glow, sun or moon, stars and clouds. */
export function paintOutdoorSky(ctx: SKRSContext2D, b: Backdrop, options: SkyOptions = {}): void {
  paintSky(ctx, 0, 0, b.width, b.height, b.horizon, b.time);
  paintStars(ctx, b, b.horizon * 0.92);
  paintHorizonGlow(ctx, b);
  const sun = sunSpot(b, options.sun);
  paintSunOrMoon(ctx, sun.x, sun.y, sun.r, b.time);
  if (isNight(b)) paintMoonFace(ctx, sun.x, sun.y, sun.r);
  paintClouds(ctx, b, options.clouds ?? 4, sun);
}

/** An outdoor place, `kind`: its far, mid and near layers under the open sky `sky` sets (or a sky of its own). */
export function openAir(
  kind: SettingKind,
  sky: SkyOptions | Place["sky"],
  layers: Pick<Place, "far" | "mid" | "near">,
): Place {
  return {
    kind,
    outdoor: true,
    sky: typeof sky === "function" ? sky : (ctx, b) => paintOutdoorSky(ctx, b, sky),
    ...layers,
  };
}
