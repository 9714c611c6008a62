import { FONTS } from "../fonts";
import { clamp, easeOutCubic } from "../geometry";
import { fitText } from "../text";
import type { StyleKit } from "./kit";
import { centredLines, paintGrain, paintPicture, paintVignette } from "./paint";

const typewriter = (size: number) => `${Math.round(size)}px "${FONTS.typewriter}"`;
const sans = (weight: number) => (size: number) => `${weight} ${Math.round(size)}px "${FONTS.sans}"`;

/** Muted palette, archive-photo cards, lower thirds, typewriter reveals. */
export const documentary: StyleKit = {
  style: "documentary",
  transition: { kind: "fade", seconds: 0.35 },
  letterbox: 0,
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
    ctx.fillRect(area.x + area.w / 2 - 60 * u, area.y + area.h / 2 - (fitted.lines.length * fitted.size * 1.2) / 2 - 44 * u, 120 * u, 6 * u);
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
    ctx.fillStyle = palette.accent;
    ctx.font = sans(700)(Math.round(22 * u));
    ctx.fillText(label.toUpperCase(), area.x + 34 * u, area.y + barH * 0.27);
    const fitted = fitText(ctx, text, typewriter, area.w - 70 * u, 1, 52 * u, 22 * u);
    const shown = fitted.lines.join(" ").slice(0, Math.round(text.length * clamp(reveal, 0, 1)));
    ctx.fillStyle = palette.text;
    ctx.font = typewriter(fitted.size);
    ctx.fillText(shown, area.x + 34 * u, area.y + barH * 0.66);
  },
  subjectPose(since, _shotProgress, slot) {
    const enter = easeOutCubic(since / 0.6);
    return { dx: (1 - enter) * (slot % 2 === 0 ? -0.25 : 0.25), dy: 0, scale: 1, alpha: clamp(since / 0.3, 0, 1), rotate: (slot % 2 === 0 ? -1 : 1) * 0.045, zoom: 1 };
  },
  paintSubject(ctx, size, palette, _slot, { picture, word }) {
    // An archive print: white border, wider at the bottom, where the subject is named.
    const w = size * 0.78;
    const h = size * 0.9;
    ctx.fillStyle = "rgba(0,0,0,0.35)";
    ctx.fillRect(-w / 2 + size * 0.02, -h / 2 + size * 0.03, w, h);
    ctx.fillStyle = "#f1ece2";
    ctx.fillRect(-w / 2, -h / 2, w, h);
    ctx.fillStyle = palette.accent2;
    ctx.fillRect(-w / 2 + size * 0.05, -h / 2 + size * 0.05, w - size * 0.1, h - size * 0.26);
    ctx.save();
    ctx.translate(0, -size * 0.08);
    paintPicture(ctx, size * 0.48, picture);
    ctx.restore();
    ctx.fillStyle = "#2b2823";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.font = typewriter(size * 0.075);
    ctx.fillText(word.toLowerCase(), 0, h / 2 - size * 0.1);
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
  titleFace: { family: FONTS.typewriter, weight: 400 },
};
