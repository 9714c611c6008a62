// Relative time checked: "two years later, in 2013" against the year before it, "two years later, at 17" against
// the age before it; a relative time with no year of its own places the age it goes with.

import { describeAgeClaim, type AgeClaim, type ResolvedAgeClaim } from "./age-claims";
import { fails, holds, replaced } from "./claims";
import { isEventYear, MONTH, SEASONS } from "./date-mentions";
import { numberWords, styled } from "./numbers";
import { NAME, pronounFor } from "./people";
import { markers, type Marker } from "./relative-time-markers";
import { clauseOf, sentenceOf, thisYearOf, type StoryContext } from "./story-context";
import { after, within, type Span } from "./text-spans";
import { capitalLike, plural } from "./wording";

type TimeRef = Span & ({ year: number } | { claim: ResolvedAgeClaim });

export function checkRelativeTime(ctx: StoryContext, claims: ResolvedAgeClaim[]): void {
  const refs: TimeRef[] = [
    ...ctx.years.map((y) => ({ start: y.start, end: y.end, year: y.year })),
    ...claims.filter((c) => !c.born).map((c) => ({ start: c.number.start, end: c.number.end, claim: c })),
  ].sort((a, b) => a.start - b.start);
  for (const marker of markers(ctx)) {
    const target = targetOf(ctx, marker, refs);
    if (!target) continue;
    const anchors = marker.ago ? [{ start: 0, end: 0, year: thisYearOf(ctx) }] : anchorsOf(ctx, marker, target, refs);
    if (anchors.length) relate(ctx, marker, anchors, target);
  }
}

const BETWEEN_MARKER_AND_TARGET = new RegExp(`^[\\s,]*(?:(?:in|at|by|aged|when)\\s+)?(?:the\\s+(?:(?:early|late)\\s+)?(?:${SEASONS.join("|")})\\s+of\\s+|(?:${MONTH})\\s+)?(?:(?:I|he|she|${NAME})\\s+(?:was|turned)\\s+)?$`, "u");

function targetOf(ctx: StoryContext, marker: Marker, refs: TimeRef[]): TimeRef | undefined {
  const clause = clauseOf(ctx, marker.start);
  const next = refs.find((r) => r.start >= marker.end && r.end <= clause.end);
  if (next && BETWEEN_MARKER_AND_TARGET.test(after(ctx, marker.end, next.start))) return "year" in next && !eventYearAt(ctx, next) ? undefined : next;
  const previous = [...refs].reverse().find((r) => r.end <= marker.start && marker.start - r.end <= 4 && r.start >= clause.start);
  return previous && "year" in previous && eventYearAt(ctx, previous) ? previous : undefined;
}

const eventYearAt = (ctx: StoryContext, ref: Span) => ctx.years.some((y) => y.start === ref.start && isEventYear(y));

// What "later" may count from, most recent last: the times named earlier in its sentence, else in the sentence before.
function anchorsOf(ctx: StoryContext, marker: Marker, target: TimeRef, refs: TimeRef[]): TimeRef[] {
  const sentence = sentenceOf(ctx, marker.start);
  const previous = ctx.sentences[ctx.sentences.indexOf(sentence) - 1];
  const upTo = Math.min(marker.start, target.start);
  const usable = (r: TimeRef, from: number) => r !== target && r.start >= from && r.end <= upTo && !sameDate(ctx, r, target);
  const here = refs.filter((r) => usable(r, sentence.start));
  return here.length || !previous ? here : refs.filter((r) => usable(r, previous.start));
}

const sameDate = (ctx: StoryContext, a: Span, b: Span) => ctx.dates.some((d) => within(d, a) && within(d, b));

function relate(ctx: StoryContext, marker: Marker, anchors: TimeRef[], target: TimeRef): void {
  const sign = marker.backwards || marker.ago ? -1 : 1;
  const years = anchors.flatMap((a) => ("year" in a ? [a.year] : []));
  if ("year" in target) return relateYears(ctx, marker, years, target, sign);
  // "I was 12 in 1995. Two years later, at 17": the earlier age of the same person is the better yardstick.
  const ages = anchors.flatMap((a) => ("claim" in a && a.claim.who.key === target.claim.who.key ? [a.claim] : []));
  if (ages.length) return relateAges(ctx, marker, ages, target.claim, sign);
  if (!years.length || target.claim.years) return;
  // Each year the marker could count from gives a year for the age; the claim is then checked against all of them.
  const slack = marker.calendar ? 0 : marker.tolerance;
  const from = Math.min(...years) + sign * marker.years - slack;
  const to = Math.max(...years) + sign * marker.years + slack;
  Object.assign(target.claim, { years: [Math.min(from, to), Math.max(from, to)], when: from === to ? `in ${from}` : "then" });
}

function relateYears(ctx: StoryContext, marker: Marker, anchors: number[], target: TimeRef & { year: number }, sign: number): void {
  const anchorYear = anchors[anchors.length - 1];
  if (anchorYear === undefined) return;
  const span = { start: Math.min(marker.start, target.start), end: Math.max(marker.end, target.end) };
  const fitsAnchor = (year: number) => Math.abs((target.year - year) * sign - marker.years) <= marker.tolerance;
  if (anchors.some(fitsAnchor)) return holds(ctx, span);
  const gap = (target.year - anchorYear) * sign;
  if (gap <= 0) return;
  const number = marker.groups.n;
  const words = number ? number.text : marker.text;
  const direction = marker.ago ? "ago" : sign < 0 ? "earlier" : "later";
  const phrase = capitalLike(`${styled(gap, /\d/.test(words) ? words : "x")} ${plural(gap, "year")} ${direction}`, marker.text);
  const explanation = marker.ago
    ? `${target.year} was ${styled(gap, "x")} ${plural(gap, "year")} before ${anchorYear}, not ${numberWords(marker.years)}.`
    : `From ${Math.min(anchorYear, target.year)} to ${Math.max(anchorYear, target.year)} is ${styled(gap, "x")} ${plural(gap, "year")}, not ${numberWords(marker.years)}.`;
  fails(ctx, span, replaced(ctx, span, marker, phrase), explanation);
}

function relateAges(ctx: StoryContext, marker: Marker, anchors: ResolvedAgeClaim[], target: ResolvedAgeClaim, sign: number): void {
  const anchor = anchors[anchors.length - 1];
  if (!anchor) return;
  const low = marker.calendar ? 0 : marker.years - marker.tolerance;
  const high = marker.calendar ? 2 : marker.years + marker.tolerance;
  const fitsAnchor = (a: AgeClaim) => (target.age - a.age) * sign >= low && (target.age - a.age) * sign <= high;
  if (anchors.some(fitsAnchor)) return holds(ctx, target);
  const expected = anchor.age + sign * marker.years;
  if (expected < 0) return;
  const who = pronounFor(target.who);
  const explanation = `${describeAgeClaim(anchor)}, so ${marker.text.toLowerCase()} ${who} would have been ${expected}, not ${target.age}.`;
  fails(ctx, target, replaced(ctx, target, target.number, styled(expected, target.number.text)), explanation);
}
