// Lives on the timeline: a birth is a point, an age is how far a moment lies after it ("I was 7 in 1990": the 1990
// moment is 7 to 8 years after the birth), and an age gap is how far one birth lies after another.

import { describeAgeClaim, findAgeClaims, type ResolvedAgeClaim } from "../age-claims";
import { replaced } from "../claims";
import { numberWords, styled, styledOrdinal } from "../numbers";
import { pronounFor, resolvePronoun, wasFor, type PendingWho, type Who } from "../claim-subjects";
import type { StoryContext } from "../story-context";
import { slice } from "../text-spans";
import { plural } from "../wording";
import { findAgeGaps, type AgeGap } from "./age-gaps";
import { ZERO, type Bound, type NodeId } from "./network";
import { wholeYears, YEAR, yearOfSlot, years, yearSlots, type Interval } from "./slots";
import { because, facts, type Conflict, type Finding, type Statement } from "./statement";
import { at, birthOf, NOW, type TimeRef, type Times } from "./times";

export type People = { resolve: (who: PendingWho) => Who | undefined };

/** `alsoKnown`: people other statements speak of (a school year), whom a later "she" may point back to. */
export function lifeStatements(
  ctx: StoryContext,
  times: Times,
  alsoKnown: PendingWho[],
): { statements: Statement[]; refs: TimeRef[]; people: People } {
  const pendingGaps = findAgeGaps(ctx);
  const named = [...pendingGaps.flatMap((g) => [g.elder, g.younger]), ...alsoKnown].filter((w): w is Who => "key" in w);
  const claims = findAgeClaims(ctx, named);
  const known = new Map<string, Who>(
    [...named, ...claims.map((c) => c.who)].filter((w) => !w.narrator).map((w) => [w.key, w]),
  );
  const people: People = { resolve: (who) => ("key" in who ? who : resolvePronoun(ctx, who, known)) };
  const exactNodes = new Set<NodeId>();
  const ages: { claim: ResolvedAgeClaim; node?: NodeId }[] = [];
  for (const claim of claims) {
    const node = claim.born
      ? undefined
      : (sharedWithPrevious(ctx, claim, ages[ages.length - 1]) ?? ageNode(times, claim, exactNodes));
    ages.push({ claim, ...(node ? { node } : {}) });
  }
  const statements = [
    ...ages.map(({ claim, node }) =>
      node === undefined ? bornStatement(ctx, times, claim) : ageStatement(ctx, times, claim, node),
    ),
    ...pendingGaps.flatMap((g) => gapStatement(ctx, g, people)),
  ];
  const refs = ages.flatMap(({ claim, node }) =>
    node
      ? [
          {
            start: claim.start,
            end: claim.end,
            node,
            label: describeAgeClaim(claim),
            ...(claim.place ? { year: claim.place.year.year } : {}),
          },
        ]
      : [],
  );
  return { statements, refs, people };
}

// The moment an age held: now, someone's birth, the year beside it (shared with everything else told of that year),
// or the clause's own time. "Turned 16" pins its moment to the birthday, so two birthdays in one clause get a moment each.
function ageNode(times: Times, claim: ResolvedAgeClaim, exactNodes: Set<NodeId>): NodeId {
  if (claim.present) return NOW;
  if (claim.atBirthOf) return birthOf(claim.atBirthOf.key);
  if (claim.place && !claim.place.shared) return `age@${claim.start}`;
  const node = claim.place ? times.nodeOfYear(claim.place.year) : times.clauseNode(claim.start);
  if (!claim.exact) return node;
  if (exactNodes.has(node)) return `age@${claim.start}`;
  exactNodes.add(node);
  return node;
}

// "In 2010 I was 32 and my wife was 29": an age joined to one placed in a year by "and" is told of the same moment.
function sharedWithPrevious(
  ctx: StoryContext,
  claim: ResolvedAgeClaim,
  previous: { claim: ResolvedAgeClaim; node?: NodeId } | undefined,
): NodeId | undefined {
  if (
    !previous?.node ||
    !previous.claim.place?.shared ||
    claim.place ||
    claim.exact ||
    claim.present ||
    claim.atBirthOf
  )
    return undefined;
  return /^\s*,?\s*and\s+$/.test(ctx.story.slice(previous.claim.end, claim.start)) ? previous.node : undefined;
}

