// Ages and birth years the story states, who each is about, and when each held.

import { isEventYear, MONTH, SEASONS, YEAR, type YearMention } from "./date-mentions";
import { isApprox, NUMBER, numberValue, ORDINAL, ordinalValue, QUALIFIER } from "./numbers";
import {
  NAME,
  resolvePronoun,
  SUBJECT,
  SUBJECT_RE,
  subjectOf,
  wasFor,
  type PendingWho,
  type Who,
} from "./claim-subjects";
import { mentionsRelativeTime, relativeMarkerBefore } from "./relative-time-markers";
import { clauseOf, isQuoted, sentenceOf, thisYearOf, type StoryContext } from "./story-context";
import { after, before, hits, slice, within, type Hit, type Piece, type Span } from "./text-spans";

export type AgeClaim = Span & {
  who: PendingWho;
  age: number;
  number: Piece;
  /** "turned 16" and "her 80th birthday" fall on the birthday itself. */
  exact: boolean;
  approx: boolean;
  present: boolean;
  born: boolean;
  years?: [number, number];
  /** How the claim's time reads in an explanation: "in 1993", "now". */
  when?: string;
  kind: "state" | "at" | "birthday" | "born" | "elliptic";
  /** The year mention that places the claim; `shared` when it names the clause's own time, not "that year" before. */
  place?: { year: YearMention; shared: boolean };
  /** "Lena was 9 when I was born": the claim holds at someone's birth. */
  atBirthOf?: Who;
};
/** An age claim whose person is known: a pronoun has been resolved to someone the story names. */
export type ResolvedAgeClaim = AgeClaim & { who: Who };

const AGE_END =
  /^(?:\s+(?:years?|yrs?)\s+(?:old|of age))?(?=\s*(?:$|[,.;:!?)\]—–])|\s+(?:in|when|and|at|that|this|then|now|by|on|so|but|before|after|while|until|with|the|he|she|I|we|or|as|because|years?\s+old)\b)/u;
