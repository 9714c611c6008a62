import { bodyMarkup, type BodyName } from "./peep-parts";
import { rasterise } from "./rasterise";

/**
 * Where a body's art stands, in react-peeps' units: its feet line, the middle of its mass (which a figure is centred
 * on: a leaning or sitting body's feet are off to one side), where its feet are, and how far it reaches.
 */
export type BodyFrame = {
  feet: number;
  centre: number;
  feetCentre: number;
  footSpan: number;
  left: number;
  right: number;
};

// Each body's art sits differently in react-peeps' space (a walker's stride, a sitter's knees), so its feet are found
// once from a small render rather than kept as numbers per body.
const SEARCH = { x: -900, y: -100, w: 3000, h: 3400 };
const UNITS_PER_PIXEL = 10;
// The bottom of a standing figure, a shoe's height, is where its feet are.
const FEET_BAND = 0.06;

const frames = new Map<BodyName, BodyFrame>();

export function bodyFrame(name: BodyName): BodyFrame {
  const known = frames.get(name);
  if (known) return known;
  const width = SEARCH.w / UNITS_PER_PIXEL;
  const height = SEARCH.h / UNITS_PER_PIXEL;
  const canvas = rasterise(bodyMarkup(name, { ink: "#000", fill: "#000" }), SEARCH, width, height);
  const alpha = canvas.getContext("2d").getImageData(0, 0, width, height).data;
  const opaque = (x: number, y: number) => alpha[(y * width + x) * 4 + 3]! > 64;
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  let mass = 0;
  let moment = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!opaque(x, y)) continue;
      mass++;
      moment += x;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  let footLeft = width;
  let footRight = -1;
  for (let y = Math.floor(bottom - (bottom - top) * FEET_BAND); y <= bottom; y++) {
    for (let x = 0; x < width; x++) {
      if (!opaque(x, y)) continue;
      footLeft = Math.min(footLeft, x);
      footRight = Math.max(footRight, x);
    }
  }
  const toX = (x: number) => SEARCH.x + x * UNITS_PER_PIXEL;
  const frame = {
    feet: SEARCH.y + (bottom + 1) * UNITS_PER_PIXEL,
    centre: toX(moment / mass + 0.5),
    feetCentre: toX((footLeft + footRight + 1) / 2),
    footSpan: (footRight + 1 - footLeft) * UNITS_PER_PIXEL,
    left: toX(left),
    right: toX(right + 1),
  };
  frames.set(name, frame);
  return frame;
}