function ageBounds(claim: ResolvedAgeClaim): Interval {
  if (claim.exact) return [years(claim.age), years(claim.age)];
  const slack = claim.approx ? Math.max(2, Math.round(claim.age * 0.1)) : 0;
  return [years(claim.age - slack), years(claim.age + 1 + slack) - 1];
}

function ageStatement(ctx: StoryContext, times: Times, claim: ResolvedAgeClaim, node: NodeId): Statement {
  const birth = birthOf(claim.who.key);
  const [lo, hi] = ageBounds(claim);
  // A moment of its own still lies in the year the story gives it ("that year", "the same summer").
  const year = claim.place?.year.year ?? times.refs.find((r) => r.node === node)?.year;
  const own = node.startsWith("age@") && year !== undefined ? [at(node, yearSlots(year))] : [];
  return {
    span: claim,
    firm: false,
    context: facts({ bounds: own }),
    readings: [facts({ bounds: [{ from: birth, to: node, lo, hi }] })],
    measure: { from: birth, to: node },
    describe: () => describeAgeClaim(claim),
    correct: (conflict) => correctAge(ctx, claim, node, conflict),
  };
}

function correctAge(ctx: StoryContext, claim: ResolvedAgeClaim, node: NodeId, conflict: Conflict): Finding | undefined {
  const placing = conflict.others.find((o) => o.places === node && o.when);
  const ages = agesWithin(conflict.implied, claim.exact);
  if (!ages) return undefined;
  const [low, high] = ages;
  // Only an older or a younger sibling may bound an age from one side: "at least 13".
  const expected = Number.isFinite(high) ? Math.ceil((low + high) / 2) : low;
  const said = !Number.isFinite(high)
    ? `at least ${low}`
    : high - low === 1
      ? `${low} or ${high}`
      : high - low > 2
        ? `${low} to ${high}`
        : String(expected);
  const who = pronounFor(claim.who);
  const when = placing?.when ?? claim.when;
  const outcome = claim.present
    ? `${who} would be ${said} now`
    : claim.exact
      ? `${when ?? "then"} ${who} turned ${said}`
      : `${when ?? "at that point"} ${who} would have been ${said}`;
  const number =
    claim.kind === "birthday" ? styledOrdinal(expected, claim.number.text) : styled(expected, claim.number.text);
  return {
    corrected: replaced(ctx, claim, claim.number, number),
    explanation: `${because(conflict.others.filter((o) => o !== placing))}, so ${outcome}, not ${claim.age}.`,
  };
}

/** The ages a span after a birth allows: whole years within it, or the birthdays in it for "turned"; open above when only a lower bound is known. */
function agesWithin(implied: Interval, exact: boolean): Interval | undefined {
  const [lo, hi] = implied;
  if (!Number.isFinite(lo) && !Number.isFinite(hi)) return undefined;
  const birthdays: Interval = [Math.ceil(lo / YEAR), Math.floor(hi / YEAR)];
  const [low, high] = exact && birthdays[0] <= birthdays[1] ? birthdays : wholeYears(implied);
  return high < 0 ? undefined : [Math.max(0, low), high];
}

function bornStatement(ctx: StoryContext, times: Times, claim: ResolvedAgeClaim): Statement {
  const birth = birthOf(claim.who.key);
  const year = ctx.years.find((y) => y.start === claim.number.start);
  const node = year ? times.nodeOfYear(year) : `born@${claim.start}`;
  const own = year ? [] : [at(node, yearSlots(Number(claim.number.text)))];
  return {
    span: claim,
    firm: true,
    context: facts({ bounds: own }),
    readings: [facts({ bounds: [{ from: node, to: birth, lo: 0, hi: 0 }] })],
    measure: { from: ZERO, to: birth },
    describe: () => describeAgeClaim(claim),
    correct: (conflict) => {
      const [lo, hi] = conflict.implied;
      if (!Number.isFinite(lo) || !Number.isFinite(hi)) return undefined;
      const [first, last] = [yearOfSlot(lo), yearOfSlot(hi)];
      const said =
        first === last ? String(first) : last - first === 1 ? `${first} or ${last}` : `between ${first} and ${last}`;
      const explanation = `${because(conflict.others)}, so ${pronounFor(claim.who)} ${wasFor(claim.who)} born ${first === last || last - first === 1 ? "in " : ""}${said}, not ${claim.years?.[0]}.`;
      return { corrected: replaced(ctx, claim, claim.number, String(last)), explanation };
    },
  };
}

