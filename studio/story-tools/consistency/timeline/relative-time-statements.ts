// Relative time on the timeline: "two years later, in 2013" puts its clause's time two years (give or take one)
// after the time told just before; "three days later, on the Thursday" exactly three days after, so on the weekday
// three on from that day's. "The next year" is the next calendar year.

import { replaced } from "../claims";
import { MONTH, SEASONS, WEEKDAYS } from "../date-mentions";
import { numberWords, styled } from "../numbers";
import { NAME } from "../claim-subjects";
import { markers, type Marker } from "../relative-time-markers";
import { clauseOf, isQuoted, sentenceOf, type StoryContext } from "../story-context";
import { after, slice, within, type Span } from "../text-spans";
import { capital, capitalLike, plural } from "../wording";
import type { Bound, NodeId } from "./network";
import { daysBetween, daySlots, YEAR, yearSlots, type Interval } from "./slots";
import { because, facts, type Conflict, type Facts, type Finding, type Statement } from "./statement";
import { at, type TimeRef, type Times } from "./times";

const MONTH_SLOTS = YEAR / 12;
// What may stand between "two years later" and the time it places: ", in 2013", ", when I was 25", ", on the Thursday".
const BETWEEN_MARKER_AND_TARGET = new RegExp(
  `^[\\s,]*(?:(?:in|at|by|aged|when|on)\\s+)?(?:the\\s+|a\\s+)?(?:(?:(?:early|late)\\s+)?(?:${SEASONS.join("|")})\\s+of\\s+|(?:${MONTH})\\s+)?(?:(?:I|he|she|${NAME})\\s+(?:was|turned)\\s+)?$`,
  "u",
);

type Target = { node: NodeId; ref?: TimeRef };
/** A marker as the story tells it: the time it places counted from `anchor`, and the words a correction rewrites. */
type Placement = { ctx: StoryContext; marker: Marker; span: Span; anchor: TimeRef; target: Target };

export function relativeTimeStatements(ctx: StoryContext, times: Times, known: TimeRef[]): Statement[] {
  const refs = [...known].sort((a, b) => a.start - b.start);
  return markers(ctx).flatMap((marker) => {
    if (isQuoted(ctx, marker)) return [];
    const target = targetOf(ctx, times, marker, refs);
    const anchors = marker.ago ? [times.now] : anchorsOf(ctx, marker, target, refs);
    // The time this one places is one a later "two days later" may count from.
    if (!target.ref) refs.push({ start: marker.start, end: marker.end, node: target.node, label: marker.text });
    refs.sort((a, b) => a.start - b.start);
    return anchors.length ? [markerStatement(ctx, marker, anchors, target)] : [];
  });
}

function targetOf(ctx: StoryContext, times: Times, marker: Marker, refs: TimeRef[]): Target {
  const clause = clauseOf(ctx, marker.start);
  const next = refs.find((r) => r.start >= marker.end && r.end <= clause.end);
  if (next && BETWEEN_MARKER_AND_TARGET.test(after(ctx, marker.end, next.start))) return { node: next.node, ref: next };
  const previous = [...refs]
    .reverse()
    .find((r) => r.end <= marker.start && marker.start - r.end <= 4 && r.start >= clause.start && r.year !== undefined);
  return previous ? { node: previous.node, ref: previous } : { node: times.clauseNode(marker.start) };
}

// What "later" may count from, most recent first: the times named earlier in its sentence, else in the sentence before.
function anchorsOf(ctx: StoryContext, marker: Marker, target: Target, refs: TimeRef[]): TimeRef[] {
  const sentence = sentenceOf(ctx, marker.start);
  const previous = ctx.sentences[ctx.sentences.indexOf(sentence) - 1];
  const upTo = Math.min(marker.start, target.ref?.start ?? marker.start);
  const usable = (from: Span) =>
    refs.filter((r) => r.node !== target.node && within(from, r) && r.end <= upTo).reverse();
  const here = usable(sentence);
  return here.length || !previous ? here : usable(previous);
}

