/**
 * Colours as the drawing code writes them, "#rrggbb": their channels, a blend of two, and one made see-through. The
 * places, the people and the props all mix their shades here.
 */
export type Rgb = readonly [number, number, number];

/** The red, green and blue channels (0..255) of "#rrggbb". */
export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** "#rrggbb" of three channels, each rounded and held within 0..255. */
export function hexOf([r, g, b]: readonly number[]): string {
  const channel = (v = 0) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `a` moved toward `b` by `t` (0..1), both "#rrggbb". */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Every channel multiplied by `factor`: above 1 brighter, below 1 darker, keeping the hue. */
export function scaled(hex: string, factor: number): string {
  return hexOf(rgbOf(hex).map((v) => v * factor));
}

/** "#rrggbb" as a CSS colour with opacity `alpha` (0..1). */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = rgbOf(hex);
  return `rgba(${r},${g},${b},${alpha})`;
}
