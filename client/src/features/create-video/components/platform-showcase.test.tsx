// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test-support/render";
import { PlatformShowcase } from "./platform-showcase";

describe("the platforms shown on the story step", () => {
  it("are the platforms step 2 lets a person choose, and no other", () => {
    renderApp(<PlatformShowcase />);
    const section = screen.getByRole("region", { name: "Made for every feed" });
    const tiles = within(section)
      .getAllByRole("listitem")
      .map((tile) => tile.textContent);
    expect(tiles).toEqual([
      "TikTokVertical, quick hooks and captions that pop",
      "InstagramReels-ready 9:16 with bold on-screen text",
      "YouTubeWidescreen stories and Shorts that hold attention",
      "FacebookShareable memories for friends and family",
      "LinkedInProfessional moments that start a conversation",
    ]);
    expect(section).not.toHaveTextContent(/Twitter|\bX\b/);
    expect(within(section).getByText(/^Each platform has optimized settings/)).toBeVisible();
  });
});
