import { describe, expect, it } from "vitest";
import { pageTitleKey } from "./page-titles";

describe("the tab title of each page", () => {
  it("names the area of the site, and leaves the landing page its own", () => {
    expect(pageTitleKey("/dashboard")).toBe("create");
    expect(pageTitleKey("/community/posts/12")).toBe("community");
    expect(pageTitleKey("/resources/articles/hooks")).toBe("resources");
    expect(pageTitleKey("/paypal-checkout")).toBe("credits");
    expect(pageTitleKey("/")).toBeNull();
    expect(pageTitleKey("/showcaseX")).toBeNull();
  });
});
