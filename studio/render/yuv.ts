import type { Rect } from "../compose/geometry";
import { pixelOps } from "./wasm/pixel-ops";

/** A planar 4:2:0 frame in the layout ffmpeg's `-pix_fmt yuv420p` rawvideo expects. */
export type YuvFrame = { width: number; height: number; data: Buffer; y: Buffer; u: Buffer; v: Buffer };

export function createYuvFrame(width: number, height: number): YuvFrame {
  const data = Buffer.alloc((width * height * 3) / 2);
  const ySize = width * height;
  return {
    width,
    height,
    data,
    y: data.subarray(0, ySize),
    u: data.subarray(ySize, ySize + ySize / 4),
    v: data.subarray(ySize + ySize / 4),
  };
}

const simd = pixelOps();

/**
 * Converts an RGBA region into the frame at `rect`, with BT.709 limited-range coefficients in 8-bit fixed point.
 * Doing this here, only for the regions that changed, spares ffmpeg a full-frame colour conversion per frame.
 * The pixels' rows are `stride` pixels apart (a canvas wider than the region); they must be opaque, so premultiplied
 * RGBA (what a canvas holds) reads the same as straight. `rect` must have even x, y, w, h.
 * Eight columns at a time go through WebAssembly SIMD (about 3x faster than JavaScript), the last few through
 * `scalarRegion`.
 */
export function writeRgbaRegion(
  frame: YuvFrame,
  rgba: Uint8Array | Uint8ClampedArray,
  rect: Rect,
  stride = rect.w,
): void {
  const wide = rect.w & ~7;
  if (wide > 0) simdRegion(frame, rgba, { ...rect, w: wide }, stride);
  if (wide < rect.w)
    scalarRegion(frame, rgba.subarray(wide * 4), { ...rect, x: rect.x + wide, w: rect.w - wide }, stride);
}

// Rows converted per call: the module's memory holds one band (under 1 MB at 1920 wide), not a whole frame, and a
// band's pixels are still in cache when their planes are copied out.
const BAND_ROWS = 64;

function simdRegion(frame: YuvFrame, rgba: Uint8Array | Uint8ClampedArray, rect: Rect, stride: number): void {
  const { width } = frame;
  const half = width >> 1;
  const chromaW = rect.w >> 1;
  for (let top = 0; top < rect.h; top += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, rect.h - top);
    const input = rows * stride * 4;
    const yAt = input;
    const uAt = yAt + rect.w * rows;
    const vAt = uAt + (rect.w * rows) / 4;
    const memory = simd.memoryOf(vAt + (rect.w * rows) / 4);
    memory.set(rgba.subarray(top * stride * 4, top * stride * 4 + input), 0);
    simd.convert(0, stride, rect.w, rows, yAt, uAt, vAt);
    for (let row = 0; row < rows; row++)
      memory.copy(frame.y, (rect.y + top + row) * width + rect.x, yAt + row * rect.w, yAt + (row + 1) * rect.w);
    for (let row = 0; row < rows >> 1; row++) {
      const to = (((rect.y + top) >> 1) + row) * half + (rect.x >> 1);
      memory.copy(frame.u, to, uAt + row * chromaW, uAt + (row + 1) * chromaW);
      memory.copy(frame.v, to, vAt + row * chromaW, vAt + (row + 1) * chromaW);
    }
  }
}

