import type { Canvas } from "@napi-rs/canvas";
import { intersection, type Rect } from "../compose/geometry";
import type { Picture } from "../compose/types";
import { collectYoung } from "./collect";
import { type PixelOps, pixelOps } from "./wasm/pixel-ops";
import { scalarRegion, type YuvFrame } from "./yuv";

/**
 * A picture copied into the compositor's memory: premultiplied RGBA, `width` pixels a row, `capacity` bytes kept, and
 * which of its rows are opaque from end to end (1), hiding whatever lies under them.
 */
export type Bitmap = { at: number; width: number; height: number; capacity: number; opaqueRows: Uint8Array };

/** A bitmap laid at a whole-pixel place, weighted by `alpha` (0-1). */
export type Piece = { bitmap: Bitmap; left: number; top: number; alpha: number };

/**
 * The current frame as premultiplied RGBA in WebAssembly memory, built from a shot's pictures (read back from Skia
 * once each) laid at whole-pixel places, and converted to yuv region by region. Skia drawing and reading back every
 * changed region of every frame cost a render twice the CPU of this: the read-back copies page-faulted and kept the
 * collector busy (docs/decisions/0009).
 *
 * Pictures live in an arena emptied when the shot ends (`release`); a shot's set is tens of megabytes at 1080x1920.
 */
export class Compositor {
  private readonly ops: PixelOps = pixelOps();
  /** Where the converted planes of a region are written before they are copied into the frame. */
  private readonly planesAt = 0;
  private readonly frameAt: number;
  private readonly arenaStart: number;
  private arenaEnd: number;
  private readonly loaded = new Map<Picture, Bitmap>();
  private readSinceCollect = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {
    this.frameAt = align((width * BAND_ROWS * 3) / 2);
    this.arenaStart = align(this.frameAt + width * height * 4);
    this.arenaEnd = this.arenaStart;
    this.ops.memoryOf(this.arenaStart);
  }

  /** `picture`'s pixels, copied in when first asked for during the shot; the picture's own are then released. */
  bitmapOf(picture: Picture): Bitmap {
    const known = this.loaded.get(picture);
    if (known) return known;
    const bitmap = this.load(picture.get());
    picture.release();
    this.loaded.set(picture, bitmap);
    return bitmap;
  }

  /** Copies `canvas`'s pixels in, into `reuse`'s room when they fit there (a picture redrawn as it changes). */
  load(canvas: Canvas, reuse?: Bitmap): Bitmap {
    const pixels = this.readBack(canvas);
    const fits = reuse && reuse.capacity >= pixels.length;
    const at = fits ? reuse.at : this.arenaEnd;
    if (!fits) this.arenaEnd = align(at + pixels.length);
    this.ops.memoryOf(this.arenaEnd).set(pixels, at);
    return {
      at,
      width: canvas.width,
      height: canvas.height,
      capacity: fits ? reuse.capacity : pixels.length,
      opaqueRows: opaqueRows(pixels, canvas.width, canvas.height),
    };
  }

  /**
   * Makes `region` of the frame the pieces laid in order, the first (the shot's plate) replacing what was there. Rows
   * a later piece hides completely (an opaque row of the ground, across the whole region) start from that piece:
   * the sky and the far hills under it are not laid only to be covered.
   */
  compose(pieces: readonly Piece[], region: Rect): void {
    const bottom = region.y + region.h;
    for (let y = region.y; y < bottom; ) {
      const first = this.hidingFrom(pieces, y, region);
      let end = y + 1;
      while (end < bottom && this.hidingFrom(pieces, end, region) === first) end++;
      const band = { x: region.x, y, w: region.w, h: end - y };
      const base = pieces[first]!;
      this.copy(base.bitmap, base.left, base.top, band);
      for (let i = first + 1; i < pieces.length; i++) {
        const piece = pieces[i]!;
        this.over(piece.bitmap, piece.left, piece.top, piece.alpha, band);
      }
      y = end;
    }
  }

  /** The last piece that hides row `y` of the region entirely, or the first piece (the plate) when none does. */
  private hidingFrom(pieces: readonly Piece[], y: number, region: Rect): number {
    for (let i = pieces.length - 1; i > 0; i--) {
      const { bitmap, left, top, alpha } = pieces[i]!;
      const row = y - top;
      if (alpha < 1 || row < 0 || row >= bitmap.height || left > region.x || left + bitmap.width < region.x + region.w)
        continue;
      if (bitmap.opaqueRows[row]) return i;
    }
    return 0;
  }

  /** Puts the part of `bitmap` (placed at `left`, `top`) inside `region` into the frame, replacing what was there. */
  copy(bitmap: Bitmap, left: number, top: number, region: Rect): void {
    const part = this.clip(bitmap, left, top, region);
    if (part) this.ops.copy(part.dst, this.width, part.src, bitmap.width, part.w, part.h);
  }

  /** Lays the part of `bitmap` (placed at `left`, `top`, weighted by `alpha` 0-1) inside `region` over the frame. */
  over(bitmap: Bitmap, left: number, top: number, alpha: number, region: Rect): void {
    const weight = Math.round(Math.min(1, Math.max(0, alpha)) * 256);
    const part = weight > 0 ? this.clip(bitmap, left, top, region) : null;
    if (part) this.ops.over(part.dst, this.width, part.src, bitmap.width, part.w, part.h, weight);
  }

