import i18next from "i18next";
import { describe, expect, it } from "vitest";
import "@/i18n";
import { supportPathForTab, supportTabFromHash, SUPPORT_TABS } from "./support-tabs";

describe("support tabs", () => {
  it("are FAQ, Contact Us and Resources, in that order", () => {
    const english = i18next.getFixedT("en", "support");
    expect(SUPPORT_TABS.map((tab) => english(`tabs.${tab}`))).toEqual(["FAQ", "Contact Us", "Resources"]);
  });

  it("open Contact Us for the footer's /support#contact", () => {
    expect(supportTabFromHash("#contact")).toBe("contact");
    expect(supportTabFromHash("#Contact")).toBe("contact");
    expect(supportTabFromHash("#resources")).toBe("resources");
  });

  it("show the FAQ with no hash or an unknown one", () => {
    expect(supportTabFromHash("")).toBe("faq");
    expect(supportTabFromHash("#")).toBe("faq");
    expect(supportTabFromHash("#faq")).toBe("faq");
    expect(supportTabFromHash("#pricing")).toBe("faq");
  });

  it("round-trip through the address", () => {
    for (const value of SUPPORT_TABS) {
      const hash = supportPathForTab(value).split("#")[1] ?? "";
      expect(supportTabFromHash(hash ? `#${hash}` : "")).toBe(value);
    }
    expect(supportPathForTab("faq")).toBe("/support");
    expect(supportPathForTab("contact")).toBe("/support#contact");
  });
});
