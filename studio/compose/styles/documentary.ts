import { FONTS } from "../fonts";
import { clamp, easeOutCubic } from "../geometry";
import { fitText } from "../text-fit";
import type { StyleKit } from "./kit";
import { centredLines, paintGrain, paintVignette } from "./paint";

const typewriter = (size: number) => `${Math.round(size)}px "${FONTS.typewriter}"`;
const sans = (weight: number) => (size: number) => `${weight} ${Math.round(size)}px "${FONTS.sans}"`;

/** Muted palette, archive-photo cards, lower thirds, typewriter reveals. */
export const documentary: StyleKit = {
  style: "documentary",
  transition: { kind: "fade", seconds: 0.35 },
  groundLayers: ["background", "vignette", "grain"],
  paintGround(ctx, layout, palette, seed) {
    const { width, height, unit } = layout;
    const ground = ctx.createLinearGradient(0, 0, 0, height);
    ground.addColorStop(0, palette.ground[0]);
    ground.addColorStop(1, palette.ground[1]);
    ctx.fillStyle = ground;
    ctx.fillRect(0, 0, width, height);
    // Faint ruled lines like an archive folder.
    ctx.strokeStyle = "rgba(255,255,255,0.05)";
    ctx.lineWidth = 2 * unit;
    for (let y = 0; y < height; y += 64 * unit) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(width, y);
      ctx.stroke();
    }
    paintVignette(ctx, width, height, 0.55);
    paintGrain(ctx, width, height, 0.12, seed);
  },
  titleSeconds: 1.4,
  paintTitle(ctx, layout, palette, title, reveal) {
    const u = layout.unit;
    const area = layout.stage;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const fitted = fitText(ctx, title, typewriter, area.w * 0.86, 4, 92 * u, 36 * u);
    const shown = Math.round(title.length * clamp(reveal, 0, 1));
    ctx.fillStyle = palette.accent;
    ctx.fillRect(
      area.x + area.w / 2 - 60 * u,
      area.y + area.h / 2 - (fitted.lines.length * fitted.size * 1.2) / 2 - 44 * u,
      120 * u,
      6 * u,
    );
    ctx.fillStyle = palette.text;
    ctx.font = typewriter(fitted.size);
    // Typed letter by letter, keeping the final line breaks so text never reflows while typing.
    let left = shown;
    const lines = fitted.lines.map((line) => {
      const part = line.slice(0, Math.max(0, left));
      left -= line.length + 1;
      return part.padEnd(line.length, " ");
    });
    centredLines(ctx, lines, area.x + area.w / 2, area.y + area.h / 2, fitted.size * 1.2);
  },
  headlineIn: "lowerThird",
  headlineSeconds: 1.2,
  paintHeadline(ctx, area, layout, palette, text, label, reveal) {
    const u = layout.unit;
    const barH = area.h * 0.92;
    const slide = easeOutCubic(reveal * 3);
    ctx.fillStyle = "rgba(12,11,9,0.78)";
    ctx.fillRect(area.x, area.y, area.w * slide, barH);
    ctx.fillStyle = palette.accent;
    ctx.fillRect(area.x, area.y, 10 * u, barH);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    // A dateline alone is what the bar types, like a caption card in an archive film.
    const typed = text || label;
    if (text && label) {
      ctx.fillStyle = palette.accent;
      ctx.font = sans(700)(Math.round(22 * u));
      ctx.fillText(label.toUpperCase(), area.x + 34 * u, area.y + barH * 0.27);
    }
    const fitted = fitText(ctx, typed, typewriter, area.w - 70 * u, 1, (text ? 52 : 46) * u, 22 * u);
    const shown = fitted.lines.join(" ").slice(0, Math.round(typed.length * clamp(reveal, 0, 1)));
    ctx.fillStyle = palette.text;
    ctx.font = typewriter(fitted.size);
    ctx.fillText(shown, area.x + 34 * u, area.y + barH * (text && label ? 0.66 : 0.5));
  },
  caption: (palette) => ({
    font: sans(600),
    box: "rgba(10,9,8,0.62)",
    text: palette.text,
    spoken: "#15130f",
    highlight: "marker",
    highlightFill: palette.accent,
    stroke: null,
    uppercase: false,
  }),
  scene: {
    // Faded archive colour: warm, low saturation, soft contrast, with grain.
    grade: (_palette, time) =>
      time === "night"
        ? "sepia(0.35) saturate(0.75) brightness(1.15)"
        : "sepia(0.4) saturate(0.75) contrast(0.94) brightness(0.97)",
    scrim: () => "21,19,15",
    scrimStrength: 1,
    cameraTravel: 0.4,
    vignette: 0.45,
    grain: 0.14,
  },
  titleFace: { family: FONTS.typewriter, weight: 400 },
};
