// Sums of money and quantities

import { fails, holds, replaced } from "./claims";
import { choice, NUMBER, numberValue, styled } from "./numbers";
import { sentenceOf, type StoryContext } from "./story-context";
import { after, before, hits, within, type Hit, type Span } from "./text-spans";
import { capital, listed } from "./wording";

type Money = Hit & { value: number; currency: string; decimals: boolean };

const CURRENCY_WORDS: Record<string, string> = {
  dollars: "$",
  dollar: "$",
  bucks: "$",
  euros: "€",
  euro: "€",
  quid: "£",
};
const MONEY_RE = new RegExp(
  `(?<![\\p{L}\\d])(?<symbol>[$£€])\\s?(?<amount>\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d+(?:\\.\\d{1,2})?)(?![\\d])|(?<![\\p{L}])(?<words>${NUMBER})\\s+(?<unit>dollars?|bucks|euros?|quid)\\b`,
  "gdu",
);
const START_BEFORE =
  /\b(?:had|have|saved|got|was given|received|earned|made|took|brought|with|started with|won)\s+(?:(?:only|just|exactly)\s+)?$/i;
const SPEND_BEFORE =
  /\b(?:spent|paid|blew|cost(?:s)?(?:\s+(?:me|us|him|her))?|gave|lost|handed over|another|an extra)\s+(?:another\s+|an extra\s+)?$/i;
const GAIN_BEFORE = /\b(?:earned|made|found|won|got|was given|received)\s+(?:another\s+|an extra\s+)?$/i;
const END_AFTER = /^\s+(?:left(?:\s+over)?|remaining|to spare|spare)\b/i;
const END_BEFORE = /\b(?:left with|leaving(?:\s+(?:me|us|him|her))?(?:\s+with)?|remained|was left|were left)\s*:?\s*$/i;
const UNIT_PRICE_AFTER =
  /^\s*(?:each|apiece|a piece|per\s+\p{L}+|an?\s+(?:hour|night|day|week|month|head|person|ticket|kilo))\b/iu;
const APPROX_NEAR =
  /\b(?:about|around|nearly|almost|roughly|or so|approximately|over|under|just)\s*$|^\s*(?:or so|ish)\b/i;

function findMoney(ctx: StoryContext): Money[] {
  return hits(MONEY_RE, ctx.story).flatMap((h) => {
    const { symbol, amount, words, unit } = h.groups;
    const value = amount ? Number(amount.text.replace(/,/g, "")) : words ? numberValue(words.text) : undefined;
    const currency = symbol?.text ?? CURRENCY_WORDS[(unit?.text ?? "").toLowerCase()];
    return value === undefined || !currency ? [] : [{ ...h, value, currency, decimals: /\.\d/.test(h.text) }];
  });
}

type Role = "start" | "spend" | "gain" | "end" | "price" | "other";

function roleOf(ctx: StoryContext, money: Money, previous: Role | undefined): Role {
  const sentence = sentenceOf(ctx, money.start);
  const text = before(ctx, money.start, Math.max(sentence.start, money.start - 40));
  const next = after(ctx, money.end, Math.min(sentence.end, money.end + 30));
  if (UNIT_PRICE_AFTER.test(next)) return "price";
  if (END_AFTER.test(next) || END_BEFORE.test(text)) return "end";
  if (SPEND_BEFORE.test(text)) return "spend";
  if (previous && previous !== "start" && /(?:,|\band)\s*$/i.test(text)) return previous === "gain" ? "gain" : "spend";
  if (previous && GAIN_BEFORE.test(text)) return "gain";
  return START_BEFORE.test(text) ? "start" : "other";
}

// "I had $20, spent $5 and $3, and had $12 left": what is left must be what was had, less what went, plus what came.
export function checkMoney(ctx: StoryContext): void {
  const money = findMoney(ctx);
  let chain: { start: Money; steps: { money: Money; sign: number }[] } | undefined;
  let previous: Role | undefined;
  for (const m of money) {
    const role = roleOf(ctx, m, chain ? previous : undefined);
    previous = role;
    if (role === "start" && !chain) chain = { start: m, steps: [] };
    else if (
      chain &&
      (role === "spend" || role === "gain") &&
      m.currency === chain.start.currency &&
      nearEnough(ctx, chain.start, m)
    )
      chain.steps.push({ money: m, sign: role === "spend" ? -1 : 1 });
    else if (
      chain &&
      role === "end" &&
      m.currency === chain.start.currency &&
      chain.steps.length &&
      nearEnough(ctx, chain.start, m)
    ) {
      settle(ctx, chain.start, chain.steps, m);
      chain = undefined;
    } else chain = role === "start" ? { start: m, steps: [] } : undefined;
  }
}

