import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import type { Backdrop } from "../types";
import { paintSailboat } from "./boats";
import { isNight, LAMPLIGHT, lit, paintGlow } from "./daylight";
import { foreground, groundDepth, metre, paintGround, perspectiveLines } from "./ground";
import { openAir } from "./open-sky";
import { fillRidge, ridge, twoTone } from "./silhouettes";
import { paintWater, SEA } from "./water";

const DECK = "#c49a6c";
const HULL_WHITE = "#f2f0ea";

/** The top of the ship's side: the deck runs from under it to the bottom of the picture. */
function railBase(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.8;
}

/** Wooden deck planks running away from the viewer to the ship's side. */
function paintDeck(ctx: SKRSContext2D, b: Backdrop): void {
  const top = railBase(b);
  paintGround(ctx, b, top, DECK, {
    back: lit(b, mix(DECK, "#8a6a4a", 0.3)),
    front: lit(b, mix(DECK, "#6a4a30", 0.25)),
  });
  ctx.strokeStyle = withAlpha(lit(b, "#5a3f28"), 0.45);
  ctx.lineWidth = 2 * b.unit;
  perspectiveLines(ctx, b, top, 22, 3);
}

/** The ship's side: a white bulwark capped with a varnished rail, a porthole-like scupper now and then. */
function paintBulwark(ctx: SKRSContext2D, b: Backdrop): void {
  const base = railBase(b);
  const height = groundDepth(b) * 0.24;
  const top = base - height;
  ctx.fillStyle = verticalGradient(ctx, top, base, [lit(b, HULL_WHITE), lit(b, mix(HULL_WHITE, "#9aa8b8", 0.35))]);
  ctx.fillRect(0, top, b.width, height);
  ctx.fillStyle = lit(b, "#9a6a3e");
  ctx.fillRect(0, top - height * 0.12, b.width, height * 0.16);
  ctx.fillStyle = lit(b, "#c48a52");
  ctx.fillRect(0, top - height * 0.12, b.width, height * 0.06);
  ctx.fillStyle = withAlpha("#000000", 0.12);
  ctx.fillRect(0, base - height * 0.08, b.width, height * 0.08);
  ctx.fillStyle = lit(b, mix(HULL_WHITE, "#7a8898", 0.5));
  for (let x = b.width * 0.06; x < b.width; x += b.width * 0.22)
    ctx.fillRect(x, base - height * 0.22, height * 0.5, height * 0.12);
}

/** A red-and-white life ring hanging on the ship's side at `x`. */
function paintLifeRing(ctx: SKRSContext2D, b: Backdrop, x: number, y: number, r: number): void {
  const segments = 8;
  ctx.lineWidth = r * 0.45;
  for (let i = 0; i < segments; i++) {
    ctx.strokeStyle = lit(b, i % 2 === 0 ? "#e0463a" : "#fbf6ee");
    ctx.beginPath();
    ctx.arc(x, y, r, (i / segments) * Math.PI * 2, ((i + 1) / segments) * Math.PI * 2);
    ctx.stroke();
  }
}

/** A coil of rope lying on the deck at `x, y`. */
function paintRopeCoil(ctx: SKRSContext2D, b: Backdrop, x: number, y: number, r: number): void {
  for (let i = 0; i < 5; i++) {
    const rr = r * (1 - i * 0.16);
    ctx.fillStyle = lit(b, i % 2 === 0 ? "#c9a874" : "#a8864f");
    ctx.beginPath();
    ctx.ellipse(x, y - i * r * 0.06, rr, rr * 0.42, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = lit(b, "#7a6038");
  ctx.beginPath();
  ctx.ellipse(x, y - r * 0.3, r * 0.22, r * 0.09, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** The foot of the mast at the left edge, rising out of the picture, with a stay slanting down to the deck. */
function paintMast(ctx: SKRSContext2D, b: Backdrop): void {
  const x = b.width * 0.09;
  const w = b.width * 0.05;
  twoTone(
    ctx,
    (dx) => {
      ctx.beginPath();
      ctx.rect(x - w / 2 + dx, 0, w, b.height);
    },
    lit(b, "#8a6a48"),
    lit(b, "#b88c5c"),
    w * 0.3,
  );
  ctx.strokeStyle = lit(b, "#5a4a3a");
  ctx.lineWidth = Math.max(2, w * 0.08);
  ctx.beginPath();
  ctx.moveTo(x, b.height * 0.05);
  ctx.lineTo(b.width * 0.24, b.height);
  ctx.stroke();
}

/** Deck lamps along the rail, lit at night; by day their brass fittings barely show. */
function paintRailLamps(ctx: SKRSContext2D, b: Backdrop): void {
  const y = railBase(b) - groundDepth(b) * 0.28;
  for (let x = b.width * 0.17; x < b.width; x += b.width * 0.22) {
    ctx.fillStyle = lit(b, "#b8935a");
    ctx.fillRect(x - 4 * b.unit, y - 10 * b.unit, 8 * b.unit, 12 * b.unit);
    if (!isNight(b)) continue;
    ctx.fillStyle = LAMPLIGHT;
    ctx.fillRect(x - 3 * b.unit, y - 9 * b.unit, 6 * b.unit, 8 * b.unit);
    paintGlow(ctx, x, y - 5 * b.unit, groundDepth(b) * 0.3, LAMPLIGHT, 0.4);
  }
}

export const sea = openAir(
  "sea",
  { clouds: 4, sun: "horizon" },
  {
    far(ctx, b) {
      const d = groundDepth(b);
      paintWater(ctx, b, b.horizon, railBase(b), SEA);
      const island = ridge(b, b.horizon + 1, d * 0.16, 160 * b.unit, 3);
      island.ys = island.ys.map((y, i) => {
        const t = (i * island.step) / (b.width * 0.28) - 0.4;
        return t < 0 || t > 1 ? b.horizon + 2 : b.horizon - (b.horizon - y) * Math.sin(Math.PI * t);
      });
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, 0, b.width, b.horizon + 1);
      ctx.clip();
      fillRidge(ctx, island, b.horizon + 2, lit(b, "#6f8f7a", 0.55));
      ctx.restore();
      paintSailboat(ctx, b, {
        x: b.width * 0.58,
        y: b.horizon + d * 0.06,
        length: metre(b) * 0.5,
        colour: "#f2f0ea",
        haze: 0.35,
      });
    },
    mid(ctx, b) {
      paintBulwark(ctx, b);
      paintDeck(ctx, b);
      const ringY = railBase(b) - groundDepth(b) * 0.12;
      paintLifeRing(ctx, b, b.width * 0.86, ringY, groundDepth(b) * 0.075);
      paintRailLamps(ctx, b);
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintMast(ctx, b);
      paintRopeCoil(ctx, b, b.width * 0.86, b.height - fg * 0.2, fg * 0.22);
    },
  },
);
