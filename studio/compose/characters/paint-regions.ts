import { type Canvas, createCanvas, ImageData } from "@napi-rs/canvas";
import type { Rgb } from "../../kit/colour";
import type { Box } from "./rasterise";

// Open Peeps are black lines over one white fill: react-peeps gives a whole piece a single fill colour, so a shirt,
// the hands and the neck would all be one colour. The lines do close each area, though, so an area can be found by
// flooding the white from a point inside it, and coloured on its own.

/** An area to colour, named by a pixel inside it. */
export type Seed = { x: number; y: number; colour: Rgb };

// A pixel this light in every channel is fill; darker ones are lines or their smoothed edges.
const FILL = 200;
// Edges smoothed between fill and line are grey; a coloured piece of the art (the scrubs react-peeps draws in blue)
// is not, and keeps its colour.
const GREY_SPREAD = 48;
// Smoothed edges are at most two pixels wide.
const EDGE_PASSES = 2;

/** Which pixels are opaque white fill (1), opaque grey line edges (2), or neither (0). */
function classify(canvas: Canvas): Uint8Array {
  const px = canvas.data();
  const kinds = new Uint8Array(canvas.width * canvas.height);
  for (let i = 0, p = 0; i < kinds.length; i++, p += 4) {
    if (px[p + 3] !== 255) continue;
    const r = px[p]!;
    const g = px[p + 1]!;
    const b = px[p + 2]!;
    const low = Math.min(r, g, b);
    if (low >= FILL) kinds[i] = 1;
    else if (Math.max(r, g, b) - low < GREY_SPREAD) kinds[i] = 2;
  }
  return kinds;
}

/**
 * Colours the areas of white fill that hold a seed, and with `rest` every other white area; the lines stay as they
 * are. The colour is multiplied in, so smoothed edges blend into the lines as they did in white.
 */
export function paintRegions(canvas: Canvas, seeds: readonly Seed[], rest?: Rgb): void {
  const { width, height } = canvas;
  const kinds = classify(canvas);
  // 0 for no colour, else 1 + the colour's index.
  const area = new Uint8Array(width * height);
  const colours: Rgb[] = [];
  // Every coloured pixel in the order it was reached: the flood's queue, then the list to tint.
  const reached = new Int32Array(width * height);
  let count = 0;
  const take = (i: number, mark: number, kind: number) => {
    if (area[i] || kinds[i] !== kind) return;
    area[i] = mark;
    reached[count++] = i;
  };
  const spread = (from: number, to: number, kind: number) => {
    for (let k = from; k < to; k++) {
      const i = reached[k]!;
      const mark = area[i]!;
      const x = i % width;
      if (x > 0) take(i - 1, mark, kind);
      if (x < width - 1) take(i + 1, mark, kind);
      if (i >= width) take(i - width, mark, kind);
      if (i < area.length - width) take(i + width, mark, kind);
    }
  };

  const reach = Math.max(2, Math.round(Math.min(width, height) * 0.01));
  for (const seed of seeds) {
    const start = nearestFill(Math.round(seed.x), Math.round(seed.y), reach, width, height, kinds);
    if (start < 0 || area[start]) continue;
    colours.push(seed.colour);
    const queued = count;
    take(start, colours.length, 1);
    // Breadth first: the pixels reached so far are the queue, and it ends when a pass adds none.
    for (let head = queued; head < count; ) {
      const tail = count;
      spread(head, tail, 1);
      head = tail;
    }
  }
  if (rest) {
    colours.push(rest);
    for (let i = 0; i < area.length; i++) take(i, colours.length, 1);
  }
  // The grey smoothed pixels around each area take its colour, a pixel's width per pass.
  for (let pass = 0, from = 0; pass < EDGE_PASSES; pass++) {
    const to = count;
    spread(from, to, 2);
    from = to;
  }
  multiplyInto(canvas, reached.subarray(0, count), area, colours);
}

function nearestFill(x: number, y: number, reach: number, width: number, height: number, kinds: Uint8Array): number {
  for (let r = 0; r <= reach; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < width && yy < height && kinds[yy * width + xx] === 1) return yy * width + xx;
      }
    }
  }
  return -1;
}

/** Multiplies the pixels listed by their area's colour, through the canvas so the pixels stay premultiplied. */
function multiplyInto(canvas: Canvas, pixels: Int32Array, area: Uint8Array, colours: readonly Rgb[]): void {
  if (pixels.length === 0) return;
  const { width } = canvas;
  let left = width;
  let right = 0;
  let top = Infinity;
  let bottom = 0;
  for (const i of pixels) {
    const x = i % width;
    const y = (i - x) / width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const box: Box = { x: left, y: top, w: right - left + 1, h: bottom - top + 1 };
  const tint = new Uint8ClampedArray(box.w * box.h * 4);
  for (const i of pixels) {
    const x = i % width;
    const p = (((i - x) / width - box.y) * box.w + x - box.x) * 4;
    const colour = colours[area[i]! - 1]!;
    tint[p] = colour[0];
    tint[p + 1] = colour[1];
    tint[p + 2] = colour[2];
    tint[p + 3] = 255;
  }
  overlay(canvas, tint, box, "multiply");
}

/** Draws `pixels`, covering `box` of the canvas, onto it in the blend `mode`. */
function overlay(canvas: Canvas, pixels: Uint8ClampedArray, box: Box, mode: "multiply" | "destination-over"): void {
  const layer = createCanvas(box.w, box.h);
  layer.getContext("2d").putImageData(new ImageData(pixels, box.w, box.h), 0, 0);
  const ctx = canvas.getContext("2d");
  ctx.save();
  ctx.globalCompositeOperation = mode;
  ctx.drawImage(layer, box.x, box.y);
  ctx.restore();
}

/**
 * Fills the areas the lines enclose with white: a face is drawn as lines only, so the whites of wide-open eyes and
 * bared teeth would otherwise show the skin beneath.
 */
export function whitenEnclosed(canvas: Canvas): void {
  const { width, height } = canvas;
  const px = canvas.data();
  const size = width * height;
  const clear = new Uint8Array(size);
  for (let i = 0; i < size; i++) clear[i] = px[i * 4 + 3]! < 128 ? 1 : 0;
  // The clear pixels reachable from the border are outside every line; the others are enclosed.
  const outside = new Uint8Array(size);
  const stack = new Int32Array(size);
  let top = 0;
  const visit = (i: number) => {
    if (outside[i] || !clear[i]) return;
    outside[i] = 1;
    stack[top++] = i;
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit(size - width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < size - width) visit(i + width);
  }
  const enclosed = (j: number) => clear[j] === 1 && !outside[j];
  const white = new Uint8ClampedArray(size * 4);
  let any = false;
  for (let y = 1; y < height - 1; y++) {
    for (let i = y * width + 1, end = y * width + width - 1; i < end; i++) {
      if (outside[i]) continue;
      // The hole itself, and the smoothed inner edge of the lines around it.
      if (
        !enclosed(i) &&
        !(px[i * 4 + 3]! < 255 && (enclosed(i - 1) || enclosed(i + 1) || enclosed(i - width) || enclosed(i + width)))
      )
        continue;
      white.fill(255, i * 4, i * 4 + 4);
      any = true;
    }
  }
  // Behind the lines, so their smoothed edges blend into the white.
  if (any) overlay(canvas, white, { x: 0, y: 0, w: width, h: height }, "destination-over");
}
