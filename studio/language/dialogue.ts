import nlp from "compromise";
import { hasSubjectAndVerb } from "./clauses";
import { isSpeechVerb } from "./speech-verbs";
import { capitalise, memo } from "./text";
import { taggedTerms } from "./tagged-terms";

type Term = { text: string; normal: string; tags: string[]; pre: string; post: string };

/** One piece of a sentence told with a second voice: the narrator's words, or the speaker's own. */
export type SpeechPart = { by: "narrator" | "speaker"; text: string };

/**
 * A sentence in which someone speaks, cut so that the speaker says only their own words and the narrator the rest.
 * `who` is how the story names the speaker in the tag ("Grandma", "my boss Priya", "he"), resolved to a person by
 * the analysis; "continuation" means a quotation with no tag, said by whoever spoke just before.
 */
export type Speech = { who: string; parts: SpeechPart[]; indirect: boolean };

const QUOTE = /["“”]/gu;
const REPORTING_VERBS = new Set(["tell", "ask", "beg", "warn", "remind", "order", "urge", "advise", "instruct"]);
const MAX_INDIRECT_WORDS = 10;
const FIRST_TO_SECOND: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  we: "you",
  us: "you",
  our: "your",
  ours: "yours",
  ourselves: "yourselves",
};
const THIRD_PERSON = new Set(["he", "him", "his", "she", "her", "hers", "they", "them", "their", "it", "its"]);

const termsOf = taggedTerms;

const verbInfinitive = memo((word: string): string => nlp(word).verbs().toInfinitive().text());

function infinitive(term: Term): string {
  return (verbInfinitive(term.text) || term.normal).toLowerCase();
}

/** The quoted speech in a sentence, or its reported speech ("Mum told me to slow down"), when it can be voiced apart. */
export function findSpeech(sentence: string): Speech | undefined {
  const marks = sentence.match(QUOTE)?.length ?? 0;
  if (marks === 0) return reportedSpeech(sentence);
  if (marks !== 2 && marks !== 4) return undefined;
  return quotedSpeech(sentence);
}

function quotedSpeech(sentence: string): Speech | undefined {
  const pieces = sentence.split(QUOTE).map((p) => p.trim());
  // Even indices are narration, odd ones quotation: ["", Q, tag] or [pre, Q, post] or ["", Q1, tag, Q2, ""].
  const quotes = pieces.filter((_, i) => i % 2 === 1).filter(Boolean);
  const narration = pieces.filter((_, i) => i % 2 === 0);
  const quote = joinQuotes(quotes);
  if (!quote) return undefined;
  const [pre = "", mid = "", post = ""] = narration;
  if (!/[\p{L}\p{N}]/u.test(narration.join(" ")))
    return { who: "continuation", parts: [{ by: "speaker", text: quote }], indirect: false };
  if (quotes.length === 2 && post.replace(/[\s.!?,]/g, "")) return undefined;
  const tag = pre ? speechTag(pre, "before") : speechTag(mid, "after");
  if (!tag) return undefined;
  const after = pre ? restAfterQuote(mid) : undefined;
  if (after === null) return undefined;
  const parts: SpeechPart[] = [
    { by: "narrator", text: tag.intro },
    { by: "speaker", text: quote },
  ];
  return { who: tag.who, parts: after ? [...parts, { by: "narrator", text: after }] : parts, indirect: false };
}

