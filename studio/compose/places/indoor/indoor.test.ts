import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { frameLayout } from "../../layout";
import { safeZone } from "../../safe-zone";
import { backdropFor, DEPTHS, paintLayer } from "../layers";
import { alphaAt, cornersOf } from "../test-support/layer-pixels";
import type { SettingKind, TimeOfDay } from "../types";
import { INDOOR_PLACES } from ".";

const INDOOR_KINDS = Object.keys(INDOOR_PLACES) as SettingKind[];
const layout = frameLayout(1080, 1920, safeZone("tiktok", 1080, 1920));
// Same seed, same pixels holds at any size: checked on a quarter-size frame, a sixteenth of the painting.
const small = frameLayout(270, 480, safeZone("tiktok", 270, 480));

/** All four layers of a place, painted as a scene paints them: one backdrop, back to front. */
function paintAll(kind: SettingKind, time: TimeOfDay, seed: number, frame = layout) {
  const place = INDOOR_PLACES[kind];
  if (!place) throw new Error(`no indoor place "${kind}"`);
  const b = backdropFor(frame, time, seed);
  return { b, layers: DEPTHS.map((depth) => paintLayer(place, depth, b)) };
}

/** One fingerprint of every pixel of every layer. */
function fingerprint(kind: SettingKind, time: TimeOfDay, seed: number): string {
  const hash = createHash("sha1");
  for (const layer of paintAll(kind, time, seed, small).layers) hash.update(layer.data());
  return hash.digest("hex");
}

describe("indoor places", () => {
  it("draws the rooms and the vehicles' insides, all indoors", () => {
    expect(INDOOR_KINDS).toEqual(expect.arrayContaining(["kitchen", "classroom", "bedroom", "car", "train", "stage"]));
    for (const kind of INDOOR_KINDS) expect(INDOOR_PLACES[kind]).toMatchObject({ kind, outdoor: false });
  });

  describe.each(INDOOR_KINDS)("%s", (kind) => {
    it.each(["day", "night"] as const)(
      "at %s has an opaque back wall and leaves the middle of the floor clear for people",
      (time) => {
        const { b, layers } = paintAll(kind, time, 3);
        const [sky, , , near] = layers;
        if (!sky || !near) throw new Error("four layers expected");
        for (const [x, y] of cornersOf(b)) expect(alphaAt(sky, x, y)).toBe(255);
        // Where a person stands: the middle of the frame, between the wall's foot and the floor line.
        for (const fx of [0.42, 0.5, 0.58]) {
          for (const fy of [0.2, 0.5, 0.8])
            expect(alphaAt(near, b.width * fx, b.horizon + (b.floor - b.horizon) * fy)).toBe(0);
        }
      },
    );

    it.each(["day", "night"] as const)(
      "at %s paints the same pixels for the same seed and different ones for another",
      (time) => {
        const first = fingerprint(kind, time, 3);
        expect(fingerprint(kind, time, 3)).toBe(first);
        expect(fingerprint(kind, time, 4)).not.toBe(first);
      },
    );
  });
});
