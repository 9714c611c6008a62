import { describe, expect, it } from "vitest";
import { LEGAL_LINKS, otherLegalPages } from "./legal-links";

describe("otherLegalPages", () => {
  it("points each legal page at the other two", () => {
    expect(otherLegalPages("terms")).toEqual(["privacy", "cookies"]);
    expect(otherLegalPages("privacy")).toEqual(["terms", "cookies"]);
    expect(otherLegalPages("cookies")).toEqual(["terms", "privacy"]);
    expect(Object.values(LEGAL_LINKS).map((link) => link.href)).toEqual(["/terms", "/privacy", "/cookies"]);
  });
});
