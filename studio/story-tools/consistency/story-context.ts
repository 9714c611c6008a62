// Reading the story: what every check shares (sentences, clauses, quotes, years, dates) and the ledger of claims.

import nlp from "compromise";
import { emptyLedger, type ClaimLedger } from "./claims";
import { findDates, findYears, type DateMention, type YearMention } from "./date-mentions";
import { within, type Span } from "./text-spans";

export type StoryContext = ClaimLedger & {
  story: string;
  today: Date;
  sentences: Span[];
  clauses: Span[];
  quoted: Span[];
  years: YearMention[];
  dates: DateMention[];
};

export function readStory(story: string, today: Date): StoryContext {
  const sentences = sentenceSpans(story);
  return {
    story,
    today,
    sentences,
    clauses: clauseSpans(story, sentences),
    quoted: quotedSpans(story),
    years: findYears(story),
    dates: findDates(story),
    ...emptyLedger(),
  };
}

// The tokenizer alone (no tagging) knows that "Mr." and "p.m." do not end a sentence, and is fast.
function sentenceSpans(story: string): Span[] {
  const sentences = nlp.tokenize(story).json({ offset: true }) as { offset: { start: number; length: number } }[];
  return sentences.map(({ offset }) => ({ start: offset.start, end: offset.start + offset.length }));
}

const CLAUSE_BREAK = /;|:(?=\s)|\s[—–]\s|\s-\s|,\s+(?=(?:and|but|so|while|because|although|though|yet)\s)/gu;

function clauseSpans(story: string, sentences: Span[]): Span[] {
  return sentences.flatMap((sentence) => {
    const text = story.slice(sentence.start, sentence.end);
    const cuts = [...text.matchAll(CLAUSE_BREAK)].map((m) => sentence.start + (m.index ?? 0));
    const starts = [sentence.start, ...cuts];
    return starts.map((start, i) => ({ start, end: cuts[i] ?? sentence.end }));
  });
}

// Words inside double quotes are someone speaking: their "I" is not the narrator.
function quotedSpans(story: string): Span[] {
  return [...story.matchAll(/“[^”]*”|"[^"]*"/gu)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

const spanAt = (spans: Span[], at: number): Span =>
  spans.find((s) => at >= s.start && at < s.end) ?? { start: at, end: at };
export const sentenceOf = (ctx: StoryContext, at: number) => spanAt(ctx.sentences, at);
export const clauseOf = (ctx: StoryContext, at: number) => spanAt(ctx.clauses, at);
export const isQuoted = (ctx: StoryContext, span: Span) => ctx.quoted.some((q) => within(q, span));
export const thisYearOf = (ctx: StoryContext) => ctx.today.getFullYear();

export function lastYearBefore(ctx: StoryContext, at: number): number | undefined {
  return ctx.years.filter((y) => y.end <= at).pop()?.year;
}
