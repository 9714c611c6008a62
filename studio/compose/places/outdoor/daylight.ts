import type { SKRSContext2D } from "@napi-rs/canvas";
import { hexOf, mix, type Rgb, rgbOf, withAlpha } from "../../../kit/colour";
import { SKY } from "../sky-by-time-of-day";
import type { Backdrop, TimeOfDay } from "../types";

// Colour under the time of day's light, for every outdoor place. Light always comes from the right (the sun and the
// moon sit right of centre), so every place lights its shapes on the right and shades them on the left.

/** How each time of day's light changes a surface's colour: filtered by the light, then washed by the air. */
const DAYLIGHT: Record<TimeOfDay, { filter: Rgb; greyness: number; wash: string; washAmount: number; haze: string }> = {
  morning: {
    filter: [1, 0.97, 0.93],
    greyness: 0.05,
    wash: "#ffe4c4",
    washAmount: 0.12,
    haze: mix(SKY.morning.middle, SKY.morning.horizon, 0.45),
  },
  day: { filter: [1, 1, 1], greyness: 0, wash: "#ffffff", washAmount: 0, haze: SKY.day.horizon },
  sunset: {
    filter: [0.96, 0.82, 0.76],
    greyness: 0.06,
    wash: "#4f2a50",
    washAmount: 0.26,
    haze: mix(SKY.sunset.middle, SKY.sunset.horizon, 0.3),
  },
  night: { filter: [0.4, 0.47, 0.68], greyness: 0.45, wash: "#121a3a", washAmount: 0.3, haze: SKY.night.horizon },
};

/**
 * A surface of daylight colour `base` as it looks at `b.time`, `haze` (0..1) of the way into the distance: far
 * things fade towards the sky at the horizon (atmospheric perspective), so depth reads in three or four values.
 */
export function lit(b: Backdrop, base: string, haze = 0): string {
  const light = DAYLIGHT[b.time];
  const rgb = rgbOf(base);
  const grey = rgb[0] * 0.3 + rgb[1] * 0.59 + rgb[2] * 0.11;
  const filtered = rgb.map((v, i) => (v + (grey - v) * light.greyness) * (light.filter[i] ?? 1));
  const washed = mix(hexOf(filtered), light.wash, light.washAmount);
  return haze > 0 ? mix(washed, light.haze, haze) : washed;
}

/** The colour of the air at the horizon: what the farthest silhouettes dissolve into. */
export function hazeColour(b: Backdrop): string {
  return DAYLIGHT[b.time].haze;
}

/** Warm light from windows and lamps, the same in every place. */
export const LAMPLIGHT = "#ffd98a";

export function isNight(b: Backdrop): boolean {
  return b.time === "night";
}

/** `b` seen at night whatever its time says: for places that only exist after dark. */
export function atNight(b: Backdrop): Backdrop {
  return { ...b, time: "night" };
}

/** A soft round glow of `colour` (lamps, windows, floodlights), fading out at `radius`. */
export function paintGlow(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  radius: number,
  colour: string,
  strength: number,
): void {
  const glow = ctx.createRadialGradient(x, y, 0, x, y, radius);
  glow.addColorStop(0, withAlpha(colour, strength));
  glow.addColorStop(1, withAlpha(colour, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}
