import { type Canvas, createCanvas } from "@napi-rs/canvas";
import { bodyFrame } from "./body-frame";
import type { Expression } from "./expressions";
import { headReach, paintFigure } from "./figure";
import { type Look, lookOf } from "./looks";
import type { Person } from "./person";
import { actOut, type Surroundings } from "./acting";
import type { Action } from "./poses";
import type { Box } from "./rasterise";
import { type Facing, stage } from "./staging";
import { bodyFor } from "./wardrobe";

// Where a standing adult's feet are in the art's units: the bitmap's height spans from the top of the person's hair
// to there, whatever the pose, so a person keeps their size from scene to scene.
const STANDING_FEET = 3000;
/** The share of the bitmap's height below the feet, where the shadow on the floor spreads. */
export const FLOOR_INSET = 0.025;
const OUTLINE_WIDTH = 0.0045;
// Below this height the art's thinnest lines fall under a pixel and stop closing the areas that take colours, so a
// small figure is painted larger and shrunk.
const DETAIL_HEIGHT = 400;

const CACHE_LIMIT = 12;
const cache = new Map<string, Canvas>();

/**
 * The person doing `action` as a transparent bitmap `heightPx` tall: standing, they reach from its top to the floor
 * line `FLOOR_INSET` above its bottom edge (the shadow spreads below), and other actions are drawn at the same scale
 * (a sitting figure fills less of it, a driver's car and a sleeper's bed make it wider). Centred across, facing right
 * unless told; cached by everything that changes the picture.
 */
export function characterBitmap(
  person: Person,
  expression: Expression,
  action: Action,
  heightPx: number,
  facing: Facing = "right",
  around: Surroundings = {},
): Canvas {
  const height = Math.max(16, Math.round(heightPx));
  const key = JSON.stringify([
    person.id,
    person.gender,
    person.age,
    person.role,
    person.appearance,
    expression,
    action,
    height,
    facing,
    around,
  ]);
  const known = cache.get(key);
  if (known) {
    // Most recently used last, so the oldest is the one dropped.
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const bitmap = drawCharacter(lookOf(person), expression, action, height, facing, around);
  cache.set(key, bitmap);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return bitmap;
}

function drawCharacter(
  look: Look,
  expression: Expression,
  action: Action,
  height: number,
  facing: Facing,
  around: Surroundings,
): Canvas {
  // A passenger in a car sits as its driver does, upright in a seat behind the dashboard.
  const body = bodyFor(look, action === "sitting" && around.setting === "car" ? "driving" : action, expression);
  const frame = bodyFrame(body);
  const floor = height - Math.round(height * FLOOR_INSET);
  const head = headReach(look);
  const outline = Math.max(1, height * OUTLINE_WIDTH);
  const scale = (floor - outline - 1) / (STANDING_FEET - head.top);
  const reach = Math.max(
    frame.centre - frame.left,
    frame.right - frame.centre,
    frame.centre - head.left,
    head.right - frame.centre,
  );
  const width = 2 * Math.ceil(reach * scale + outline + 1);
  // Centred on the body's middle with its feet on the floor line.
  const view: Box = {
    x: frame.centre - width / 2 / scale,
    y: frame.feet - floor / scale,
    w: width / scale,
    h: height / scale,
  };

  const detail = Math.max(1, Math.ceil(DETAIL_HEIGHT / height));
  const painted = paintFigure(look, body, expression, view, width * detail, height * detail);
  const figure = detail > 1 ? shrink(painted, width, height) : painted;

  const shadowX = ((frame.feetCentre + frame.centre) / 2 - view.x) * scale;
  const shadowHalfWidth = (Math.max(frame.footSpan / 2, (frame.right - frame.left) * 0.32) + 60) * scale;
  const toPixel = (x: number, y: number) => ({ x: (x - view.x) * scale, y: (y - view.y) * scale });
  const shadow = { x: shadowX, y: floor, rx: shadowHalfWidth, ry: height * FLOOR_INSET };
  const acted = actOut(action, body, { figure, floor, toPixel, shadow }, look, around);
  return stage(acted.canvas, acted.shadow, outline, facing, acted.under);
}

function shrink(canvas: Canvas, width: number, height: number): Canvas {
  const small = createCanvas(width, height);
  const ctx = small.getContext("2d");
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(canvas, 0, 0, width, height);
  return small;
}
