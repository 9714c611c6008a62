// The same fact told twice, differently

import { fails, holds, replaced } from "./claims";
import { isEventYear } from "./date-mentions";
import { anyCase, NUMBER, numberValue, numberWords, ORDINAL, ordinalValue } from "./numbers";
import { clauseOf, isQuoted, sentenceOf, type StoryContext } from "./story-context";
import { after, hits, slice, within, type Hit, type Piece, type Span } from "./text-spans";
import { capitalLike } from "./wording";

const KIN_COUNT_RE = new RegExp(
  `(?<![\\p{L}])(?:(?<both>${anyCase("both")}|${anyCase("all")}\\s+(?<alln>${NUMBER}))\\s+(?:of\\s+)?)?(?<pos>[Mm]y|[Oo]ur)\\s+(?:(?<only>only)\\s+)?(?:(?<n>${NUMBER})\\s+)?(?:(?<adj>older|younger|little|big|baby|elder|twin|step|half)[\\s-]+)?(?<kin>brothers?|sisters?|sons?|daughters?|kids?|children|child|siblings?|grandchildren|grandchild|grandsons?|granddaughters?)\\b(?!-in-law)`,
  "gdu",
);
// Between two counts of one relation the family may have changed: then both can be true.
const FAMILY_CHANGE =
  /\b(?:born|birth|arrived|adopted|baby|twins|died|death|passed|lost|step|half|new|another|remarried|pregnant|expecting|now)\b/i;

// "my two younger brothers" counts some of them, so it is compared only with other counts of younger brothers.
type KinCount = Span & { kin: string; kind: string; count: number; mine: string };

export function checkRestatedCounts(ctx: StoryContext): void {
  const counts = hits(KIN_COUNT_RE, ctx.story).flatMap((h): KinCount[] => {
    const { both, alln, only, n, kin, pos, adj } = h.groups;
    if (!kin || !pos || isQuoted(ctx, h)) return [];
    const count = alln
      ? numberValue(alln.text)
      : both
        ? 2
        : n
          ? numberValue(n.text)
          : only && !/s$|children/.test(kin.text)
            ? 1
            : undefined;
    return count === undefined
      ? []
      : [
          {
            start: h.start,
            end: h.end,
            kin: singularKin(kin.text),
            kind: `${adj?.text.toLowerCase() ?? ""} ${singularKin(kin.text)}`,
            count,
            mine: pos.text.toLowerCase(),
          },
        ];
  });
  counts.forEach((count, i) => {
    const first = counts.slice(0, i).find((c) => c.kind === count.kind && c.mine === count.mine);
    if (!first) return;
    if (first.count === count.count) return [first, count].forEach((c) => holds(ctx, c));
    if (
      FAMILY_CHANGE.test(
        ctx.story.slice(first.start, count.end).replace(slice(ctx, first), "").replace(slice(ctx, count), ""),
      )
    )
      return;
    holds(ctx, first);
    const fixed =
      first.count === 1
        ? `${count.mine} ${count.kin}`
        : `${count.mine} ${numberWords(first.count)} ${count.kin === "child" ? "children" : `${count.kin}s`}`;
    fails(
      ctx,
      count,
      capitalLike(fixed, slice(ctx, count)),
      `Earlier the story says “${slice(ctx, first)}”, so “${slice(ctx, count)}” does not fit.`,
    );
  });
}

const singularKin = (word: string) =>
  /^(?:kids?|children|child)$/.test(word) ? "child" : /^grandchild/.test(word) ? "grandchild" : word.replace(/s$/, "");

// "I had never flown" against "my first flight, years earlier": the verb forms and first-time nouns of each doing.
const NEVER_FAMILIES = [
  { participle: "flown|been on a plane|been in a plane", verbs: "flew|flown", firsts: "flight|plane ride|plane trip" },
  { participle: "driven", verbs: "drove|driven", firsts: "drive|driving lesson" },
  { participle: "swum", verbs: "swam|swum", firsts: "swim" },
  { participle: "skied", verbs: "skied", firsts: "ski trip|skiing trip" },
  { participle: "sailed", verbs: "sailed", firsts: "sail|sailing trip" },
  { participle: "been abroad", verbs: "been abroad|went abroad", firsts: "trip abroad" },
].map(({ participle, verbs, firsts }) => ({
  never: new RegExp(
    `(?<![\\p{L}])(?:I|[Ww]e)\\s+(?<aux>had|['’]d|have|['’]ve)?\\s*never\\s+(?:ever\\s+)?(?<what>${participle})(?:\\s+(?:before|in my life|either))?(?=\\s*(?:[,.;:!?]|\\s(?:and|but|so|until|before)\\b|$))`,
    "gdu",
  ),
  done: new RegExp(
    `(?<![\\p{L}])(?:(?:I|[Ww]e)\\s+(?:had\\s+|['’]d\\s+)?(?:already\\s+|once\\s+)?(?:${verbs})|(?:[Mm]y|[Oo]ur)\\s+(?:very\\s+)?first\\s+(?:${firsts}))\\b`,
    "gdu",
  ),
}));
const EARLIER =
  /\b(?:(?:years|months|weeks|a year|a few years|long|some time|a long time|decades)\s+(?:earlier|before)|once before|already|the year before|as a (?:kid|child|boy|girl|teenager))\b/i;

export function checkNeverClaims(ctx: StoryContext): void {
  for (const { never, done } of NEVER_FAMILIES)
    for (const h of hits(never, ctx.story)) if (!isQuoted(ctx, h)) compareNever(ctx, h, done);
}

