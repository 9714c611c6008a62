import { roundRect } from "../../kit/shapes";
import { FONTS } from "../fonts";
import { easeOutBack } from "../geometry";
import { fitText } from "../text-fit";
import type { StyleKit } from "./kit";
import { centredLines } from "./paint";

const rounded = (weight: number) => (size: number) => `${weight} ${Math.round(size)}px "${FONTS.rounded}"`;

// Deterministic scatter so the same script always gets the same shapes.
function scatter(seed: number, i: number): number {
  const x = Math.sin(seed * 127.1 + i * 311.7) * 43758.5453;
  return x - Math.floor(x);
}

/** Bright flat shapes, bouncy motion, rounded type. */
export const animated: StyleKit = {
  style: "animated",
  transition: { kind: "fade", seconds: 0.25 },
  groundLayers: ["background", "shapes"],
  paintGround(ctx, layout, palette, seed) {
    const { width, height, unit } = layout;
    const ground = ctx.createLinearGradient(0, 0, width * 0.3, height);
    ground.addColorStop(0, palette.ground[0]);
    ground.addColorStop(1, palette.ground[1]);
    ctx.fillStyle = ground;
    ctx.fillRect(0, 0, width, height);
    // Sunburst rays from the stage centre.
    const cx = layout.stage.x + layout.stage.w / 2;
    const cy = layout.stage.y + layout.stage.h / 2;
    ctx.fillStyle = "rgba(255,255,255,0.08)";
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2 + seed * 0.2;
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.arc(cx, cy, Math.max(width, height), a, a + Math.PI / 24);
      ctx.closePath();
      ctx.fill();
    }
    const shapes = [palette.accent, palette.accent2, "#ffffff"];
    for (let i = 0; i < 14; i++) {
      const x = scatter(seed, i) * width;
      const y = scatter(seed + 7, i) * height;
      const r = (12 + scatter(seed + 3, i) * (i < 3 ? 140 : 26)) * unit;
      ctx.globalAlpha = i < 3 ? 0.35 : 0.8;
      ctx.fillStyle = shapes[i % shapes.length]!;
      if (i % 3 === 1) {
        roundRect(ctx, x - r, y - r, r * 2, r * 2, r * 0.35);
        ctx.fill();
      } else {
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.globalAlpha = 1;
  },
  titleSeconds: 0.7,
  paintTitle(ctx, layout, palette, title, reveal) {
    const u = layout.unit;
    const area = layout.stage;
    const pop = easeOutBack(reveal);
    ctx.save();
    ctx.translate(area.x + area.w / 2, area.y + area.h / 2);
    ctx.rotate(-0.05);
    ctx.scale(pop, pop);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const fitted = fitText(ctx, title, rounded(700), area.w * 0.8, 4, 120 * u, 44 * u);
    const blockH = fitted.lines.length * fitted.size * 1.08 + 70 * u;
    const blockW = Math.max(...fitted.lines.map((line) => ctx.measureText(line).width)) + 90 * u;
    ctx.fillStyle = palette.onAccent;
    roundRect(ctx, -blockW / 2 + 14 * u, -blockH / 2 + 18 * u, blockW, blockH, 48 * u);
    ctx.fill();
    ctx.fillStyle = palette.accent;
    roundRect(ctx, -blockW / 2, -blockH / 2, blockW, blockH, 48 * u);
    ctx.fill();
    ctx.fillStyle = palette.onAccent;
    ctx.font = rounded(700)(fitted.size);
    centredLines(ctx, fitted.lines, 0, 0, fitted.size * 1.08);
    ctx.restore();
  },
  headlineIn: "headline",
  headlineSeconds: 0.5,
  paintHeadline(ctx, area, layout, palette, text, label, reveal) {
    const u = layout.unit;
    const pop = easeOutBack(reveal);
    // The pill holds the line, or the label alone (a dateline, a name) a size smaller; a label over a line is left
    // out, as the bouncy pill has room for one thing.
    const shown = text || label;
    ctx.save();
    ctx.translate(area.x + area.w / 2, area.y + area.h * 0.55);
    ctx.rotate(0.03);
    ctx.scale(pop, pop);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const fitted = fitText(ctx, shown, rounded(700), area.w * 0.82, 2, (text ? 78 : 56) * u, 30 * u);
    const w = Math.max(...fitted.lines.map((line) => ctx.measureText(line).width)) + 70 * u;
    const h = fitted.lines.length * fitted.size * 1.1 + 44 * u;
    ctx.fillStyle = "#ffffff";
    roundRect(ctx, -w / 2, -h / 2, w, h, h / 2.4);
    ctx.fill();
    ctx.fillStyle = palette.onAccent;
    ctx.font = rounded(700)(fitted.size);
    centredLines(ctx, fitted.lines, 0, 0, fitted.size * 1.1);
    ctx.restore();
  },
  caption: (palette) => ({
    font: rounded(700),
    box: null,
    text: "#ffffff",
    spoken: palette.onAccent,
    highlight: "pill",
    highlightFill: palette.accent,
    stroke: "rgba(20,10,40,0.9)",
    uppercase: true,
  }),
  scene: {
    grade: (_palette, time) =>
      time === "night" ? "saturate(1.25) brightness(1.2)" : "saturate(1.3) contrast(1.04) brightness(1.04)",
    scrim: () => "29,18,48",
    scrimStrength: 0.8,
    cameraTravel: 0.5,
    vignette: 0,
    grain: 0,
  },
  titleFace: { family: FONTS.rounded, weight: 700 },
};
