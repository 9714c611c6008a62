// Relative time: "two years later", "the next year", "a decade after that", "ten years ago", "after eight years
// there,", "three days later", "the next morning"

import { anyCase, APPROX_WORDS, choice, NUMBER, numberValue } from "./numbers";
import type { StoryContext } from "./story-context";
import { after, before, hits, within, type Hit, type Piece, type Span } from "./text-spans";

const UNIT_WORDS = [
  "years",
  "year",
  "decades",
  "decade",
  "months",
  "month",
  "fortnights",
  "fortnight",
  "weeks",
  "week",
  "days",
  "day",
  "nights",
  "night",
];
const COUNT = `${NUMBER}|${choice(["a couple of", "an", "a"])}`;
const RELATIVE_RE = new RegExp(
  `(?<![\\p{L}])(?:(?:(?<q>${choice(APPROX_WORDS)})\\s+)?(?<n>${COUNT})\\s+(?<unit>${choice(UNIT_WORDS)})\\s+(?<dir>later|after(?:wards)?(?:\\s+that)?|on|earlier|before(?:\\s+that)?|ago)` +
    `|${anyCase("after")}\\s+(?:(?<pq>${choice(APPROX_WORDS)})\\s+)?(?<pn>${COUNT})\\s+(?<punit>${choice(UNIT_WORDS)})(?:\\s+(?:there|of that|of this))?(?=\\s*,)` +
    `|${anyCase("the")}\\s+(?<nx>next|following|previous)\\s+(?<cunit>year|day|morning|afternoon|evening|night)` +
    `|${anyCase("the")}\\s+(?<cunit2>year|day)\\s+(?<ya>after|before)(?:\\s+that)?)(?![\\p{L}])`,
  "gdu",
);
// "two years after we married" counts from the marriage, which the story does not date here: only "after" that ends
// its phrase ("two years after, …", "the day before.") counts from the time told just before.
const BARE_AFTER = /(?:^|\s)(?:after|before)$/i;
const ENDS_PHRASE = /^\s*(?:[,.;:!?)—–]|$)/u;

type TimeUnit = "year" | "month" | "day";
export type Marker = Hit & {
  /** How many units: decades are counted in years, weeks and fortnights in days. */
  amount: number;
  unit: TimeUnit;
  number?: Piece;
  approx: boolean;
  decades: boolean;
  /** "A week later" may mean some day the next week, so it counts no exact days. */
  weeks: boolean;
  backwards: boolean;
  ago: boolean;
  /** "the next year", "the day after": the next calendar year or day, not a span. */
  calendar: boolean;
};

const UNIT_OF: Record<string, [TimeUnit, number]> = {
  year: ["year", 1],
  decade: ["year", 10],
  month: ["month", 1],
  fortnight: ["day", 14],
  week: ["day", 7],
  day: ["day", 1],
  night: ["day", 1],
  morning: ["day", 1],
  afternoon: ["day", 1],
  evening: ["day", 1],
};

// Ages and relative times both ask for these phrases: they are found once per story.
const markersByStory = new WeakMap<StoryContext, Marker[]>();

export function markers(ctx: StoryContext): Marker[] {
  const known = markersByStory.get(ctx);
  if (known) return known;
  const found = hits(RELATIVE_RE, ctx.story).flatMap((h): Marker[] => {
    const { n, unit, dir, nx, ya, q, pq, pn, punit, cunit, cunit2 } = h.groups;
    if (BARE_AFTER.test(h.text) && !ENDS_PHRASE.test(after(ctx, h.end, h.end + 3))) return [];
    const number = n ?? pn;
    const count = number ? numberValue(number.text) : 1;
    const word = (unit ?? punit ?? cunit ?? cunit2)?.text.toLowerCase().replace(/s$/, "") ?? "";
    const [timeUnit, per] = UNIT_OF[word] ?? ["year", 1];
    if (count === undefined) return [];
    const direction = (dir?.text ?? nx?.text ?? ya?.text ?? "after").toLowerCase();
    return [
      {
        ...h,
        amount: count * per,
        unit: timeUnit,
        ...(number ? { number } : {}),
        approx: Boolean(q ?? pq),
        decades: word === "decade",
        weeks: word === "week" || word === "fortnight",
        backwards: /^(?:earlier|before|previous)/.test(direction),
        ago: direction === "ago",
        calendar: Boolean(nx || ya),
      },
    ];
  });
  markersByStory.set(ctx, found);
  return found;
}

const yearly = (m: Marker) => m.unit === "year";

/** Whether a clause counts years from another time ("two years later"), so a year in it may not be its own. */
export const mentionsRelativeTime = (ctx: StoryContext, clause: Span) =>
  markers(ctx).some((m) => yearly(m) && within(clause, m));

export function relativeMarkerBefore(ctx: StoryContext, claim: Span, clause: Span): boolean {
  const text = before(ctx, claim.start, clause.start);
  return markers(ctx).some(
    (m) =>
      yearly(m) &&
      within(clause, m) &&
      m.end <= claim.start &&
      /^[\s,]*(?:when\s+)?$/.test(text.slice(m.end - clause.start)),
  );
}
