import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { type Rect, clamp } from "./geometry";
import type { FrameLayout } from "./layout";
import type { Palette } from "./palette";
import type { CaptionLook, StyleKit } from "./styles/kit";
import { roundRect } from "./styles/paint";
import type { CaptionPhrase, LayerKind, Sprite } from "./types";

const FPS = 30;

/** Something that animates in over `seconds` from `start` and then holds still (so it stops costing redraws). */
export function revealSprite(kind: LayerKind, area: Rect, start: number, seconds: number, paint: (ctx: SKRSContext2D, reveal: number) => void): Sprite {
  const reveal = (t: number) => (seconds <= 0 ? 1 : clamp((t - start) / seconds, 0, 1));
  return {
    kind,
    bounds: (t) => (t < start ? null : area),
    state: (t) => (reveal(t) >= 1 ? "done" : String(Math.round((t - start) * FPS))),
    draw: (ctx, t) => paint(ctx, reveal(t)),
  };
}

/** A subject to draw: its picture's id in the art set, the word it illustrates, and whether that word is a name. */
export type SubjectPlan = { picture: string; word: string; named: boolean; appearAt: number; slot: Rect; index: number };

/** One subject of a scene: appears when its word is spoken, then moves as the style says. */
export function subjectSprite(plan: SubjectPlan, kit: StyleKit, palette: Palette, layout: FrameLayout, shot: { start: number; end: number }): Sprite {
  const stageCx = layout.stage.x + layout.stage.w / 2;
  const stageCy = layout.stage.y + layout.stage.h / 2;
  const size = plan.slot.w;
  // The subject's look never changes within a shot, only its pose: paint it once, then draw the bitmap.
  // Painted at the largest scale it reaches (bouncy overshoot, push-in) so it is only ever scaled down.
  const maxScale = 1.25;
  const artSide = size * 1.3;
  let bitmap: Canvas | undefined;
  const art = () => {
    if (bitmap) return bitmap;
    const box = Math.ceil(artSide * maxScale);
    bitmap = createCanvas(box, box);
    const c = bitmap.getContext("2d");
    c.translate(box / 2, box / 2);
    c.scale(maxScale, maxScale);
    kit.paintSubject(c, size, palette, plan.index, plan);
    return bitmap;
  };
  // Placement snapped to whole pixels (side to even ones, so the centre stays on a pixel), opacity to 1/64
  // and rotation to 1/500 rad: a slow push-in then changes the picture every few frames instead of every
  // frame with sub-pixel shifts nobody sees, and each change redraws and re-encodes only the subject.
  const place = (t: number) => {
    const pose = kit.subjectPose(t - plan.appearAt, clamp((t - shot.start) / (shot.end - shot.start), 0, 1), plan.index);
    return {
      cx: Math.round(stageCx + (plan.slot.x + size / 2 - stageCx) * pose.zoom + pose.dx * size),
      cy: Math.round(stageCy + (plan.slot.y + size / 2 - stageCy) * pose.zoom + pose.dy * size),
      side: 2 * Math.round((artSide * pose.scale * pose.zoom) / 2),
      alpha: Math.round(clamp(pose.alpha, 0, 1) * 64) / 64,
      rotate: Math.round(pose.rotate * 500) / 500,
    };
  };
  return {
    kind: "subject",
    bounds(t) {
      if (t < plan.appearAt) return null;
      const { cx, cy, side, rotate } = place(t);
      // The rotated square of the art, plus a pixel for smoothing at its edges.
      const half = Math.ceil((side / 2) * (Math.abs(Math.cos(rotate)) + Math.abs(Math.sin(rotate)))) + 1;
      return { x: cx - half, y: cy - half, w: half * 2, h: half * 2 };
    },
    state(t) {
      if (t < plan.appearAt) return "hidden";
      const { cx, cy, side, alpha, rotate } = place(t);
      return `${cx},${cy},${side},${alpha},${rotate}`;
    },
    draw(ctx, t) {
      if (t < plan.appearAt) return;
      const { cx, cy, side, alpha, rotate } = place(t);
      ctx.save();
      ctx.globalAlpha = alpha;
      ctx.translate(cx, cy);
      ctx.rotate(rotate);
      ctx.drawImage(art(), -side / 2, -side / 2, side, side);
      ctx.restore();
    },
    release() {
      bitmap = undefined;
    },
  };
}

type PhraseLayout = { size: number; lines: Array<{ y: number; words: Array<{ x: number; w: number; text: string }> }> };

