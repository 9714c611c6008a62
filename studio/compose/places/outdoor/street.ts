import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { verticalGradient } from "../../../kit/shapes";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { type HouseLook, paintHouse, paintSkyline, paintStreetLamp } from "./buildings";
import { hazeColour, isNight, LAMPLIGHT, lit, paintGlow } from "./daylight";
import { depthScale, fillToFoot, foreground, groundDepth, metre, paintPaving } from "./ground";
import { openAir } from "./open-sky";
import { paintFlowers, paintRoundTree } from "./trees";

const WALLS = ["#e9d8b8", "#c98b6b", "#f0c987", "#b8c9b0", "#e7b7a5", "#d6d0c4", "#a9bfd0"];
const AWNINGS = ["#2f7d6b", "#c8453a", "#2f5f8f", "#8a4f9a"];
const PAVEMENT = "#cfc8bc";
const ASPHALT = "#5b5f66";

/** Where the house fronts stand on the pavement. */
function facadeLine(b: Backdrop): number {
  return b.horizon + groundDepth(b) * 0.25;
}

/** Where the pavement ends and the road begins, below the people's feet. */
function kerbLine(b: Backdrop): number {
  return b.floor + foreground(b) * 0.3;
}

/** A terrace of town houses and shops along the back of the pavement, of varied widths, heights and colours. */
function paintTerrace(ctx: SKRSContext2D, b: Backdrop): void {
  const base = facadeLine(b);
  const scale = depthScale(b, base);
  const storey = metre(b) * 3.2 * scale;
  // A wide frame has little sky above the horizon: lower houses leave some of it showing.
  const maxFloors = Math.max(2, Math.floor((base - b.horizon * 0.2) / storey));
  let x = -storey * between(b, 0.2, 1);
  let i = Math.floor(b.random() * WALLS.length);
  while (x < b.width) {
    const width = metre(b) * scale * between(b, 6, 9);
    const look: HouseLook = {
      wall: WALLS[i % WALLS.length] ?? "#e9d8b8",
      roof: b.random() < 0.5 ? "#8a5a4a" : "#5b6470",
      trim: "#f7f3ea",
      pitched: b.random() < 0.5,
      floors: Math.min(maxFloors, 2 + Math.floor(b.random() * 3)),
      shop: b.random() < 0.55 ? AWNINGS[i % AWNINGS.length] : undefined,
    };
    paintHouse(ctx, b, x, base, width, storey, look);
    x += width;
    i += 1 + Math.floor(b.random() * 2);
  }
}

/** Pavement from the house fronts to the kerb, the kerb, and the road in front. */
function paintStreetGround(ctx: SKRSContext2D, b: Backdrop): void {
  const top = facadeLine(b);
  const kerb = kerbLine(b);
  ctx.fillStyle = verticalGradient(ctx, top, kerb, [lit(b, mix(PAVEMENT, "#9a9288", 0.3)), lit(b, PAVEMENT)]);
  ctx.fillRect(0, top, b.width, kerb - top);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, top, b.width, kerb - top);
  ctx.clip();
  paintPaving(ctx, b, top, withAlpha(lit(b, "#8a8276"), 0.4), 20);
  ctx.restore();
  const kerbHeight = foreground(b) * 0.04;
  ctx.fillStyle = lit(b, "#e4e0d8");
  ctx.fillRect(0, kerb, b.width, kerbHeight * 0.5);
  ctx.fillStyle = lit(b, "#9a958c");
  ctx.fillRect(0, kerb + kerbHeight * 0.5, b.width, kerbHeight);
  const road = kerb + kerbHeight * 1.5;
  fillToFoot(ctx, b, road, [lit(b, mix(ASPHALT, "#2a2d33", 0.3)), lit(b, ASPHALT)]);
  ctx.fillStyle = lit(b, "#f2efe6");
  const lineY = road + (b.height - road) * 0.62;
  for (let x = b.width * 0.02; x < b.width; x += b.width * 0.2)
    ctx.fillRect(x, lineY, b.width * 0.1, foreground(b) * 0.025);
  if (isNight(b)) {
    ctx.save();
    ctx.scale(1, 0.3);
    for (const x of [0.25, 0.75]) paintGlow(ctx, b.width * x, kerb / 0.3, b.width * 0.3, LAMPLIGHT, 0.2);
    ctx.restore();
  }
}

/** A concrete planter of flowers standing at the corner of the kerb. */
function paintPlanter(ctx: SKRSContext2D, b: Backdrop, x: number, base: number, width: number): void {
  const h = width * 0.45;
  paintFlowers(ctx, b, x + width / 2, base - h * 0.9, width * 0.9, 12);
  ctx.fillStyle = lit(b, "#b5aea2");
  ctx.fillRect(x, base - h, width, h);
  ctx.fillStyle = lit(b, "#d6d0c4");
  ctx.fillRect(x - width * 0.03, base - h, width * 1.06, h * 0.14);
  ctx.fillStyle = withAlpha("#000000", 0.12);
  ctx.fillRect(x, base - h * 0.86, width * 0.15, h * 0.86);
}

export const street = openAir(
  "street",
  { clouds: 3 },
  {
    far(ctx, b) {
      paintSkyline(
        ctx,
        b,
        facadeLine(b),
        groundDepth(b) * 1.6,
        mix(lit(b, "#9aa6b8", 0.5), hazeColour(b), 0.35),
        8 * b.unit,
        0.3,
      );
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      paintStreetGround(ctx, b);
      paintTerrace(ctx, b);
      const treeBase = facadeLine(b) + d * 0.12;
      paintRoundTree(ctx, b, b.width * 0.12, treeBase, metre(b) * 6 * depthScale(b, treeBase), "#5e9d48");
      const lampBase = facadeLine(b) + d * 0.18;
      paintStreetLamp(ctx, b, b.width * 0.82, lampBase, metre(b) * 4.5 * depthScale(b, lampBase));
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintPlanter(ctx, b, b.width * 0.02, kerbLine(b) + fg * 0.02, fg * 0.45);
      paintStreetLamp(ctx, b, b.width * 0.95, kerbLine(b) + fg * 0.02, fg * 1.2);
    },
  },
);
