import { pictureBitmap } from "../../../art/icons";
import { fillRoundRect } from "../../../kit/shapes";
import type { Rect } from "../../geometry";
import { between } from "../backdrop";
import type { Backdrop, TimeOfDay } from "../types";
import { type Footprint, paintBox } from "./boxes";
import { paintGlow } from "./light";
import { type Ctx, lateral, metreAt, type Point, project, type Room } from "./perspective";
import { darker, lighter } from "./shades";

// Furniture and small things for the rooms, drawn in the rooms' perspective (metres) or at a given size in pixels.

/** The hour the clocks show for each time of day. */
const HOURS: Record<TimeOfDay, number> = { morning: 8, day: 12.5, sunset: 18.75, night: 22 };

const BOOK_COLOURS = [
  "#c0504d",
  "#4f81bd",
  "#9bbb59",
  "#e9b44c",
  "#8064a2",
  "#4bacc6",
  "#d98c5f",
  "#5c6b73",
  "#e6dccb",
];

/** A table `x0..x1` by `back..front` metres, its top at `height`, on four legs. */
export function paintTable(
  ctx: Ctx,
  r: Room,
  area: Footprint,
  height: number,
  colour: string,
  legs = darker(colour, 0.15),
): void {
  const { x0, x1, back, front } = area;
  const leg = 0.05;
  for (const [x, d] of [
    [x0 + 0.05, back + 0.05],
    [x1 - 0.05 - leg, back + 0.05],
    [x0 + 0.05, front - 0.05 - leg],
    [x1 - 0.05 - leg, front - 0.05 - leg],
  ] as const) {
    paintBox(ctx, r, { x0: x, x1: x + leg, bottom: 0, top: height - 0.04, back: d, front: d + leg }, legs);
  }
  paintBox(ctx, r, { x0, x1, bottom: height - 0.04, top: height, back, front }, colour);
}

/** A chair `x` metres across, its seat from `depth` to `depth + 0.42`; facing the camera or the back wall. */
export function paintChair(ctx: Ctx, r: Room, x: number, depth: number, colour: string, facingCamera: boolean): void {
  const w = 0.44;
  const seat = { x0: x - w / 2, x1: x + w / 2, bottom: 0.42, top: 0.46, back: depth, front: depth + 0.42 };
  // The backrest is a rail on two posts, at the back of the seat (the front, as the camera sees it, when facing away).
  const railDepth = facingCamera ? depth : seat.front - 0.04;
  const rail = { ...seat, bottom: 0.68, top: 0.9, back: railDepth, front: railDepth + 0.04 };
  const leg = 0.035;
  const legColour = darker(colour, 0.2);
  const legsAt = (d: number) =>
    [
      [seat.x0 + 0.02, d],
      [seat.x1 - 0.02 - leg, d],
    ] as const;
  const legs = () => {
    for (const [lx, d] of [...legsAt(seat.back + 0.02), ...legsAt(seat.front - 0.02 - leg)]) {
      paintBox(ctx, r, { x0: lx, x1: lx + leg, bottom: 0, top: seat.bottom, back: d, front: d + leg }, legColour);
    }
  };
  const backrest = () => {
    for (const [lx] of legsAt(0))
      paintBox(
        ctx,
        r,
        { x0: lx, x1: lx + leg, bottom: seat.top, top: rail.bottom, back: railDepth + 0.005, front: railDepth + 0.035 },
        legColour,
      );
    paintBox(ctx, r, rail, colour);
  };
  legs();
  if (facingCamera) backrest();
  paintBox(ctx, r, seat, colour);
  if (!facingCamera) backrest();
}

/** A shelf board on the wall from `x0` to `x1` at `height`, with its shadow below. */
export function paintShelf(
  ctx: Ctx,
  r: Room,
  x0: number,
  x1: number,
  height: number,
  depth: number,
  colour: string,
): void {
  const [sx0, sy] = project(r, x0, height - 0.03, 0);
  const [sx1] = project(r, x1, height, 0);
  const g = ctx.createLinearGradient(0, sy, 0, sy + r.metre * 0.12);
  g.addColorStop(0, "rgba(50,30,20,0.22)");
  g.addColorStop(1, "rgba(50,30,20,0)");
  ctx.fillStyle = g;
  ctx.fillRect(sx0 + r.metre * 0.03, sy, sx1 - sx0, r.metre * 0.12);
  paintBox(ctx, r, { x0, x1, bottom: height - 0.035, top: height, back: 0, front: depth }, colour);
}

