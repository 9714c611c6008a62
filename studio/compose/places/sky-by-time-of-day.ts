import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Backdrop, TimeOfDay } from "./types";

/** Sky colours from the zenith down to the horizon, per time of day. */
export const SKY: Record<TimeOfDay, { top: string; middle: string; horizon: string; light: string }> = {
  morning: { top: "#7fb2e5", middle: "#b9d3ec", horizon: "#fbe3c4", light: "#fff4d6" },
  day: { top: "#3f8fdc", middle: "#7cb8ec", horizon: "#cfe6f7", light: "#fffbe8" },
  sunset: { top: "#3b3a78", middle: "#c4577a", horizon: "#f6a55a", light: "#ffd58a" },
  night: { top: "#070b1f", middle: "#14204a", horizon: "#2d3a6b", light: "#f4f1d8" },
};

/** Fills the rectangle with the sky of `time`, its horizon at `horizon`. */
export function paintSky(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  horizon: number,
  time: TimeOfDay,
): void {
  const sky = SKY[time];
  const gradient = ctx.createLinearGradient(0, y, 0, Math.max(y + 1, horizon));
  gradient.addColorStop(0, sky.top);
  gradient.addColorStop(0.6, sky.middle);
  gradient.addColorStop(1, sky.horizon);
  ctx.fillStyle = gradient;
  ctx.fillRect(x, y, w, h);
}

/** The sun (or the moon at night) with a soft glow, at `cx, cy`. */
export function paintSunOrMoon(ctx: SKRSContext2D, cx: number, cy: number, r: number, time: TimeOfDay): void {
  const sky = SKY[time];
  const glow = ctx.createRadialGradient(cx, cy, r * 0.6, cx, cy, r * 4);
  glow.addColorStop(0, time === "night" ? "rgba(244,241,216,0.25)" : "rgba(255,240,200,0.55)");
  glow.addColorStop(1, "rgba(255,240,200,0)");
  ctx.fillStyle = glow;
  ctx.fillRect(cx - r * 4, cy - r * 4, r * 8, r * 8);
  ctx.fillStyle = sky.light;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
}

/** Stars over the top of the sky at night; nothing at other times. */
export function paintStars(ctx: SKRSContext2D, b: Backdrop, bottom: number): void {
  if (b.time !== "night") return;
  ctx.fillStyle = "rgba(255,255,240,0.85)";
  const count = Math.round((b.width * bottom) / (9000 * b.unit * b.unit));
  for (let i = 0; i < count; i++) {
    const r = (0.8 + b.random() * 1.8) * b.unit;
    ctx.globalAlpha = 0.35 + b.random() * 0.65;
    ctx.beginPath();
    ctx.arc(b.random() * b.width, b.random() * bottom, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}
