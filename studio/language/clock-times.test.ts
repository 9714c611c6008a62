import { describe, expect, it } from "vitest";
import { hourSaid } from "./clock-times";

describe("the hour a clock time says", () => {
  it.each([
    ["at two in the morning", 2],
    ["the 3am feed", 3],
    ["by 11.30 p.m. we were lost", 23],
    ["at nine o'clock at night", 21],
    ["one at night", 1],
    ["at midday, no: at 12pm", 12],
    ["at twelve in the morning", 0],
    ["four in the afternoon", 16],
    ["at 7 in the evening", 19],
  ])("%s → %i", (text, hour) => expect(hourSaid(text)).toBe(hour));

  it("reads no hour where the text gives no part of the day, or no clock", () => {
    expect(hourSaid("It was only 7:15 on a Tuesday.")).toBeUndefined();
    expect(hourSaid("Someone in the morning queue")).toBeUndefined();
    expect(hourSaid("Flight 32 in the evening")).toBeUndefined();
  });
});
