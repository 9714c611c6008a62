import type { Canvas } from "@napi-rs/canvas";

/** How opaque a layer is at one pixel (0 to 255). */
export const alphaAt = (canvas: Canvas, x: number, y: number) =>
  canvas.getContext("2d").getImageData(Math.round(x), Math.round(y), 1, 1).data[3];

/** The four corner pixels of a frame `width` by `height`: a back layer must cover each of them. */
export const cornersOf = ({ width, height }: { width: number; height: number }) =>
  [
    [0, 0],
    [width - 1, 0],
    [0, height - 1],
    [width - 1, height - 1],
  ] as const;