/** A row of books standing on a shelf from screen column `x0` to `x1`, their bottoms on `y`, about `h` tall. */
export function paintBooks(ctx: Ctx, b: Backdrop, x0: number, x1: number, y: number, h: number): void {
  let x = x0;
  while (x < x1) {
    const w = h * between(b, 0.1, 0.2);
    if (x + w > x1) break;
    if (b.random() < 0.1) {
      x += w * 1.5;
      continue;
    }
    const height = h * between(b, 0.72, 1);
    const colour = BOOK_COLOURS[Math.floor(b.random() * BOOK_COLOURS.length)] ?? "#c0504d";
    ctx.fillStyle = colour;
    ctx.fillRect(x, y - height, w, height);
    ctx.fillStyle = lighter(colour, 0.35);
    ctx.fillRect(x + w * 0.15, y - height * 0.8, w * 0.7, height * 0.06);
    ctx.fillStyle = "rgba(0,0,0,0.12)";
    ctx.fillRect(x + w * 0.82, y - height, w * 0.18, height);
    x += w + h * 0.01;
  }
}

/** A table lamp standing on `y` with a drum shade; it glows at night. */
export function paintTableLamp(ctx: Ctx, b: Backdrop, x: number, y: number, size: number, shade: string): void {
  ctx.fillStyle = "#c9b79c";
  ctx.beginPath();
  ctx.ellipse(x, y - size * 0.22, size * 0.16, size * 0.22, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(x - size * 0.02, y - size * 0.55, size * 0.04, size * 0.2);
  paintLampShade(ctx, b, x, y - size, size * 0.2, size * 0.3, size * 0.45, shade);
}

/** A standard lamp on the floor at `x, y`, `height` pixels tall. */
export function paintFloorLamp(ctx: Ctx, b: Backdrop, x: number, y: number, height: number, shade: string): void {
  ctx.fillStyle = "#3b3632";
  ctx.beginPath();
  ctx.ellipse(x, y, height * 0.09, height * 0.02, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(x - height * 0.008, y - height * 0.8, height * 0.016, height * 0.8);
  paintLampShade(ctx, b, x, y - height, height * 0.1, height * 0.15, height * 0.22, shade);
}

/** A drum shade widening downwards from `top`, lit from inside at night. */
function paintLampShade(
  ctx: Ctx,
  b: Backdrop,
  x: number,
  top: number,
  topHalf: number,
  bottomHalf: number,
  depth: number,
  shade: string,
): void {
  ctx.beginPath();
  ctx.moveTo(x - topHalf, top);
  ctx.lineTo(x + topHalf, top);
  ctx.lineTo(x + bottomHalf, top + depth);
  ctx.lineTo(x - bottomHalf, top + depth);
  ctx.closePath();
  ctx.fillStyle = b.time === "night" ? "#ffe3a8" : shade;
  ctx.fill();
}

/** A pendant lamp hanging from the ceiling on a cord: a dome shade, its bulb lit at night. */
export function paintPendant(ctx: Ctx, b: Backdrop, x: number, y: number, size: number, shade: string): void {
  ctx.strokeStyle = "#3a3330";
  ctx.lineWidth = Math.max(1, size * 0.03);
  ctx.beginPath();
  ctx.moveTo(x, 0);
  ctx.lineTo(x, y - size * 0.4);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - size * 0.5, y);
  ctx.bezierCurveTo(x - size * 0.48, y - size * 0.45, x + size * 0.48, y - size * 0.45, x + size * 0.5, y);
  ctx.closePath();
  const g = ctx.createLinearGradient(x - size / 2, 0, x + size / 2, 0);
  g.addColorStop(0, lighter(shade, 0.25));
  g.addColorStop(1, darker(shade, 0.2));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.fillStyle = b.time === "night" ? "#fff3c8" : "#f4ead8";
  ctx.beginPath();
  ctx.ellipse(x, y, size * 0.18, size * 0.07, 0, 0, Math.PI);
  ctx.fill();
}

/** At night, the light a pendant throws: a glow at the bulb and a faint cone below it. */
export function paintPendantLight(ctx: Ctx, b: Backdrop, x: number, y: number, size: number, floorY: number): void {
  if (b.time !== "night") return;
  paintGlow(ctx, x, y + size * 0.05, size * 2.2, "#ffd590", 0.6);
  ctx.beginPath();
  ctx.moveTo(x - size * 0.45, y);
  ctx.lineTo(x + size * 0.45, y);
  ctx.lineTo(x + size * 2.2, floorY);
  ctx.lineTo(x - size * 2.2, floorY);
  ctx.closePath();
  const cone = ctx.createLinearGradient(0, y, 0, floorY);
  cone.addColorStop(0, "rgba(255,214,150,0.22)");
  cone.addColorStop(1, "rgba(255,214,150,0)");
  ctx.fillStyle = cone;
  ctx.fill();
}

/** An emoji picture with its bottom centre at `x, bottom`. */
export function paintPicture(ctx: Ctx, id: string, x: number, bottom: number, size: number): void {
  ctx.drawImage(pictureBitmap(`fluent-emoji-flat:${id}`, size), x - size / 2, bottom - size, size, size);
}

/** A framed picture of soft hills under a sun: art on a wall without anything to read. */
export function paintFramedArt(
  ctx: Ctx,
  b: Backdrop,
  frame: Rect,
  frameColour: string,
  palette: readonly [string, string, string],
): void {
  const border = Math.min(frame.w, frame.h) * 0.08;
  ctx.fillStyle = "rgba(40,25,15,0.18)";
  ctx.fillRect(frame.x + border * 0.6, frame.y + border * 0.8, frame.w, frame.h);
  ctx.fillStyle = frameColour;
  ctx.fillRect(frame.x, frame.y, frame.w, frame.h);
  const inner = { x: frame.x + border, y: frame.y + border, w: frame.w - border * 2, h: frame.h - border * 2 };
  ctx.save();
  ctx.beginPath();
  ctx.rect(inner.x, inner.y, inner.w, inner.h);
  ctx.clip();
  ctx.fillStyle = "#f6efe2";
  ctx.fillRect(inner.x, inner.y, inner.w, inner.h);
  ctx.fillStyle = palette[0];
  ctx.beginPath();
  ctx.arc(inner.x + inner.w * (0.25 + 0.5 * b.random()), inner.y + inner.h * 0.35, inner.w * 0.14, 0, Math.PI * 2);
  ctx.fill();
  for (const [colour, level] of [
    [palette[1], 0.55],
    [palette[2], 0.72],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(inner.x, inner.y + inner.h);
    const peak = between(b, 0.2, 0.8);
    ctx.lineTo(inner.x, inner.y + inner.h * (level + 0.1));
    ctx.quadraticCurveTo(
      inner.x + inner.w * peak,
      inner.y + inner.h * (level - 0.25),
      inner.x + inner.w,
      inner.y + inner.h * level,
    );
    ctx.lineTo(inner.x + inner.w, inner.y + inner.h);
    ctx.fillStyle = colour;
    ctx.fill();
  }
  ctx.restore();
}

/** A wall clock, its hands at the hour of the backdrop's time of day. */
export function paintClock(ctx: Ctx, b: Backdrop, cx: number, cy: number, radius: number, rim = "#3b3f46"): void {
  ctx.fillStyle = "rgba(40,25,15,0.18)";
  ctx.beginPath();
  ctx.arc(cx + radius * 0.08, cy + radius * 0.12, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = rim;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#fbf8f1";
  ctx.beginPath();
  ctx.arc(cx, cy, radius * 0.84, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = "#4a4a4a";
  ctx.lineCap = "round";
  ctx.lineWidth = radius * 0.06;
  ctx.beginPath();
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ctx.moveTo(cx + Math.cos(a) * radius * 0.68, cy + Math.sin(a) * radius * 0.68);
    ctx.lineTo(cx + Math.cos(a) * radius * 0.76, cy + Math.sin(a) * radius * 0.76);
  }
  ctx.stroke();
  const hour = HOURS[b.time];
  const hand = (turns: number, length: number, width: number) => {
    const a = turns * Math.PI * 2 - Math.PI / 2;
    ctx.lineWidth = radius * width;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a) * radius * length, cy + Math.sin(a) * radius * length);
    ctx.stroke();
  };
  ctx.strokeStyle = "#2b2b2b";
  hand((hour % 12) / 12, 0.42, 0.09);
  hand(hour % 1, 0.62, 0.06);
  ctx.lineCap = "butt";
}

/**
 * A tub standing on `y` centred on `x`: `w` wide at its rim (`top`), narrowing to `foot` of that at the bottom, lit
 * from the left (`light`) to the right (`dark`). Flower pots, baskets.
 */
function paintTub(
  ctx: Ctx,
  x: number,
  y: number,
  top: number,
  w: number,
  foot: number,
  light: string,
  dark: string,
): void {
  ctx.beginPath();
  ctx.moveTo(x - w / 2, top);
  ctx.lineTo(x + w / 2, top);
  ctx.lineTo(x + (w * foot) / 2, y);
  ctx.lineTo(x - (w * foot) / 2, y);
  ctx.closePath();
  const g = ctx.createLinearGradient(x - w / 2, 0, x + w / 2, 0);
  g.addColorStop(0, light);
  g.addColorStop(1, dark);
  ctx.fillStyle = g;
  ctx.fill();
}

/** A leafy plant in a pot standing on `baseY`, `height` pixels tall overall. */
export function paintPlant(ctx: Ctx, b: Backdrop, x: number, baseY: number, height: number, pot = "#c8734f"): void {
  const potH = height * 0.3;
  const potW = height * 0.3;
  const leafTop = baseY - potH;
  const greens = ["#3f7d4a", "#5a9a55", "#77b564"];
  const leaves = 11;
  for (let i = 0; i < leaves; i++) {
    const angle = -Math.PI / 2 + (i / (leaves - 1) - 0.5) * 2.4 + between(b, -0.12, 0.12);
    const length = height * between(b, 0.42, 0.7) * (1 - Math.abs(angle + Math.PI / 2) * 0.2);
    ctx.save();
    ctx.translate(x, leafTop);
    ctx.rotate(angle);
    ctx.beginPath();
    ctx.ellipse(length / 2, 0, length / 2, length * 0.16, 0, 0, Math.PI * 2);
    ctx.fillStyle = greens[i % greens.length] ?? "#5a9a55";
    ctx.fill();
    ctx.strokeStyle = "rgba(255,255,255,0.18)";
    ctx.lineWidth = Math.max(1, length * 0.02);
    ctx.beginPath();
    ctx.moveTo(length * 0.1, 0);
    ctx.lineTo(length * 0.9, 0);
    ctx.stroke();
    ctx.restore();
  }
  paintTub(ctx, x, baseY, leafTop, potW, 0.76, lighter(pot, 0.12), darker(pot, 0.2));
  ctx.fillStyle = darker(pot, 0.1);
  ctx.fillRect(x - potW * 0.54, leafTop - potH * 0.02, potW * 1.08, potH * 0.16);
}

/** Wavy lines that read as handwriting from afar, without any letters. */
export function paintScribbles(ctx: Ctx, b: Backdrop, area: Rect, colour: string, lines: number): void {
  ctx.strokeStyle = colour;
  ctx.lineCap = "round";
  ctx.lineWidth = Math.max(1, (area.h / lines) * 0.12);
  const gap = area.h / lines;
  ctx.beginPath();
  for (let i = 0; i < lines; i++) {
    const y = area.y + gap * (i + 0.5);
    const end = area.x + area.w * between(b, 0.45, 1);
    const wave = gap * 0.16;
    let x = area.x;
    ctx.moveTo(x, y);
    while (x < end) {
      const word = gap * between(b, 0.6, 1.8);
      const stop = Math.min(end, x + word);
      for (let sx = x; sx < stop; sx += wave * 1.6)
        ctx.quadraticCurveTo(sx + wave * 0.4, y - wave * 2, sx + wave * 0.8, y + (b.random() - 0.5) * wave);
      x = stop + gap * 0.35;
      ctx.moveTo(x, y);
    }
  }
  ctx.stroke();
  ctx.lineCap = "butt";
}

/** A wicker basket standing on `y`, `w` x `h` pixels, with a cloth (or bread) of `filling` showing at the top. */
export function paintBasket(ctx: Ctx, x: number, y: number, w: number, h: number, filling: string): void {
  const top = y - h;
  ctx.fillStyle = filling;
  ctx.beginPath();
  ctx.ellipse(x, top, w * 0.46, h * 0.2, 0, Math.PI, 0);
  ctx.fill();
  paintTub(ctx, x, y, top, w, 0.8, "#d8aa6c", "#a87a45");
  // The weave: staggered short strokes in rows.
  ctx.strokeStyle = "rgba(110,70,30,0.45)";
  ctx.lineWidth = Math.max(1, h * 0.025);
  ctx.beginPath();
  const rows = 6;
  for (let i = 1; i < rows; i++) {
    const yy = top + (h * i) / rows;
    const half = (w / 2) * (1 - (0.2 * i) / rows);
    for (let xx = x - half + ((i % 2) * w) / 16; xx < x + half - w / 16; xx += w / 8) {
      ctx.moveTo(xx, yy);
      ctx.lineTo(xx + w / 16, yy - h / rows / 2);
    }
  }
  ctx.stroke();
  ctx.fillStyle = "#c48f52";
  ctx.fillRect(x - w / 2 - w * 0.02, top - h * 0.04, w * 1.04, h * 0.09);
}

/** A glass vase of flowers standing on `y`, `h` pixels tall overall: stems, leaves and round blooms. */
export function paintVase(ctx: Ctx, b: Backdrop, x: number, y: number, h: number, blooms: readonly string[]): void {
  const vaseH = h * 0.38;
  const top = y - vaseH;
  ctx.strokeStyle = "#4f8a4a";
  ctx.lineWidth = Math.max(1, h * 0.012);
  const heads: Point[] = [];
  ctx.beginPath();
  for (let i = 0; i < 7; i++) {
    const spread = (i / 6 - 0.5) * h * 0.55;
    const head: Point = [
      x + spread + between(b, -0.04, 0.04) * h,
      top - h * between(b, 0.3, 0.55) + Math.abs(spread) * 0.4,
    ];
    heads.push(head);
    ctx.moveTo(x + spread * 0.15, y - vaseH * 0.3);
    ctx.quadraticCurveTo(x + spread * 0.3, top - h * 0.1, head[0], head[1]);
  }
  ctx.stroke();
  ctx.fillStyle = "#5f9a55";
  for (const [hx, hy] of heads.slice(0, 4)) {
    ctx.beginPath();
    ctx.ellipse((hx + x) / 2 + h * 0.04, (hy + top) / 2, h * 0.06, h * 0.022, -0.6, 0, Math.PI * 2);
    ctx.fill();
  }
  heads.forEach(([hx, hy], i) => {
    const colour = blooms[i % blooms.length] ?? "#f2a7b5";
    const radius = h * between(b, 0.06, 0.085);
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(hx, hy, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = lighter(colour, 0.35);
    ctx.beginPath();
    ctx.arc(hx - radius * 0.25, hy - radius * 0.25, radius * 0.45, 0, Math.PI * 2);
    ctx.fill();
  });
  const g = ctx.createLinearGradient(x - h * 0.12, 0, x + h * 0.12, 0);
  g.addColorStop(0, "rgba(225,240,245,0.85)");
  g.addColorStop(1, "rgba(170,200,210,0.85)");
  fillRoundRect(ctx, x - h * 0.1, top, h * 0.2, vaseH, h * 0.05, g);
  ctx.fillStyle = "rgba(255,255,255,0.5)";
  ctx.fillRect(x - h * 0.07, top + vaseH * 0.15, h * 0.02, vaseH * 0.6);
}

/**
 * A potted plant in the foreground at the frame's `side` edge (-1 left, 1 right), short enough to stay mostly below
 * the floor line, in front of the feet of anyone standing at that side.
 */
export function paintNearPlant(ctx: Ctx, b: Backdrop, r: Room, side: number, pot: string): void {
  const depth = 4.6;
  const [x, y] = project(r, lateral(r, b.width / 2 + side * b.width * 0.41, depth), 0, depth);
  paintPlant(ctx, b, x, y, metreAt(r, depth) * 0.8, pot);
}

/**
 * The corner of a desk by the camera, `share` of the frame's width in from the edge opposite `side` (-1 left, 1 right)
 * and running off it. Returns the desk's ends and depth, and where a thing on it stands, near its inner end.
 */
export function paintNearDesk(
  ctx: Ctx,
  b: Backdrop,
  r: Room,
  side: number,
  share: number,
  desk: { w: number; d: number; height: number },
  colour: string,
  legs: string,
): { x0: number; x1: number; depth: number; onTop: number } {
  const depth = 4.6;
  const edge = lateral(r, b.width * (side < 0 ? 1 - share : share), depth);
  const [x0, x1] = side < 0 ? [edge, edge + desk.w] : [edge - desk.w, edge];
  paintTable(ctx, r, { x0, x1, back: depth, front: depth + desk.d }, desk.height, colour, legs);
  return { x0, x1, depth, onTop: side < 0 ? x0 + 0.22 : x1 - 0.22 };
}

/** A till standing on a counter `surface` metres high, `x` metres across, the counter's back `back` metres out. */
export function paintTill(ctx: Ctx, r: Room, x: number, surface: number, back: number): void {
  const base = { x0: x - 0.2, x1: x + 0.2, bottom: surface, top: surface + 0.14, back: back + 0.1, front: back + 0.45 };
  paintBox(ctx, r, base, "#3d4246");
  const stem = {
    x0: x - 0.03,
    x1: x + 0.03,
    bottom: base.top,
    top: base.top + 0.12,
    back: back + 0.18,
    front: back + 0.22,
  };
  paintBox(ctx, r, stem, "#3d4246");
  const screen = {
    x0: x - 0.17,
    x1: x + 0.17,
    bottom: stem.top,
    top: stem.top + 0.22,
    back: back + 0.16,
    front: back + 0.22,
  };
  paintBox(ctx, r, screen, "#4b5257", { front: "#9fd0c8" });
}
