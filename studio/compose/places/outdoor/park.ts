import type { SKRSContext2D } from "@napi-rs/canvas";
import { mix, withAlpha } from "../../../kit/colour";
import { between } from "../backdrop";
import type { Backdrop } from "../types";
import { paintBench, paintSkyline, paintStreetLamp } from "./buildings";
import { hazeColour, isNight, lit } from "./daylight";
import {
  addWindingPath,
  depthScale,
  groundDepth,
  metre,
  paintGrassEdge,
  paintGrassSpecks,
  paintGround,
  paintGroundShadow,
} from "./ground";
import { openAir } from "./open-sky";
import { LEAF, paintBush, paintFlowers, paintRoundTree, paintTreeline } from "./trees";

const LAWN = "#79b552";
const GRAVEL = "#e3d3b0";

/** Trees that frame the lawn from both sides, big and near at the edges, small in the distance. */
function paintParkTrees(ctx: SKRSContext2D, b: Backdrop): void {
  const d = groundDepth(b);
  const tree = metre(b) * 6.5;
  const distant = mix(LEAF, "#3e7a4a", 0.3);
  for (const [x, depth] of [
    [0.36, 0.05],
    [0.62, 0.04],
    [0.26, 0.09],
    [0.72, 0.08],
  ] as const) {
    const base = b.horizon + d * depth;
    paintRoundTree(ctx, b, b.width * x, base, tree * depthScale(b, base), distant, 0.35);
  }
  for (const [x, depth] of [
    [0.14, 0.14],
    [0.84, 0.18],
    [0.02, 0.22],
    [0.96, 0.3],
    [0.08, 0.42],
  ] as const) {
    const base = b.horizon + d * depth;
    const height = tree * depthScale(b, base) * between(b, 0.85, 1.15);
    if (!isNight(b)) paintGroundShadow(ctx, b, b.width * x, base, height * 0.7);
    paintRoundTree(ctx, b, b.width * x, base, height);
  }
}

export const park = openAir(
  "park",
  { clouds: 5 },
  {
    far(ctx, b) {
      paintSkyline(
        ctx,
        b,
        b.horizon,
        groundDepth(b) * 0.9,
        mix(lit(b, "#8c9bb0", 0.55), hazeColour(b), 0.3),
        7 * b.unit,
        0.25,
      );
      paintTreeline(
        ctx,
        b,
        b.horizon + 4 * b.unit,
        groundDepth(b) * 0.22,
        b.horizon + groundDepth(b) * 0.1,
        lit(b, "#4f8a55", 0.5),
      );
    },
    mid(ctx, b) {
      const d = groundDepth(b);
      paintGround(ctx, b, b.horizon + d * 0.02, LAWN);
      paintGrassSpecks(ctx, b, b.horizon + d * 0.1, withAlpha(lit(b, "#4f8a35"), 0.5), 260);
      ctx.beginPath();
      addWindingPath(ctx, b, b.horizon + d * 0.08, b.width * 0.3, 1);
      ctx.fillStyle = lit(b, GRAVEL);
      ctx.fill();
      paintParkTrees(ctx, b);
      const benchBase = b.horizon + d * 0.45;
      paintBench(ctx, b, b.width * 0.7, benchBase, metre(b) * 1.8 * depthScale(b, benchBase));
      const lampBase = b.horizon + d * 0.5;
      paintStreetLamp(ctx, b, b.width * 0.2, lampBase, metre(b) * 4 * depthScale(b, lampBase));
    },
    near(ctx, b) {
      const grass = [lit(b, "#5f9a3e"), lit(b, "#4c8535"), lit(b, "#86bd57")];
      const front = b.floor + (b.height - b.floor) * 0.55;
      for (const x of [0.02, 0.98]) {
        paintBush(ctx, b, b.width * x, b.height + metre(b) * 0.3, metre(b) * 2.4);
        paintFlowers(ctx, b, b.width * (x < 0.5 ? 0.16 : 0.84), front + metre(b) * 0.6, metre(b) * 1.1, 9);
      }
      paintGrassEdge(ctx, b, 0, b.width * 0.25, front, 60 * b.unit, grass);
      paintGrassEdge(ctx, b, b.width * 0.75, b.width, front, 60 * b.unit, grass);
    },
  },
);
