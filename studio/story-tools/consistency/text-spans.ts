// Spans of the story's text and the regular-expression hits that find them; everything else is built on these.

export type Span = { start: number; end: number };
export type Piece = Span & { text: string };
export type Hit = Piece & { groups: Record<string, Piece | undefined> };
// The helpers below need only the text, so the ledger can use them without the whole story context.
export type StoryText = { story: string };

export function hits(re: RegExp, text: string, offset = 0): Hit[] {
  return [...text.matchAll(re)].map((m) => {
    const start = offset + (m.index ?? 0);
    const groups: Record<string, Piece | undefined> = {};
    for (const [name, value] of Object.entries(m.groups ?? {})) {
      const at = m.indices?.groups?.[name];
      groups[name] =
        value !== undefined && at ? { text: value, start: offset + at[0], end: offset + at[1] } : undefined;
    }
    return { text: m[0], start, end: start + m[0].length, groups };
  });
}

export const within = (outer: Span, inner: Span) => inner.start >= outer.start && inner.end <= outer.end;
export const slice = (ctx: StoryText, span: Span) => ctx.story.slice(span.start, span.end);
export const before = (ctx: StoryText, at: number, from: number) => ctx.story.slice(from, at);
export const after = (ctx: StoryText, at: number, to: number) => ctx.story.slice(at, to);
