import { WASM_BASE64 as COMPOSITE } from "./composite.wasm";
import { WASM_BASE64 as RGBA_TO_YUV } from "./rgba-to-yuv.wasm";

const compiled = { composite: compile(COMPOSITE), rgbaToYuv: compile(RGBA_TO_YUV) };

/** The studio's WebAssembly pixel routines over one memory of their own (see composite.wat and rgba-to-yuv.wat). */
export type PixelOps = {
  convert(src: number, stride: number, width: number, height: number, yOut: number, uOut: number, vOut: number): void;
  copy(dst: number, dstStride: number, src: number, srcStride: number, width: number, height: number): void;
  over(
    dst: number,
    dstStride: number,
    src: number,
    srcStride: number,
    width: number,
    height: number,
    alpha: number,
  ): void;
  /** The memory as a Buffer of at least `bytes`, grown when needed (a grown memory is a new buffer). */
  memoryOf(bytes: number): Buffer;
};

export function pixelOps(): PixelOps {
  const memory = new WebAssembly.Memory({ initial: 1 });
  const imports = { env: { memory } };
  const composite = new WebAssembly.Instance(compiled.composite, imports).exports;
  const rgbaToYuv = new WebAssembly.Instance(compiled.rgbaToYuv, imports).exports;
  let view = Buffer.from(memory.buffer);
  return {
    convert: rgbaToYuv.convert as PixelOps["convert"],
    copy: composite.copy as PixelOps["copy"],
    over: composite.over as PixelOps["over"],
    memoryOf(bytes) {
      if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / 65536));
      if (view.buffer !== memory.buffer) view = Buffer.from(memory.buffer);
      return view;
    },
  };
}

function compile(base64: string): WebAssembly.Module {
  return new WebAssembly.Module(Buffer.from(base64, "base64"));
}
