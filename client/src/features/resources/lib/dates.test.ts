import { describe, expect, it } from "vitest";
import { formatArticleDate } from "./dates";

describe("formatArticleDate", () => {
  it("shows the calendar date as written, whatever the time zone", () => {
    expect(formatArticleDate("2025-05-07")).toBe("May 7, 2025");
  });
  it("shows a date it cannot read as it came", () => {
    expect(formatArticleDate("soon")).toBe("soon");
  });
});
