import { describe, expect, it } from "vitest";
import { isResourceType, isSlug, titleFromSlug } from "./resource-types";

describe("resource placeholders", () => {
  it("accepts only guides, templates and videos", () => {
    expect(["guides", "templates", "videos"].every((type) => isResourceType(type))).toBe(true);
    expect(isResourceType("articles")).toBe(false);
    expect(isResourceType("podcasts")).toBe(false);
    expect(isResourceType(undefined)).toBe(false);
  });

  it("titles a slug", () => {
    expect(titleFromSlug("writing-a-hook-that-works")).toBe("Writing a Hook That Works");
    expect(titleFromSlug("the-story-of-us")).toBe("The Story of Us");
    expect(titleFromSlug("tiktok-2025")).toBe("Tiktok 2025");
  });

  it("knows a slug from other text", () => {
    expect(isSlug("writing-a-hook")).toBe(true);
    expect(isSlug("bad--slug")).toBe(false);
    expect(isSlug("<script>")).toBe(false);
  });
});
