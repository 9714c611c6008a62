import { describe, expect, it } from "vitest";
import { hexOf, mix, rgbOf, scaled, withAlpha } from "./colour";

describe("colour", () => {
  it("reads and writes #rrggbb", () => {
    expect(rgbOf("#1c140f")).toEqual([28, 20, 15]);
    expect(hexOf(rgbOf("#a0b1c2"))).toBe("#a0b1c2");
    expect(hexOf([300, -4, 127.6])).toBe("#ff0080");
  });

  it("mixes two colours by a share", () => {
    expect(mix("#000000", "#ffffff", 0)).toBe("#000000");
    expect(mix("#000000", "#ffffff", 1)).toBe("#ffffff");
    expect(mix("#204060", "#a0c0e0", 0.5)).toBe("#6080a0");
  });

  it("brightens without leaving the range, and makes a colour see-through", () => {
    expect(scaled("#9a6a43", 1.2)).toBe("#b97f50");
    expect(scaled("#f0f0f0", 2)).toBe("#ffffff");
    expect(withAlpha("#ff8000", 0.25)).toBe("rgba(255,128,0,0.25)");
  });
});
