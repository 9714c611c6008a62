import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { pictureBitmap } from "../../art/icons";
import { scaled } from "../../kit/colour";
import { INK, type Look } from "./looks";
import { stableHash } from "../../language/text";
import type { BodyName } from "./peep-parts";
import type { Action } from "./poses";
import type { Ellipse } from "./staging";

/** What is around a person in their action: a thing in their hand, where they are, whether someone shares a hug. */
export type Surroundings = {
  /** The art set's picture in their hand ("fluent-emoji-flat:jar") and its size in pixels. */
  held?: { picture: string; size: number };
  /** The scene's setting kind: at the wheel inside a car, on a sofa in a living room, in a bed elsewhere. */
  setting?: string;
  /** Someone else of the scene is in the hug, drawn beside them; the one who leads it draws the heart over the two. */
  partner?: "leads" | "follows";
  /** Out of doors: someone lying lies on a towel on the ground, not in a bed. */
  outdoor?: boolean;
  /** Sitting on something (a bench, a chair, a sofa, a seat) rather than on the floor. */
  seat?: boolean;
  /** Food on a cook's counter beside the pan: pictures and their sizes in pixels. */
  onCounter?: ReadonlyArray<{ picture: string; size: number }>;
  /** Inside a car: how high the rear bench's cushion stands above the floor line, in pixels (places/indoor/car.ts). */
  backSeat?: number;
  /** A standing adult's height in pixels, which counters, beds and cars are sized against (a child is smaller, the car is not). */
  adult?: number;
};

/** The painted figure and where it stands, in the figure canvas's pixels. */
export type Painted = {
  figure: Canvas;
  floor: number;
  /** A point of the art (react-peeps' units) in the figure canvas's pixels. */
  toPixel: (x: number, y: number) => { x: number; y: number };
  shadow: Ellipse;
};

/** The action drawn with its person: the figure as posed or moved, what is drawn under it (water), and its shadow. */
export type Acted = { canvas: Canvas; under?: Canvas; shadow: Ellipse | null };

// Where react-peeps' hand-out body (RoboDanceWB) has its palm, facing right: a held thing rests on it.
const PALM = { x: 1070, y: 1185 };
// A uniform's hand hangs at the hip: a held thing is in it.
const HANDS: Partial<Record<BodyName, { x: number; y: number }>> = {
  Doc: { x: 900, y: 1500 },
  DocStethoscope: { x: 875, y: 1545 },
  DocProtectiveClothe: { x: 865, y: 1545 },
};
// Where the raised-hand body (PointingFingerWB) has its hand.
const RAISED_HAND = { x: 1160, y: 660 };

// A cartoon car, shorter than a real one against its driver, so it fits a phone's frame with them a readable size.
const CAR_LENGTH = 1.5;
const BED_LENGTH = 1.2;
const COUNTER_WIDTH = 0.78;
// Wheel centre to wheel centre plus a wheel, against the rider's standing height.
const BIKE_LENGTH = 0.95;
/** A standing figure's hips above its feet, of its height. */
const HIP_HEIGHT = 0.48;

/**
 * How wide the person's bitmap is in their action, against an adult's height: a car or a bed is wider than a person.
 * Inside a car (`setting` "car") a driver sits on its seat as anyone riding does.
 */
export function actionWidth(action: Action, adult: number, partner = false, setting?: string): number {
  if (action === "driving" && setting !== "car") return adult * (CAR_LENGTH + 0.06);
  if (action === "lying") return adult * (BED_LENGTH + 0.1);
  if (action === "cooking") return adult * (COUNTER_WIDTH + 0.06);
  if (action === "cycling") return adult * (BIKE_LENGTH + 0.1);
  if (action === "hugging" && partner) return adult * 0.6;
  return adult * 0.5;
}

const WOOD = "#9a6a43";
const WOOD_DARK = "#6e4a2e";
const QUILTS = ["#6d8fc7", "#d98c7a", "#8cbf88", "#c9a0dc", "#e8c468"];
const CARS = ["#d0473f", "#3f7bd0", "#e3b23c", "#4a9f6e", "#e8e4da", "#5a5f6a"];

/** The person in their action. Poses react-peeps draws need nothing more; the rest are drawn here around the figure. */
export function actOut(action: Action, body: BodyName, painted: Painted, look: Look, around: Surroundings): Acted {
  const acted = act(action, body, painted, look, around);
  return acted.canvas === painted.figure ? acted : trimmed(acted, Math.ceil(painted.floor * 0.01) + 2);
}

