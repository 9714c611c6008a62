import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileWat, WASM_DIR } from "../../scripts/compile-wat";
import { WASM_BASE64 as COMPOSITE } from "./wasm/composite.wasm";
import { WASM_BASE64 as RGBA_TO_YUV } from "./wasm/rgba-to-yuv.wasm";
import { createYuvFrame, writeRgbaRegion } from "./yuv";

/** BT.709 limited range, straight from the definition (not the fixed-point sums the studio uses). */
function expectedYuv(r: number, g: number, b: number) {
  return {
    y: 16 + (219 * (0.2126 * r + 0.7152 * g + 0.0722 * b)) / 255,
    u: 128 + (224 * (-0.1146 * r - 0.3854 * g + 0.5 * b)) / 255,
    v: 128 + (224 * (0.5 * r - 0.4542 * g - 0.0458 * b)) / 255,
  };
}

function randomPixels(width: number, height: number, seed: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = i % 4 === 3 ? 255 : state >>> 24;
  }
  return pixels;
}

describe("converting drawn pixels to the video's yuv420p", () => {
  it("matches BT.709 within a level for every pixel and 2x2 block, at any width, offset and row stride", () => {
    const frame = createYuvFrame(64, 160);
    // Whole rows, a region narrower than a SIMD step, ragged widths, and one taller than a converted band.
    for (const rect of [
      { x: 0, y: 0, w: 64, h: 16 },
      { x: 2, y: 4, w: 22, h: 6 },
      { x: 10, y: 2, w: 6, h: 2 },
      { x: 40, y: 8, w: 18, h: 8 },
      { x: 8, y: 14, w: 40, h: 142 },
    ]) {
      const stride = rect.w + 10;
      const pixels = randomPixels(stride, rect.h, rect.x + rect.w);
      writeRgbaRegion(frame, pixels, rect, stride);
      for (let row = 0; row < rect.h; row++)
        for (let col = 0; col < rect.w; col++) {
          const at = (row * stride + col) * 4;
          const want = expectedYuv(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!).y;
          expect(Math.abs(frame.y[(rect.y + row) * 64 + rect.x + col]! - want)).toBeLessThanOrEqual(1);
        }
      for (let row = 0; row < rect.h; row += 2)
        for (let col = 0; col < rect.w; col += 2) {
          const mean = [0, 1, 2].map(
            (ch) =>
              [0, 1]
                .flatMap((dy) => [0, 1].map((dx) => pixels[((row + dy) * stride + col + dx) * 4 + ch]!))
                .reduce((a, b) => a + b) / 4,
          );
          const want = expectedYuv(mean[0]!, mean[1]!, mean[2]!);
          const c = ((rect.y + row) / 2) * 32 + (rect.x + col) / 2;
          expect(Math.abs(frame.u[c]! - want.u)).toBeLessThanOrEqual(1);
          expect(Math.abs(frame.v[c]! - want.v)).toBeLessThanOrEqual(1);
        }
    }
  });

  it("leaves the frame outside the region as it was", () => {
    const frame = createYuvFrame(32, 8);
    frame.data.fill(7);
    writeRgbaRegion(frame, randomPixels(16, 4, 1), { x: 8, y: 2, w: 16, h: 4 });
    expect([...frame.y.subarray(0, 2 * 32)].every((v) => v === 7)).toBe(true);
    expect([...frame.y.subarray(2 * 32, 2 * 32 + 8)].every((v) => v === 7)).toBe(true);
    expect([...frame.y.subarray(6 * 32)].every((v) => v === 7)).toBe(true);
    expect(frame.u[0]).toBe(7);
  });

  it.each([
    ["rgba-to-yuv.wat", RGBA_TO_YUV],
    ["composite.wat", COMPOSITE],
  ])("runs the WebAssembly built from the checked-in %s (npm run build:wasm)", async (file, built) => {
    const binary = await compileWat(await readFile(join(WASM_DIR, file), "utf8"), file);
    expect(Buffer.from(binary).toString("base64")).toBe(built);
  });
});
