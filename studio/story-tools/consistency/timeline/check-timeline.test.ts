import { describe, expect, it } from "vitest";
import { reportOf } from "../claims";
import { readStory } from "../story-context";
import { checkTimeline } from "./check-timeline";

const TODAY = new Date(2026, 5, 1);

function check(story: string) {
  const ctx = readStory(story, TODAY);
  checkTimeline(ctx);
  return reportOf(ctx);
}

const findings = (story: string) =>
  check(story).findings.map(({ original, corrected, explanation }) => ({ original, corrected, explanation }));

describe("checkTimeline on the story from issue 28", () => {
  const story =
    "I was 7 years old in 1990 and 12 years old in 1993. My sister, born in 1988, is two years younger than me.";

  it("reports both contradictions, each naming what it contradicts and the reading that fits", () => {
    expect(findings(story)).toEqual([
      {
        original: "12 years old in 1993",
        corrected: "10 years old in 1993",
        explanation: "You were 7 in 1990, so in 1993 you would have been 10, not 12.",
      },
      {
        original: "two years younger than me",
        corrected: "five years younger than me",
        explanation:
          "Your sister was born in 1988 and you were 7 in 1990, so she is five years younger than you, not two.",
      },
    ]);
  });

  it("counts each contradiction against the score", () => {
    const { checkedClaims, holdingClaims } = check(story);
    expect(checkedClaims - holdingClaims).toBe(2);
    expect(holdingClaims / checkedClaims).toBeLessThan(1);
  });
});

describe("checkTimeline reads", () => {
  it("an age against a birth year and an age now", () => {
    expect(findings("I'm 45 now. I was born in 1975 in a flat above a chip shop.")[0]).toMatchObject({
      original: "I'm 45",
      explanation: "You were born in 1975, so you would be 50 or 51 now, not 45.",
    });
    expect(findings("Dad married Mum at 24, in 1970. He was born in 1952.")[0]).toMatchObject({
      original: "at 24, in 1970",
      corrected: "at 18, in 1970",
    });
  });

  it("an age counted from another by “later”", () => {
    expect(findings("When I was 8 we got a dog. She died eleven years later, when I was 25.")).toEqual([
      {
        original: "I was 25",
        corrected: "I was 19",
        explanation: "You were 8, so eleven years later you would have been 19, not 25.",
      },
    ]);
  });

  it("an age at someone's birth against their age gap", () => {
    expect(findings("My sister Lena was 9 when I was born in 1996. She is five years older than me.")[0]).toMatchObject(
      { original: "five years older than me", corrected: "nine years older than me" },
    );
  });

  it("two ages told of one moment against the gap between them", () => {
    expect(findings("In 2010 I was 20 and my brother Sam was 14. He is eight years younger than me.")[0]).toMatchObject(
      {
        original: "eight years younger than me",
        explanation:
          "You were 20 in 2010 and Sam was 14 in 2010, so he is five or six years younger than you, not eight.",
      },
    );
  });

  it("an older or younger sibling against their birth years", () => {
    expect(findings("I was born in 1991. My older sister, Hana, was born in 1994.")).toEqual([
      {
        original: "older sister",
        corrected: "younger sister",
        explanation: "You were born in 1991 and Hana was born in 1994, so Hana is younger than you, not older.",
      },
    ]);
  });

  it("a school year against an age", () => {
    expect(findings("I was born in 2001, and in 2010 I started Year 9.")[0]).toMatchObject({
      original: "Year 9",
      corrected: "Year 4",
    });
    expect(findings("I was in first grade when the towers fell in 2001. I was born in 1990.")[0]).toMatchObject({
      original: "first grade",
      corrected: "fifth grade",
    });
  });

  it("“later”, “after … there” and “ago” against the years they join", () => {
    expect(
      findings("I started at the library in 2002. After eight years there, in 2006, I moved to the museum."),
    ).toEqual([
      {
        original: "After eight years there, in 2006",
        corrected: "After four years there, in 2006",
        explanation: "From 2002 to 2006 is four years, not eight.",
      },
    ]);
    expect(findings("I graduated fifteen years ago, in 2018.")[0]).toMatchObject({
      corrected: "eight years ago, in 2018",
      explanation: "2018 was eight years before 2026, not fifteen.",
    });
  });

  it("a weekday counted in days from a date or from another weekday", () => {
    expect(findings("We landed on Sunday, 6 April 2025. Three days later, on the Thursday, we left.")).toEqual([
      {
        original: "Three days later, on the Thursday",
        corrected: "Three days later, on the Wednesday",
        explanation: "Three days after Sunday, 6 April 2025 is a Wednesday, not a Thursday.",
      },
    ]);
    expect(
      findings("The storm hit on a Tuesday night. Two days later, on the Friday, the power came back.")[0],
    ).toMatchObject({ explanation: "Two days after a Tuesday is a Thursday, not a Friday." });
    expect(
      findings("My daughter was born on Saturday, 4 May 2019. The next day, a Monday, her grandparents came.")[0],
    ).toMatchObject({ corrected: "The next day, a Sunday" });
  });

  it("a duration against the span it names", () => {
    expect(findings("We lived in Berlin for a decade, from 2004 to 2009.")).toEqual([
      {
        original: "a decade",
        corrected: "five years",
        explanation: "From 2004 to 2009 is five years, not one decade.",
      },
    ]);
  });
});

describe("checkTimeline raises no false alarm", () => {
  it.each([
    "My older brother Tom was born in 1988; I came along two years later, in 1990.",
    "When I was 12 my sister was 8. Four years later she turned 12.",
    "In 2005 I turned 20 and my sister turned 16. My sister is three years younger than me.",
    "I was born in 1990 and at 16 moved to Leeds.",
    "When I saw Dad in 2010 he looked ten years older. I was 30 then.",
    "We arrived on a Friday. The next morning, Saturday, we walked to the lake.",
    "On Monday I started the job. By Wednesday I had quit. Two days later, on Friday, I got it back.",
    "We met on a Monday. A week later, on the Friday, he called.",
    "Every Tuesday we swam at the lido. Two days later, on the Thursday, we would go again.",
    "We met in 2001, married in 2005 and ten years later, in 2011, we finally bought a house.",
    "My parents married in 1970 and I was born two years later, in 1972. My older sister was born in 1971.",
    "I was 18 and he was 21 when we met in 2003. He is three years older than me.",
    "Grandpa Joe turned 90 in 2020. He was born in 1930, the same year as Grandma.",
    "In the spring of 2012 I was 30. That winter I turned 31.",
    "We lived in Oslo for three years, from 2015 to 2018, and then in Bergen for two, until 2020.",
  ])("%s", (story) => {
    const report = check(story);
    expect(report.findings).toEqual([]);
    expect(report.holdingClaims).toBe(report.checkedClaims);
  });
});
