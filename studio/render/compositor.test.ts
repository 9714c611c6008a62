import { type Canvas, createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { Rect } from "../compose/geometry";
import { Compositor } from "./compositor";
import { createYuvFrame, writeRgbaRegion } from "./yuv";

/** A canvas of random colours and alphas, with fully transparent and fully opaque runs (the SIMD fast paths). */
function randomCanvas(width: number, height: number, seed: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const image = ctx.createImageData(width, height);
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) >>> 0) >>> 24;
  for (let i = 0; i < width * height; i++) {
    const kind = Math.floor(i / 5) % 3;
    image.data.set([next(), next(), next(), kind === 0 ? 0 : kind === 1 ? 255 : next()], i * 4);
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

/** Source-over of premultiplied pixels, as a canvas's drawImage with globalAlpha does it, one pixel at a time. */
function overReference(
  frame: Uint8Array,
  width: number,
  src: Uint8Array,
  srcWidth: number,
  srcHeight: number,
  left: number,
  top: number,
  alpha: number,
  region: Rect,
) {
  const weight = Math.round(alpha * 256);
  const div255 = (x: number) => (x + 128 + ((x + 128) >> 8)) >> 8;
  for (let y = Math.max(region.y, top); y < Math.min(region.y + region.h, top + srcHeight); y++)
    for (let x = Math.max(region.x, left); x < Math.min(region.x + region.w, left + srcWidth); x++) {
      const s = ((y - top) * srcWidth + (x - left)) * 4;
      const d = (y * width + x) * 4;
      const sa = (src[s + 3]! * weight + 128) >> 8;
      for (let c = 0; c < 4; c++)
        frame[d + c] = ((src[s + c]! * weight + 128) >> 8) + div255(frame[d + c]! * (255 - sa));
    }
}

describe("the compositor", () => {
  const width = 36;
  const height = 20;
  const whole = { x: 0, y: 0, w: width, h: height };

  it.each([1, 0.5, 0.03125])(
    "lays pictures over the frame as a canvas draws them (alpha %s), clipped to the region and the frame",
    (alpha) => {
      const base = randomCanvas(width, height, 1);
      // Fully opaque, so the frame underneath is a picture a video could show.
      const baseCtx = base.getContext("2d");
      baseCtx.globalCompositeOperation = "destination-over";
      baseCtx.fillStyle = "#204060";
      baseCtx.fillRect(0, 0, width, height);
      const sprite = randomCanvas(15, 9, 2);
      const region = { x: 4, y: 2, w: 26, h: 14 };
      const compositor = new Compositor(width, height);
      compositor.copy(compositor.load(base), 0, 0, whole);
      // Hanging off the frame's right edge, and narrower than a SIMD step on the left of the region.
      compositor.over(compositor.load(sprite), 27, 5, alpha, region);
      compositor.over(compositor.load(sprite), -3, -4, alpha, region);
      const got = createYuvFrame(width, height);
      compositor.toYuv(got, whole);

      const expected = Uint8Array.from(base.data());
      overReference(expected, width, sprite.data(), 15, 9, 27, 5, alpha, region);
      overReference(expected, width, sprite.data(), 15, 9, -3, -4, alpha, region);
      const want = createYuvFrame(width, height);
      writeRgbaRegion(want, expected, whole);
      expect([...got.data]).toEqual([...want.data]);
    },
  );

  it("gives the same frame when it skips what an opaque row hides as when it lays every piece", () => {
    const ground = createCanvas(width + 8, 9);
    const groundCtx = ground.getContext("2d");
    groundCtx.fillStyle = "#3a7d2c";
    groundCtx.fillRect(0, 2, width + 8, 7);
    const pieces = (compositor: Compositor) => [
      { bitmap: compositor.load(randomCanvas(width, height, 8)), left: 0, top: 0, alpha: 1 },
      { bitmap: compositor.load(randomCanvas(20, 12, 9)), left: 6, top: 4, alpha: 1 },
      // Wider than the frame, opaque from its third row down: rows 8-14 of the frame are all ground.
      { bitmap: compositor.load(ground), left: -4, top: 6, alpha: 1 },
      { bitmap: compositor.load(randomCanvas(12, 6, 10)), left: 10, top: 9, alpha: 0.5 },
    ];
    const skipping = new Compositor(width, height);
    skipping.compose(pieces(skipping), whole);
    const laying = new Compositor(width, height);
    const [plate, ...rest] = pieces(laying);
    laying.copy(plate!.bitmap, 0, 0, whole);
    for (const piece of rest) laying.over(piece.bitmap, piece.left, piece.top, piece.alpha, whole);
    const [a, b] = [createYuvFrame(width, height), createYuvFrame(width, height)];
    skipping.toYuv(a, whole);
    laying.toYuv(b, whole);
    expect([...a.data]).toEqual([...b.data]);
    expect(pieces(skipping)[2]!.bitmap.opaqueRows.slice(0, 4)).toEqual(Uint8Array.from([0, 0, 1, 1]));
  });

  it("converts the region asked for, whatever its columns, and leaves the rows and columns around it", () => {
    const compositor = new Compositor(width, height);
    const before = randomCanvas(width, height, 3);
    const after = randomCanvas(width, height, 4);
    const frame = createYuvFrame(width, height);
    writeRgbaRegion(frame, before.data(), whole);
    const old = Buffer.from(frame.data);
    compositor.copy(compositor.load(after), 0, 0, whole);
    // Not on 8-column steps, and reaching the frame's last columns (36 is not a multiple of 8).
    const region = { x: 10, y: 4, w: 26, h: 6 };
    compositor.toYuv(frame, region);
    const want = createYuvFrame(width, height);
    writeRgbaRegion(want, after.data(), whole);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const inside = y >= 4 && y < 10 && x >= 10;
        // Columns 8 and 9 share the region's first 8-column step: converted or kept, never anything else.
        const shared = y >= 4 && y < 10 && x >= 8;
        const at = y * width + x;
        if (inside) expect(frame.y[at]).toBe(want.y[at]);
        else if (!shared) expect(frame.y[at]).toBe(old[at]);
      }
  });

  it("reuses a picture's room when a redrawn one fits, and starts over when the shot ends", () => {
    const compositor = new Compositor(width, height);
    const first = compositor.load(randomCanvas(10, 10, 4));
    const again = compositor.load(randomCanvas(8, 8, 5), first);
    expect(again.at).toBe(first.at);
    const bigger = compositor.load(randomCanvas(12, 12, 6), again);
    expect(bigger.at).toBeGreaterThan(first.at);
    compositor.release();
    expect(compositor.load(randomCanvas(4, 4, 7)).at).toBe(first.at);
  });
});
