import { describe, expect, it } from "vitest";
import { frameLayout } from "../../layout";
import { safeZone } from "../../safe-zone";
import { backdropFor, DEPTHS, paintLayer } from "../layers";
import { alphaAt, cornersOf } from "../test-support/layer-pixels";
import type { Place, SettingKind, TimeOfDay } from "../types";
import { OUTDOOR_PLACES } from ".";

const KINDS = Object.keys(OUTDOOR_PLACES) as SettingKind[];
const layout = frameLayout(1080, 1920, safeZone("tiktok", 1080, 1920));
// Same seed, same pixels holds at any size: checked on a quarter-size frame, a sixteenth of the painting.
const small = frameLayout(270, 480, safeZone("tiktok", 270, 480));

function paintAll(place: Place, time: TimeOfDay, seed: number, frame = layout) {
  const b = backdropFor(frame, time, seed);
  const layers = Object.fromEntries(DEPTHS.map((depth) => [depth, paintLayer(place, depth, b)]));
  return { b, layers: layers as Record<(typeof DEPTHS)[number], ReturnType<typeof paintLayer>> };
}

describe("outdoor places", () => {
  it("draws the open air: shores, streets, parks, the country and the sky", () => {
    expect(KINDS).toEqual(expect.arrayContaining(["beach", "harbour", "street", "park", "snow", "sky", "airport"]));
    for (const kind of KINDS) expect(OUTDOOR_PLACES[kind]).toMatchObject({ kind, outdoor: true });
  });

  describe.each(KINDS)("%s", (kind) => {
    const place = OUTDOOR_PLACES[kind]!;

    it.each(["day", "night"] as const)(
      "at %s covers the sky to every corner and leaves room for people in front of the scenery",
      (time) => {
        const { b, layers } = paintAll(place, time, 3);
        for (const [x, y] of cornersOf(b)) expect(alphaAt(layers.sky, x, y)).toBe(255);
        // Where a person stands, between the horizon and the floor in the middle of the frame, the foreground is clear.
        for (const dx of [-0.1, 0, 0.1]) {
          for (const t of [0.25, 0.5, 0.75])
            expect(alphaAt(layers.near, b.width * (0.5 + dx), b.horizon + (b.floor - b.horizon) * t)).toBe(0);
        }
      },
    );

    it("paints the same pixels for the same seed and other pixels for another seed", () => {
      const first = paintAll(place, "day", 11, small).layers;
      const again = paintAll(place, "day", 11, small).layers;
      const other = paintAll(place, "day", 12, small).layers;
      for (const depth of DEPTHS) expect(again[depth].data().equals(first[depth].data())).toBe(true);
      expect(DEPTHS.some((depth) => !other[depth].data().equals(first[depth].data()))).toBe(true);
    });
  });
});
