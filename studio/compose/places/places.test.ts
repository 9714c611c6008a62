import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { frameLayout } from "../layout";
import { safeZone } from "../safe-zone";
import { PLACES } from ".";
import { INDOOR_PLACES } from "./indoor";
import { OUTDOOR_PLACES } from "./outdoor";
import { backdropFor, paintPlaceStill } from "./layers";
import { SETTING_KINDS } from "./types";

describe("places", () => {
  it("draw every place a scene can be set in", () => {
    expect(SETTING_KINDS.length).toBeGreaterThanOrEqual(20);
    for (const kind of SETTING_KINDS) expect(PLACES[kind]?.kind, kind).toBe(kind);
  });

  it("are each drawn indoors or outdoors, never both", () => {
    const drawn = [...Object.keys(INDOOR_PLACES), ...Object.keys(OUTDOOR_PLACES)];
    expect(drawn.sort()).toEqual([...SETTING_KINDS].sort());
  });

  it.each(["9:16", "16:9"] as const)("look different from one another at %s", (ratio) => {
    const [width, height] = ratio === "9:16" ? [270, 480] : [480, 270];
    const layout = frameLayout(width, height, safeZone("tiktok", width, height));
    const fingerprints = SETTING_KINDS.map((kind) => {
      const canvas = createCanvas(width, height);
      paintPlaceStill(canvas.getContext("2d"), PLACES[kind], backdropFor(layout, "day", 3), width);
      // A coarse 8x8 colour thumbnail: two places with the same one would be the same picture.
      const thumb = createCanvas(8, 8);
      thumb.getContext("2d").drawImage(canvas, 0, 0, 8, 8);
      return Buffer.from(thumb.getContext("2d").getImageData(0, 0, 8, 8).data).toString("base64");
    });
    expect(new Set(fingerprints).size).toBe(SETTING_KINDS.length);
  });
});