function gapStatement(ctx: StoryContext, gap: AgeGap, people: People): Statement[] {
  const elder = people.resolve(gap.elder);
  const younger = people.resolve(gap.younger);
  if (!elder || !younger || elder.key === younger.key) return [];
  const from = birthOf(elder.key);
  const to = birthOf(younger.key);
  const slack = gap.approx && gap.years !== undefined ? Math.max(1, Math.round(gap.years * 0.15)) : 0;
  // "Two years younger" may be rounded from a year and a half; without a number, only the order is said.
  const bound: Bound =
    gap.years === undefined
      ? { from, to, lo: 0, hi: Infinity }
      : { from, to, lo: years(gap.years - 0.5 - slack), hi: years(gap.years + 1 + slack) - 1 };
  const subject = people.resolve(gap.subject) ?? elder;
  const other = subject.key === elder.key ? younger : elder;
  return [
    {
      span: gap.span,
      firm: false,
      context: facts({}),
      readings: [facts({ bounds: [bound] })],
      measure: { from, to },
      describe: () => describeGap(ctx, gap, subject, other),
      correct: (conflict) => correctGap(ctx, gap, subject, other, subject.key === elder.key, conflict),
    },
  ];
}

const is = (who: Who) => (who.narrator ? "are" : "is");
const compared = (elderIsSubject: boolean) => (elderIsSubject ? "older" : "younger");
const than = (other: Who) => (other.narrator ? "than you" : `than ${other.label}`);

function describeGap(ctx: StoryContext, gap: AgeGap, subject: Who, other: Who): string {
  if (!gap.number) return `${subject.label} is your ${slice(ctx, gap.span)}`;
  const words = slice(ctx, { start: gap.number.start, end: gap.word.end });
  return /^(?:after|before)$/i.test(gap.word.text)
    ? `${subject.label} ${wasFor(subject)} born ${words} ${other.label}`
    : `${subject.label} ${is(subject)} ${words} ${than(other)}`;
}

function correctGap(
  ctx: StoryContext,
  gap: AgeGap,
  subject: Who,
  other: Who,
  elderIsSubject: boolean,
  conflict: Conflict,
): Finding | undefined {
  const [lo, hi] = conflict.implied;
  // The rest may put the births the other way round: then the older is the younger.
  const flipped = hi < 0;
  const direction = compared(flipped ? !elderIsSubject : elderIsSubject);
  const word = flipped ? (OPPOSITE[gap.word.text.toLowerCase()] ?? direction) : gap.word.text;
  if (!gap.number || gap.years === undefined) {
    return {
      corrected: replaced(ctx, gap.span, gap.word, word),
      explanation: `${because(conflict.others)}, so ${subject.label} ${is(subject)} ${direction} ${than(other)}, not ${compared(elderIsSubject)}.`,
    };
  }
  const [low, high] = flipped ? wholeYears([-hi, -lo]) : wholeYears([Math.max(0, lo), hi]);
  if (!Number.isFinite(low)) return undefined;
  // An older or younger sibling between them may bound the gap from one side only: "at least three years".
  const expected = Number.isFinite(high) ? Math.ceil((low + high) / 2) : low;
  const amount = !Number.isFinite(high)
    ? `at least ${numberWords(low)} ${plural(low, "year")}`
    : low === 0
      ? `less than ${numberWords(high + 1)} years`
      : high - low === 1
        ? `${numberWords(low)} or ${numberWords(high)} years`
        : `${numberWords(expected)} ${plural(expected, "year")}`;
  const fixed =
    expected === 0 ? "less than a year" : `${styled(expected, gap.number.text)} ${plural(expected, "year")}`;
  const corrected = replaced(ctx, gap.span, { start: gap.number.start, end: gap.word.end }, `${fixed} ${word}`);
  return {
    corrected,
    explanation: `${because(conflict.others)}, so ${pronounFor(subject)} ${is(subject)} ${amount} ${direction} ${than(other)}, not ${numberWords(gap.years)}.`,
  };
}

const OPPOSITE: Record<string, string> = {
  older: "younger",
  elder: "younger",
  big: "little",
  younger: "older",
  little: "big",
  baby: "big",
  kid: "big",
  after: "before",
  before: "after",
};