  /**
   * Converts `region` of the frame (even x, y, w, h) into `frame`. Whole SIMD steps of 8 columns are converted, widened
   * within the frame where needed: the extra columns are the frame as it is, so converting them again changes nothing.
   */
  toYuv(frame: YuvFrame, region: Rect): void {
    const { width } = this;
    const x = region.x - (region.x % 8);
    const right = Math.min(width, Math.ceil((region.x + region.w) / 8) * 8);
    const wide = Math.floor((right - x) / 8) * 8;
    if (wide > 0)
      for (let top = 0; top < region.h; top += BAND_ROWS)
        this.bandToYuv(frame, x, region.y + top, wide, Math.min(BAND_ROWS, region.h - top));
    if (x + wide < right) {
      const rest = { x: x + wide, y: region.y, w: right - x - wide, h: region.h };
      scalarRegion(frame, this.ops.memoryOf(0).subarray(this.frameAt + (rest.y * width + rest.x) * 4), rest, width);
    }
  }

  /** Converts `rows` rows from `y`, `wide` columns from `x`, into compact planes, then copies them into the frame. */
  private bandToYuv(frame: YuvFrame, x: number, y: number, wide: number, rows: number): void {
    const { width } = this;
    const yAt = this.planesAt;
    const uAt = yAt + wide * rows;
    const vAt = uAt + (wide * rows) / 4;
    this.ops.convert(this.frameAt + (y * width + x) * 4, width, wide, rows, yAt, uAt, vAt);
    const memory = this.ops.memoryOf(0);
    const half = width >> 1;
    const chroma = wide >> 1;
    if (wide === width) {
      // Whole rows (a pan moves every layer): the compact planes are laid out as the frame's, one copy each.
      memory.copy(frame.y, y * width, yAt, yAt + wide * rows);
      memory.copy(frame.u, (y >> 1) * half, uAt, uAt + (wide * rows) / 4);
      memory.copy(frame.v, (y >> 1) * half, vAt, vAt + (wide * rows) / 4);
      return;
    }
    for (let row = 0; row < rows; row++)
      memory.copy(frame.y, (y + row) * width + x, yAt + row * wide, yAt + (row + 1) * wide);
    for (let row = 0; row < rows >> 1; row++) {
      const to = ((y >> 1) + row) * half + (x >> 1);
      memory.copy(frame.u, to, uAt + row * chroma, uAt + (row + 1) * chroma);
      memory.copy(frame.v, to, vAt + row * chroma, vAt + (row + 1) * chroma);
    }
  }

  /** The shot is over: its pictures are dropped and their room reused by the next shot's. */
  release(): void {
    this.loaded.clear();
    this.arenaEnd = this.arenaStart;
  }

  /**
   * The canvas's pixels (premultiplied, without the copy and unpremultiply getImageData makes). Each read is a copy in
   * native memory V8 does not weigh, and so are the canvases released after one: a shot's first frame reads back tens
   * of megabytes, so a minor collection between reads (every few frames' worth) frees the earlier ones first.
   */
  private readBack(canvas: Canvas): Buffer {
    if (this.readSinceCollect >= COLLECT_AFTER_BYTES) {
      this.readSinceCollect = 0;
      collectYoung();
    }
    const pixels = canvas.data();
    this.readSinceCollect += pixels.length;
    return pixels;
  }

  /** Where the part of a bitmap placed at `left`, `top` that falls in `region` (and the frame) starts, and its size. */
  private clip(bitmap: Bitmap, left: number, top: number, region: Rect) {
    const frame = { x: 0, y: 0, w: this.width, h: this.height };
    const inFrame = intersection(region, frame);
    const part = inFrame && intersection(inFrame, { x: left, y: top, w: bitmap.width, h: bitmap.height });
    if (!part) return null;
    return {
      dst: this.frameAt + (part.y * this.width + part.x) * 4,
      src: bitmap.at + ((part.y - top) * bitmap.width + (part.x - left)) * 4,
      w: part.w,
      h: part.h,
    };
  }
}

// Pixels read back before a collection frees the copies: a few full frames' worth. Left to V8 they reached 70 MB and
// raised a 30 s render's peak by ~90 MB.
const COLLECT_AFTER_BYTES = 8 * 1024 * 1024;

// Rows converted to yuv at a time: the planes' scratch is a band (under 200 KB at 1920 wide), not a frame's 3 MB.
const BAND_ROWS = 64;

/** Which rows of premultiplied RGBA pixels are opaque from end to end. */
function opaqueRows(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const rows = new Uint8Array(height);
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);
  for (let row = 0; row < height; row++) {
    let i = row * width;
    const end = i + width;
    while (i < end && words[i]! >>> 24 === 255) i++;
    rows[row] = i === end ? 1 : 0;
  }
  return rows;
}

/** SIMD loads are fastest on 16-byte boundaries. */
function align(bytes: number): number {
  return Math.ceil(bytes / 16) * 16;
}
