// Counts against the lists that name them: "my three kids: Ana, Ben and Cai"

import { fails, holds, replaced } from "./claims";
import { YEAR } from "./date-mentions";
import { anyCase, choice, NUMBER, numberValue, numberWords, styled } from "./numbers";
import { KIN, KIN_TITLE, NAME } from "./claim-subjects";
import { isQuoted, sentenceOf, type StoryContext } from "./story-context";
import { after, before, hits, slice, type Hit, type Piece, type Span } from "./text-spans";
import { capital, capitalLike, listed } from "./wording";

const PEOPLE_NOUNS =
  /^(?:kids|children|sisters|brothers|siblings|sons|daughters|friends|grandchildren|grandkids|grandsons|granddaughters|cousins|aunts|uncles|parents|grandparents|guests|people|boys|girls|mothers|fathers|nieces|nephews|colleagues|teammates|dogs|cats|pets)$/i;
// Only things a list of names can count: "three cities, Paris, Rome and Berlin", never "for three years, Tom and Jo…".
const NAMED_NOUNS =
  /^(?:cities|countries|towns|villages|states|islands|languages|books|films|movies|songs|albums|teams|schools|universities|bands|places|continents|museums|restaurants|horses)$/i;
const COUNT_RE = new RegExp(
  `(?<![\\p{L}])(?<all>${anyCase("all")}\\s+)?(?<n>${NUMBER}|${anyCase("both")})\\s+(?:of\\s+)?(?:(?:my|our|his|her|their|the|your)\\s+)?(?:(?:best|older|younger|little|big|grown|closest|oldest|dearest|lovely|wonderful|beautiful|new|old|favourite|favorite|amazing)\\s+){0,2}(?<noun>\\p{L}+)\\b`,
  "gdu",
);
const ITEM_RE = new RegExp(
  `^(?:(?:my|our|his|her|their)\\s+(?:\\p{Ll}+\\s+)?(?:${KIN})(?:\\s+${NAME})?|(?:(?:${KIN_TITLE}|Mr|Mrs|Ms|Dr)\\.?\\s+)?${NAME}(?:\\s+${NAME})?)(?:\\s*\\([^)]*\\))?`,
  "u",
);
const YEARS_RE = new RegExp(YEAR, "gu");
const TIMES_RE = new RegExp(
  `(?<![\\p{L}])(?<n>${choice(["once", "twice", "thrice"])}|${NUMBER}\\s+times)\\s*[:,]?\\s*(?:in\\s+)?(?<list>${YEAR}(?:\\s*,\\s*${YEAR})*\\s*,?\\s*(?:and|&)\\s+${YEAR})\\b`,
  "gdu",
);

// "Two of my three sons, Ben and Leo": the names are the two, not the three.
const PARTITIVE = new RegExp(
  `(?:${NUMBER}|some|most|none|both|all|several|one)\\s+of\\s+(?:my|our|his|her|their|the)?\\s*$`,
  "iu",
);

export function checkCountedLists(ctx: StoryContext): void {
  for (const h of hits(COUNT_RE, ctx.story)) {
    const noun = h.groups.noun;
    const n = h.groups.n;
    const count = n ? numberValue(n.text) : undefined;
    if (
      !noun ||
      !n ||
      count === undefined ||
      !(PEOPLE_NOUNS.test(noun.text) || NAMED_NOUNS.test(noun.text)) ||
      isQuoted(ctx, h)
    )
      continue;
    if (PARTITIVE.test(before(ctx, h.start, Math.max(0, h.start - 30)))) continue;
    const items = listAfter(ctx, noun.end, PEOPLE_NOUNS.test(noun.text));
    if (items) compareCount(ctx, { start: (h.groups.all ?? n).start, end: noun.end }, n, count, items);
  }
  for (const h of hits(TIMES_RE, ctx.story)) compareTimes(ctx, h);
}

// The names right after the count ("my two boys, Sam and Eli") or after a colon later in the sentence ("all four
// of her children flew in: …"). A list counts only when it ends with "and …" or runs to the end of the sentence.
function listAfter(ctx: StoryContext, at: number, people: boolean): string[] | undefined {
  const sentence = sentenceOf(ctx, at);
  const rest = after(ctx, at, sentence.end);
  const direct = rest.match(/^\s*(?:\([^)]*\))?\s*(?:[:,(]|\s[—–]\s)\s*/u);
  const colon = rest.match(/^[^.;:!?\d]{0,60}:\s*/u);
  const opening = direct ?? colon;
  if (!opening) return undefined;
  return parseList(rest.slice(opening[0].length), people, Boolean(direct?.[0].includes(":") || (!direct && colon)));
}

const LIST_GOES_ON =
  /^\s*,?\s*(?:plus|and|as well as|along with|together with|with|besides|not counting|including|also|too)\b/i;

function parseList(text: string, people: boolean, colon: boolean): string[] | undefined {
  const items: string[] = [];
  let rest = text;
  for (;;) {
    const item = rest.match(ITEM_RE)?.[0];
    if (!item || (!people && /^(?:my|our|his|her|their)\s/.test(item))) return undefined;
    items.push(item.replace(/\s*\([^)]*\)$/, ""));
    rest = rest.slice(item.length);
    const last = rest.match(/^,?\s*(?:and|&)\s+/u);
    if (last) {
      const final = rest.slice(last[0].length).match(ITEM_RE)?.[0];
      // "three sons, Ben and Leo play football" or "three guests, Tom and Jo, plus Tom's mum" may go on to a third:
      // only punctuation that does not add anyone closes the list for sure.
      const closing = final ? rest.slice(last[0].length + final.length) : "";
      if (!final || !/^\s*(?:$|[,.;:!?)—–])/u.test(closing) || LIST_GOES_ON.test(closing)) return undefined;
      return [...items, final.replace(/\s*\([^)]*\)$/, "")];
    }
    const comma = rest.match(/^,\s*/u);
    if (!comma) return colon && items.length >= 2 && /^\s*(?:$|[.;!?])/u.test(rest) ? items : undefined;
    rest = rest.slice(comma[0].length);
  }
}

function compareCount(ctx: StoryContext, span: Span, n: Piece, count: number, items: string[]): void {
  if (items.length === count) return holds(ctx, span);
  const said = numberWords(count);
  const fixed = /^both$/i.test(n.text)
    ? capitalLike(`all ${numberWords(items.length)}`, n.text)
    : styled(items.length, n.text);
  const start = /^all\s/i.test(slice(ctx, span)) && /^both$/i.test(n.text) ? span.start : n.start;
  const claim = { start: Math.min(start, span.start), end: span.end };
  fails(
    ctx,
    claim,
    replaced(ctx, claim, n, fixed),
    `The list names ${numberWords(items.length)} (${listed(items)}), not ${said}.`,
  );
}

function compareTimes(ctx: StoryContext, h: Hit): void {
  const { n, list } = h.groups;
  if (!n || !list) return;
  const count = numberValue(n.text.replace(/\s+times$/i, ""));
  const years = list.text.match(YEARS_RE) ?? [];
  const span = { start: n.start, end: n.end };
  if (count === years.length) return holds(ctx, span);
  const fixed = capitalLike(
    years.length === 2 ? "twice" : `${styled(years.length, /\d/.test(n.text) ? n.text : "x")} times`,
    n.text,
  );
  fails(
    ctx,
    span,
    fixed,
    `${capital(numberWords(years.length))} years are listed (${listed(years)}), so that is ${years.length === 2 ? "twice" : `${numberWords(years.length)} times`}, not ${n.text.toLowerCase()}.`,
  );
}
