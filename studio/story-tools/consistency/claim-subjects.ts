// Who a claim is about: the narrator, a name, a relation ("my grandfather") or a pronoun pointing back to one.

import nlp from "compromise";
import { kinGenders } from "../../language/kinship";
import { MONTHS, WEEKDAYS } from "./date-mentions";
import { SMALL_NUMBER_WORDS, TENS_WORDS } from "../../language/number-words";
import type { StoryContext } from "./story-context";
import { hits, type Hit, type Piece } from "./text-spans";

type Gender = "female" | "male";
export type Who = { key: string; label: string; narrator: boolean; gender?: Gender };

const KIN_GENDER: Record<string, Gender | undefined> = {
  ...kinGenders(),
  friend: undefined,
  baby: undefined,
  neighbour: undefined,
  neighbor: undefined,
  boss: undefined,
  teacher: undefined,
};
export const KIN = Object.keys(KIN_GENDER)
  .sort((a, b) => b.length - a.length)
  .join("|");
export const KIN_TITLE = "Grandpa|Grandma|Granny|Gran|Nana|Nan|Aunt|Auntie|Uncle|Cousin|Grandad|Granddad";
export const NAME = "\\p{Lu}[\\p{Ll}'’-]*\\p{Ll}";
const KIN_ADJECTIVE = "little|older|younger|big|baby|elder|eldest|youngest|late|twin|best|only";
export const SUBJECT = `(?:(?<pron>I|[Hh]e|[Ss]he)(?![\\p{L}])|(?<poss>[Mm]y|[Oo]ur|[Hh]is|[Hh]er)\\s+(?:(?:${KIN_ADJECTIVE})\\s+)?(?<kin>${KIN})(?:,?\\s+(?<kname>${NAME})(?=,?\\s))?|(?:(?<title>${KIN_TITLE})\\s+)?(?<name>${NAME}))`;

// Capitalised words that start sentences or name times, never a person an age belongs to.
const NOT_NAMES = new Set([
  "he",
  "she",
  "the",
  "a",
  "an",
  "in",
  "on",
  "at",
  "when",
  "then",
  "after",
  "before",
  "by",
  "from",
  "it",
  "that",
  "this",
  "there",
  "these",
  "those",
  "we",
  "they",
  "you",
  "my",
  "our",
  "his",
  "her",
  "their",
  "so",
  "but",
  "and",
  "or",
  "if",
  "as",
  "for",
  "with",
  "now",
  "every",
  "all",
  "some",
  "what",
  "who",
  "which",
  "where",
  "why",
  "how",
  "christmas",
  "easter",
  "halloween",
  "god",
  "last",
  "next",
  "today",
  "tonight",
  "yesterday",
  "tomorrow",
  "here",
  "nothing",
  "everything",
  "everyone",
  "someone",
  "life",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "dear",
  "yes",
  "no",
  "oh",
  "well",
  "just",
  "still",
  "even",
  "not",
  "never",
  "once",
  "twice",
  "both",
  "each",
  "soon",
  "later",
  "back",
  "only",
  "also",
  "maybe",
  "perhaps",
  "until",
  "since",
  "during",
  "while",
  "because",
  "although",
  "though",
  ...MONTHS.map((m) => m.toLowerCase()),
  ...WEEKDAYS.map((d) => d.toLowerCase()),
  ...TENS_WORDS,
  ...SMALL_NUMBER_WORDS,
]);

export type PendingWho = Who | { pronoun: Gender; at: number };

export function subjectOf(groups: Record<string, Piece | undefined>): PendingWho | undefined {
  const { poss, kin, kname, title, name, pron } = groups;
  if (pron) {
    if (pron.text === "I") return { key: "i", label: "you", narrator: true };
    return { pronoun: /^[Ss]he$/.test(pron.text) ? "female" : "male", at: pron.start };
  }
  const gender = KIN_GENDER[(kin?.text ?? title?.text ?? "").toLowerCase()];
  const named = kname ?? name;
  if (named) {
    if (NOT_NAMES.has(named.text.toLowerCase())) return undefined;
    return { key: named.text.toLowerCase(), label: named.text, narrator: false, ...(gender ? { gender } : {}) };
  }
  if (!kin || !poss) return undefined;
  const mine = /^(?:my|our)$/i.test(poss.text);
  return {
    key: `${mine ? "my" : poss.text.toLowerCase()} ${kin.text.toLowerCase()}`,
    label: `${mine ? "your" : poss.text.toLowerCase()} ${kin.text.toLowerCase()}`,
    narrator: false,
    ...(gender ? { gender } : {}),
  };
}

