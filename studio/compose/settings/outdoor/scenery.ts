import type { SKRSContext2D } from "@napi-rs/canvas";
import { paintSky, paintStars, paintSunOrMoon, SKY } from "../sky";
import type { Backdrop, TimeOfDay } from "../types";

// Shared drawing for the outdoor settings: colour under the time of day's light, the sky, noisy silhouettes, the
// ground in perspective. Light always comes from the right (the sun and the moon sit right of centre), so every
// setting lights its shapes on the right and shades them on the left.

type Rgb = [number, number, number];

function rgbOf(colour: string): Rgb {
  const hex = colour.replace("#", "");
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

function hexOf([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `a` moved towards `b` by `t` (0..1); both "#rrggbb". */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function withAlpha(colour: string, alpha: number): string {
  const [r, g, b] = rgbOf(colour);
  return `rgba(${r},${g},${b},${alpha})`;
}

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
  const filtered = rgb.map((v, i) => (v + (grey - v) * light.greyness) * (light.filter[i] ?? 1)) as Rgb;
  const washed = mix(hexOf(filtered), light.wash, light.washAmount);
  return haze > 0 ? mix(washed, light.haze, haze) : washed;
}

/** The colour of the air at the horizon: what the farthest silhouettes dissolve into. */
export function hazeColour(b: Backdrop): string {
  return DAYLIGHT[b.time].haze;
}

/** Warm light from windows and lamps, the same in every setting. */
export const LAMPLIGHT = "#ffd98a";

export function isNight(b: Backdrop): boolean {
  return b.time === "night";
}

/** `b` seen at night whatever its time says: for settings that only exist after dark. */
export function atNight(b: Backdrop): Backdrop {
  return { ...b, time: "night" };
}

/** The distance between the horizon and the floor: the depth of the ground people stand on. */
export function groundDepth(b: Backdrop): number {
  return b.floor - b.horizon;
}

/** The height of the ground in front of the floor line: what foreground things in the near layer are sized by. */
export function foreground(b: Backdrop): number {
  return b.height - b.floor;
}

/** How big a thing standing on the ground at `y` looks next to the same thing standing on the floor line. */
export function depthScale(b: Backdrop, y: number): number {
  return Math.max(0, (y - b.horizon) / groundDepth(b));
}

/** One metre at the floor line, in pixels (a door, 2.1 m, is about 420 * unit). */
export function metre(b: Backdrop): number {
  return 200 * b.unit;
}

/**
 * A value in 0..1 that depends only on the seed and `key`, not on how much of `b.random()` earlier layers used:
 * for choices two layers must agree on (where the sun is, so the sea can reflect it).
 */
function fixedPick(b: Backdrop, key: number): number {
  const n = b.noise(key * 7.31 + 101.7, key * 3.17 - 57.3);
  return Math.min(1, Math.max(0, (n + 0.75) / 1.5));
}

export function between(b: Backdrop, low: number, high: number): number {
  return low + (high - low) * b.random();
}

/** Layered noise in about -1..1: big shapes from the first octave, ragged detail from the later ones. */
export function fractalNoise(b: Backdrop, x: number, y: number, octaves = 3): number {
  let sum = 0;
  let weight = 1;
  let total = 0;
  for (let octave = 0; octave < octaves; octave++) {
    const scale = 2 ** octave;
    sum += b.noise(x * scale, y * scale + octave * 31.7) * weight;
    total += weight;
    weight *= 0.5;
  }
  return sum / total;
}

type Gradient = ReturnType<SKRSContext2D["createLinearGradient"]>;

export type Ridge = { step: number; ys: number[] };

/**
 * A skyline of hills or trees across the whole layer: `base` minus noise of `height`, with features about
 * `wavelength` pixels wide. `lane` picks independent noise for each ridge.
 */
export function ridge(b: Backdrop, base: number, height: number, wavelength: number, lane: number, octaves = 4): Ridge {
  const step = Math.max(3, 5 * b.unit);
  const ys: number[] = [];
  for (let x = 0; x <= b.width + step; x += step)
    ys.push(base - height * (fractalNoise(b, x / wavelength, lane * 9.7, octaves) * 0.5 + 0.5));
  return { step, ys };
}

export function ridgeAt(r: Ridge, x: number): number {
  const i = Math.min(r.ys.length - 1, Math.max(0, Math.round(x / r.step)));
  return r.ys[i] ?? 0;
}

/** Fills from a ridge down to `bottom`. */
export function fillRidge(ctx: SKRSContext2D, r: Ridge, bottom: number, fill: string | Gradient): void {
  ctx.beginPath();
  ctx.moveTo(0, bottom);
  r.ys.forEach((y, i) => ctx.lineTo(i * r.step, y));
  ctx.lineTo((r.ys.length - 1) * r.step, bottom);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

export function verticalGradient(ctx: SKRSContext2D, top: number, bottom: number, stops: readonly string[]): Gradient {
  const gradient = ctx.createLinearGradient(0, top, 0, Math.max(top + 1, bottom));
  stops.forEach((colour, i) => gradient.addColorStop(stops.length === 1 ? 0 : i / (stops.length - 1), colour));
  return gradient;
}

/**
 * Adds a closed blob around `cx, cy` to the current path, its edge wobbling with noise: bushes, tree crowns,
 * rocks. `lane` picks the wobble, so blobs of one picture differ.
 */
export function addBlob(
  ctx: SKRSContext2D,
  b: Backdrop,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  roughness: number,
  lane: number,
): void {
  const points = Math.max(18, Math.min(72, Math.round((rx + ry) / (4 * b.unit))));
  for (let i = 0; i <= points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const wobble =
      1 + roughness * fractalNoise(b, Math.cos(angle) * 1.3 + lane, Math.sin(angle) * 1.3 + lane * 0.37, 3);
    const x = cx + Math.cos(angle) * rx * wobble;
    const y = cy + Math.sin(angle) * ry * wobble;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/**
 * Fills the current path in `shade`, then lights its upper right in `light` (a copy of the shape offset towards the
 * light), the flat two-tone modelling every rounded thing here gets.
 */
export function twoTone(
  ctx: SKRSContext2D,
  drawShape: (dx: number, dy: number) => void,
  shade: string,
  light: string,
  offset: number,
): void {
  drawShape(0, 0);
  ctx.fillStyle = shade;
  ctx.fill();
  ctx.save();
  ctx.clip();
  drawShape(offset, -offset);
  ctx.fillStyle = light;
  ctx.fill();
  ctx.restore();
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

/** The whole sky layer: gradient, glow, sun or moon, stars and clouds. */
export function paintOutdoorSky(
  ctx: SKRSContext2D,
  b: Backdrop,
  options: { clouds?: number; sun?: SunPlace } = {},
): void {
  paintSky(ctx, 0, 0, b.width, b.height, b.horizon, b.time);
  paintStars(ctx, b, b.horizon * 0.92);
  paintHorizonGlow(ctx, b);
  const sun = sunSpot(b, options.sun);
  paintSunOrMoon(ctx, sun.x, sun.y, sun.r, b.time);
  if (isNight(b)) paintMoonFace(ctx, sun.x, sun.y, sun.r);
  paintClouds(ctx, b, options.clouds ?? 4, sun);
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

/** The ground from `top` down to the bottom of the layer, lighter (hazier) at the back. */
export function paintGround(
  ctx: SKRSContext2D,
  b: Backdrop,
  top: number,
  base: string,
  options: { back?: string; front?: string } = {},
): void {
  const back = options.back ?? lit(b, base, 0.25);
  const front = options.front ?? lit(b, mix(base, "#000000", 0.12));
  ctx.fillStyle = verticalGradient(ctx, top, b.height, [back, lit(b, base), front]);
  ctx.fillRect(0, top, b.width, b.height - top);
}

/**
 * `count` + 1 lines over the ground from `top` down, converging on a point above the horizon's centre: paving
 * joints, mowing stripes, field rows. At the bottom of the layer they spread over `spread` times its width.
 */
export function perspectiveLines(ctx: SKRSContext2D, b: Backdrop, top: number, count: number, spread: number): void {
  const vanishX = b.width / 2;
  const vanishY = b.horizon - groundDepth(b) * 0.6;
  ctx.beginPath();
  for (let i = 0; i <= count; i++) {
    const bottomX = vanishX + (i / count - 0.5) * b.width * spread;
    const t = (top - vanishY) / (b.height - vanishY);
    ctx.moveTo(vanishX + (bottomX - vanishX) * t, top);
    ctx.lineTo(bottomX, b.height);
  }
  ctx.stroke();
}

/** Rows across the ground, closer together towards the horizon, from `top` to the bottom of the layer. */
export function perspectiveRows(b: Backdrop, top: number, count: number): number[] {
  const rows: number[] = [];
  const depth = b.height - b.horizon;
  const start = (top - b.horizon) / depth;
  for (let i = 1; i <= count; i++) {
    const t = start + (1 - start) * (i / count) ** 1.8;
    rows.push(b.horizon + depth * t);
  }
  return rows;
}

/** A tuft of grass blades fanning up from `x, y`. */
export function paintGrassTuft(
  ctx: SKRSContext2D,
  b: Backdrop,
  x: number,
  y: number,
  height: number,
  colour: string,
): void {
  const blades = 5 + Math.floor(b.random() * 4);
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (let i = 0; i < blades; i++) {
    const lean = ((i / (blades - 1)) * 2 - 1) * height * 0.55 + (b.random() - 0.5) * height * 0.2;
    const h = height * (0.55 + 0.45 * b.random());
    const w = height * 0.07;
    ctx.moveTo(x - w + lean * 0.1, y);
    ctx.quadraticCurveTo(x + lean * 0.3, y - h * 0.6, x + lean, y - h);
    ctx.quadraticCurveTo(x + lean * 0.3 + w, y - h * 0.5, x + w + lean * 0.1, y);
    ctx.closePath();
  }
  ctx.fill();
}

/** Tufts of grass scattered along `y` between `x0` and `x1`. */
export function paintGrassEdge(
  ctx: SKRSContext2D,
  b: Backdrop,
  x0: number,
  x1: number,
  y: number,
  height: number,
  colours: readonly string[],
): void {
  const gap = height * 0.8;
  for (let x = x0; x < x1; x += gap * (0.6 + b.random())) {
    const colour = colours[Math.floor(b.random() * colours.length)] ?? "#000000";
    paintGrassTuft(ctx, b, x, y + b.random() * height * 0.2, height * (0.7 + 0.5 * b.random()), colour);
  }
}

/**
 * A path over the ground from the bottom of the layer into the distance, ending at `end` below the horizon and
 * bending towards `bend` (-1 left, 1 right) as it recedes; `halfWidth` is half its width at the bottom.
 */
export function addWindingPath(ctx: SKRSContext2D, b: Backdrop, end: number, halfWidth: number, bend: number): void {
  const depth = b.height - b.horizon;
  const steps = 40;
  const edge = (side: -1 | 1, i: number): [number, number] => {
    const y = b.height + (end - b.height) * (i / steps);
    const s = (y - b.horizon) / depth;
    const centre = b.width / 2 + bend * b.width * 0.35 * (1 - s) ** 2.2;
    return [centre + side * halfWidth * s, y];
  };
  ctx.moveTo(...edge(-1, 0));
  for (let i = 1; i <= steps; i++) ctx.lineTo(...edge(-1, i));
  for (let i = steps; i >= 0; i--) ctx.lineTo(...edge(1, i));
  ctx.closePath();
}

/** Little V-shaped blades scattered over a lawn or a field from `top` down, bigger nearer: texture, not detail. */
export function paintGrassSpecks(ctx: SKRSContext2D, b: Backdrop, top: number, colour: string, count: number): void {
  ctx.strokeStyle = colour;
  ctx.lineCap = "round";
  ctx.lineWidth = 2 * b.unit;
  ctx.beginPath();
  for (let i = 0; i < count; i++) {
    const y = top + (b.height - top) * b.random() ** 1.3;
    const size = 14 * b.unit * (0.3 + 1.5 * depthScale(b, y) * 0.5);
    const x = b.random() * b.width;
    ctx.moveTo(x - size * 0.4, y - size);
    ctx.lineTo(x, y);
    ctx.lineTo(x + size * 0.3, y - size * 0.9);
  }
  ctx.stroke();
}

/** A soft shadow cast on the ground at `x, y`, thrown left because the light comes from the right. */
export function paintGroundShadow(ctx: SKRSContext2D, b: Backdrop, x: number, y: number, width: number): void {
  ctx.fillStyle = isNight(b) ? "rgba(0,0,20,0.15)" : "rgba(20,40,10,0.16)";
  ctx.beginPath();
  ctx.ellipse(x - width * 0.2, y, width * 0.6, width * 0.09, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** Alternating bands across a lawn from `top` down, wider nearer: the stripes a mower leaves. */
export function paintMowingBands(ctx: SKRSContext2D, b: Backdrop, top: number, colour: string): void {
  const rows = perspectiveRows(b, top, 12);
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (let i = 0; i + 1 < rows.length; i += 2) {
    const y0 = rows[i] ?? top;
    const y1 = rows[i + 1] ?? top;
    ctx.rect(0, y0, b.width, y1 - y0);
  }
  ctx.fill();
}

type Peak = { x: number; height: number; halfWidth: number };

/** A mountain range: peaks spread over the layer, and its skyline (the highest slope at each x, with rocky noise). */
export type Range = Ridge & { peaks: Peak[]; base: number };

/**
 * `count` peaks across the layer standing on `base`, the tallest `height` high: concave slopes falling from each
 * summit, the highest slope wins, and noise roughs up the crests.
 */
export function mountainRange(b: Backdrop, base: number, height: number, count: number, lane: number): Range {
  const peaks: Peak[] = [];
  for (let i = 0; i < count; i++) {
    const x = (b.width * (i + 0.5 + between(b, -0.3, 0.3))) / count;
    peaks.push({ x, height: height * between(b, 0.55, 1), halfWidth: (b.width / count) * between(b, 0.8, 1.3) });
  }
  const step = Math.max(3, 4 * b.unit);
  const ys: number[] = [];
  for (let x = 0; x <= b.width + step; x += step) {
    let top = 0;
    for (const peak of peaks)
      top = Math.max(top, peak.height * Math.max(0, 1 - Math.abs(x - peak.x) / peak.halfWidth) ** 1.4);
    const rough = height * 0.05 * fractalNoise(b, x / (70 * b.unit), lane * 5.3, 3);
    ys.push(base - Math.max(0, top + rough * Math.min(1, top / (height * 0.3))));
  }
  return { step, ys, peaks, base };
}

/**
 * Paints a range: rock lit from the right, snow above `snowline` (a y) with a ragged edge, and each peak's left
 * face in shade, split from the lit face by a zigzag crest line the way flat illustrations model mountains.
 */
export function paintRange(
  ctx: SKRSContext2D,
  b: Backdrop,
  range: Range,
  bottom: number,
  rock: string,
  snowline: number,
  haze: number,
): void {
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(0, bottom);
  range.ys.forEach((y, i) => ctx.lineTo(i * range.step, y));
  ctx.lineTo((range.ys.length - 1) * range.step, bottom);
  ctx.closePath();
  ctx.fillStyle = lit(b, rock, haze);
  ctx.fill();
  ctx.clip();
  ctx.fillStyle = lit(b, "#ffffff", haze);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  for (let x = 0; x <= b.width + range.step; x += range.step)
    ctx.lineTo(x, snowline + groundDepth(b) * 0.1 * fractalNoise(b, x / (50 * b.unit), 77 + range.base, 3));
  ctx.lineTo(b.width + range.step, 0);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = isNight(b) ? "rgba(5,10,30,0.35)" : withAlpha(mix(rock, "#141a2e", 0.6), 0.35);
  ctx.beginPath();
  for (const peak of range.peaks) {
    const summit = range.base - peak.height;
    const drop = range.base - summit;
    ctx.moveTo(peak.x, summit - drop * 0.1);
    ctx.lineTo(peak.x + peak.halfWidth * 0.06, summit + drop * 0.3);
    ctx.lineTo(peak.x - peak.halfWidth * 0.04, summit + drop * 0.55);
    ctx.lineTo(peak.x + peak.halfWidth * 0.2, bottom);
    ctx.lineTo(peak.x - peak.halfWidth * 1.5, bottom);
    ctx.closePath();
  }
  ctx.fill();
  ctx.restore();
}

/** Joints between paving slabs from `top` down: rows closing up towards the horizon, lines converging on it. */
export function paintPaving(ctx: SKRSContext2D, b: Backdrop, top: number, colour: string, columns = 16): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, 1.5 * b.unit);
  ctx.beginPath();
  for (const y of perspectiveRows(b, top, 10)) {
    ctx.moveTo(0, y);
    ctx.lineTo(b.width, y);
  }
  ctx.stroke();
  perspectiveLines(ctx, b, top, columns, 2.6);
}
