import { describe, expect, it } from "vitest";
import { recordIdFrom } from "./record-id";

describe("recordIdFrom", () => {
  it("reads a record id as a positive whole number", () => {
    expect(recordIdFrom("12")).toBe(12);
    expect(recordIdFrom("0")).toBeNull();
    expect(recordIdFrom("-1")).toBeNull();
    expect(recordIdFrom("1e3")).toBeNull();
    expect(recordIdFrom("abc")).toBeNull();
    expect(recordIdFrom(undefined)).toBeNull();
  });
});