const AGE_STATE_RE = new RegExp(
  `(?<![\\p{L}])${SUBJECT}(?:\\s+(?<verb>was|is|am|turned|had\\s+just\\s+turned|just\\s+turned|had\\s+turned)|(?<contracted>['’]m|['’]s))\\s+(?:(?<q>${QUALIFIER})\\s+)?(?<n>${NUMBER})\\b`,
  "gdu",
);
const AT_AGE_RE = new RegExp(
  `(?<![\\p{L}])(?<at>[Aa]t|[Aa]ged)\\s+(?<words>(?:the\\s+)?age\\s+(?:of\\s+)?)?(?:(?<q>${QUALIFIER})\\s+)?(?<n>${NUMBER})\\b`,
  "gdu",
);
const NOT_AGE_AFTER_AT =
  /^\s*(?::|\.\d|[ap]\.?m\b|o['’]clock|percent|%|in the (?:morning|afternoon|evening)|at night|sharp|hundred|\p{Lu}\p{L})/u;
const BIRTHDAY_RE = new RegExp(
  `(?<![\\p{L}])(?:(?<pron>[Mm]y|[Hh]is|[Hh]er)|(?<name>${NAME})['’]s)\\s+(?<n>${ORDINAL})\\s+birthday\\b`,
  "gdu",
);
const BORN_RE = new RegExp(`(?<![\\p{L}])${SUBJECT}(?:,?\\s+(?:was|were)|,)\\s+born\\b`, "gdu");
const ELLIPTIC_YEAR = new RegExp(`^(?:in|by)\\s+(${YEAR})`, "u");
const ELLIPTIC_RE = new RegExp(
  `^\\s*,?\\s*and\\s+(?<n>${NUMBER})\\s+(?:(?:years?|yrs?)\\s+old\\s+)?(?=(?:in|by)\\s+${YEAR}\\b)`,
  "gdu",
);
const ADJACENT_YEAR_AFTER = new RegExp(
  `^(?:\\s+(?:years?|yrs?)\\s+old)?\\s*,?\\s*(?:(?:in|by|during)\\s+(?:(?:the\\s+)?(?:(?:early|late)\\s+)?(?:${SEASONS.join("|")})\\s+(?:of\\s+)?|(?:${MONTH})\\s+)?|\\()(?<year>${YEAR})\\b\\)?`,
  "gdu",
);
const ADJACENT_YEAR_BEFORE = new RegExp(`(?:in|of|during|by)\\s+(?<year>${YEAR})\\s*,?\\s*(?:when\\s+)?$`, "gdu");
const WHEN_BORN = new RegExp(`^\\s*,?\\s*when\\s+${SUBJECT}\\s+(?:was|were)\\s+born\\b`, "gdu");
const THAT_YEAR =
  /^\s*,?\s*(?:that|the same)\s+(?:year|summer|spring|autumn|fall|winter)\b|^\s+(?:by then|then|at the time)\b/u;

/** `people`: others the story speaks of elsewhere (an age gap, a school year), whom a later "she" may point back to. */
export function findAgeClaims(ctx: StoryContext, people: Who[] = []): ResolvedAgeClaim[] {
  const claims = [...stateClaims(ctx), ...atClaims(ctx), ...birthdayClaims(ctx), ...bornClaims(ctx)]
    .filter((c) => !isQuoted(ctx, c))
    .sort((a, b) => a.start - b.start);
  const resolved = resolveWho(ctx, claims, people);
  for (const claim of resolved) placeInTime(ctx, claim);
  return [...resolved, ...resolved.flatMap((c) => ellipticClaim(ctx, c))].sort((a, b) => a.start - b.start);
}

function stateClaims(ctx: StoryContext): AgeClaim[] {
  return hits(AGE_STATE_RE, ctx.story).flatMap((h) => {
    const { n, q, verb, contracted } = h.groups;
    const who = subjectOf(h.groups);
    const age = n ? numberValue(n.text) : undefined;
    if (!who || !n || age === undefined || age > 120 || !Number.isInteger(age)) return [];
    const tail = ctx.story.slice(n.end, n.end + 40).match(AGE_END);
    if (!tail) return [];
    const v = (verb?.text ?? contracted?.text ?? "").replace(/['’]/, "");
    const present = ["is", "am", "m", "s"].includes(v);
    return [
      {
        start: h.start,
        end: n.end + tail[0].length,
        who,
        age,
        number: n,
        exact: /turned/.test(v),
        approx: isApprox(q?.text),
        present,
        born: false,
        kind: "state" as const,
      },
    ];
  });
}

// "at 16" is an age only when it cannot be a clock time: with "age", spelt "sixteen", or 13 and over, and never
// before "pm", a colon or a capitalised word ("at 16 Elm Street").
function atClaims(ctx: StoryContext): AgeClaim[] {
  return hits(AT_AGE_RE, ctx.story).flatMap((h) => {
    const { n, q, words, at } = h.groups;
    const age = n ? numberValue(n.text) : undefined;
    if (!n || age === undefined || age > 120 || !Number.isInteger(age)) return [];
    const explicit = Boolean(words) || /aged/i.test(at?.text ?? "");
    if (!explicit && age < 13) return [];
    if (NOT_AGE_AFTER_AT.test(ctx.story.slice(n.end, n.end + 20)) || !AGE_END.test(ctx.story.slice(n.end, n.end + 40)))
      return [];
    const who = clauseSubject(ctx, h);
    return who
      ? [
          {
            start: h.start,
            end: n.end,
            who,
            age,
            number: n,
            exact: false,
            approx: isApprox(q?.text),
            present: false,
            born: false,
            kind: "at" as const,
          },
        ]
      : [];
  });
}

// The person "at 28" is about: the clause's subject, its first pronoun, name or "my …".
export function clauseSubject(ctx: StoryContext, h: Span): PendingWho | undefined {
  const clause = clauseOf(ctx, h.start);
  for (const candidate of hits(SUBJECT_RE, slice(ctx, clause), clause.start)) {
    if (within(h, candidate)) continue;
    const who = subjectOf(candidate.groups);
    if (who) return who;
  }
  return undefined;
}

function birthdayClaims(ctx: StoryContext): AgeClaim[] {
  return hits(BIRTHDAY_RE, ctx.story).flatMap((h) => {
    const { n, pron, name } = h.groups;
    const age = n ? ordinalValue(n.text) : undefined;
    if (!n || age === undefined) return [];
    const who: PendingWho | undefined = pron
      ? /^my$/i.test(pron.text)
        ? { key: "i", label: "you", narrator: true }
        : { pronoun: /^her$/i.test(pron.text) ? "female" : "male", at: pron.start }
      : subjectOf({ name });
    return who
      ? [
          {
            start: h.start,
            end: h.end,
            who,
            age,
            number: n,
            exact: true,
            approx: false,
            present: false,
            born: false,
            kind: "birthday" as const,
          },
        ]
      : [];
  });
}

function bornClaims(ctx: StoryContext): AgeClaim[] {
  return hits(BORN_RE, ctx.story).flatMap((h) => {
    const who = subjectOf(h.groups);
    const clause = clauseOf(ctx, h.start);
    const year = bornYear(ctx, h, clause);
    if (!who || !year) return [];
    const bornWord = h.text.lastIndexOf("born");
    return [
      {
        start: h.start + bornWord,
        end: year.end,
        who,
        age: 0,
        number: year,
        exact: true,
        approx: false,
        present: false,
        born: true,
        years: [year.year, year.year] as [number, number],
        when: `in ${year.year}`,
        kind: "born" as const,
      },
    ];
  });
}

function bornYear(ctx: StoryContext, h: Hit, clause: Span): YearMention | undefined {
  const date = ctx.dates.find(
    (d) => d.start >= h.end && d.start - h.end <= 45 && d.end <= clause.end && d.year !== undefined,
  );
  const year = ctx.years.find(
    (y) =>
      y.start >= h.end && y.start - h.end <= 45 && y.end <= clause.end && (isEventYear(y) || (date && within(date, y))),
  );
  return year && (!date || within(date, year) || year.start < date.start) ? year : undefined;
}

function resolveWho(ctx: StoryContext, claims: AgeClaim[], people: Who[]): ResolvedAgeClaim[] {
  const known = new Map<string, Who>(people.filter((p) => !p.narrator).map((p) => [p.key, p]));
  for (const claim of claims) if ("key" in claim.who && !claim.who.narrator) known.set(claim.who.key, claim.who);
  for (const claim of claims) {
    const who = claim.who;
    if ("key" in who && who.gender && !known.get(who.key)?.gender) known.set(who.key, who);
  }
  const resolved = claims.flatMap((claim) => {
    const who = "key" in claim.who ? claim.who : resolvePronoun(ctx, claim.who, known);
    return who ? [{ ...claim, who }] : [];
  });
  // "My son Theo" gives Theo a gender that "Theo is 12" alone does not; a "he" pointing at him does too.
  const genders = new Map(resolved.flatMap((c) => (c.who.gender ? [[c.who.key, c.who.gender] as const] : [])));
  return resolved.map((c) => {
    const gender = genders.get(c.who.key);
    return gender ? { ...c, who: { ...c.who, gender } } : c;
  });
}

/** When an age held: now, a year right beside it, a year the clause opens with, or "that year" for the last one named. */
function placeInTime(ctx: StoryContext, claim: AgeClaim): void {
  if (claim.born) return;
  if (claim.present) {
    Object.assign(claim, { years: [thisYearOf(ctx), thisYearOf(ctx)], when: "now" });
    return;
  }
  const clause = clauseOf(ctx, claim.start);
  const next = hits(ADJACENT_YEAR_AFTER, after(ctx, claim.end, clause.end), claim.end)[0];
  if (next?.groups.year) {
    placeAt(claim, yearMentionOf(ctx, next.groups.year), true);
    if (claim.kind === "at" || claim.kind === "state") claim.end = next.end;
    return;
  }
  const birth = hits(WHEN_BORN, after(ctx, claim.end, clause.end), claim.end)[0];
  const born = birth && subjectOf(birth.groups);
  if (born && "key" in born)
    Object.assign(claim, { atBirthOf: born, when: `when ${born.narrator ? "you were" : `${born.label} was`} born` });
  if (relativeMarkerBefore(ctx, claim, clause)) return;
  const previous = hits(ADJACENT_YEAR_BEFORE, before(ctx, claim.start, clause.start), clause.start)[0]?.groups.year;
  const thatYear = THAT_YEAR.test(after(ctx, claim.end, clause.end))
    ? ctx.years.filter((y) => y.end <= claim.start).pop()
    : undefined;
  const only = onlyEventYear(ctx, clause, claim);
  const opening = only ? undefined : yearOpeningNextSentence(ctx, claim);
  if (previous) placeAt(claim, yearMentionOf(ctx, previous), true);
  else if (thatYear) placeAt(claim, thatYear, false);
  else if (only) placeAt(claim, only, true);
  else if (opening) placeAt(claim, opening, false);
}

function placeAt(claim: AgeClaim, year: YearMention, shared: boolean): void {
  Object.assign(claim, { years: [year.year, year.year], when: `in ${year.year}`, place: { year, shared } });
}

// The story's own mention of a year the patterns found, or the year as a bare mention when the story's list left it out.
const yearMentionOf = (ctx: StoryContext, piece: Piece): YearMention =>
  ctx.years.find((y) => y.start === piece.start) ?? { ...piece, year: Number(piece.text), lead: "" };

const THAT_YEAR_OPENING = new RegExp(
  `^\\s*(?:That|The same)\\s+(?:year|${SEASONS.join("|")})\\s*(?:\\(|,\\s*|of\\s+)(?<year>${YEAR})\\b`,
  "gdu",
);

// "At sixteen I got a job at the pier. That summer (2004) was the best of my life."
function yearOpeningNextSentence(ctx: StoryContext, claim: AgeClaim): YearMention | undefined {
  const sentence = sentenceOf(ctx, claim.start);
  const next = ctx.sentences[ctx.sentences.indexOf(sentence) + 1];
  if (!next || ctx.years.some((y) => within(sentence, y))) return undefined;
  const year = hits(THAT_YEAR_OPENING, slice(ctx, next), next.start)[0]?.groups.year;
  return year ? yearMentionOf(ctx, year) : undefined;
}

// A clause naming one year, not as a birth year nor through "later" or "that year", tells what happened in it.
function onlyEventYear(ctx: StoryContext, clause: Span, claim: AgeClaim): YearMention | undefined {
  const text = slice(ctx, clause);
  if (mentionsRelativeTime(ctx, clause) || THAT_YEAR.test(text) || /\bborn\b/.test(text)) return undefined;
  const years = ctx.years.filter((y) => within(clause, y) && isEventYear(y) && y.start !== claim.number.start);
  return new Set(years.map((y) => y.year)).size === 1 ? years[0] : undefined;
}

function ellipticClaim(ctx: StoryContext, claim: ResolvedAgeClaim): ResolvedAgeClaim[] {
  if (claim.kind !== "state" && claim.kind !== "at") return [];
  const h = hits(ELLIPTIC_RE, ctx.story.slice(claim.end, claim.end + 40), claim.end)[0];
  const n = h?.groups.n;
  const age = n ? numberValue(n.text) : undefined;
  const year = h ? ctx.story.slice(h.end).match(ELLIPTIC_YEAR) : null;
  if (!h || !n || age === undefined || !year) return [];
  const end = h.end + year[0].length;
  const mention = yearMentionOf(ctx, { text: year[1] ?? "", start: end - (year[1] ?? "").length, end });
  return [
    {
      ...claim,
      start: n.start,
      end,
      age,
      number: n,
      exact: false,
      approx: false,
      present: false,
      years: [mention.year, mention.year],
      when: `in ${mention.year}`,
      place: { year: mention, shared: true },
      kind: "elliptic",
    },
  ];
}

/** The claim in a few words ("you were 7 in 1990", "Rosa was born in 1931"), for a finding on another. */
export function describeAgeClaim(claim: ResolvedAgeClaim): string {
  const subject = claim.who.label;
  if (claim.born) return `${subject} ${wasFor(claim.who)} born in ${claim.years?.[0]}`;
  if (claim.present) return `${subject} ${claim.who.narrator ? "are" : "is"} ${claim.age} now`;
  const verb = claim.exact ? "turned" : wasFor(claim.who);
  return `${subject} ${verb} ${claim.age} ${claim.when ?? ""}`.trimEnd();
}
