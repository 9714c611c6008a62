import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { paintSkyline, paintStreetLamp } from "./buildings";
import { atNight, LAMPLIGHT, lit, paintGlow } from "./daylight";
import { foreground, groundDepth, paintPaving } from "./ground";
import { openAir, paintOutdoorSky } from "./open-sky";
import { paintWater, SEA } from "./water";

const NEON = ["#ff5fa2", "#4fd1e8", "#ffd166", "#b18cff"];
const PROMENADE = "#8a8680";

/** The river's near edge, where the promenade begins. */
function riverEdge(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.6;
}

/** The glow a city throws up into the sky above its skyline. */
function paintCityGlow(ctx: SKRSContext2D, b: Backdrop): void {
  const top = b.horizon - groundDepth(b) * 1.6;
  ctx.fillStyle = verticalGradient(ctx, top, b.horizon, [withAlpha("#c46a9a", 0), withAlpha("#e08a7a", 0.35)]);
  ctx.fillRect(0, top, b.width, b.horizon - top);
}

/** Long streaks of the city's lights mirrored in the river, broken by ripples. */
function paintLightStreaks(ctx: SKRSContext2D, b: Backdrop): void {
  const top = b.horizon + 2;
  const bottom = riverEdge(b);
  for (let i = 0; i < 40; i++) {
    const x = b.random() * b.width;
    const colour = b.random() < 0.6 ? LAMPLIGHT : (NEON[Math.floor(b.random() * NEON.length)] ?? LAMPLIGHT);
    const length = (bottom - top) * between(b, 0.3, 0.9);
    const width = between(b, 2, 7) * b.unit;
    ctx.fillStyle = withAlpha(colour, between(b, 0.25, 0.6));
    for (let y = top; y < top + length; y += 7 * b.unit) {
      const wobble = b.noise(x * 0.01, y * 0.05) * 6 * b.unit;
      ctx.fillRect(x + wobble, y, width * (1 + (y - top) / length), 3 * b.unit);
    }
  }
}

/** The railing along the river's edge: posts and two rails, dark against the lit water. */
function paintRailing(ctx: SKRSContext2D, b: Backdrop): void {
  const base = riverEdge(b) + groundDepth(b) * 0.04;
  const height = groundDepth(b) * 0.2;
  ctx.fillStyle = lit(b, "#3a3f4a");
  ctx.fillRect(0, base - height, b.width, height * 0.08);
  ctx.fillRect(0, base - height * 0.5, b.width, height * 0.05);
  for (let x = b.width * 0.02; x < b.width; x += b.width * 0.08) ctx.fillRect(x, base - height, height * 0.06, height);
}

function paintCityNight(ctx: SKRSContext2D, b: Backdrop, depth: "far" | "mid"): void {
  const d = groundDepth(b);
  if (depth === "far") {
    paintCityGlow(ctx, b);
    paintSkyline(ctx, b, b.horizon + 2, d * 1.5, lit(b, "#5a6a9a", 0.45), 6 * b.unit, 0.3);
    paintSkyline(ctx, b, b.horizon + 2, d * 0.9, lit(b, "#3a4470", 0.2), 8 * b.unit, 0.45);
    return;
  }
  paintWater(ctx, b, b.horizon + 1, riverEdge(b), SEA);
  paintLightStreaks(ctx, b);
  const top = riverEdge(b);
  ctx.fillStyle = lit(b, mix(PROMENADE, "#3a3530", 0.3));
  ctx.fillRect(0, top, b.width, d * 0.04);
  ctx.fillStyle = verticalGradient(ctx, top + d * 0.04, b.height, [
    lit(b, PROMENADE),
    lit(b, mix(PROMENADE, "#5a5650", 0.4)),
  ]);
  ctx.fillRect(0, top + d * 0.04, b.width, b.height - top);
  paintPaving(ctx, b, top + d * 0.04, withAlpha("#000000", 0.18));
  paintRailing(ctx, b);
  for (const x of [0.2, 0.8])
    paintGlow(ctx, b.width * x, b.floor + foreground(b) * 0.1, b.width * 0.35, LAMPLIGHT, 0.18);
}

export const cityNight = openAir("city-night", (ctx, b) => paintOutdoorSky(ctx, atNight(b), { clouds: 2 }), {
  far(ctx, b) {
    paintCityNight(ctx, atNight(b), "far");
  },
  mid(ctx, b) {
    paintCityNight(ctx, atNight(b), "mid");
  },
  near(ctx, b) {
    const night = atNight(b);
    const fg = foreground(b);
    paintStreetLamp(ctx, night, b.width * 0.08, b.height - fg * 0.05, fg * 1.2);
    paintStreetLamp(ctx, night, b.width * 0.93, b.height - fg * 0.15, fg * 1.05);
  },
});
