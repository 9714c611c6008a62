import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import type { Backdrop } from "../types";
import { isNight, LAMPLIGHT, lit, paintGlow } from "./daylight";

/** A boat afloat: `x` along, its waterline at `y`, `length` long, its hull's `colour`, `haze` of the way into the distance. */
export type Boat = { x: number; y: number; length: number; colour: string; haze?: number };

/** A hull `length` long floating with its waterline at `y`, bow to the right, and its wobbly reflection under it. */
function paintHull(ctx: SKRSContext2D, b: Backdrop, { x, y, length, colour, haze = 0 }: Boat): void {
  const h = length * 0.16;
  const hull = (top: number, bottom: number) => {
    ctx.beginPath();
    ctx.moveTo(x - length * 0.5, top);
    ctx.lineTo(x + length * 0.5, top - h * 0.25);
    ctx.quadraticCurveTo(x + length * 0.38, bottom, x + length * 0.22, bottom);
    ctx.lineTo(x - length * 0.42, bottom);
    ctx.closePath();
  };
  ctx.fillStyle = withAlpha(lit(b, mix(colour, "#1f4a60", 0.5), haze), 0.35);
  ctx.save();
  ctx.translate(0, y);
  ctx.scale(1, -0.7);
  ctx.translate(0, -y);
  hull(y - h, y);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = lit(b, colour, haze);
  hull(y - h, y);
  ctx.fill();
  ctx.fillStyle = lit(b, "#f4eee4", haze);
  ctx.beginPath();
  ctx.moveTo(x - length * 0.5, y - h);
  ctx.lineTo(x + length * 0.5, y - h * 1.25);
  ctx.lineTo(x + length * 0.49, y - h * 1.05);
  ctx.lineTo(x - length * 0.5, y - h * 0.82);
  ctx.fill();
  ctx.fillStyle = lit(b, "#3a2f2f", haze);
  ctx.fillRect(x - length * 0.42, y - h * 0.12, length * 0.64, h * 0.12);
}

/** A fishing boat moored at `x` with its waterline at `y`: hull, wheelhouse, a mast with a lamp lit at night. */
export function paintFishingBoat(ctx: SKRSContext2D, b: Backdrop, boat: Boat): void {
  const { x, y, length, colour, haze = 0 } = boat;
  const h = length * 0.16;
  ctx.fillStyle = lit(b, "#f4eee4", haze);
  ctx.fillRect(x - length * 0.3, y - h * 2.3, length * 0.28, h * 1.3);
  ctx.fillStyle = lit(b, mix(colour, "#222222", 0.3), haze);
  ctx.fillRect(x - length * 0.33, y - h * 2.45, length * 0.34, h * 0.2);
  ctx.fillStyle = isNight(b) ? LAMPLIGHT : lit(b, "#7fa6c4", haze);
  ctx.fillRect(x - length * 0.26, y - h * 2.05, length * 0.08, h * 0.45);
  ctx.fillRect(x - length * 0.15, y - h * 2.05, length * 0.08, h * 0.45);
  ctx.fillStyle = lit(b, "#5a4a40", haze);
  ctx.fillRect(x + length * 0.12, y - h * 4.2, Math.max(2, length * 0.015), h * 3.2);
  ctx.strokeStyle = lit(b, "#5a4a40", haze);
  ctx.lineWidth = Math.max(1, length * 0.005);
  ctx.beginPath();
  ctx.moveTo(x + length * 0.127, y - h * 4.1);
  ctx.lineTo(x + length * 0.48, y - h * 1.2);
  ctx.moveTo(x + length * 0.127, y - h * 4.1);
  ctx.lineTo(x - length * 0.48, y - h * 1);
  ctx.stroke();
  paintHull(ctx, b, boat);
  if (isNight(b)) paintGlow(ctx, x + length * 0.127, y - h * 4.2, length * 0.12, LAMPLIGHT, 0.7);
}

/** A sailing boat at `x` with its waterline at `y`, its sails set and lit from the right. */
export function paintSailboat(ctx: SKRSContext2D, b: Backdrop, boat: Boat): void {
  const { x, y, length, haze = 0 } = boat;
  const h = length * 0.16;
  const mastX = x + length * 0.02;
  const mastTop = y - length * 1.15;
  ctx.fillStyle = lit(b, "#6a6a70", haze);
  ctx.fillRect(mastX - Math.max(1, length * 0.008), mastTop, Math.max(2, length * 0.016), y - h - mastTop);
  ctx.fillStyle = lit(b, "#fbf7ef", haze);
  ctx.beginPath();
  ctx.moveTo(mastX + length * 0.02, mastTop + length * 0.04);
  ctx.quadraticCurveTo(mastX + length * 0.3, y - length * 0.6, mastX + length * 0.4, y - h * 1.8);
  ctx.lineTo(mastX + length * 0.02, y - h * 1.8);
  ctx.fill();
  ctx.fillStyle = lit(b, "#dfe3ea", haze);
  ctx.beginPath();
  ctx.moveTo(mastX - length * 0.02, mastTop + length * 0.1);
  ctx.lineTo(mastX - length * 0.02, y - h * 1.8);
  ctx.lineTo(mastX - length * 0.4, y - h * 1.8);
  ctx.fill();
  paintHull(ctx, b, boat);
}
