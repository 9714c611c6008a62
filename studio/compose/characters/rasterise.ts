import { type Canvas, createCanvas, Image } from "@napi-rs/canvas";

/** A rectangle: in the art's own units for a view of it, in pixels for part of a canvas. */
export type Box = { x: number; y: number; w: number; h: number };

/** SVG markup drawn into a new transparent canvas of `width` × `height` pixels showing `view` of it. */
export function rasterise(markup: string, view: Box, width: number, height: number): Canvas {
  // Sized in the SVG itself so Skia draws the paths at the final resolution instead of scaling a bitmap;
  // "none" keeps the view exactly on the canvas when the pixel size was rounded.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${view.x} ${view.y} ${view.w} ${view.h}" preserveAspectRatio="none">${markup}</svg>`;
  const image = new Image();
  image.src = Buffer.from(svg);
  const canvas = createCanvas(width, height);
  canvas.getContext("2d").drawImage(image, 0, 0, width, height);
  return canvas;
}
