import { describe, expect, it } from "vitest";
import { weekdayAt, weekdaysAgree } from "./weekdays";

const TUESDAY = 2;
const THURSDAY = 4;
const FRIDAY = 5;

describe("weekdays along the timeline", () => {
  it("moves a weekday along exact counts of days, both ways", () => {
    const links = [
      { from: "storm", to: "power", days: 2 },
      { from: "power", to: "party", days: 6 },
    ];
    const facts = [{ node: "storm", weekday: TUESDAY }];
    expect(weekdayAt(links, facts, "power")).toBe(THURSDAY);
    expect(weekdayAt(links, facts, "party")).toBe(3);
    expect(weekdayAt([{ from: "storm", to: "power", days: 2 }], [{ node: "power", weekday: THURSDAY }], "storm")).toBe(
      TUESDAY,
    );
  });

  it("finds two weekdays a count of days cannot join", () => {
    const links = [{ from: "storm", to: "power", days: 2 }];
    expect(
      weekdaysAgree(links, [
        { node: "storm", weekday: TUESDAY },
        { node: "power", weekday: THURSDAY },
      ]),
    ).toBe(true);
    expect(
      weekdaysAgree(links, [
        { node: "storm", weekday: TUESDAY },
        { node: "power", weekday: FRIDAY },
      ]),
    ).toBe(false);
    expect(
      weekdaysAgree(
        [],
        [
          { node: "storm", weekday: TUESDAY },
          { node: "power", weekday: FRIDAY },
        ],
      ),
    ).toBe(true);
  });

  it("knows no weekday for a day nothing ties to one", () => {
    expect(weekdayAt([], [{ node: "storm", weekday: TUESDAY }], "power")).toBeUndefined();
  });
});
