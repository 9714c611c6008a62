import { describe, expect, it } from "vitest";
import { frameLayout } from "../../layout";
import { safeZone } from "../../safe-zone";
import { backdropFor, paintLayer } from "../layers";
import { alphaAt } from "../test-support/layer-pixels";
import { backSeatHeight, car, riderHeight } from "./car";

/** The rows the bench's middle headrest covers in the painted middle layer: its top and its foot, at its centre. */
function middleHeadrest(b: ReturnType<typeof backdropFor>) {
  const mid = paintLayer(car, "mid", b);
  const x = b.width / 2;
  let top = 0;
  while (top < b.height && (alphaAt(mid, x, top) ?? 0) < 128) top++;
  let foot = top;
  while (foot < b.height && (alphaAt(mid, x, foot) ?? 0) >= 128) foot++;
  return { top, foot };
}

describe("the car", () => {
  for (const [platform, width, height] of [
    ["tiktok", 1080, 1920],
    ["youtube", 1920, 1080],
  ] as const) {
    it(`seats grown-ups whose heads are in front of the headrests at ${width}x${height}`, () => {
      const layout = frameLayout(width, height, safeZone(platform, width, height));
      const b = backdropFor(layout, "day", 7);
      const rider = riderHeight(b);
      // Seated, the hips rest 3% of the height into the cushion and the head is the top 52% of a standing figure.
      const headTop = b.floor - backSeatHeight(b) + rider * 0.03 - rider * 0.52;
      const headrest = middleHeadrest(b);
      expect(headTop).toBeGreaterThan(headrest.top);
      expect(headTop).toBeLessThan(headrest.foot);
      // As tall as the people standing in any other place of the frame, or taller: never children on a giant's bench.
      expect(rider).toBeGreaterThanOrEqual((b.floor - layout.stage.y) * (layout.portrait ? 0.8 : 1.08));
    });
  }
});
