import type { Mention } from "./mentions";

type Term = { text: string; normal: string; post: string; tags: string[] };

/** A mention and the terms it was read from, in its sentence (both ends included). */
export type Span = { mention: Mention; start: number; end: number };

// "a tall woman", "my", "an old": the words that may open a description of someone set off by commas.
const DESCRIBERS = ["Determiner", "Adjective", "Possessive"];
const INTRODUCERS = new Set(["named", "called"]);
// "…, a grumpy terrier who stole…": a description may end on a relative word instead of a comma.
const RELATIVES = new Set(["who", "whose"]);
// How far "named"/"called" may sit from the noun it names: "a retired teacher from Ohio called Barb".
const MAX_INTRODUCER_GAP = 4;

/**
 * Mentions in one sentence that are one person, each paired with the mention it is keyed to (a name when the group
 * has one): "a woman named Priya", "a retired teacher from Ohio called Barb", "my boss, Ingrid, said",
 * "Priya, my manager, looked", "The manager, a tall woman named Priya, looked", "My dad, a retired engineer, taped".
 * A list is not an apposition: two names ("Sam, Priya and Leo") or two relations ("Mum, Dad and I") stay apart.
 */
export function appositiveLinks(terms: Term[], spans: Span[]): [from: Mention, to: Mention][] {
  const group = new Map<Span, Span>(spans.map((span) => [span, span]));
  const root = (span: Span): Span => {
    let at = span;
    while (group.get(at) !== at) at = group.get(at) as Span;
    return at;
  };
  const join = (a: Span, b: Span) => group.set(root(b), root(a));
  spans.forEach((span, k) => {
    const named = introduced(terms, spans, span);
    if (named) join(named, span);
    const next = spans[k + 1];
    if (next && appositive(terms, spans, span, next)) join(span, next);
  });
  const members = new Map<Span, Span[]>();
  for (const span of spans) members.set(root(span), [...(members.get(root(span)) ?? []), span]);
  return [...members.values()].flatMap((list) => {
    // The name, when the group has one, is what the person is called.
    const owner = list.find((s) => s.mention.proper) ?? (list[0] as Span);
    return list
      .filter((s) => s.mention.key !== owner.mention.key)
      .map((s): [Mention, Mention] => [s.mention, owner.mention]);
  });
}

/**
 * The person "named/called" introduces by name: the nearest common noun just before it, past a place's name ("a
 * retired teacher from Ohio called Barb"), when that noun is a person.
 */
function introduced(terms: Term[], spans: Span[], name: Span): Span | undefined {
  const word = terms[name.start - 1];
  if (!name.mention.proper || !word || !INTRODUCERS.has(word.normal)) return undefined;
  const before = spans.filter((s) => s.end < name.start - 1 && name.start - 1 - s.end <= MAX_INTRODUCER_GAP);
  const nearest = before.reverse().find((s) => !s.mention.proper || s.mention.kind === "person");
  return nearest && nearest.mention.kind === "person" && !nearest.mention.proper ? nearest : undefined;
}

// "X, Y," with Y right after the comma (or after "a", "my", adjectives), closed by a comma, a verb or a relative word.
// One of the two must be a person; a name the tagger does not know ("Priya, my manager,") is one when Y is.
function appositive(terms: Term[], spans: Span[], x: Span, y: Span): boolean {
  const person = x.mention.kind === "person" || (x.mention.proper && y.mention.kind === "person");
  if (!person || !(terms[x.end] as Term).post.includes(",")) return false;
  const between = terms.slice(x.end + 1, y.start);
  if (!between.every((t) => DESCRIBERS.some((tag) => t.tags.includes(tag)))) return false;
  if (!closed(terms, spans, y)) return false;
  const indefinite = ["a", "an"].includes(between[0]?.normal ?? "");
  // "his granddaughter, Bia," names her with a name the tagger does not know; "my dad, a retired engineer," says
  // what he is.
  if (y.mention.kind !== "person") return y.mention.proper ? !x.mention.proper : indefinite;
  if (x.mention.proper && y.mention.proper) return false;
  // Two relations in a row are a list ("Mum, Dad, and I") unless the second describes the first ("a tall woman").
  return x.mention.proper || y.mention.proper ? true : indefinite;
}

function closed(terms: Term[], spans: Span[], y: Span): boolean {
  // "a tall woman named Priya," closes after the name.
  const name = spans.find(
    (s) => s.start === y.end + 2 && s.mention.proper && INTRODUCERS.has(terms[y.end + 1]?.normal ?? ""),
  );
  const end = terms[(name ?? y).end] as Term;
  const after = terms[(name ?? y).end + 1];
  if (/[,.;!?]/u.test(end.post) || !after) return true;
  return RELATIVES.has(after.normal) || (after.tags.includes("Verb") && !after.tags.includes("Gerund"));
}

/**
 * "the same man", "the other woman": a phrase that points back at someone already in the story, never a new person.
 * "my other friend" and "the other parents" are someone new. `start` is where the mention's run begins in `terms`.
 */
export function isAnaphoric(terms: Term[], start: number, head: Term): boolean {
  const before = terms[start - 1]?.normal;
  if (before === "same") return true;
  return before === "other" && terms[start - 2]?.normal === "the" && head.tags.includes("Singular");
}

/**
 * Keys each anaphoric person mention (`anaphoric(text, index)`) to the person mentioned last before it who can be
 * meant ("the same man" is not the granddaughter just mentioned); one with nobody before it is dropped: it cannot be
 * a new person, and there is no one it can be.
 */
export function resolveAnaphora(
  perText: Mention[][],
  anaphoric: (text: number, index: number) => boolean,
): Mention[][] {
  const before: string[] = [];
  // What the story has said of each person so far: "his granddaughter Bia" makes Bia female.
  const genders = new Map<string, Mention["gender"]>();
  return perText.map((mentions, text) =>
    mentions.flatMap((mention, index) => {
      if (mention.kind !== "person") return [mention];
      if (!anaphoric(text, index)) {
        before.unshift(mention.key);
        if (mention.gender && !genders.has(mention.key)) genders.set(mention.key, mention.gender);
        return [mention];
      }
      const meant = before.find((key) => !genders.get(key) || !mention.gender || genders.get(key) === mention.gender);
      return meant ? [{ ...mention, key: meant }] : [];
    }),
  );
}
