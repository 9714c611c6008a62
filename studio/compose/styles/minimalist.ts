import { FONTS } from "../fonts";
import { easeOutCubic } from "../geometry";
import { MINIMAL_DARK_GROUND, type Palette } from "../palette";
import { fitText, wrapText } from "../text-fit";
import type { StyleKit } from "./kit";

const isDark = (palette: Palette) => palette.ground[0] === MINIMAL_DARK_GROUND;
const sans = (weight: number) => (size: number) => `${weight} ${Math.round(size)}px "${FONTS.sans}"`;

/** Plain ground, one accent colour, clean sans, calm fades. */
export const minimalist: StyleKit = {
  style: "minimalist",
  transition: { kind: "fade", seconds: 0.4 },
  groundLayers: ["background"],
  paintGround(ctx, layout, palette) {
    ctx.fillStyle = palette.ground[0];
    ctx.fillRect(0, 0, layout.width, layout.height);
  },
  titleSeconds: 0.8,
  paintTitle(ctx, layout, palette, title, reveal) {
    const u = layout.unit;
    const area = layout.stage;
    const x = layout.safe.x + 20 * u;
    const width = layout.safe.w - 40 * u;
    const fitted = fitText(ctx, title, sans(700), width, 4, 104 * u, 40 * u);
    const top = area.y + area.h / 2 - (fitted.lines.length * fitted.size * 1.08) / 2;
    ctx.globalAlpha = easeOutCubic(reveal);
    ctx.fillStyle = palette.accent;
    ctx.fillRect(x, top - 56 * u, 96 * u * easeOutCubic(reveal), 10 * u);
    ctx.fillStyle = palette.text;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.font = sans(700)(fitted.size);
    fitted.lines.forEach((line, i) =>
      ctx.fillText(line, x, top + i * fitted.size * 1.08 + (1 - easeOutCubic(reveal)) * 20 * u),
    );
    ctx.globalAlpha = 1;
  },
  headlineIn: "headline",
  headlineSeconds: 0.6,
  paintHeadline(ctx, area, layout, palette, text, label, reveal) {
    const u = layout.unit;
    const x = area.x + 20 * u;
    const alpha = ctx.globalAlpha;
    ctx.globalAlpha = alpha * easeOutCubic(reveal);
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    const top = area.y + area.h * 0.18;
    if (label) {
      // Alone, the label is the headline: a little larger, under a short rule in the accent colour.
      ctx.fillStyle = palette.accent;
      if (!text) ctx.fillRect(x, top, 72 * u, 8 * u);
      ctx.font = sans(text ? 600 : 700)((text ? 22 : 48) * u);
      ctx.fillText(label.toUpperCase(), x, text ? top : top + 32 * u, area.w - 40 * u);
    }
    if (text) {
      const fitted = fitText(ctx, text, sans(700), area.w - 40 * u, 2, 64 * u, 28 * u);
      ctx.fillStyle = palette.text;
      ctx.font = sans(700)(fitted.size);
      const first = label ? top + 44 * u : top;
      wrapText(ctx, fitted.lines.join(" "), area.w - 40 * u).forEach((line, i) =>
        ctx.fillText(line, x, first + i * fitted.size * 1.1),
      );
    }
    ctx.globalAlpha = alpha;
  },
  caption: (palette) => ({
    font: sans(600),
    box: null,
    // Full-strength text: behind it is a scene under a shade, not a plain ground.
    text: palette.text,
    spoken: palette.accent,
    highlight: "colour",
    highlightFill: palette.accent,
    stroke: null,
    uppercase: false,
  }),
  scene: {
    // Grey tones lifted towards the ground colour, so the one accent colour of the text stays the only colour.
    grade: (palette, time) =>
      isDark(palette)
        ? `grayscale(1) contrast(0.85) brightness(${time === "night" ? 0.8 : 0.45})`
        : `grayscale(1) contrast(0.75) brightness(${time === "night" ? 1.6 : 1.18})`,
    // The captions are plain words without a box or outline, so the shade behind them is nearly the ground itself.
    scrim: (palette) => (isDark(palette) ? "18,19,22" : "245,243,238"),
    scrimStrength: 1.4,
    cameraTravel: 0.3,
    vignette: 0,
    grain: 0,
  },
  titleFace: { family: FONTS.sans, weight: 700 },
};