function compareNever(ctx: StoryContext, claim: Hit, done: RegExp): void {
  const sentence = sentenceOf(ctx, claim.start);
  const evidence = hits(done, ctx.story).filter((e) => !within(sentence, e) && !isQuoted(ctx, e));
  if (!evidence.length) return;
  const span = { start: claim.groups.aux ? claim.groups.aux.start : claim.start, end: claim.end };
  const contradiction = evidence.find((e) => EARLIER.test(after(ctx, e.start, clauseOf(ctx, e.start).end)));
  if (!contradiction) return holds(ctx, span);
  const aux = claim.groups.aux ? `${claim.groups.aux.text} ` : "";
  const rest = after(ctx, contradiction.start, clauseOf(ctx, contradiction.start).end);
  const earlier = rest.match(EARLIER);
  const said = rest.slice(0, (earlier?.index ?? rest.length) + (earlier?.[0].length ?? 0));
  fails(
    ctx,
    span,
    `${aux}${claim.groups.what?.text} before`,
    `The story also says “${said}”, so this was not the first time.`,
  );
}

// --- events that happen once for a couple: the wedding and the first meeting

const COUPLE = "(?:[Ww]e|(?<partner>\\p{Lu}\\p{Ll}+) and I|I and (?<partner2>\\p{Lu}\\p{Ll}+))";
const ONCE_EVENTS: { key: string; re: RegExp; phrase: (year: number) => string }[] = [
  {
    key: "married",
    re: new RegExp(
      `(?<![\\p{L}])${COUPLE}\\s+(?:were|got)\\s+(?<verb>married)\\b|(?<![\\p{L}])[Ww]e\\s+(?<verb2>married)\\b(?!\\s+\\p{Lu})|(?<![\\p{L}])[Oo]ur\\s+(?<verb3>wedding)\\b(?!\\s+anniversary)`,
      "dgu",
    ),
    phrase: (y) => `you were married in ${y}`,
  },
  {
    key: "met",
    re: new RegExp(`(?<![\\p{L}])${COUPLE}\\s+(?:first\\s+)?(?<verb>met)\\b(?!\\s+(?:up|with|again|for)\\b)`, "dgu"),
    phrase: (y) => `you met in ${y}`,
  },
];
const NOT_THE_FIRST = /\b(?:again|renewed|second|remarried|anniversary)\b/i;

export function checkOnceOnlyEvents(ctx: StoryContext): void {
  for (const event of ONCE_EVENTS) {
    const told = hits(event.re, ctx.story).flatMap((h) => eventYear(ctx, h));
    const first = told[0];
    if (first && event.key === "married") checkAnniversaries(ctx, first.year);
    if (!first) continue;
    told.slice(1).forEach((later, i) => {
      // "we" may be any couple the story told of; two named partners are two different couples.
      const earlier = told.slice(0, i + 1).find((e) => e.partner === later.partner || !e.partner || !later.partner);
      if (!earlier) return;
      holds(ctx, earlier.span);
      if (later.year === earlier.year) holds(ctx, later.span);
      else
        fails(
          ctx,
          later.span,
          replaced(ctx, later.span, later.yearPiece, String(earlier.year)),
          `Earlier the story says ${event.phrase(earlier.year)}, so “${slice(ctx, later.span)}” contradicts it.`,
        );
    });
  }
}

function eventYear(ctx: StoryContext, h: Hit): { span: Span; year: number; yearPiece: Piece; partner?: string }[] {
  const verb = h.groups.verb ?? h.groups.verb2 ?? h.groups.verb3;
  const clause = clauseOf(ctx, h.start);
  if (!verb || isQuoted(ctx, h) || NOT_THE_FIRST.test(slice(ctx, clause))) return [];
  const next = ctx.years.find(
    (y) =>
      y.start >= verb.end &&
      y.start - verb.end <= 40 &&
      y.end <= clause.end &&
      (isEventYear(y) || ctx.dates.some((d) => within(d, y))),
  );
  const previous = ctx.years
    .filter((y) => y.end <= h.start && h.start - y.end <= 30 && y.start >= clause.start && isEventYear(y))
    .pop();
  const year = next ?? previous;
  if (!year) return [];
  const span = next ? { start: verb.start, end: year.end } : { start: year.start, end: verb.end };
  if (/[.;!?]/.test(slice(ctx, span))) return [];
  const partner = (h.groups.partner ?? h.groups.partner2)?.text.toLowerCase();
  return [{ span, year: year.year, yearPiece: year, ...(partner ? { partner } : {}) }];
}

const ANNIVERSARY_RE = new RegExp(
  `(?<![\\p{L}])(?:[Oo]ur|[Tt]heir|[Mm]y)\\s+(?<n>${ORDINAL})\\s+(?:wedding\\s+)?anniversary\\b`,
  "gdu",
);

function checkAnniversaries(ctx: StoryContext, married: number): void {
  for (const h of hits(ANNIVERSARY_RE, ctx.story)) {
    const years = h.groups.n ? ordinalValue(h.groups.n.text) : undefined;
    const clause = clauseOf(ctx, h.start);
    const year = ctx.years.find((y) => y.start >= h.end && y.start - h.end <= 30 && y.end <= clause.end);
    if (years === undefined || !year || !h.groups.n) continue;
    const span = { start: h.groups.n.start, end: year.end };
    // A party may be held the year after the date itself.
    if (Math.abs(year.year - (married + years)) <= 1) holds(ctx, span);
    else
      fails(
        ctx,
        span,
        replaced(ctx, span, year, String(married + years)),
        `You were married in ${married}, so your ${h.groups.n.text} anniversary fell in ${married + years}, not ${year.year}.`,
      );
  }
}
