// Weekdays said on their own: "the storm hit on a Tuesday night". The day a clause tells of falls on that weekday,
// which a later "two days later, on the Friday" must fit.

import { replaced } from "../claims";
import { WEEKDAYS } from "../date-mentions";
import { isQuoted, type StoryContext } from "../story-context";
import { before, hits, within, type Piece } from "../text-spans";
import { because, facts, type Statement } from "./statement";
import type { TimeRef, Times } from "./times";

const WEEKDAY_RE = new RegExp(`(?<![\\p{L}])(?:${WEEKDAYS.join("|")})(?![\\p{L}])`, "gu");
// "every Monday" and "next Friday" say no one day of the story ("Mondays" is no weekday word here at all).
const NOT_ONE_DAY = /\b(?:every|each|last|next|this|most|some|any)\s+(?:other\s+)?$/i;

export function weekdayStatements(ctx: StoryContext, times: Times): { statements: Statement[]; refs: TimeRef[] } {
  const inDates = ctx.dates.flatMap((d) => (d.weekday ? [d] : []));
  const said = hits(WEEKDAY_RE, ctx.story).filter(
    (h) =>
      !inDates.some((d) => within(d, h)) &&
      !isQuoted(ctx, h) &&
      !NOT_ONE_DAY.test(before(ctx, h.start, Math.max(0, h.start - 16))),
  );
  // Two weekdays in one clause ("from Friday to Sunday") are two days, and the clause has only one time.
  const nodes = said.map((h) => times.clauseNode(h.start));
  const alone = said.filter((_, i) => nodes.filter((n) => n === nodes[i]).length === 1);
  const statements = alone.map((word) => weekdayStatement(ctx, times, word));
  const refs = alone.map((word) => ({
    start: word.start,
    end: word.end,
    node: times.clauseNode(word.start),
    label: `a ${word.text}`,
    weekday: word,
  }));
  return { statements, refs };
}

function weekdayStatement(ctx: StoryContext, times: Times, word: Piece): Statement {
  const node = times.clauseNode(word.start);
  const stated = WEEKDAYS.indexOf(word.text);
  return {
    span: word,
    firm: true,
    context: facts({}),
    readings: [facts({ weekdays: [{ node, weekday: stated }] })],
    describe: () => `that day was a ${word.text}`,
    correct: (conflict) => {
      const actual = conflict.weekdayAt(node);
      if (actual === undefined || actual === stated) return undefined;
      const date = times.refs.find((r) => r.node === node && r.date);
      const reason =
        date && !conflict.others.length
          ? `${date.label} was a ${WEEKDAYS[actual]}`
          : `${because(conflict.others)}, so that day was a ${WEEKDAYS[actual]}`;
      return {
        corrected: replaced(ctx, word, word, WEEKDAYS[actual] ?? word.text),
        explanation: `${reason}, not a ${word.text}.`,
      };
    },
  };
}
