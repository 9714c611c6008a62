// School years as ages: "in first grade" (US) is 6 or 7, "Year 9" (UK) is 13 or 14. A year either side is allowed for
// those held back or moved up, so only a clear mismatch ("born in 1990", "first grade in 2001") is found.

import { clauseSubject } from "../age-claims";
import { replaced } from "../claims";
import { numberWords, ORDINAL, ordinalValue, styledOrdinal } from "../numbers";
import { pronounFor, wasFor, type PendingWho, type Who } from "../claim-subjects";
import { isQuoted, type StoryContext } from "../story-context";
import { before, hits, slice, type Hit, type Piece } from "../text-spans";
import type { People } from "./life-statements";
import { wholeYears, years } from "./slots";
import { because, facts, type Conflict, type Finding, type Statement } from "./statement";
import { birthOf, type Times } from "./times";

const GRADE_RE = new RegExp(
  `(?<![\\p{L}])(?:(?<ord>${ORDINAL})\\s+grade|[Gg]rade\\s+(?<num>\\d{1,2})(?!\\d)|(?<k>[Kk]indergarten)|Year\\s+(?<uk>\\d{1,2})(?![\\d\\p{L}]))`,
  "gdu",
);
// "I taught Year 9" or "the Year 9 play" is someone else's school year: only being in one or starting one is read.
const BEING_IN =
  /\b(?:in|into|started|starting|start|entered|entering|began|beginning|finished|finishing|repeated|repeating)\s+(?:the\s+|my\s+)?$/i;

type Grade = { hit: Hit; who: Who; system: "us" | "uk"; grade: number; number?: Piece };
/** A school year as the story says it, its person not yet told from a "she". */
export type SaidGrade = { hit: Hit; who: PendingWho };

/** The usual ages in a school year, one either side: US grade G is 5 + G to 6 + G, UK Year N is 4 + N to 5 + N. */
const agesIn = ({ system, grade }: Grade): [number, number] =>
  system === "us" ? [grade + 4, grade + 7] : [grade + 3, grade + 6];
const gradeFor = (system: Grade["system"], age: number) => (system === "us" ? age - 5 : age - 4);

export function findGrades(ctx: StoryContext): SaidGrade[] {
  return hits(GRADE_RE, ctx.story).flatMap((hit) => {
    if (isQuoted(ctx, hit) || !BEING_IN.test(before(ctx, hit.start, Math.max(0, hit.start - 20)))) return [];
    const who = clauseSubject(ctx, hit);
    return who ? [{ hit, who }] : [];
  });
}

export function schoolStatements(ctx: StoryContext, times: Times, said: SaidGrade[], people: People): Statement[] {
  return said.flatMap(({ hit, who: pending }) => {
    const who = people.resolve(pending);
    const grade = who && gradeOf(hit, who);
    return grade ? [gradeStatement(ctx, times, grade)] : [];
  });
}

function gradeOf(hit: Hit, who: Who): Grade | undefined {
  const { ord, num, k, uk } = hit.groups;
  if (k) return { hit, who, system: "us", grade: 0 };
  if (uk) return { hit, who, system: "uk", grade: Number(uk.text), number: uk };
  const grade = ord ? ordinalValue(ord.text) : Number(num?.text);
  const number = ord ?? num;
  return grade !== undefined && grade >= 1 && grade <= 12 && number
    ? { hit, who, system: "us", grade, number }
    : undefined;
}

function gradeStatement(ctx: StoryContext, times: Times, grade: Grade): Statement {
  const birth = birthOf(grade.who.key);
  const node = times.clauseNode(grade.hit.start);
  const [youngest, oldest] = agesIn(grade);
  return {
    span: grade.hit,
    firm: false,
    context: facts({}),
    readings: [facts({ bounds: [{ from: birth, to: node, lo: years(youngest), hi: years(oldest + 1) - 1 }] })],
    measure: { from: birth, to: node },
    describe: () => `${grade.who.label} ${wasFor(grade.who)} in ${grade.hit.text}`,
    correct: (conflict) => correctGrade(ctx, times, grade, node, conflict),
  };
}

function correctGrade(
  ctx: StoryContext,
  times: Times,
  grade: Grade,
  node: string,
  conflict: Conflict,
): Finding | undefined {
  const [low, high] = wholeYears(conflict.implied);
  if (!Number.isFinite(low) || !Number.isFinite(high) || high < 0) return undefined;
  const fitting = gradeFor(grade.system, Math.max(0, Math.floor((low + high) / 2)));
  // An age before school or after it has no school year to offer in its place.
  if (fitting < 1 || fitting > (grade.system === "us" ? 12 : 13) || fitting === grade.grade) return undefined;
  const name =
    grade.system === "us" ? `${styledOrdinal(fitting, grade.number?.text ?? "first")} grade` : `Year ${fitting}`;
  const ordinal = grade.system === "us" && !/^grade/i.test(grade.hit.text);
  const corrected = grade.number
    ? replaced(ctx, grade.hit, grade.number, ordinal ? styledOrdinal(fitting, grade.number.text) : String(fitting))
    : name;
  const year = times.refs.find((r) => r.node === node)?.year;
  const ages =
    low === high
      ? numberWords(low)
      : high - low === 1
        ? `${numberWords(low)} or ${numberWords(high)}`
        : `${numberWords(low)} to ${numberWords(high)}`;
  const when = year === undefined ? "then" : `in ${year}`;
  return {
    corrected,
    explanation: `${because(conflict.others)}, so ${when} ${pronounFor(grade.who)} ${wasFor(grade.who)} ${ages}, the age for ${name}, not for ${slice(ctx, grade.hit)}.`,
  };
}
