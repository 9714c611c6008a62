import { describe, expect, it } from "vitest";
import { checkConsistency, type ConsistencyFinding } from "./check-consistency";
import { CONSISTENT_TIMELINES, INCONSISTENT_TIMELINES, TIMELINE_TODAY } from "./test-support/timeline-stories";

const check = (story: string) => checkConsistency(story, TIMELINE_TODAY);

const overlaps = (story: string, finding: ConsistencyFinding, piece: string) => {
  const [at, of] = [story.indexOf(finding.original), story.indexOf(piece)];
  return at >= 0 && at < of + piece.length && of < at + finding.original.length;
};

// The numbers and weekdays a statement is made of: a finding that names it repeats at least one of them.
const tokensOf = (piece: string) => piece.match(/\d+|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/g) ?? [];

const reported = INCONSISTENT_TIMELINES.filter(({ story, conflict }) =>
  check(story).findings.some((f) => conflict.some((piece) => overlaps(story, f, piece))),
);

describe("the timeline stories", () => {
  it("are twenty of each, every conflict quoted from its story", () => {
    expect(CONSISTENT_TIMELINES).toHaveLength(20);
    expect(INCONSISTENT_TIMELINES).toHaveLength(20);
    for (const { story, conflict } of INCONSISTENT_TIMELINES)
      for (const piece of conflict) expect(story).toContain(piece);
  });

  // Before the timeline, pattern matching found 9 of the 20; the timeline found all 20, which is the floor now.
  it("has every inconsistent story reported at one of its conflicting statements", () => {
    expect(INCONSISTENT_TIMELINES.filter((s) => !reported.includes(s)).map((s) => s.id)).toEqual([]);
    expect(reported.length).toBeGreaterThanOrEqual(20);
  });

  it.each(INCONSISTENT_TIMELINES.filter(({ conflict }) => conflict.length === 2))(
    "names the other statement and a reading that fits in $id",
    ({ story, conflict }) => {
      for (const finding of check(story).findings) {
        const other = conflict.find((piece) => !overlaps(story, finding, piece));
        expect(finding.corrected).not.toBe(finding.original);
        expect(finding.explanation).toMatch(/^[A-Z0-9].*\.$/u);
        if (other)
          expect(
            tokensOf(other).some((token) => finding.explanation.includes(token)),
            `${finding.explanation} names “${other}”`,
          ).toBe(true);
      }
    },
  );

  it("finds nothing but the conflicts in the inconsistent ones", () => {
    const strays = INCONSISTENT_TIMELINES.flatMap(({ id, story, conflict }) =>
      check(story)
        .findings.filter((f) => !conflict.some((piece) => overlaps(story, f, piece)))
        .map((f) => `${id}: ${f.original}`),
    );
    expect(strays).toEqual([]);
  });

  it.each(CONSISTENT_TIMELINES)("raises no false alarm on $id", ({ story }) => {
    const report = check(story);
    expect(report.findings).toEqual([]);
    expect(report.holdingClaims).toBe(report.checkedClaims);
  });
});