/**
 * The acted figure cut to what it draws, keeping its middle where it was (the sprite is placed by its middle) and
 * `margin` pixels for the outline: a wider bitmap than needed is more pixels drawn at every step of the camera.
 */
function trimmed(acted: Acted, margin: number): Acted {
  const { width, height } = acted.canvas;
  const used = (canvas: Canvas) => {
    const data = canvas.getContext("2d").getImageData(0, 0, width, height).data;
    let left = width;
    let right = -1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (data[(y * width + x) * 4 + 3]! === 0) continue;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
    return { left, right };
  };
  const spans = [used(acted.canvas), ...(acted.under ? [used(acted.under)] : [])];
  // The shadow is painted later, under everything: it is kept whole.
  const shade = acted.shadow
    ? [{ left: Math.floor(acted.shadow.x - acted.shadow.rx), right: Math.ceil(acted.shadow.x + acted.shadow.rx) }]
    : [];
  const left = Math.min(...spans.map((s) => s.left), ...shade.map((s) => s.left));
  const right = Math.max(...spans.map((s) => s.right), ...shade.map((s) => s.right));
  if (right < left) return acted;
  const centre = width / 2;
  const half = Math.ceil(Math.max(centre - left, right + 1 - centre) + margin);
  const cut = Math.max(0, Math.floor(centre - half));
  if (cut <= 0) return acted;
  const crop = (canvas: Canvas) => {
    const out = createCanvas(width - cut * 2, height);
    out.getContext("2d").drawImage(canvas, -cut, 0);
    return out;
  };
  return {
    canvas: crop(acted.canvas),
    ...(acted.under ? { under: crop(acted.under) } : {}),
    shadow: acted.shadow && { ...acted.shadow, x: acted.shadow.x - cut },
  };
}

function act(action: Action, body: BodyName, painted: Painted, look: Look, around: Surroundings): Acted {
  switch (action) {
    case "running":
      return leaning(painted, 0.18, speedLines);
    case "dancing":
      return leaning(painted, -0.12, musicNotes);
    case "waving":
      return decorated(painted, (ctx, p) => waveMarks(ctx, p));
    case "hugging":
      return around.partner === "follows"
        ? plain(painted)
        : decorated(painted, (ctx, p) => heart(ctx, p, around.partner ? 0.08 : 0), painted.floor * 0.22);
    case "holding":
      return around.held ? decorated(painted, (ctx, p) => inHand(ctx, p, around.held!, body)) : plain(painted);
    case "cooking":
      return atTheStove(painted, around);
    case "driving":
      return around.setting === "car" ? onTheBackSeat(painted, around) : inACar(painted, look, around);
    case "cycling":
      return onABicycle(painted, look, around);
    case "lying":
      return around.outdoor ? onTheGround(painted, look, around) : inBed(painted, look, around);
    case "swimming":
      return inWater(painted);
    case "sitting":
      if (around.setting === "car") return onTheBackSeat(painted, around);
      return around.seat ? onASeat(painted, around) : plain(painted);
    default:
      return plain(painted);
  }
}

function plain(p: Painted): Acted {
  return { canvas: p.figure, shadow: p.shadow };
}

/** A canvas `extra` pixels wider each side than the figure's, the figure drawn in its middle. */
function widened(p: Painted, extra: number): { canvas: Canvas; ctx: SKRSContext2D; dx: number } {
  const dx = Math.ceil(extra);
  const canvas = createCanvas(p.figure.width + dx * 2, p.figure.height);
  return { canvas, ctx: canvas.getContext("2d"), dx };
}

const shifted = (e: Ellipse, dx: number): Ellipse => ({ ...e, x: e.x + dx });

/** The figure with marks drawn over it (in the figure's pixels, moved by the widening). */
function decorated(p: Painted, marks: (ctx: SKRSContext2D, p: Painted) => void, extra = p.floor * 0.12): Acted {
  const { canvas, ctx, dx } = widened(p, extra);
  ctx.drawImage(p.figure, dx, 0);
  ctx.translate(dx, 0);
  marks(ctx, p);
  return { canvas, shadow: shifted(p.shadow, dx) };
}

