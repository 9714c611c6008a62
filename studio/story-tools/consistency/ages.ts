// Ages and birth years: one person's ages and birth year must fit one birth year (give or take the birthday)

import { describeAgeClaim, findAgeClaims, type AgeClaim, type ResolvedAgeClaim } from "./age-claims";
import { fails, holds, replaced } from "./claims";
import { styled, styledOrdinal } from "./numbers";
import { pronounFor, wasFor } from "./people";
import { checkRelativeTime } from "./relative-time";
import type { StoryContext } from "./story-context";

// Relative times go first: "two years later" places an age in time before its person's life line is read.
export function checkAgesAndRelativeTime(ctx: StoryContext): void {
  const claims = findAgeClaims(ctx);
  checkRelativeTime(ctx, claims);
  checkLifeLines(ctx, claims);
}

function birthRange(claim: AgeClaim): [number, number] | undefined {
  if (!claim.years) return undefined;
  const [from, to] = claim.years;
  if (claim.born) return [from, to];
  const slack = claim.approx ? Math.max(2, Math.round(claim.age * 0.1)) : 0;
  return [from - claim.age - (claim.exact ? 0 : 1) - slack, to - claim.age + slack];
}

function checkLifeLines(ctx: StoryContext, claims: ResolvedAgeClaim[]): void {
  const bySubject = new Map<string, ResolvedAgeClaim[]>();
  for (const claim of claims.filter((c) => c.years)) bySubject.set(claim.who.key, [...(bySubject.get(claim.who.key) ?? []), claim]);
  for (const subject of bySubject.values()) if (subject.length >= 2) checkLifeLine(ctx, subject);
}

function checkLifeLine(ctx: StoryContext, claims: ResolvedAgeClaim[]): void {
  const ranges = claims.map((c) => birthRange(c) as [number, number]);
  const born = consensusBirthYear(claims, ranges);
  const agreeing = claims.filter((_, i) => contains(ranges[i] as [number, number], born));
  const consensus = agreeing.map(birthRange).reduce<[number, number]>((acc, r) => [Math.max(acc[0], (r as [number, number])[0]), Math.min(acc[1], (r as [number, number])[1])], [-Infinity, Infinity]);
  const anchor = agreeing.find((c) => c.born) ?? (agreeing[0] as ResolvedAgeClaim);
  claims.forEach((claim, i) => {
    if (contains(ranges[i] as [number, number], born)) holds(ctx, claim);
    else if (claim.born) failBirthYear(ctx, claim, anchor, consensus);
    else failAge(ctx, claim, anchor, consensus);
  });
}

const contains = (range: [number, number], year: number) => year >= range[0] && year <= range[1];

// The birth year most claims allow. On a tie a stated birth year wins (people know it; ages are worked out), then the
// first claim, as later lines are read against it.
function consensusBirthYear(claims: AgeClaim[], ranges: [number, number][]): number {
  const candidates = [...new Set(ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, k) => from + k)))];
  const support = (year: number) => ranges.filter((r) => contains(r, year)).length;
  const stated = (year: number) => claims.filter((c, i) => c.born && contains(ranges[i] as [number, number], year)).length;
  const firstIndex = (year: number) => ranges.findIndex((r) => contains(r, year));
  return candidates.sort((a, b) => support(b) - support(a) || stated(b) - stated(a) || firstIndex(a) - firstIndex(b) || b - a)[0] ?? 0;
}

function failAge(ctx: StoryContext, claim: ResolvedAgeClaim, anchor: ResolvedAgeClaim, born: [number, number]): void {
  const [from, to] = claim.years ?? [0, 0];
  const low = Math.max(0, from - born[1] - (claim.exact ? 0 : 1));
  const high = to - born[0];
  const expected = Math.ceil((low + high) / 2);
  const ages = high - low === 1 ? `${low} or ${high}` : high - low > 2 ? `${low} to ${high}` : String(expected);
  const who = pronounFor(claim.who);
  const outcome = claim.present
    ? `${who} would be ${ages} now`
    : claim.exact ? `${claim.when === "then" ? "then" : claim.when} ${who} turned ${ages}` : `${claim.when === "then" ? "at that point" : claim.when} ${who} would have been ${ages}`;
  const number = claim.kind === "birthday" ? styledOrdinal(expected, claim.number.text) : styled(expected, claim.number.text);
  fails(ctx, claim, replaced(ctx, claim, claim.number, number), `${describeAgeClaim(anchor)}, so ${outcome}, not ${claim.age}.`);
}

function failBirthYear(ctx: StoryContext, claim: ResolvedAgeClaim, anchor: ResolvedAgeClaim, born: [number, number]): void {
  const years = born[1] - born[0] === 1 ? `${born[0]} or ${born[1]}` : String(born[1]);
  const who = pronounFor(claim.who);
  fails(ctx, claim, replaced(ctx, claim, claim.number, String(born[1])), `${describeAgeClaim(anchor)}, so ${who} ${wasFor(claim.who)} born in ${years}, not ${claim.years?.[0]}.`);
}
