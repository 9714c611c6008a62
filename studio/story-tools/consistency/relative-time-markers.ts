// Relative time: "two years later", "the next year", "a decade after that", "ten years ago"

import { anyCase, APPROX_WORDS, choice, NUMBER, numberValue } from "./numbers";
import type { StoryContext } from "./story-context";
import { before, hits, within, type Hit, type Span } from "./text-spans";

const RELATIVE_RE = new RegExp(
  `(?<![\\p{L}])(?:(?<q>${choice(APPROX_WORDS)})\\s+)?(?:(?<n>${NUMBER}|${choice(["a couple of", "an", "a"])})\\s+(?<unit>${choice(["years", "year", "decades", "decade"])})\\s+(?<dir>later|after(?:wards)?(?:\\s+that)?|on|earlier|before(?:\\s+that)?|ago)|${anyCase("the")}\\s+(?<nx>next|following|previous)\\s+year|${anyCase("the")}\\s+year\\s+(?<ya>after|before)(?:\\s+that)?)(?![\\p{L}])`,
  "gdu",
);

export type Marker = Hit & { years: number; tolerance: number; backwards: boolean; ago: boolean; calendar: boolean };

// Ages and relative times both ask for these phrases: they are found once per story.
const markersByStory = new WeakMap<StoryContext, Marker[]>();

export function markers(ctx: StoryContext): Marker[] {
  const known = markersByStory.get(ctx);
  if (known) return known;
  const found = hits(RELATIVE_RE, ctx.story).flatMap((h) => {
    const { n, unit, dir, nx, ya, q } = h.groups;
    const count = n ? numberValue(n.text) : 1;
    if (count === undefined) return [];
    const decades = /decade/i.test(unit?.text ?? "");
    const direction = (dir?.text ?? nx?.text ?? ya?.text ?? "").toLowerCase();
    const calendar = Boolean(nx || ya);
    const widen = q ? Math.max(1, Math.round(count * (decades ? 10 : 1) * 0.15)) : 0;
    return [{ ...h, years: count * (decades ? 10 : 1), tolerance: (calendar ? 0 : 1) + widen + (decades ? 1 : 0), backwards: /^(?:earlier|before|previous)/.test(direction), ago: direction === "ago", calendar }];
  });
  markersByStory.set(ctx, found);
  return found;
}

export const mentionsRelativeTime = (text: string) => hits(RELATIVE_RE, text).length > 0;

export function relativeMarkerBefore(ctx: StoryContext, claim: Span, clause: Span): boolean {
  const text = before(ctx, claim.start, clause.start);
  return markers(ctx).some((m) => within(clause, m) && m.end <= claim.start && /^[\s,]*(?:when\s+)?$/.test(text.slice(m.end - clause.start)));
}