/** The same conversion in JavaScript, two by two pixels: for the columns that do not fill a SIMD step. */
export function scalarRegion(frame: YuvFrame, rgba: Uint8Array | Uint8ClampedArray, rect: Rect, stride: number): void {
  const { width } = frame;
  const yPlane = frame.y;
  const uPlane = frame.u;
  const vPlane = frame.v;
  const half = width >> 1;
  // One 32-bit read per pixel (little-endian: R in the low byte) instead of three byte reads.
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >> 2);
  for (let row = 0; row < rect.h; row += 2) {
    let a = row * stride;
    let b = a + stride;
    let y0 = (rect.y + row) * width + rect.x;
    let y1 = y0 + width;
    let c = ((rect.y + row) >> 1) * half + (rect.x >> 1);
    const end = a + rect.w;
    while (a < end) {
      const p0 = px[a++]!;
      const p1 = px[a++]!;
      const p2 = px[b++]!;
      const p3 = px[b++]!;
      const r0 = p0 & 255,
        g0 = (p0 >>> 8) & 255,
        b0 = (p0 >>> 16) & 255;
      const r1 = p1 & 255,
        g1 = (p1 >>> 8) & 255,
        b1 = (p1 >>> 16) & 255;
      const r2 = p2 & 255,
        g2 = (p2 >>> 8) & 255,
        b2 = (p2 >>> 16) & 255;
      const r3 = p3 & 255,
        g3 = (p3 >>> 8) & 255,
        b3 = (p3 >>> 16) & 255;
      yPlane[y0++] = (4224 + 47 * r0 + 157 * g0 + 16 * b0) >> 8;
      yPlane[y0++] = (4224 + 47 * r1 + 157 * g1 + 16 * b1) >> 8;
      yPlane[y1++] = (4224 + 47 * r2 + 157 * g2 + 16 * b2) >> 8;
      yPlane[y1++] = (4224 + 47 * r3 + 157 * g3 + 16 * b3) >> 8;
      const r = r0 + r1 + r2 + r3;
      const g = g0 + g1 + g2 + g3;
      const bl = b0 + b1 + b2 + b3;
      uPlane[c] = (131584 - 26 * r - 86 * g + 112 * bl) >> 10;
      vPlane[c++] = (131584 + 112 * r - 102 * g - 10 * bl) >> 10;
    }
  }
}

/**
 * `out = from * (1 - weight) + to * weight`, byte by byte. Blending two opaque pictures is
 * linear in RGB and yuv420p is an affine map of RGB, so mixing the converted frames gives
 * the crossfade Skia would draw (within rounding) without drawing or converting anything.
 */
export function crossFade(out: YuvFrame, from: YuvFrame, to: YuvFrame, weight: number): void {
  const k = Math.round(Math.min(1, Math.max(0, weight)) * 256);
  mixBytes(out.data, from.data, to.data, 256 - k, k, 0);
}

/** `out = src` dimmed towards black by `darkness` (0 unchanged, 1 black): the dip-to-black, done on converted pixels. */
export function dimToBlack(out: YuvFrame, src: YuvFrame, darkness: number): void {
  const keep = Math.round((1 - Math.min(1, Math.max(0, darkness))) * 256);
  // Limited-range black is Y 16, U and V 128: each plane moves towards its own black level.
  mixBytes(out.y, src.y, src.y, keep, 0, 16 * (256 - keep));
  mixBytes(out.u, src.u, src.u, keep, 0, 128 * (256 - keep));
  mixBytes(out.v, src.v, src.v, keep, 0, 128 * (256 - keep));
}

/**
 * `out[i] = (a[i] * ka + b[i] * kb + bias + 128) >> 8`, with ka + kb <= 256 so every result is a byte.
 * Works on two bytes per 32-bit lane pair (SWAR): 3-4x faster than a byte loop in JS.
 */
function mixBytes(out: Buffer, a: Buffer, b: Buffer, ka: number, kb: number, bias: number): void {
  const words = out.length >> 2;
  const aligned = (out.byteOffset | a.byteOffset | b.byteOffset) % 4 === 0;
  const done = aligned ? words << 2 : 0;
  if (aligned) {
    const o32 = new Uint32Array(out.buffer, out.byteOffset, words);
    const a32 = new Uint32Array(a.buffer, a.byteOffset, words);
    const b32 = new Uint32Array(b.buffer, b.byteOffset, words);
    const add = ((bias + 128) * 0x10001) >>> 0;
    for (let i = 0; i < words; i++) {
      const x = a32[i]!;
      const y = b32[i]!;
      const even = (Math.imul(x & 0xff00ff, ka) + Math.imul(y & 0xff00ff, kb) + add) >>> 8;
      const odd = Math.imul((x >>> 8) & 0xff00ff, ka) + Math.imul((y >>> 8) & 0xff00ff, kb) + add;
      o32[i] = (even & 0xff00ff) | (odd & 0xff00ff00);
    }
  }
  for (let i = done; i < out.length; i++) out[i] = (a[i]! * ka + b[i]! * kb + bias + 128) >> 8;
}

export function copyFrame(out: YuvFrame, src: YuvFrame): void {
  src.data.copy(out.data);
}