/** The figure tipped about its feet by `angle` radians (forward is positive), with marks drawn behind or around it. */
function leaning(p: Painted, angle: number, marks: (ctx: SKRSContext2D, p: Painted, angle: number) => void): Acted {
  const { canvas, ctx, dx } = widened(p, p.floor * Math.abs(Math.sin(angle)) + p.floor * 0.12);
  ctx.save();
  ctx.translate(dx, 0);
  marks(ctx, p, angle);
  ctx.translate(p.shadow.x, p.floor);
  ctx.rotate(angle);
  ctx.drawImage(p.figure, -p.shadow.x, -p.floor);
  ctx.restore();
  return { canvas, shadow: shifted({ ...p.shadow, rx: p.shadow.rx * 1.15 }, dx) };
}

function stroke(ctx: SKRSContext2D, width: number, colour = INK): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, width);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
}

/** Lines streaming behind a runner (the art faces right, so behind is left). */
function speedLines(ctx: SKRSContext2D, p: Painted): void {
  const h = p.floor;
  stroke(ctx, h * 0.012, "rgba(31,29,36,0.55)");
  ctx.beginPath();
  for (const [y, length] of [
    [0.32, 0.2],
    [0.45, 0.28],
    [0.58, 0.2],
    [0.72, 0.14],
  ] as const) {
    const x = p.shadow.x - h * 0.2 - h * (1 - y) * 0.1;
    ctx.moveTo(x, h * y);
    ctx.lineTo(x - h * length, h * y);
  }
  ctx.stroke();
}

/** A musical note: a filled head with a stem and a flag, `size` pixels tall. */
function note(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.ellipse(x, y, size * 0.2, size * 0.14, -0.4, 0, Math.PI * 2);
  ctx.fill();
  stroke(ctx, size * 0.08);
  ctx.beginPath();
  ctx.moveTo(x + size * 0.17, y - size * 0.05);
  ctx.lineTo(x + size * 0.17, y - size);
  ctx.quadraticCurveTo(x + size * 0.45, y - size * 0.7, x + size * 0.5, y - size * 0.45);
  ctx.stroke();
}

/** Notes in the air around a dancer, and a swish at their feet. */
function musicNotes(ctx: SKRSContext2D, p: Painted): void {
  const h = p.floor;
  note(ctx, p.shadow.x - h * 0.3, h * 0.2, h * 0.1);
  note(ctx, p.shadow.x + h * 0.36, h * 0.08, h * 0.08);
  note(ctx, p.shadow.x - h * 0.36, h * 0.5, h * 0.07);
  stroke(ctx, h * 0.01, "rgba(31,29,36,0.5)");
  ctx.beginPath();
  ctx.ellipse(p.shadow.x, p.floor - h * 0.03, h * 0.26, h * 0.035, 0, Math.PI * 0.15, Math.PI * 0.85);
  ctx.stroke();
}

