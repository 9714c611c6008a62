import { type Canvas, createCanvas } from "@napi-rs/canvas";
import { seededRandom } from "../kit/random";
import { lemmasOf } from "../language/lemmas";

// Words that say it rained; not "pour" ("she poured the tea"), nor a rainbow.
const RAIN = new Set(["rain", "drizzle", "downpour", "rainstorm", "thunderstorm"]);

/** Whether the line says it rains, or rained, where it happens ("It rained all morning"), not that it did not. */
export function rainsIn(line: string): boolean {
  return lemmasOf(line).some((word) => !word.negated && RAIN.has(word.root));
}

/** The rain falls in steps of this many a second (a full-frame redraw each): it reads as falling at half the frames. */
export const RAIN_STEPS_PER_SECOND = 15;

/** How far the rain falls per step, as a share of the frame's height. */
const FALL_PER_STEP = 0.055;

/**
 * A sheet of rain twice the frame's height, tiling top to bottom: slanted streaks over a grey veil that dulls the
 * day as cloud does. Drawn sliding down (`rainTop`), it falls.
 */
export function rainSheet(width: number, height: number, seed: number): Canvas {
  const canvas = createCanvas(width, height * 2);
  const c = canvas.getContext("2d");
  c.fillStyle = "rgba(64, 72, 86, 0.22)";
  c.fillRect(0, 0, width, height * 2);
  const random = seededRandom(seed * 31 + 7).next;
  const unit = Math.min(width, height) / 1080;
  const streaks = Math.round((width * height) / (9000 * unit * unit));
  c.strokeStyle = "rgba(222, 232, 245, 0.42)";
  c.lineWidth = Math.max(1, 2.2 * unit);
  c.lineCap = "round";
  c.beginPath();
  for (let i = 0; i < streaks; i++) {
    const x = random() * width;
    const y = random() * height;
    const length = (26 + random() * 30) * unit;
    // Each streak twice, one frame's height apart, so the sheet tiles as it slides.
    for (const top of [y, y + height]) {
      c.moveTo(x, top);
      c.lineTo(x - length * 0.18, top + length);
    }
  }
  c.stroke();
  return canvas;
}

/** Where the sheet's top is at `t` seconds into the shot: from minus the frame's height down to 0, then again. */
export function rainTop(t: number, height: number): number {
  const step = Math.floor(t * RAIN_STEPS_PER_SECOND);
  return Math.round(((step * FALL_PER_STEP) % 1) * height) - height;
}
