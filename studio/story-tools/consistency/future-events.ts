// Past events dated in the future

import { isAfter, startOfDay } from "date-fns";
import { fails, holds, replaced } from "./claims";
import { isEventYear } from "./date-mentions";
import { clauseOf, isQuoted, thisYearOf, type StoryContext } from "./story-context";
import { slice, within, type Piece } from "./text-spans";
import { taggedTerms } from "../../language/tagged-terms";

// A clause that plans, hopes or counts down is not telling something that already happened.
const NOT_TOLD_AS_PAST =
  /\b(?:will|won't|shall|would|could|should|might|may|must|going to|gonna|plan|plans|planned|planning|hope|hoped|hoping|want|wanted|expect|expected|due|scheduled|booked|until|till|by|next|dream|dreamed|dreamt|promise|promised|aim|aimed|intend|intended|if|unless|before|goal|target|predict|predicted|forecast|valid|expires?|runs?)\b|['’](?:ll|d)\b/i;

export function checkFutureEvents(ctx: StoryContext): void {
  const thisYear = thisYearOf(ctx);
  for (const date of ctx.dates.filter((d) => d.year !== undefined && d.month >= 0 && d.month < 12)) {
    const when = new Date(date.year ?? 0, date.month, Math.min(date.day, 28));
    if (isAfter(startOfDay(when), ctx.today)) flagIfToldAsPast(ctx, date, date.yearPiece ?? date);
    else holds(ctx, date);
  }
  for (const year of ctx.years.filter((y) => !ctx.dates.some((d) => within(d, y)))) {
    if (year.year <= thisYear) holds(ctx, year);
    else if (isEventYear(year)) flagIfToldAsPast(ctx, year, year);
  }
}

function flagIfToldAsPast(ctx: StoryContext, claim: Piece, year: Piece): void {
  const clause = clauseOf(ctx, claim.start);
  const text = slice(ctx, clause);
  if (NOT_TOLD_AS_PAST.test(text) || isQuoted(ctx, claim) || !toldAsPast(text)) return;
  const thisYear = thisYearOf(ctx);
  const swapped = Number(`${year.text.slice(0, 2)}${year.text.charAt(3)}${year.text.charAt(2)}`);
  const guess = swapped <= thisYear && swapped >= 1900 ? swapped : thisYear;
  const hint = guess === swapped ? `perhaps you meant ${guess}` : `it can have happened in ${thisYear} at the latest`;
  fails(
    ctx,
    claim,
    replaced(ctx, claim, year, String(guess)),
    `${year.text} has not come yet (it is ${thisYear} now), so it cannot be when this happened; ${hint}.`,
  );
}

function toldAsPast(clause: string): boolean {
  const terms = taggedTerms(clause);
  return terms.some((t) => t.tags.includes("PastTense") || ["was", "were", "had", "did"].includes(t.normal));
}
