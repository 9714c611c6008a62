import type { SKRSContext2D } from "@napi-rs/canvas";
import { withAlpha } from "../../../kit/colour";
import { fillRoundRect } from "../../../kit/shapes";
import type { Backdrop } from "../types";
import { paintStreetLamp } from "./buildings";
import { lit } from "./daylight";
import { depthScale, foreground, groundDepth, metre } from "./ground";
import { paintBollard, paintQuay, paintWaterfront, quayEdge } from "./harbour";
import { openAir } from "./open-sky";
import { CANAL_WATER, paintWater } from "./water";

/** A narrowboat moored along the far side, seen side on: a long low hull, a cabin with round windows, a chimney. */
function paintNarrowboat(ctx: SKRSContext2D, b: Backdrop, x: number, y: number, length: number): void {
  const hull = length * 0.09;
  const cabin = length * 0.08;
  fillRoundRect(ctx, x - length / 2, y - hull, length, hull, hull * 0.4, lit(b, "#2f5d3a"));
  ctx.fillStyle = lit(b, "#c23b2e");
  ctx.fillRect(x - length / 2, y - hull, length, hull * 0.22);
  const left = x - length * 0.4;
  const width = length * 0.72;
  fillRoundRect(ctx, left, y - hull - cabin, width, cabin, cabin * 0.2, lit(b, "#e9d9a8"));
  ctx.fillStyle = lit(b, "#2f5d3a");
  ctx.fillRect(left - length * 0.01, y - hull - cabin - cabin * 0.14, width + length * 0.02, cabin * 0.16);
  ctx.fillStyle = lit(b, "#3a4a58");
  for (let i = 0; i < 6; i++) {
    ctx.beginPath();
    ctx.arc(left + width * (0.1 + i * 0.16), y - hull - cabin * 0.5, cabin * 0.22, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = lit(b, "#2b2b2b");
  ctx.fillRect(left + width * 0.85, y - hull - cabin * 1.6, cabin * 0.18, cabin * 0.5);
  // Its reflection in the still water below.
  ctx.fillStyle = withAlpha(lit(b, "#1f3d2a"), 0.35);
  ctx.fillRect(x - length / 2, y, length, hull * 0.7);
}

/**
 * A canal in a town: a row of narrow houses along the far quay, still water between the quays with a narrowboat
 * moored by the far side, and the near quay's stone edge and paving where people stand, a lamp post on it. Not a lake:
 * no open shore, no mountains.
 */
export const canal = openAir(
  "canal",
  { clouds: 3 },
  {
    far(ctx, b) {
      paintWaterfront(ctx, b, false);
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      paintWater(ctx, b, b.horizon + 1, quayEdge(b) + d * 0.05, CANAL_WATER, true);
      const boatY = b.horizon + d * 0.22;
      paintNarrowboat(ctx, b, b.width * 0.62, boatY, metre(b) * 10 * depthScale(b, boatY));
      paintQuay(ctx, b);
      const bollard = metre(b) * 0.7 * depthScale(b, quayEdge(b) + d * 0.1);
      for (const x of [0.12, 0.88]) paintBollard(ctx, b, b.width * x, quayEdge(b) + d * 0.12, bollard);
    },
    near(ctx, b) {
      const fg = foreground(b);
      paintStreetLamp(ctx, b, b.width * 0.06, b.height - fg * 0.1, fg * 1.25);
    },
  },
);
