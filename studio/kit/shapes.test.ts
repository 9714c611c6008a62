import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { fillRoundRect } from "./shapes";

describe("shapes", () => {
  it("fill a rectangle but for its rounded corners", () => {
    const canvas = createCanvas(100, 60);
    const ctx = canvas.getContext("2d");
    fillRoundRect(ctx, 0, 0, 100, 60, 20, "#ff0000");
    const alpha = (x: number, y: number) => ctx.getImageData(x, y, 1, 1).data[3];
    expect(alpha(50, 30)).toBe(255);
    expect(alpha(50, 1)).toBe(255);
    expect(alpha(1, 1)).toBe(0);
    expect(alpha(98, 58)).toBe(0);
  });
});