/** Arcs beside a raised hand: it is waving. */
function waveMarks(ctx: SKRSContext2D, p: Painted): void {
  const hand = p.toPixel(RAISED_HAND.x, RAISED_HAND.y);
  const h = p.floor;
  stroke(ctx, h * 0.01);
  for (const [r, a] of [
    [0.1, 1],
    [0.14, 0.6],
  ] as const) {
    ctx.globalAlpha = a;
    ctx.beginPath();
    ctx.arc(hand.x, hand.y, h * r, -Math.PI * 0.45, Math.PI * 0.05);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(hand.x, hand.y, h * r, Math.PI * 0.75, Math.PI * 1.15);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/**
 * A heart over a hug: above the arm held out to someone who is not drawn (the narrator, through whose eyes the video
 * is seen), or `ahead` of the person's height further on, over the two of them.
 */
function heart(ctx: SKRSContext2D, p: Painted, ahead: number): void {
  const h = p.floor;
  const x = p.toPixel(PALM.x, PALM.y).x + ahead * h;
  const y = h * 0.12;
  const s = h * 0.07;
  ctx.fillStyle = "#e0475b";
  ctx.beginPath();
  ctx.moveTo(x, y + s * 0.9);
  ctx.bezierCurveTo(x - s * 1.3, y, x - s * 0.6, y - s * 0.9, x, y - s * 0.25);
  ctx.bezierCurveTo(x + s * 0.6, y - s * 0.9, x + s * 1.3, y, x, y + s * 0.9);
  ctx.fill();
}

/** The thing held, resting on the open palm. */
function inHand(ctx: SKRSContext2D, p: Painted, held: NonNullable<Surroundings["held"]>, body: BodyName): void {
  const size = held.size;
  const hand = HANDS[body];
  // On the open palm, or gripped in a hanging hand.
  const at = hand ? p.toPixel(hand.x, hand.y) : p.toPixel(PALM.x, PALM.y);
  ctx.drawImage(
    pictureBitmap(held.picture, size),
    Math.round(at.x - size / 2),
    Math.round(at.y - size * (hand ? 0.5 : 0.92)),
    size,
    size,
  );
}

function roundedBox(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  edge = INK,
  line = 0,
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
  if (line > 0) {
    stroke(ctx, line, edge);
    ctx.stroke();
  }
}

/** Standing behind a kitchen counter, a pan on it with steam rising: the counter hides the legs, at an adult's waist. */
function atTheStove(p: Painted, around: Surroundings): Acted {
  const adult = around.adult ?? p.floor;
  const width = adult * COUNTER_WIDTH;
  const { canvas, ctx, dx } = widened(p, Math.max(0, width / 2 - p.figure.width / 2) + adult * 0.02);
  ctx.drawImage(p.figure, dx, 0);
  const cx = dx + p.shadow.x + adult * 0.06;
  const top = p.floor - adult * 0.5;
  const line = adult * 0.006;
  // The cabinet, its doors and handles, and the worktop over it.
  roundedBox(ctx, cx - width / 2, top, width, p.floor - top, adult * 0.01, "#e9e2d4", INK, line);
  stroke(ctx, line);
  ctx.beginPath();
  ctx.moveTo(cx, top + adult * 0.08);
  ctx.lineTo(cx, p.floor - adult * 0.03);
  ctx.stroke();
  for (const side of [-1, 1])
    roundedBox(
      ctx,
      cx + side * adult * 0.05 - adult * 0.008,
      top + adult * 0.14,
      adult * 0.016,
      adult * 0.09,
      adult * 0.008,
      "#8a8f96",
    );
  roundedBox(
    ctx,
    cx - width / 2 - adult * 0.025,
    top - adult * 0.02,
    width + adult * 0.05,
    adult * 0.05,
    adult * 0.01,
    "#b9a48a",
    INK,
    line,
  );
  // The pan on the worktop, in front of the cook, with steam.
  const pan = adult * 0.22;
  const px = cx + adult * 0.1;
  ctx.drawImage(
    pictureBitmap("fluent-emoji-flat:cooking", pan),
    Math.round(px - pan / 2),
    Math.round(top - pan * 0.78),
    pan,
    pan,
  );
  stroke(ctx, adult * 0.008, "rgba(255,255,255,0.85)");
  ctx.beginPath();
  for (const off of [-0.05, 0.02]) {
    const x = px + adult * off;
    const y = top - pan * 0.7;
    ctx.moveTo(x, y);
    ctx.bezierCurveTo(x - adult * 0.03, y - adult * 0.04, x + adult * 0.03, y - adult * 0.07, x, y - adult * 0.11);
  }
  ctx.stroke();
  // What is being cooked, beside the pan.
  let x = cx - adult * 0.08;
  for (const food of around.onCounter ?? []) {
    ctx.drawImage(
      pictureBitmap(food.picture, food.size),
      Math.round(x - food.size),
      Math.round(top - food.size * 0.85),
      food.size,
      food.size,
    );
    x -= food.size * 1.05;
  }
  return { canvas, shadow: { x: cx, y: p.floor, rx: width * 0.55, ry: p.shadow.ry } };
}

/** The figure moved down by `drop` pixels and cut off below `cut` (in the canvas's rows). */
function lowered(ctx: SKRSContext2D, p: Painted, dx: number, drop: number, cut: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, ctx.canvas.width, cut);
  ctx.clip();
  ctx.drawImage(p.figure, dx, drop);
  ctx.restore();
}

/**
 * Driving: seated in a small car seen from the side, the head and shoulders in its window, a hand on the wheel's rim.
 * A cartoon car (shorter than a real one) so it fits a phone's frame with its driver still a readable size.
 */
function inACar(p: Painted, look: Look, around: Surroundings): Acted {
  const adult = around.adult ?? p.floor;
  const length = adult * CAR_LENGTH;
  const { canvas, ctx, dx } = widened(p, Math.max(0, length / 2 - p.figure.width / 2) + adult * 0.03);
  const cx = dx + p.figure.width / 2;
  const ground = p.floor;
  const sill = ground - adult * 0.42;
  const roof = ground - adult * 0.8;
  const colour = CARS[stableHash(`${look.top}${look.skin}`) % CARS.length]!;
  const line = adult * 0.008;
  const left = cx - length / 2;
  // The glass and the cabin's frame: roof, windscreen sloping forward (the art faces right), rear window.
  const traceCabin = () => {
    ctx.beginPath();
    ctx.moveTo(left + length * 0.2, sill);
    ctx.lineTo(left + length * 0.3, roof);
    ctx.lineTo(left + length * 0.62, roof);
    ctx.lineTo(left + length * 0.8, sill);
  };
  traceCabin();
  ctx.closePath();
  ctx.fillStyle = "rgba(200,225,240,0.55)";
  ctx.fill();
  // The driver sits behind the windscreen: seated, so lower than standing, and cut at the sill.
  const drop = Math.max(0, roof + adult * 0.06);
  lowered(ctx, p, left + length * 0.47 - p.shadow.x, drop, sill + adult * 0.02);
  ctx.lineWidth = adult * 0.035;
  ctx.strokeStyle = colour;
  traceCabin();
  ctx.stroke();
  stroke(ctx, line);
  ctx.beginPath();
  ctx.moveTo(left + length * 0.185, sill);
  ctx.lineTo(left + length * 0.29, roof - adult * 0.018);
  ctx.lineTo(left + length * 0.63, roof - adult * 0.018);
  ctx.lineTo(left + length * 0.82, sill);
  ctx.stroke();
  // The steering wheel before the driver's chest, seen edge on.
  const wheelX = left + length * 0.64;
  stroke(ctx, adult * 0.02, "#2b2b30");
  ctx.beginPath();
  ctx.moveTo(wheelX, sill - adult * 0.16);
  ctx.lineTo(wheelX + adult * 0.04, sill + adult * 0.02);
  ctx.stroke();
  // The body: bonnet and boot below the windows, wheels under it.
  ctx.beginPath();
  ctx.moveTo(left, ground - adult * 0.14);
  ctx.quadraticCurveTo(left, sill, left + length * 0.12, sill);
  ctx.lineTo(left + length * 0.84, sill);
  ctx.quadraticCurveTo(left + length, sill + adult * 0.03, left + length, ground - adult * 0.14);
  ctx.lineTo(left + length, ground - adult * 0.1);
  ctx.lineTo(left, ground - adult * 0.1);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  stroke(ctx, line);
  ctx.stroke();
  // A door line and handle, a headlight at the front, a rear light behind.
  ctx.beginPath();
  ctx.moveTo(left + length * 0.46, sill);
  ctx.lineTo(left + length * 0.46, ground - adult * 0.12);
  ctx.stroke();
  roundedBox(ctx, left + length * 0.5, sill + adult * 0.06, adult * 0.08, adult * 0.02, adult * 0.01, "#2b2b30");
  roundedBox(
    ctx,
    left + length - adult * 0.06,
    sill + adult * 0.06,
    adult * 0.05,
    adult * 0.05,
    adult * 0.02,
    "#fff4c2",
    INK,
    line,
  );
  roundedBox(
    ctx,
    left + adult * 0.01,
    sill + adult * 0.06,
    adult * 0.04,
    adult * 0.05,
    adult * 0.015,
    "#d13a2e",
    INK,
    line,
  );
  for (const at of [0.2, 0.8]) {
    const x = left + length * at;
    const r = adult * 0.12;
    ctx.beginPath();
    ctx.arc(x, ground - r, r, 0, Math.PI * 2);
    ctx.fillStyle = "#2b2b30";
    ctx.fill();
    ctx.beginPath();
    ctx.arc(x, ground - r, r * 0.45, 0, Math.PI * 2);
    ctx.fillStyle = "#c9cdd2";
    ctx.fill();
  }
  return { canvas, shadow: { x: cx, y: ground, rx: length * 0.55, ry: p.shadow.ry * 1.2 } };
}

/**
 * Inside a car, seen from between the front seats looking back (places/indoor/car.ts): seated on the rear bench, the
 * hips on its cushion and nothing of them below its top edge (no legs on the car's floor). The driver sits there too:
 * the wheel is behind the camera, and a dashboard of each person's own in front of them was two dashboards for two.
 */
function onTheBackSeat(p: Painted, around: Surroundings): Acted {
  const adult = around.adult ?? p.floor;
  const seat = around.backSeat ?? adult * 0.2;
  const { canvas, ctx, dx } = widened(p, 0);
  // A standing figure's hips are about half its height above its feet; seated, they rest a little into the cushion.
  const cushionTop = p.floor - seat;
  const hips = p.floor * (1 - HIP_HEIGHT);
  lowered(ctx, p, dx, Math.max(0, cushionTop - hips + adult * 0.03), cushionTop + adult * 0.02);
  return { canvas, shadow: null };
}

/** Sitting on a bench (a sofa in a living room): the figure raised to the seat's height, the seat drawn under it. */
function onASeat(p: Painted, around: Surroundings): Acted {
  const adult = around.adult ?? p.floor;
  const sofa = around.setting === "living-room";
  const width = adult * 0.62;
  const { canvas, ctx, dx } = widened(p, Math.max(0, width / 2 - p.figure.width / 2) + adult * 0.04);
  const cx = dx + p.shadow.x;
  const seat = adult * 0.2;
  const top = p.floor - seat;
  const line = adult * 0.006;
  const colour = sofa ? "#7b5ea7" : WOOD;
  // The back behind the sitter, then the sitter, then the seat's front and legs over their feet.
  roundedBox(ctx, cx - width / 2, top - adult * 0.2, width, adult * 0.2, adult * 0.03, colour, INK, line);
  ctx.drawImage(p.figure, dx, -seat + adult * 0.02);
  roundedBox(
    ctx,
    cx - width / 2 - adult * 0.02,
    top,
    width + adult * 0.04,
    adult * 0.05,
    adult * 0.015,
    sofa ? "#9a7cc4" : scaled(WOOD, 1.2),
    INK,
    line,
  );
  for (const x of [cx - width / 2, cx + width / 2 - adult * 0.04])
    roundedBox(ctx, x, top + adult * 0.05, adult * 0.04, seat - adult * 0.05, adult * 0.01, WOOD_DARK, INK, line);
  return { canvas, shadow: { x: cx, y: p.floor, rx: width * 0.55, ry: p.shadow.ry } };
}

/** Lying: the figure on its back in a bed (on a sofa in a living room), a quilt over it up to the shoulders. */
function inBed(p: Painted, look: Look, around: Surroundings): Acted {
  const adult = around.adult ?? p.floor;
  const sofa = around.setting === "living-room";
  const length = Math.max(adult * BED_LENGTH, p.floor * 1.12);
  const { canvas, ctx, dx } = widened(p, Math.max(0, length / 2 - p.figure.width / 2) + adult * 0.04);
  const cx = dx + p.shadow.x;
  const left = cx - length / 2;
  const top = p.floor - adult * (sofa ? 0.26 : 0.3);
  const line = adult * 0.007;
  const frame = sofa ? "#7b5ea7" : WOOD;
  // The headboard (or the sofa's arm and back) and the legs.
  roundedBox(
    ctx,
    left - adult * 0.04,
    top - adult * (sofa ? 0.3 : 0.22),
    adult * 0.06,
    adult * (sofa ? 0.36 : 0.42),
    adult * 0.02,
    frame,
    INK,
    line,
  );
  if (sofa) roundedBox(ctx, left, top - adult * 0.3, length, adult * 0.3, adult * 0.05, frame, INK, line);
  for (const x of [left, left + length - adult * 0.05])
    roundedBox(
      ctx,
      x,
      top + adult * 0.1,
      adult * 0.05,
      p.floor - top - adult * 0.1,
      adult * 0.01,
      sofa ? WOOD_DARK : frame,
      INK,
      line,
    );
  // A pillow under the head.
  if (!sofa)
    roundedBox(
      ctx,
      left + adult * 0.03,
      top - adult * 0.07,
      adult * 0.26,
      adult * 0.1,
      adult * 0.04,
      "#ffffff",
      INK,
      line,
    );
  // The figure turned to lie along the bed, head at the headboard end, sunk a little into the mattress drawn over it.
  const body = p.floor;
  ctx.save();
  ctx.translate(left + adult * 0.05, top + adult * 0.07);
  ctx.rotate(-Math.PI / 2);
  // After turning, the figure's rows run along the bed: its top (the hair) at the headboard, its front facing up.
  ctx.drawImage(p.figure, -(p.figure.width / 2 - body * 0.1), 0);
  ctx.restore();
  roundedBox(ctx, left, top, length, adult * 0.12, adult * 0.03, sofa ? "#9a7cc4" : "#f3f0ea", INK, line);
  // The quilt from the shoulders to past the feet.
  const quilt = QUILTS[stableHash(look.top) % QUILTS.length]!;
  const from = left + adult * 0.05 + body * 0.2;
  ctx.beginPath();
  ctx.moveTo(from, top + adult * 0.05);
  ctx.quadraticCurveTo(from + adult * 0.02, top - adult * 0.13, from + adult * 0.12, top - adult * 0.12);
  ctx.lineTo(left + length - adult * 0.3, top - adult * 0.11);
  ctx.quadraticCurveTo(left + length - adult * 0.2, top - adult * 0.2, left + length - adult * 0.1, top - adult * 0.19);
  ctx.quadraticCurveTo(left + length + adult * 0.02, top - adult * 0.16, left + length, top + adult * 0.1);
  ctx.lineTo(from, top + adult * 0.1);
  ctx.closePath();
  ctx.fillStyle = quilt;
  ctx.fill();
  stroke(ctx, line);
  ctx.stroke();
  return { canvas, shadow: { x: cx, y: p.floor, rx: length * 0.56, ry: p.shadow.ry } };
}

/** Lying outside: on their back on a striped towel on the ground. */
function onTheGround(p: Painted, look: Look, around: Surroundings): Acted {
  const adult = around.adult ?? p.floor;
  const length = p.floor * 1.1;
  const { canvas, ctx, dx } = widened(p, Math.max(0, length / 2 - p.figure.width / 2) + adult * 0.04);
  const left = dx + p.shadow.x - length / 2;
  const towel = QUILTS[stableHash(look.top) % QUILTS.length]!;
  const top = p.floor - adult * 0.03;
  roundedBox(
    ctx,
    left - adult * 0.03,
    top,
    length + adult * 0.06,
    adult * 0.04,
    adult * 0.01,
    towel,
    INK,
    adult * 0.005,
  );
  ctx.fillStyle = "rgba(255,255,255,0.7)";
  for (let x = left + adult * 0.05; x < left + length; x += adult * 0.14)
    ctx.fillRect(x, top + adult * 0.005, adult * 0.04, adult * 0.03);
  ctx.save();
  ctx.translate(left, top + adult * 0.01);
  ctx.rotate(-Math.PI / 2);
  ctx.drawImage(p.figure, -(p.figure.width / 2 - p.floor * 0.1), 0);
  ctx.restore();
  return { canvas, shadow: { x: dx + p.shadow.x, y: p.floor, rx: length * 0.56, ry: p.shadow.ry } };
}

/** Swimming: the head and shoulders above a water line, ripples round them; the rest under the water. */
function inWater(p: Painted): Acted {
  const h = p.floor;
  const { canvas, ctx, dx } = widened(p, h * 0.25);
  const waterline = p.floor - h * 0.06;
  const chest = h * 0.3;
  lowered(ctx, p, dx, waterline - chest, waterline);
  const under = createCanvas(canvas.width, canvas.height);
  const u = under.getContext("2d");
  const cx = dx + p.shadow.x;
  const pool = u.createRadialGradient(cx, waterline, 0, cx, waterline, h * 0.45);
  pool.addColorStop(0, "rgba(70,150,200,0.85)");
  pool.addColorStop(0.75, "rgba(70,150,200,0.55)");
  pool.addColorStop(1, "rgba(70,150,200,0)");
  u.fillStyle = pool;
  u.beginPath();
  u.ellipse(cx, waterline, h * 0.45, h * 0.07, 0, 0, Math.PI * 2);
  u.fill();
  stroke(u, h * 0.008, "rgba(255,255,255,0.9)");
  for (const r of [0.2, 0.3, 0.4]) {
    u.beginPath();
    u.ellipse(cx, waterline, h * r, h * r * 0.16, 0, Math.PI * 0.05, Math.PI * 0.95);
    u.stroke();
  }
  // A splash of an arm's stroke ahead of the swimmer.
  stroke(ctx, h * 0.01, "rgba(255,255,255,0.95)");
  ctx.beginPath();
  ctx.arc(cx + h * 0.22, waterline - h * 0.01, h * 0.05, Math.PI * 1.1, Math.PI * 1.9);
  ctx.stroke();
  return { canvas, under, shadow: null };
}

/**
 * Cycling: seated on the saddle of a bicycle seen from the side (the art faces right, so the front wheel is on the
 * right), the frame in a colour of the rider's own, the spokes and the chain ring drawn thin.
 */
function onABicycle(p: Painted, look: Look, around: Surroundings): Acted {
  const adult = around.adult ?? p.floor;
  const length = adult * BIKE_LENGTH;
  const { canvas, ctx, dx } = widened(p, Math.max(0, length / 2 - p.figure.width / 2) + adult * 0.04);
  const cx = dx + p.shadow.x;
  const ground = p.floor;
  const r = adult * 0.17;
  const rear = { x: cx - length / 2 + r, y: ground - r };
  const front = { x: cx + length / 2 - r, y: ground - r };
  const crank = { x: cx - adult * 0.04, y: ground - r * 1.05 };
  const saddle = { x: cx - adult * 0.17, y: ground - adult * 0.5 };
  const head = { x: cx + adult * 0.25, y: ground - adult * 0.5 };
  const colour = CARS[stableHash(`${look.top}${look.hair}`) % CARS.length]!;
  const line = adult * 0.006;
  for (const wheel of [rear, front]) {
    stroke(ctx, adult * 0.028, "#2b2b30");
    ctx.beginPath();
    ctx.arc(wheel.x, wheel.y, r, 0, Math.PI * 2);
    ctx.stroke();
    stroke(ctx, line * 0.6, "#8a8f96");
    ctx.beginPath();
    for (let k = 0; k < 8; k++) {
      const angle = (k * Math.PI) / 8;
      ctx.moveTo(wheel.x - Math.cos(angle) * r, wheel.y - Math.sin(angle) * r);
      ctx.lineTo(wheel.x + Math.cos(angle) * r, wheel.y + Math.sin(angle) * r);
    }
    ctx.stroke();
  }
  // The frame: chain and seat stays to the rear hub, seat tube, top and down tubes to the head, the fork to the front hub.
  stroke(ctx, adult * 0.022, colour);
  ctx.beginPath();
  ctx.moveTo(rear.x, rear.y);
  ctx.lineTo(crank.x, crank.y);
  ctx.lineTo(saddle.x + adult * 0.02, saddle.y + adult * 0.05);
  ctx.lineTo(rear.x, rear.y);
  ctx.moveTo(saddle.x + adult * 0.02, saddle.y + adult * 0.05);
  ctx.lineTo(head.x, head.y + adult * 0.02);
  ctx.lineTo(crank.x, crank.y);
  ctx.moveTo(head.x, head.y - adult * 0.02);
  ctx.lineTo(front.x, front.y);
  ctx.stroke();
  // The chain ring and a pedal.
  stroke(ctx, line, "#2b2b30");
  ctx.beginPath();
  ctx.arc(crank.x, crank.y, adult * 0.045, 0, Math.PI * 2);
  ctx.moveTo(crank.x, crank.y);
  ctx.lineTo(crank.x + adult * 0.05, crank.y + adult * 0.07);
  ctx.stroke();
  // The saddle, and the rider on it: the seated figure lifted so that what it sits on is the saddle.
  roundedBox(
    ctx,
    saddle.x - adult * 0.08,
    saddle.y - adult * 0.01,
    adult * 0.14,
    adult * 0.035,
    adult * 0.015,
    "#2b2b30",
  );
  ctx.drawImage(p.figure, dx + saddle.x - cx + adult * 0.01, saddle.y - p.floor + adult * 0.23);
  // The stem and the handlebar reaching back towards their hands.
  stroke(ctx, adult * 0.018, "#2b2b30");
  ctx.beginPath();
  ctx.moveTo(head.x, head.y - adult * 0.02);
  ctx.lineTo(head.x - adult * 0.01, head.y - adult * 0.09);
  ctx.lineTo(head.x - adult * 0.09, head.y - adult * 0.1);
  ctx.stroke();
  return { canvas, shadow: { x: cx, y: ground, rx: length * 0.55, ry: p.shadow.ry } };
}