function nearEnough(ctx: StoryContext, first: Span, later: Span): boolean {
  const a = ctx.sentences.indexOf(sentenceOf(ctx, first.start));
  const b = ctx.sentences.indexOf(sentenceOf(ctx, later.start));
  return b - a <= 1;
}

const formatMoney = (currency: string, value: number, decimals: boolean) =>
  `${currency}${decimals || !Number.isInteger(value) ? value.toFixed(2) : value}`;

function settle(ctx: StoryContext, start: Money, steps: { money: Money; sign: number }[], end: Money): void {
  const all = [start, ...steps.map((s) => s.money), end];
  if (
    all.some(
      (m) =>
        APPROX_NEAR.test(before(ctx, m.start, Math.max(0, m.start - 15))) ||
        APPROX_NEAR.test(after(ctx, m.end, m.end + 8)),
    )
  )
    return;
  const expected = Math.round((start.value + steps.reduce((sum, s) => sum + s.sign * s.money.value, 0)) * 100) / 100;
  if (Math.abs(expected - end.value) < 0.005) return holds(ctx, end);
  if (expected < 0) return;
  const decimals = all.some((m) => m.decimals);
  const spent = steps.filter((s) => s.sign < 0).map((s) => s.money.text);
  const gained = steps.filter((s) => s.sign > 0).map((s) => s.money.text);
  const sum = `${start.text}${spent.length ? ` minus ${listed(spent)}` : ""}${gained.length ? ` plus ${listed(gained)}` : ""}`;
  const corrected = formatMoney(end.currency, expected, decimals);
  const fixed = /^[$£€]/.test(end.text)
    ? corrected
    : `${styled(expected, end.groups.words?.text ?? "1")} ${end.groups.unit?.text ?? ""}`.trim();
  fails(ctx, end, fixed, `${sum} leaves ${corrected}, not ${end.text}.`);
}

// --- totals: "two dozen eggs, 30 eggs in all", "36 at $2 each, $90 in total"

