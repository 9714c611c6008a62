import { describe, expect, it } from "vitest";
import { formattersFor } from "@/i18n/format";
import { formatArticleDate } from "./dates";

describe("formatArticleDate", () => {
  it("shows the calendar date as written, whatever the time zone", () => {
    expect(formatArticleDate("2025-05-07", formattersFor("en"))).toBe("May 7, 2025");
  });
  it("writes it in the interface's language", () => {
    expect(formatArticleDate("2025-05-07", formattersFor("es"))).toBe("7 may 2025");
  });
  it("shows a date it cannot read as it came", () => {
    expect(formatArticleDate("soon", formattersFor("en"))).toBe("soon");
  });
});
