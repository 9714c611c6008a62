export type Rect = { x: number; y: number; w: number; h: number };

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The overlap of two rectangles; null when they do not overlap. */
export function intersection(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x;
  const h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

export function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.w <= outer.x + outer.w &&
    inner.y + inner.h <= outer.y + outer.h
  );
}

/** Grows to even pixel edges (4:2:0 chroma covers 2x2 blocks) and clips to the frame. */
export function alignEven(rect: Rect, width: number, height: number): Rect | null {
  const x0 = Math.max(0, Math.floor(rect.x / 2) * 2);
  const y0 = Math.max(0, Math.floor(rect.y / 2) * 2);
  const x1 = Math.min(width, Math.ceil((rect.x + rect.w) / 2) * 2);
  const y1 = Math.min(height, Math.ceil((rect.y + rect.h) / 2) * 2);
  if (x1 <= x0 || y1 <= y0) return null;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

export function sameRect(a: Rect | null, b: Rect | null): boolean {
  if (!a || !b) return a === b;
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}

/** Merges overlapping rectangles until none overlap, so no pixel is converted twice. */
export function mergeRects(rects: Rect[]): Rect[] {
  const out = [...rects];
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length; j++) {
        if (!intersects(out[i]!, out[j]!)) continue;
        out[i] = union(out[i]!, out[j]!);
        out.splice(j, 1);
        merged = true;
        break;
      }
    }
  }
  return out;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const easeOutCubic = (t: number) => 1 - (1 - clamp(t, 0, 1)) ** 3;
export const easeInOut = (t: number) => {
  const x = clamp(t, 0, 1);
  return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2;
};
/** Overshoots then settles: the "bouncy" entrance of the animated style. */
export const easeOutBack = (t: number) => {
  const x = clamp(t, 0, 1);
  const c = 2.2;
  return 1 + (c + 1) * (x - 1) ** 3 + c * (x - 1) ** 2;
};