const TOTAL_WORDS = "in all|in total|altogether|all told|combined|total";
const QUANTITY_TOTAL_RE = new RegExp(
  `(?<![\\p{L}\\d$£€.])(?<n>${NUMBER})(?:\\s+(?<noun>(?!of\\b)\\p{L}+))?\\s+(?:${TOTAL_WORDS})\\b`,
  "gdu",
);
const MONEY_TOTAL_AFTER = new RegExp(`^\\s+(?:${TOTAL_WORDS})\\b`, "iu");
const MONEY_TOTAL_BEFORE = /\b(?:came to|totall?ed|totall?ing|a total of|so|making|that's)\s+$/i;
const COUNT_AT_PRICE = new RegExp(`(?<![\\p{L}])(?<n>${NUMBER})(?:\\s+\\p{L}+)?\\s+(?:at|for)\\s+$`, "u");
const COUNT_OF_US = new RegExp(`^\\s+for\\s+(?:the\\s+)?(?<n>${NUMBER}|both)\\s+of\\s+us\\b`, "u");
const DOZEN_RE = new RegExp(`(?<![\\p{L}])(?<n>${NUMBER}|${choice(["half a", "a"])})\\s+dozen(?:\\s+\\p{L}+)?$`, "u");
const TIMES_OF_RE = new RegExp(
  `(?<![\\p{L}])(?<a>${NUMBER})\\s+\\p{L}+\\s+of\\s+(?<b>${NUMBER})(?:\\s+\\p{L}+)?$`,
  "u",
);
const COUNTED_NUMBER_RE = new RegExp(`${NUMBER}(?=\\s+\\p{L})`, "gu");
const SUM_RE = new RegExp(
  `(?<![\\p{L}])(?<items>${NUMBER}\\s+\\p{L}+(?:\\s*,\\s*${NUMBER}\\s+\\p{L}+)*\\s*,?\\s+and\\s+${NUMBER}\\s+\\p{L}+)$`,
  "u",
);
const SEPARATOR = /(?:,|\s[—–-]|:|\()\s*(?:so\s+|that's\s+|making\s+)?$/u;
const FILLER_WORD = /\s+\p{Ll}+$/u;

export function checkTotals(ctx: StoryContext): void {
  for (const h of hits(QUANTITY_TOTAL_RE, ctx.story)) checkQuantityTotal(ctx, h);
  for (const m of findMoney(ctx)) checkMoneyTotal(ctx, m);
}

function checkQuantityTotal(ctx: StoryContext, h: Hit): void {
  const n = h.groups.n;
  const total = n ? numberValue(n.text) : undefined;
  if (!n || total === undefined) return;
  const sentence = sentenceOf(ctx, h.start);
  const parts = partsBefore(before(ctx, h.start, sentence.start));
  if (!parts) return;
  if (parts.value === total) return holds(ctx, h);
  fails(
    ctx,
    h,
    replaced(ctx, h, n, styled(parts.value, n.text)),
    `${capital(parts.said)} ${parts.verb} ${parts.value}, not ${total}.`,
  );
}

// The parts end at a comma or dash before the total, perhaps a couple of words earlier ("two dozen eggs by
// mistake, 24 in all").
function partsBefore(lead: string): { value: number; said: string; verb: string } | undefined {
  const gap = lead.match(SEPARATOR);
  if (!gap) return undefined;
  let text = lead.slice(0, gap.index);
  for (let words = 0; words <= 2; words++) {
    const parts = partsOf(text);
    if (parts) return parts;
    const filler = text.match(FILLER_WORD);
    if (!filler || numberValue(filler[0]) !== undefined) return undefined;
    text = text.slice(0, filler.index);
  }
  return undefined;
}

function partsOf(text: string): { value: number; said: string; verb: string } | undefined {
  const dozen = text.match(DOZEN_RE);
  if (dozen?.groups?.n) {
    const count = numberValue(dozen.groups.n) ?? (/half/i.test(dozen.groups.n) ? 0.5 : undefined);
    return count === undefined
      ? undefined
      : { value: count * 12, said: `${dozen.groups.n.toLowerCase()} dozen`, verb: "is" };
  }
  const times = text.match(TIMES_OF_RE);
  if (times?.groups?.a && times.groups.b) {
    const [a, b] = [numberValue(times.groups.a), numberValue(times.groups.b)];
    return a === undefined || b === undefined
      ? undefined
      : { value: a * b, said: times[0].toLowerCase(), verb: "make" };
  }
  const sum = text.match(SUM_RE)?.groups?.items;
  if (!sum) return undefined;
  const values = [...sum.matchAll(COUNTED_NUMBER_RE)].map((m) => numberValue(m[0]));
  if (values.some((v) => v === undefined)) return undefined;
  return { value: (values as number[]).reduce((a, b) => a + b, 0), said: sum, verb: "make" };
}

function checkMoneyTotal(ctx: StoryContext, total: Money): void {
  const sentence = sentenceOf(ctx, total.start);
  const next = after(ctx, total.end, sentence.end);
  const lead = before(ctx, total.start, sentence.start);
  if (!MONEY_TOTAL_AFTER.test(next) && !MONEY_TOTAL_BEFORE.test(lead)) return;
  const others = findMoney(ctx).filter((m) => within(sentence, m) && m.start !== total.start);
  const price = others.find(
    (m) =>
      m.end <= total.start && UNIT_PRICE_AFTER.test(after(ctx, m.end, m.end + 20)) && m.currency === total.currency,
  );
  // "three tickets at $12 each and a programme for $5, $41 in total": anything else priced is part of the total.
  if (!price || others.length > 1) return;
  const countText =
    before(ctx, price.start, sentence.start).match(COUNT_AT_PRICE)?.groups?.n ?? next.match(COUNT_OF_US)?.groups?.n;
  const count = countText ? numberValue(countText) : undefined;
  if (count === undefined || !countText) return;
  const expected = Math.round(count * price.value * 100) / 100;
  if (Math.abs(expected - total.value) < 0.005) return holds(ctx, total);
  const corrected = formatMoney(total.currency, expected, total.decimals || price.decimals);
  fails(
    ctx,
    total,
    corrected,
    `${capital(countText.toLowerCase())} at ${price.text} each comes to ${corrected}, not ${total.text}.`,
  );
}