const sign = (marker: Marker) => (marker.backwards || marker.ago ? -1 : 1);
const signed = (s: number, [lo, hi]: Interval): Interval => (s > 0 ? [lo, hi] : [-hi, -lo]);

function readingFrom(marker: Marker, anchor: TimeRef, target: NodeId): Facts {
  const s = sign(marker);
  const between = (span: Interval): Bound => ({ from: anchor.node, to: target, ...toBounds(signed(s, span)) });
  if (marker.unit === "year" && marker.calendar) {
    return anchor.year !== undefined
      ? facts({ bounds: [at(target, yearSlots(anchor.year + s))] })
      : facts({ bounds: [between([1, 2 * YEAR - 1])] });
  }
  if (marker.unit === "day") {
    if (!marker.approx && !marker.weeks)
      return facts({
        bounds: [{ from: anchor.node, to: target, ...toBounds(daySlots(s * marker.amount)) }],
        links: [{ from: anchor.node, to: target, days: s * marker.amount }],
      });
    const slack = Math.max(1, Math.round(marker.amount * 0.15)) + (marker.weeks ? 2 : 0);
    return facts({ bounds: [between([marker.amount - slack, marker.amount + slack + 1])] });
  }
  const length = marker.unit === "year" ? YEAR * marker.amount : MONTH_SLOTS * marker.amount;
  // "Two years later" is told in whole years: from one year to the next counts, so one year either way is allowed.
  const slack =
    marker.unit === "year"
      ? YEAR * (1 + (marker.decades ? 1 : 0) + (marker.approx ? Math.max(1, Math.round(marker.amount * 0.15)) : 0))
      : MONTH_SLOTS + (marker.approx ? length * 0.15 : 0);
  return facts({ bounds: [between([Math.round(length - slack), Math.round(length + slack)])] });
}

const toBounds = ([lo, hi]: Interval) => ({ lo, hi });

function markerStatement(ctx: StoryContext, marker: Marker, anchors: TimeRef[], target: Target): Statement {
  const follows = target.ref && target.ref.start >= marker.end;
  const span = !target.ref
    ? marker
    : follows
      ? { start: marker.start, end: target.ref?.end ?? marker.end }
      : { start: target.ref?.start ?? marker.start, end: marker.end };
  const anchor = anchors[0] as TimeRef;
  return {
    span,
    firm: false,
    context: facts({}),
    readings: anchors.map((a) => readingFrom(marker, a, target.node)),
    measure: { from: anchor.node, to: target.node },
    places: target.node,
    when: marker.text.toLowerCase(),
    describe: () => `the story says “${slice(ctx, span)}”`,
    correct: (conflict) => correctMarker({ ctx, marker, span, anchor, target }, conflict),
  };
}

function correctMarker(placement: Placement, conflict: Conflict): Finding | undefined {
  const { ctx, marker, span, anchor, target } = placement;
  const s = sign(marker);
  if (marker.unit === "day") {
    // An exact count of days that fits the rest of the timeline leaves the weekday as what cannot hold.
    const [lo, hi] = conflict.implied;
    const [want, up] = daySlots(s * marker.amount);
    if (!marker.approx && !marker.weeks && lo <= up && want <= hi) return correctWeekday(placement, conflict);
    return anchor.date && target.ref?.date ? correctDays(ctx, marker, span, anchor, target.ref, s) : undefined;
  }
  if (marker.unit === "year" && anchor.year !== undefined && target.ref?.year !== undefined)
    return correctYears(ctx, marker, span, anchor.year, target.ref.year, s);
  if (marker.unit === "year") return correctSpan(ctx, marker, span, conflict);
  return undefined;
}

const DIRECTION_WORDS = /\s+(?:later|after(?:wards)?(?:\s+that)?|on|earlier|before(?:\s+that)?|ago)$/i;