type PersonMention = { at: number; key?: string; gender?: Gender };

const KIN_MENTION_RE = new RegExp(
  `(?<![\\p{L}])(?:(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]he)\\s+(?:\\p{Ll}+\\s+)?(?<kin>${KIN})|(?<title>${KIN_TITLE}|Mum|Mom|Dad))\\b`,
  "gdu",
);
export const SUBJECT_RE = new RegExp(`(?<![\\p{L}])${SUBJECT}(?![\\p{L}])`, "gdu");

type Term = { text: string; tags: string[]; offset: { start: number } };

// Tagging the whole story is slow: it is done once per story, and only when a pronoun needs it.
const mentionsByStory = new WeakMap<StoryContext, PersonMention[]>();

// The people a "she" or "he" could point back to: names the tagger knows (with the gender it knows for them),
// capitalised words it cannot place (an unknown name may be anyone), and relation words ("my grandfather").
function personMentions(ctx: StoryContext): PersonMention[] {
  const known = mentionsByStory.get(ctx);
  if (known) return known;
  const sentences = nlp(ctx.story).json({ offset: true }) as { terms: Term[] }[];
  const named = sentences
    .flatMap((s) => s.terms.filter((t, i) => mayBePerson(t, i)))
    .map((t) => ({
      at: t.offset.start,
      key: t.text.toLowerCase().replace(/[^\p{L}'’-]/gu, ""),
      ...(t.tags.includes("FemaleName")
        ? { gender: "female" as const }
        : t.tags.includes("MaleName")
          ? { gender: "male" as const }
          : {}),
    }));
  const kin = hits(KIN_MENTION_RE, ctx.story).map((h) => ({
    at: h.start,
    ...(subjectKey(h) ? { key: subjectKey(h) } : {}),
    ...genderOf(h),
  }));
  // "Mum" is both a capitalised word and a relation: the relation knows her gender, so it stands for her.
  const people = [...named.filter((n) => !kin.some((k) => k.at === n.at)), ...kin].sort((a, b) => a.at - b.at);
  mentionsByStory.set(ctx, people);
  return people;
}

function mayBePerson(term: Term, index: number): boolean {
  if (
    NOT_NAMES.has(term.text.toLowerCase()) ||
    ["Pronoun", "Honorific", "Place", "Organization", "Date", "Value"].some((tag) => term.tags.includes(tag))
  )
    return false;
  // Every sentence opens with a capital: there, only a noun may be a name ("Priya visited", never "When she…").
  return (
    term.tags.includes("Person") || (/^\p{Lu}\p{Ll}/u.test(term.text) && (index > 0 || term.tags.includes("Noun")))
  );
}

function subjectKey(h: Hit): string | undefined {
  const who = subjectOf(hits(SUBJECT_RE, h.text, h.start)[0]?.groups ?? {});
  return who && "key" in who ? who.key : undefined;
}

function genderOf(h: Hit): { gender?: Gender } {
  const gender = KIN_GENDER[(h.groups.kin?.text ?? h.groups.title?.text ?? "").toLowerCase()];
  return gender ? { gender } : {};
}

/**
 * "she" is the most recent person of her gender before it, and only when that person is someone the story gives an
 * age or a birth year: anyone else in between makes the pronoun ambiguous and the claim unchecked.
 */
export function resolvePronoun(
  ctx: StoryContext,
  pending: { pronoun: Gender; at: number },
  known: Map<string, Who>,
): Who | undefined {
  const candidates = personMentions(ctx).filter(
    (m) => m.at < pending.at && (!m.gender || m.gender === pending.pronoun),
  );
  const last = candidates[candidates.length - 1];
  const who = last?.key ? known.get(last.key) : undefined;
  if (!who || (who.gender && who.gender !== pending.pronoun)) return undefined;
  return { ...who, gender: pending.pronoun };
}

export function pronounFor(who: Who): string {
  if (who.narrator) return "you";
  if (who.gender) return who.gender === "female" ? "she" : "he";
  return who.label;
}

export const wasFor = (who: Who) => (who.narrator ? "were" : "was");
