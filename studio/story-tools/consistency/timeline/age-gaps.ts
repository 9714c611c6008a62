// Who is older than whom: "my sister is two years younger than me", "Kit was born three years after Zara", "my
// older sister Hana". Each says how one birth lies after another.

import { APPROX_WORDS, choice, NUMBER, numberValue } from "../numbers";
import { NAME, SUBJECT, SUBJECT_RE, subjectOf, type PendingWho, type Who } from "../claim-subjects";
import { isQuoted, sentenceOf, type StoryContext } from "../story-context";
import { after, before, hits, slice, type Hit, type Piece, type Span } from "../text-spans";

/** `younger` was born `years` years after `elder` (or at least after, when the story gives no number). */
export type AgeGap = {
  span: Span;
  elder: PendingWho;
  younger: PendingWho;
  /** The subject the story speaks of, and what it calls the gap: "older", "younger", "after", "big". */
  subject: PendingWho;
  word: Piece;
  years?: number;
  number?: Piece;
  approx: boolean;
};

const COUNT = `${NUMBER}|${choice(["a couple of", "an", "a"])}`;
const OTHER = `(?:(?<me>me|I)(?![\\p{L}])|(?<obj>him|her)(?![\\p{L}])|${SUBJECT})`;
const GAP_RE = new RegExp(
  `(?<![\\p{L}])(?:(?<q>${choice(APPROX_WORDS)})\\s+)?(?<n>${COUNT})\\s+years?\\s+(?<dir>older|younger)(?![\\p{L}])(?:\\s+than\\s+${OTHER})?`,
  "gdu",
);
const BORN_GAP_RE = new RegExp(
  `(?<![\\p{L}])born(?![\\p{L}])[^.;!?]{0,50}?(?<![\\p{L}])(?:(?<q>${choice(APPROX_WORDS)})\\s+)?(?<n>${COUNT})\\s+years?\\s+(?<dir>after|before)\\s+${OTHER}`,
  "gdu",
);
const ORDER_RE = new RegExp(
  `(?<![\\p{L}])(?<poss>[Mm]y|[Oo]ur)\\s+(?<dir>older|elder|big|younger|little|baby|kid)\\s+(?<kin>sister|brother)(?![\\p{L}])(?:,?\\s+(?<kname>${NAME})(?=,?\\s|[.;:!?]))?`,
  "gdu",
);
const ELDER_WORDS = new Set(["older", "elder", "big", "before"]);

const NARRATOR: Who = { key: "i", label: "you", narrator: true };

// "He looked ten years older" is no age, and "older than my bike" compares something else: only a gap said of
// someone ("is", "was", or set beside them after a comma) to a person the story names is read.
const SAID_OF = new RegExp(
  `(?:(?:is|was|are|were|am|['’]s|['’]m)\\s+(?:(?:${choice(["only", "just", "exactly"])})\\s+)?|,\\s*)$`,
  "u",
);
const UNREAD_THAN = /^\s+than\b/;

export function findAgeGaps(ctx: StoryContext): AgeGap[] {
  const said = hits(GAP_RE, ctx.story).filter(
    (h) =>
      SAID_OF.test(before(ctx, h.start, Math.max(0, h.start - 12))) && !UNREAD_THAN.test(after(ctx, h.end, h.end + 6)),
  );
  const gaps = [
    ...said.flatMap((h) => gap(ctx, h, h.start)),
    ...hits(BORN_GAP_RE, ctx.story).flatMap((h) => gap(ctx, h, h.start, bornSpan(h))),
  ];
  return [...gaps, ...kinOrder(ctx)].filter((g) => !isQuoted(ctx, g.span)).sort((a, b) => a.span.start - b.span.start);
}

// "born in 2020, three years after Zara": the gap is the words from the number on.
const bornSpan = (h: Hit): Span => ({ start: (h.groups.q ?? h.groups.n ?? h).start, end: h.end });

function gap(ctx: StoryContext, h: Hit, subjectBefore: number, span: Span = h): AgeGap[] {
  const { n, q, dir } = h.groups;
  const years = n ? numberValue(n.text) : undefined;
  const subject = lastSubjectBefore(ctx, subjectBefore);
  const other = otherOf(ctx, h, subject);
  if (!n || !dir || years === undefined || !subject || !other) return [];
  const elderIsSubject = ELDER_WORDS.has(dir.text.toLowerCase());
  return [
    {
      span,
      elder: elderIsSubject ? subject : other,
      younger: elderIsSubject ? other : subject,
      subject,
      word: dir,
      years,
      number: n,
      approx: Boolean(q) || /couple/.test(n.text),
    },
  ];
}

// The person the sentence speaks of: the last subject before the phrase ("My sister, born in 1988, is two years
// younger"), never one inside it.
function lastSubjectBefore(ctx: StoryContext, at: number): PendingWho | undefined {
  const sentence = sentenceOf(ctx, at);
  const candidates = hits(SUBJECT_RE, ctx.story.slice(sentence.start, at), sentence.start)
    .map((c) => subjectOf(c.groups))
    .filter((w) => w !== undefined);
  return candidates[candidates.length - 1];
}

// Without "than …", the gap is to the narrator, and only when the sentence speaks of the narrator too ("I was 14 and
// my cousin Rafa was 17, three years older").
function otherOf(ctx: StoryContext, h: Hit, subject: PendingWho | undefined): PendingWho | undefined {
  const { me, obj } = h.groups;
  if (me) return NARRATOR;
  if (obj) return { pronoun: /^her$/i.test(obj.text) ? "female" : "male", at: obj.start };
  const named = subjectOf(h.groups);
  if (named) return named;
  if (/than/.test(h.text) || !subject || ("key" in subject && subject.narrator)) return undefined;
  return /(?<![\p{L}])(?:I|me|my)(?![\p{L}])/u.test(slice(ctx, sentenceOf(ctx, h.start))) ? NARRATOR : undefined;
}

// "My older sister, Hana": born before the narrator. Two unnamed sisters, one older and one younger, are two people
// the story does not tell apart, so neither is read.
function kinOrder(ctx: StoryContext): AgeGap[] {
  const found = hits(ORDER_RE, ctx.story).flatMap((h) => {
    const who = subjectOf(h.groups);
    const { dir, kin } = h.groups;
    return who && "key" in who && dir && kin ? [{ h, who, dir, kin: kin.text.toLowerCase() }] : [];
  });
  const elder = (dir: Piece) => ELDER_WORDS.has(dir.text.toLowerCase());
  const ambiguous = (kin: string) =>
    new Set(found.filter((f) => f.kin === kin && !f.h.groups.kname).map((f) => elder(f.dir))).size > 1;
  return found
    .filter((f) => f.h.groups.kname || !ambiguous(f.kin))
    .map(({ h, who, dir }) => ({
      span: { start: dir.start, end: h.groups.kin?.end ?? h.end },
      elder: elder(dir) ? who : NARRATOR,
      younger: elder(dir) ? NARRATOR : who,
      subject: who,
      word: dir,
      approx: false,
    }));
}
