import { describe, expect, it } from "vitest";
import { daysBetween, slotOf, wholeYears, YEAR, yearSlots } from "./slots";

describe("calendar slots", () => {
  it("puts every birthday a whole number of years on, leap year or not", () => {
    expect(slotOf(2013, 1, 28) - slotOf(1931, 1, 28)).toBe(82 * YEAR);
    expect(slotOf(2021, 2, 1) - slotOf(2020, 2, 1)).toBe(YEAR);
    expect(yearSlots(1990)[1] - yearSlots(1990)[0]).toBe(YEAR - 1);
  });

  it("counts days as slots, one more across the 29 February a common year lacks", () => {
    expect(slotOf(2017, 2, 16) - slotOf(2017, 2, 14)).toBe(daysBetween(new Date(2017, 2, 14), new Date(2017, 2, 16)));
    expect(slotOf(2019, 2, 1) - slotOf(2019, 1, 28)).toBe(2);
    expect(slotOf(2020, 2, 1) - slotOf(2020, 1, 28)).toBe(2);
  });

  it("reads a span as the whole years it allows", () => {
    expect(wholeYears([9 * YEAR + 1, 11 * YEAR + 365])).toEqual([9, 11]);
  });
});
