import type { SKRSContext2D } from "@napi-rs/canvas";
import { FPS } from "../kit/frame-rate";
import { roundRect } from "../kit/shapes";
import { type Rect, clamp } from "./geometry";
import type { CaptionLook } from "./styles/kit";
import type { CaptionPhrase, LayerKind, Placed, Sprite } from "./types";

/** A sprite that is a ready picture moving by whole pixels (a setting's layer, a person): drawn from `placed`. */
export function placedSprite(sprite: Omit<Sprite, "draw" | "placed"> & { placed(t: number): Placed | null }): Sprite {
  return {
    ...sprite,
    draw(ctx, t) {
      const at = sprite.placed(t);
      if (!at) return;
      ctx.globalAlpha = at.alpha;
      ctx.drawImage(at.picture.get(), at.left, at.top);
      ctx.globalAlpha = 1;
    },
  };
}

/** Something that animates in over `seconds` from `start` and then holds still (so it stops costing redraws). */
export function revealSprite(
  kind: LayerKind,
  area: Rect,
  start: number,
  seconds: number,
  paint: (ctx: SKRSContext2D, reveal: number) => void,
): Sprite {
  const reveal = (t: number) => (seconds <= 0 ? 1 : clamp((t - start) / seconds, 0, 1));
  return {
    kind,
    bounds: (t) => (t < start ? null : area),
    state: (t) => (reveal(t) >= 1 ? "done" : String(Math.round((t - start) * FPS))),
    draw: (ctx, t) => paint(ctx, reveal(t)),
  };
}

type PhraseLayout = { size: number; lines: Array<{ y: number; words: Array<{ x: number; w: number; text: string }> }> };

/** Word-by-word captions: shows the current phrase and marks the word being spoken. */
export function captionSprite(
  phrases: CaptionPhrase[],
  area: Rect,
  look: CaptionLook,
  unit: number,
  ctxForMeasure: SKRSContext2D,
): Sprite {
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

function layoutPhrase(
  phrase: CaptionPhrase,
  area: Rect,
  look: CaptionLook,
  unit: number,
  ctx: SKRSContext2D,
): PhraseLayout {
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

function paintPhrase(
  ctx: SKRSContext2D,
  layout: PhraseLayout,
  spoken: number,
  area: Rect,
  look: CaptionLook,
  unit: number,
): void {
  const pad = layout.size * 0.22;
  if (look.box) {
    const xs = layout.lines.flatMap((line) => line.words.map((w) => [w.x, w.x + w.w] as const));
    const left = Math.min(...xs.map((x) => x[0])) - pad * 2;
    const right = Math.max(...xs.map((x) => x[1])) + pad * 2;
    const top = layout.lines[0]!.y - layout.size * 0.75;
    const bottom = layout.lines[layout.lines.length - 1]!.y + layout.size * 0.75;
    ctx.fillStyle = look.box;
    roundRect(
      ctx,
      Math.max(area.x, left),
      top,
      Math.min(area.x + area.w, right) - Math.max(area.x, left),
      bottom - top,
      14 * unit,
    );
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
