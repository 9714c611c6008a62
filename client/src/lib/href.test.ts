import { describe, expect, it } from "vitest";
import { hrefWithQuery } from "./href";

describe("hrefWithQuery", () => {
  it("adds only the values that are set, in order and encoded", () => {
    expect(hrefWithQuery("/list", { q: "", page: null, sort: undefined })).toBe("/list");
    expect(hrefWithQuery("/list", { q: "beach & sun", page: 2, sort: null })).toBe("/list?q=beach+%26+sun&page=2");
    expect(hrefWithQuery("/list", { userId: 0 })).toBe("/list?userId=0");
  });
});