/** Word-by-word captions: shows the current phrase and marks the word being spoken. */
export function captionSprite(phrases: CaptionPhrase[], area: Rect, look: CaptionLook, unit: number, ctxForMeasure: SKRSContext2D): Sprite {
  const layouts = phrases.map((phrase) => layoutPhrase(phrase, area, look, unit, ctxForMeasure));
  const current = (t: number) => {
    const index = phrases.findIndex((p) => t >= p.start && t < p.end);
    if (index < 0) return null;
    const words = phrases[index]!.words;
    // Between words the last one spoken stays marked, which reads steadier than blinking off.
    let word = -1;
    for (let i = 0; i < words.length; i++) if (t >= words[i]!.start) word = i;
    return { index, word };
  };
  return {
    kind: "caption",
    bounds: (t) => (current(t) ? area : null),
    state: (t) => {
      const at = current(t);
      return at ? `${at.index}:${at.word}` : "none";
    },
    draw(ctx, t) {
      const at = current(t);
      if (!at) return;
      paintPhrase(ctx, layouts[at.index]!, at.word, area, look, unit);
    },
  };
}

function layoutPhrase(phrase: CaptionPhrase, area: Rect, look: CaptionLook, unit: number, ctx: SKRSContext2D): PhraseLayout {
  const texts = phrase.words.map((w) => (look.uppercase ? w.text.toUpperCase() : w.text));
  const maxWidth = area.w * 0.92;
  for (let size = Math.round(66 * unit); ; size = Math.round(size * 0.92)) {
    ctx.font = look.font(size);
    const space = ctx.measureText(" ").width * 1.2;
    const rows: Array<Array<{ text: string; w: number }>> = [[]];
    let rowWidth = 0;
    for (const text of texts) {
      const w = ctx.measureText(text).width;
      const row = rows[rows.length - 1]!;
      if (row.length && rowWidth + space + w > maxWidth) {
        rows.push([{ text, w }]);
        rowWidth = w;
      } else {
        row.push({ text, w });
        rowWidth += (row.length > 1 ? space : 0) + w;
      }
    }
    if (rows.length <= 2 || size < 24 * unit) {
      const lineH = size * 1.32;
      const top = area.y + area.h / 2 - (rows.length * lineH) / 2 + lineH / 2;
      return {
        size,
        lines: rows.map((row, r) => {
          const total = row.reduce((sum, w) => sum + w.w, 0) + space * (row.length - 1);
          let x = area.x + (area.w - total) / 2;
          return {
            y: top + r * lineH,
            words: row.map((w) => {
              const placed = { x, w: w.w, text: w.text };
              x += w.w + space;
              return placed;
            }),
          };
        }),
      };
    }
  }
}

function paintPhrase(ctx: SKRSContext2D, layout: PhraseLayout, spoken: number, area: Rect, look: CaptionLook, unit: number): void {
  const pad = layout.size * 0.22;
  if (look.box) {
    const xs = layout.lines.flatMap((line) => line.words.map((w) => [w.x, w.x + w.w] as const));
    const left = Math.min(...xs.map((x) => x[0])) - pad * 2;
    const right = Math.max(...xs.map((x) => x[1])) + pad * 2;
    const top = layout.lines[0]!.y - layout.size * 0.75;
    const bottom = layout.lines[layout.lines.length - 1]!.y + layout.size * 0.75;
    ctx.fillStyle = look.box;
    roundRect(ctx, Math.max(area.x, left), top, Math.min(area.x + area.w, right) - Math.max(area.x, left), bottom - top, 14 * unit);
    ctx.fill();
  }
  ctx.font = look.font(layout.size);
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  let index = 0;
  for (const line of layout.lines) {
    for (const word of line.words) {
      const isSpoken = index === spoken;
      if (isSpoken && look.highlight !== "colour") {
        ctx.fillStyle = look.highlightFill;
        const h = layout.size * (look.highlight === "pill" ? 1.2 : 1.05);
        roundRect(ctx, word.x - pad, line.y - h / 2, word.w + pad * 2, h, look.highlight === "pill" ? h / 3 : 4 * unit);
        ctx.fill();
      }
      if (look.stroke && !(isSpoken && look.highlight === "pill")) {
        ctx.strokeStyle = look.stroke;
        ctx.lineWidth = layout.size * 0.16;
        ctx.strokeText(word.text, word.x, line.y);
      }
      ctx.fillStyle = isSpoken ? look.spoken : look.text;
      ctx.fillText(word.text, word.x, line.y);
      index++;
    }
  }
}
