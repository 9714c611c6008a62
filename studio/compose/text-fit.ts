import type { SKRSContext2D } from "@napi-rs/canvas";

/** Greedy word wrap with the context's current font. */
export function wrapText(ctx: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size (down to `min`) at which `text` wraps into at most `maxLines` lines of `maxWidth`. */
export function fitText(
  ctx: SKRSContext2D,
  text: string,
  font: (size: number) => string,
  maxWidth: number,
  maxLines: number,
  start: number,
  min: number,
): { size: number; lines: string[] } {
  for (let size = Math.round(start); size > min; size = Math.round(size * 0.92)) {
    ctx.font = font(size);
    const lines = wrapText(ctx, text, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => ctx.measureText(line).width <= maxWidth))
      return { size, lines };
  }
  ctx.font = font(min);
  return { size: min, lines: wrapText(ctx, text, maxWidth) };
}
