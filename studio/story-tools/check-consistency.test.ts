import { describe, expect, it } from "vitest";
import { checkConsistency } from "./check-consistency";
import { CONSISTENT_STORIES, PLANTED_STORIES } from "./test-support/consistency-stories";

// The corpus speaks of "now" as mid-2026; a fixed day keeps the future-event and present-age checks stable.
const TODAY = new Date(2026, 5, 1);
const check = (story: string) => checkConsistency(story, TODAY);

describe("the story corpus", () => {
  it("is the size and shape the brief asks for", () => {
    expect(PLANTED_STORIES.length).toBeGreaterThanOrEqual(10);
    expect(CONSISTENT_STORIES.length).toBeGreaterThanOrEqual(10);
    for (const { story, planted } of PLANTED_STORIES) {
      expect(story.length).toBeGreaterThanOrEqual(200);
      expect(story.length).toBeLessThanOrEqual(900);
      expect(planted.length).toBeGreaterThanOrEqual(1);
      expect(planted.length).toBeLessThanOrEqual(2);
      for (const piece of planted) expect(story).toContain(piece);
    }
    for (const { story } of CONSISTENT_STORIES) {
      expect(story.length).toBeGreaterThanOrEqual(200);
      expect(story.length).toBeLessThanOrEqual(900);
    }
  });
});

describe("checkConsistency on planted contradictions", () => {
  it.each(PLANTED_STORIES)("finds every planted contradiction in $id", ({ story, planted }) => {
    const { findings, checkedClaims, holdingClaims } = check(story);
    for (const piece of planted)
      expect(
        findings.map((f) => f.original).some((original) => original.includes(piece)),
        `${piece} in ${JSON.stringify(findings, null, 1)}`,
      ).toBe(true);
    expect(holdingClaims).toBeLessThan(checkedClaims);
    expect(checkedClaims - holdingClaims).toBe(findings.length);
  });

  it.each(PLANTED_STORIES)("reports findings on $id the UI can show", ({ story }) => {
    for (const finding of check(story).findings) {
      expect(story).toContain(finding.original);
      expect(finding.corrected).not.toBe(finding.original);
      expect(finding.explanation).toMatch(/^[A-Z0-9$£€].*\.$/u);
    }
  });
});

describe("checkConsistency on consistent stories", () => {
  it.each(CONSISTENT_STORIES)("raises no false alarm on $id", ({ story }) => {
    const report = check(story);
    expect(report.findings).toEqual([]);
    expect(report.holdingClaims).toBe(report.checkedClaims);
  });

  it("still finds claims to check in most of them", () => {
    const checked = CONSISTENT_STORIES.filter(({ story }) => check(story).checkedClaims > 0);
    expect(checked.length).toBeGreaterThanOrEqual(Math.ceil(CONSISTENT_STORIES.length * 0.8));
  });
});

describe("corrections", () => {
  it("corrects an age against an earlier age, as a person would say it", () => {
    expect(check("I was 7 in 1990 and 12 in 1993.").findings).toEqual([
      {
        original: "12 in 1993",
        corrected: "10 in 1993",
        explanation: "You were 7 in 1990, so in 1993 you would have been 10, not 12.",
      },
    ]);
  });

  it("corrects an age against a birth year, in words when the story used words", () => {
    const [finding] = check(
      "My grandmother Rosa was born in 1931. When she turned eighty, in 2013, we threw a party.",
    ).findings;
    expect(finding).toEqual({
      original: "she turned eighty, in 2013",
      corrected: "she turned eighty-two, in 2013",
      explanation: "Rosa was born in 1931, so in 2013 she turned 82, not 80.",
    });
  });

  it("corrects what is left of the money", () => {
    expect(check("I had $20, spent $5 on a ticket and had $12 left.").findings).toEqual([
      { original: "$12", corrected: "$15", explanation: "$20 minus $5 leaves $15, not $12." },
    ]);
  });

  it("corrects a weekday, a day past the month's end and an impossible clock time", () => {
    const { findings } = check("We met on Monday, 4 July 2021. We left on 31 April. The bus came at 17:65.");
    expect(findings.map(({ original, corrected }) => ({ original, corrected }))).toEqual([
      { original: "Monday, 4 July 2021", corrected: "Sunday, 4 July 2021" },
      { original: "31 April", corrected: "30 April" },
      { original: "17:65", corrected: "18:05" },
    ]);
  });

  it("corrects a duration, a count and a restated year", () => {
    const story =
      "He worked at the mill from 1978 to 1986, six years of noise. All four of her children came: Ana, Ben and Cai. We were married in 2001. Everyone says we got married in 2003.";
    expect(check(story).findings.map(({ original, corrected }) => ({ original, corrected }))).toEqual([
      { original: "six years", corrected: "eight years" },
      { original: "All four of her children", corrected: "All three of her children" },
      { original: "married in 2003", corrected: "married in 2001" },
    ]);
  });

  it("corrects a relative time between two years", () => {
    const [finding] = check("We started dating in 2008, and two years later, in 2013, he proposed.").findings;
    expect(finding).toEqual({
      original: "two years later, in 2013",
      corrected: "five years later, in 2013",
      explanation: "From 2008 to 2013 is five years, not two.",
    });
  });
});