// `"Don't worry,"` + `"the sea always gives back."` → "Don't worry, the sea always gives back."
function joinQuotes(quotes: string[]): string | undefined {
  const text = quotes
    .join(" ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[,;:\s]+$/u, "");
  if (!/[\p{L}\p{N}]/u.test(text)) return undefined;
  return /[.!?…]$/u.test(text) ? capitalise(text) : `${capitalise(text)}.`;
}

/**
 * The narrator's lead-in to a quotation, as a sentence ending in a colon: `Sam yelled,` → "Sam yelled:", `Grandma
 * said` (after the quotation) → "Grandma said:", `said Mr. Patel, tapping his watch` → "Mr. Patel said:".
 */
function speechTag(text: string, where: "before" | "after"): { who: string; intro: string } | undefined {
  const clean = text.replace(/^[\s,;:—–-]+|[\s,;:—–.-]+$/gu, "");
  if (!clean) return undefined;
  const terms = termsOf(clean);
  const verbAt = terms.findIndex((t) => t.tags.includes("Verb") && isSpeechVerb(infinitive(t)));
  if (verbAt < 0) return undefined;
  const verb = terms[verbAt] as Term;
  if (where === "before") {
    // Everything before the quotation is the narrator's, but it must end on the speech verb ("…looked at me and said").
    const tail = terms
      .slice(verbAt + 1)
      .filter((t) => !t.tags.includes("Adverb") && !["me", "us", "to"].includes(t.normal));
    if (tail.length) return undefined;
    // "My mum looked at me and said": the speaker is the subject of the tag's first verb.
    const firstVerb = terms.findIndex((t) => t.tags.includes("Verb"));
    const who = subjectBefore(terms, verbAt) ?? subjectBefore(terms, firstVerb);
    if (!who) return undefined;
    return { who, intro: `${capitalise(clean)}:` };
  }
  const before = subjectBefore(terms, verbAt);
  const after = before ? undefined : subjectAfter(terms, verbAt);
  const who = before ?? after;
  if (!who) return undefined;
  const adverb =
    terms[verbAt + 1]?.tags.includes("Adverb") || terms[verbAt + 1]?.tags.includes("Particle")
      ? ` ${terms[verbAt + 1]?.text}`
      : "";
  const said = `${verb.text}${before ? adverb : ""}`;
  const lead = before
    ? terms
        .slice(0, verbAt)
        .map((t) => t.text)
        .join(" ")
    : who;
  // "asked my husband, holding the tongs like a sword": what the tag says after the speaker is the author's too.
  const spokenTo = before ? clean.indexOf(said) + said.length : clean.indexOf(who) + who.length;
  const rest = clean.slice(spokenTo).replace(/^[\s,;:—–-]+/u, "");
  const description = /^\p{Ll}/u.test(rest) && /[\p{L}]/u.test(rest) ? `, ${rest}` : "";
  return { who, intro: `${capitalise(lead)} ${said}${description}:` };
}

// The words right before the speech verb that name who speaks: "Grandma", "my boss Priya", "he".
function subjectBefore(terms: readonly Term[], verbAt: number): string | undefined {
  let at = verbAt - 1;
  while (at >= 0 && (terms[at] as Term).tags.includes("Adverb")) at--;
  const head = terms[at];
  // "…at the gate, said": a comma between them means the noun is not the verb's subject.
  if (!head || head.post.trim() || !(head.tags.includes("Noun") || head.tags.includes("Pronoun"))) return undefined;
  // "…her first wonky dumpling she said": a pronoun is the whole subject.
  if (head.tags.includes("Pronoun")) return head.text;
  let start = at;
  while (
    start > 0 &&
    !(terms[start - 1] as Term).post.trim() &&
    /Noun|Possessive|Adjective|Determiner|Honorific/.test((terms[start - 1] as Term).tags.join(" "))
  )
    start--;
  return joinTerms(terms.slice(start, at + 1));
}

// Honorifics keep their full stop ("Mr. Patel"); other punctuation after the last word is dropped.
function joinTerms(terms: readonly Term[]): string {
  return terms.map((t) => (t.tags.includes("Honorific") && t.post.startsWith(".") ? `${t.text}.` : t.text)).join(" ");
}

// Inverted tags: "said Mr. Patel", "shouted my brother".
function subjectAfter(terms: readonly Term[], verbAt: number): string | undefined {
  const words: Term[] = [];
  for (const term of terms.slice(verbAt + 1)) {
    if (
      !/Noun|Possessive|Determiner|Honorific|Adjective/.test(term.tags.join(" ")) ||
      (term.tags.includes("Pronoun") && !term.tags.includes("Possessive"))
    )
      break;
    words.push(term);
    if (term.post.trim() && !term.tags.includes("Honorific")) break;
  }
  return words.length ? joinTerms(words) : undefined;
}

// `Sam yelled, "Run!" and we ran.` → "We ran." The narration after a quotation must stand as a sentence of its own.
function restAfterQuote(text: string): string | undefined | null {
  const body = text.replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/gu, "");
  if (!/[\p{L}\p{N}]/u.test(body)) return undefined;
  const sentence = capitalise(body.replace(/^and\s+(?=then\b)/i, "").replace(/^and\s+/i, ""));
  const ended = /[.!?…]$/u.test(sentence) ? sentence : `${sentence}.`;
  return hasSubjectAndVerb(ended) ? ended : null;
}

/**
 * "My boss Priya asked me to print the report, but…" → the narrator says "My boss Priya asked me:", Priya says
 * "Could you print the report?", the narrator goes on "But…". Only a short request to the author ("me", "us") with
 * no third person in it is turned into words: those are the words the story reports, in the second person.
 */
function reportedSpeech(sentence: string): Speech | undefined {
  const terms = termsOf(sentence);
  const verbAt = terms.findIndex(
    (t, i) =>
      t.tags.includes("Verb") &&
      REPORTING_VERBS.has(infinitive(t)) &&
      ["me", "us"].includes(terms[i + 1]?.normal ?? "") &&
      !terms[i + 1]?.post.trim(),
  );
  if (verbAt < 0) return undefined;
  // "Dad came home and told me…": the subject of the clause's first verb.
  const firstVerb = terms.findIndex((t) => t.tags.includes("Verb"));
  const who = subjectBefore(terms, verbAt) ?? subjectBefore(terms, firstVerb);
  if (!who || ["i", "we"].includes(who.toLowerCase())) return undefined;
  let at = verbAt + 2;
  const negative = terms[at]?.normal === "not";
  if (negative) at++;
  if (terms[at]?.normal !== "to" || terms[at]?.post.trim()) return undefined;
  const act: Term[] = [];
  for (const term of terms.slice(at + 1)) {
    if (
      act.length &&
      ["and", "but", "so", "because", "when", "while", "until", "before", "after"].includes(term.normal)
    )
      break;
    act.push(term);
    if (/[,;:.!?]/.test(term.post)) break;
  }
  const first = act[0];
  if (!first || !first.tags.includes("Verb") || act.length > MAX_INDIRECT_WORDS) return undefined;
  if (act.some((t) => THIRD_PERSON.has(t.normal))) return undefined;
  const words = act.map((t) => FIRST_TO_SECOND[t.normal] ?? t.text).join(" ");
  const verb = infinitive(terms[verbAt] as Term);
  const quote =
    verb === "ask" && !negative ? `Could you ${words}?` : negative ? `Don't ${words}.` : `${capitalise(words)}.`;
  const lead = terms
    .slice(0, verbAt + 2)
    .map((t, i) => `${t.pre}${t.text}${i < verbAt + 1 ? t.post : ""}`)
    .join("")
    .trim();
  const rest = terms
    .slice(at + 1 + act.length)
    .map((t) => `${t.pre}${t.text}${t.post}`)
    .join("")
    .trim();
  const after = rest ? restAfterQuote(rest) : undefined;
  if (after === null) return undefined;
  const parts: SpeechPart[] = [
    { by: "narrator", text: `${capitalise(lead)}:` },
    { by: "speaker", text: quote },
  ];
  return { who, parts: after ? [...parts, { by: "narrator", text: after }] : parts, indirect: true };
}
