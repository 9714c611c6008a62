import { describe, expect, it } from "vitest";
import { inAppPathOf } from "./in-app-links";

const here = { origin: "https://storybites.app", pathname: "/privacy" };

describe("inAppPathOf", () => {
  it("keeps links to other pages of the site inside the app", () => {
    expect(inAppPathOf("/cookies", here)).toBe("/cookies");
    expect(inAppPathOf("https://storybites.app/support#contact", here)).toBe("/support#contact");
    expect(inAppPathOf("terms?x=1", here)).toBe("/terms?x=1");
  });

  it("leaves other sites, mail links, API addresses and jumps within the page to the browser", () => {
    expect(inAppPathOf("https://stripe.com/privacy", here)).toBeNull();
    expect(inAppPathOf("mailto:support@storybites.app", here)).toBeNull();
    expect(inAppPathOf("#your-rights", here)).toBeNull();
    expect(inAppPathOf("/privacy#your-rights", here)).toBeNull();
    expect(inAppPathOf("/api/legal/terms", here)).toBeNull();
  });
});
