import { describe, expect, it } from "vitest";
import { platformName } from "./platform-name";

describe("platformName", () => {
  it("writes the footer's platforms the way the brands do", () => {
    expect(["tiktok", "instagram", "youtube", "linkedin", "facebook", "twitter"].map(platformName)).toEqual([
      "TikTok",
      "Instagram",
      "YouTube",
      "LinkedIn",
      "Facebook",
      "Twitter",
    ]);
    expect(platformName("Instagram")).toBe("Instagram");
  });

  it("capitalises any other platform", () => {
    expect(platformName("mastodon")).toBe("Mastodon");
    expect(platformName("threads")).toBe("Threads");
    expect(platformName("blue%20sky")).toBe("Blue sky");
    expect(platformName("%E0%A4%A")).toBe("%E0%A4%A");
  });
});