describe("kinds of claims", () => {
  it("catches an impossible date", () => {
    expect(check("We moved in on 30 February 2019.").findings[0]?.original).toBe("30 February 2019");
    expect(check("My son was born on 29 February 2019.").findings[0]?.explanation).toBe(
      "2019 was not a leap year, so February 2019 had only 28 days.",
    );
    expect(check("My son was born on 29 February 2020.").findings).toEqual([]);
    expect(check("The form said 2021-13-05, which nobody noticed.").findings[0]?.original).toBe("2021-13-05");
  });

  it("catches a weekday that does not match its date", () => {
    const [finding] = check(
      "The wedding was on Friday, 24 December 2010, in the snow. The wedding was also on Friday, 24 December 2011.",
    ).findings;
    expect(finding).toEqual({
      original: "Friday, 24 December 2011",
      corrected: "Saturday, 24 December 2011",
      explanation: "24 December 2011 was a Saturday, not a Friday.",
    });
  });

  it("catches an event told in the past but dated in the future", () => {
    const [finding] = check("I graduated from nursing school in 2041 and cried all day.").findings;
    expect(finding).toMatchObject({ original: "2041", corrected: "2014" });
    expect(check("We plan to move to Lisbon in 2041.").findings).toEqual([]);
    expect(check("We moved to Lisbon in 2099.").findings[0]?.corrected).toBe("2026");
  });

  it("catches a contradiction between two statements", () => {
    expect(
      check("My only brother, Luis, lives in Toronto. I called my two brothers that night.").findings[0],
    ).toMatchObject({ original: "my two brothers", corrected: "my brother" });
    expect(
      check("I had never flown before. It reminded me of my first flight, years earlier, to Rome.").findings[0],
    ).toMatchObject({ original: "had never flown before", corrected: "had flown before" });
  });

  it("catches sums and totals", () => {
    expect(check("I carried home two dozen eggs, 30 eggs in all.").findings[0]).toMatchObject({
      original: "30 eggs in all",
      corrected: "24 eggs in all",
    });
    expect(check("We sold all 36 at $2 each, $90 in total.").findings[0]).toMatchObject({
      original: "$90",
      corrected: "$72",
    });
    expect(check("I have been to Rome twice: in 2015, 2017 and 2019.").findings[0]).toMatchObject({
      original: "twice",
      corrected: "three times",
    });
  });

  it("allows a birthday either side of the year and widens for approximate words", () => {
    expect(check("I was born in 1985. When I was 20, in 2006, I moved to Leeds.").findings).toEqual([]);
    expect(check("I was born in 1985. When I was 20, in 2008, I moved to Leeds.").findings).toHaveLength(1);
    expect(check("I was born in 1982 and was about 30 in 2010.").findings).toEqual([]);
    expect(check("I was 7 in 1990 and 9 in 1993.").findings).toEqual([]);
  });

  it("counts nothing in a story with nothing to check", () => {
    expect(
      check("We walked to the beach and ate ice cream. The gulls were loud and my sister laughed at everything."),
    ).toEqual({ checkedClaims: 0, holdingClaims: 0, findings: [] });
  });
});

describe("behaviour", () => {
  it("is deterministic", () => {
    for (const { story } of PLANTED_STORIES) expect(check(story)).toEqual(check(story));
  });
});
