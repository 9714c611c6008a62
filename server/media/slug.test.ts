import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("makes a header-safe file name from a title", () => {
    expect(slugify("Video from 5/1/2025")).toBe("video-from-5-1-2025");
    expect(slugify('Grand-mère "Rosa" & the Fire!')).toBe("grand-mere-rosa-the-fire");
    expect(slugify("🔥🔥")).toBe("storybites-video");
    expect(slugify("a".repeat(100))).toHaveLength(60);
  });
});
