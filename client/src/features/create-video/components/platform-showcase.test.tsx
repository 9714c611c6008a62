import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import "@/i18n";
import { PlatformShowcase } from "./platform-showcase";

describe("the platforms shown on the story step", () => {
  it("are the platforms step 2 lets a person choose, and no other", () => {
    const html = renderToStaticMarkup(<PlatformShowcase />);
    for (const name of ["TikTok", "Instagram", "YouTube", "Facebook", "LinkedIn"]) expect(html).toContain(name);
    expect(html).not.toMatch(/Twitter|\bX\b/);
  });
});