// "Three days after Sunday, 6 April 2025 is a Wednesday, not a Thursday."
function correctWeekday({ ctx, marker, span, anchor, target }: Placement, conflict: Conflict): Finding | undefined {
  const from = conflict.weekdayAt(anchor.node);
  const stated = target.ref?.weekday;
  if (from === undefined || !stated) return undefined;
  const actual = WEEKDAYS[(((from + sign(marker) * marker.amount) % 7) + 7) % 7] ?? "";
  const offset = marker.calendar ? "the day" : marker.text.replace(DIRECTION_WORDS, "").replace(/^after\s+/i, "");
  const day = anchor.date ? anchor.label : `a ${WEEKDAYS[from]}`;
  const explanation = `${capital(offset.toLowerCase())} ${sign(marker) > 0 ? "after" : "before"} ${day} is a ${actual}, not a ${stated.text}.`;
  return { corrected: replaced(ctx, span, stated, actual), explanation };
}

// "From 2008 to 2013 is five years, not two."; "2018 was eight years before 2026, not fifteen."
function correctYears(
  ctx: StoryContext,
  marker: Marker,
  span: Span,
  anchorYear: number,
  targetYear: number,
  s: number,
): Finding | undefined {
  const gap = (targetYear - anchorYear) * s;
  if (gap <= 0) return undefined;
  const direction = marker.ago ? "ago" : s < 0 ? "earlier" : "later";
  const said = numberWords(marker.amount);
  const explanation = marker.ago
    ? `${targetYear} was ${numberWords(gap)} ${plural(gap, "year")} before ${anchorYear}, not ${said}.`
    : `From ${Math.min(anchorYear, targetYear)} to ${Math.max(anchorYear, targetYear)} is ${numberWords(gap)} ${plural(gap, "year")}, not ${said}.`;
  return { corrected: replaced(ctx, span, ...restated(ctx, marker, gap, "year", direction)), explanation };
}

// "From 14 March 2017 to 18 March 2017 is four days, not two."
function correctDays(
  ctx: StoryContext,
  marker: Marker,
  span: Span,
  anchor: TimeRef,
  target: TimeRef,
  s: number,
): Finding | undefined {
  const gap = daysBetween(anchor.date as Date, target.date as Date) * s;
  if (gap <= 0 || marker.calendar) return undefined;
  const explanation = `From ${anchor.label} to ${target.label} is ${numberWords(gap)} ${plural(gap, "day")}, not ${numberWords(marker.amount)}.`;
  return {
    corrected: replaced(ctx, span, ...restated(ctx, marker, gap, "day", s < 0 ? "earlier" : "later")),
    explanation,
  };
}

// "Two years later" counted from an age or a moment without a year: the rest of the timeline says how long it was.
function correctSpan(ctx: StoryContext, marker: Marker, span: Span, conflict: Conflict): Finding | undefined {
  const [lo, hi] = signed(sign(marker), conflict.implied);
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi <= 0) return undefined;
  const [low, high] = [Math.max(1, Math.round(lo / YEAR)), Math.round(hi / YEAR)];
  const expected = Math.round((low + high) / 2);
  const direction = marker.ago ? "ago" : sign(marker) < 0 ? "earlier" : "later";
  const amount =
    low >= high
      ? `${numberWords(expected)} ${plural(expected, "year")}`
      : `${numberWords(low)} to ${numberWords(high)} years`;
  const explanation = `${because(conflict.others)}, so that was ${amount} ${direction}, not ${numberWords(marker.amount)}.`;
  return { corrected: replaced(ctx, span, ...restated(ctx, marker, expected, "year", direction)), explanation };
}

// The words to change: the number and its unit after "after" ("After four years there"), else the whole phrase.
function restated(ctx: StoryContext, marker: Marker, gap: number, unit: string, direction: string): [Span, string] {
  const words = marker.number?.text ?? "x";
  const amount = `${styled(gap, /\d/.test(words) ? words : "x")} ${plural(gap, unit)}`;
  const unitWord = marker.number ? ctx.story.slice(marker.number.end).match(/^\s+\p{L}+/u)?.[0] : undefined;
  if (/^after\s/i.test(marker.text) && marker.number && unitWord)
    return [{ start: marker.number.start, end: marker.number.end + unitWord.length }, amount];
  return [marker, capitalLike(`${amount} ${direction}`, marker.text)];
}
