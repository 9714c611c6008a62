import { FONTS } from "../fonts";
import { easeInOut, easeOutCubic } from "../geometry";
import { fitText } from "../text-fit";
import type { StyleKit } from "./kit";
import { centredLines, paintGrain, paintVignette } from "./paint";

const serif =
  (weight: number, italic = false) =>
  (size: number) =>
    `${italic ? "italic " : ""}${weight} ${Math.round(size)}px "${FONTS.serif}"`;

/**
 * Deep graded palette, vignette, film grain, serif titles, a slow push-in on the subjects. No letterbox: on a phone
 * bars only take screen from the picture, so the film look is the grade, the grain and the framing.
 */
export const cinematic: StyleKit = {
  style: "cinematic",
  transition: { kind: "dip", seconds: 0.5 },
  groundLayers: ["background", "vignette", "grain"],
  paintGround(ctx, layout, palette, seed) {
    const { width, height } = layout;
    const glow = ctx.createRadialGradient(
      width * 0.5,
      height * 0.45,
      0,
      width * 0.5,
      height * 0.45,
      Math.max(width, height) * 0.75,
    );
    glow.addColorStop(0, palette.ground[0]);
    glow.addColorStop(1, palette.ground[1]);
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
    // A warm light leak from one corner, alternating sides per shot like a cut between angles.
    const lx = seed % 2 === 0 ? width * 0.9 : width * 0.1;
    const leak = ctx.createRadialGradient(lx, height * 0.15, 0, lx, height * 0.15, width * 0.9);
    leak.addColorStop(0, palette.accent2.replace("hsl(", "hsla(").replace(")", ", 0.45)"));
    leak.addColorStop(1, "rgba(0,0,0,0)");
    ctx.fillStyle = leak;
    ctx.fillRect(0, 0, width, height);
    paintVignette(ctx, width, height, 0.7);
    paintGrain(ctx, width, height, 0.22, seed);
  },
  titleSeconds: 1.2,
  paintTitle(ctx, layout, palette, title, reveal) {
    const u = layout.unit;
    const area = layout.stage;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const fitted = fitText(ctx, title, serif(700), area.w * 0.9, 4, 118 * u, 40 * u);
    const rise = (1 - easeOutCubic(reveal)) * 30 * u;
    ctx.globalAlpha = easeInOut(reveal);
    ctx.fillStyle = palette.accent;
    ctx.font = `500 ${Math.round(26 * u)}px "${FONTS.serif}"`;
    ctx.fillText(
      "A   T R U E   S T O R Y",
      area.x + area.w / 2,
      area.y + area.h * 0.5 - (fitted.lines.length * fitted.size * 1.1) / 2 - 50 * u + rise,
    );
    ctx.fillStyle = palette.text;
    ctx.font = serif(700)(fitted.size);
    centredLines(ctx, fitted.lines, area.x + area.w / 2, area.y + area.h * 0.5 + rise, fitted.size * 1.1);
    ctx.globalAlpha = 1;
  },
  headlineIn: "headline",
  headlineSeconds: 0.9,
  paintHeadline(ctx, area, layout, palette, text, label, reveal) {
    const u = layout.unit;
    const alpha = ctx.globalAlpha;
    ctx.globalAlpha = alpha * easeInOut(reveal);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const cx = area.x + area.w / 2;
    if (label) {
      // A dateline alone is set larger, between two short rules, like a film's place card.
      const size = Math.round((text ? 24 : 30) * u);
      ctx.fillStyle = palette.accent;
      ctx.font = `600 ${size}px "${FONTS.serif}"`;
      const spaced = fitSpaced(ctx, label.toUpperCase(), area.w * 0.84);
      const y = area.y + area.h * (text ? 0.22 : 0.45);
      ctx.fillText(spaced, cx, y);
      if (!text) {
        const half = ctx.measureText(spaced).width / 2;
        ctx.fillRect(cx - half - 70 * u, y - u, 48 * u, 2 * u);
        ctx.fillRect(cx + half + 22 * u, y - u, 48 * u, 2 * u);
      }
    }
    if (text) {
      const fitted = fitText(ctx, text, serif(400, true), area.w * 0.92, 2, 74 * u, 30 * u);
      ctx.fillStyle = palette.text;
      ctx.font = serif(400, true)(fitted.size);
      centredLines(ctx, fitted.lines, cx, area.y + area.h * (label ? 0.62 : 0.5), fitted.size * 1.12);
    }
    ctx.globalAlpha = alpha;
  },
  caption: (palette) => ({
    font: serif(700),
    box: null,
    text: palette.text,
    spoken: palette.accent,
    highlight: "colour",
    highlightFill: palette.accent,
    stroke: "rgba(0,0,0,0.85)",
    uppercase: false,
  }),
  scene: {
    // Deep and a little desaturated, like a graded film still; the vignette and grain sit over the whole picture.
    grade: (_palette, time) =>
      time === "night"
        ? "contrast(1.08) saturate(0.85) brightness(1.05)"
        : "contrast(1.1) saturate(0.82) brightness(0.82)",
    scrim: () => "8,6,4",
    scrimStrength: 1,
    cameraTravel: 0.45,
    vignette: 0.65,
    grain: 0.16,
  },
  titleFace: { family: FONTS.serif, weight: 700 },
};

/** Letters spaced apart as wide as fits `width` (at most one space between them, none when even that is too wide). */
function fitSpaced(ctx: Parameters<StyleKit["paintTitle"]>[0], text: string, width: number): string {
  const spaced = text.split("").join(" ");
  return ctx.measureText(spaced).width <= width ? spaced : text;
}
