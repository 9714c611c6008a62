import nlp from "compromise";
import { capitalise, countSpokenWords } from "./text";
import { taggedTerms } from "./tagged-terms";
import { memo } from "./text";

type Term = { text: string; normal: string; post: string; tags: string[] };

const COORDINATORS = new Set(["and", "but", "so", "yet", "or", "then"]);
const SUBORDINATORS = new Set([
  "because",
  "while",
  "when",
  "whenever",
  "until",
  "till",
  "before",
  "after",
  "although",
  "though",
  "since",
  "as",
  "if",
  "unless",
  "whereas",
  "once",
  "which",
  "who",
  "whom",
  "whose",
  "where",
]);
const DETERMINERS = new Set(["a", "an", "the", "my", "our", "his", "her", "their", "its", "your"]);
const FINITE = ["PastTense", "PresentTense", "Modal", "Auxiliary", "Copula", "FutureTense"];
// Leading adverbials longer than this usually carry the main clause too ("When I moved to Lisbon I knew nobody").
const MAX_LEADING_WORDS = 8;

const termsOf = taggedTerms;

function isFinite(term: Term): boolean {
  if (!term.tags.includes("Verb")) return false;
  // "Tapping his watch": a gerund alone is not a finite verb, though compromise also tags it PresentTense.
  if (term.tags.includes("Gerund")) return false;
  return FINITE.some((tag) => term.tags.includes(tag));
}

const SUBJECT_PHRASE = ["Determiner", "Adjective", "Possessive", "Noun", "Value"];

/**
 * Reads as a sentence on its own: some finite verb has a subject right before it ("I fell off", "my dad Marco
 * tried") that no subordinator or relative word governs ("When I was nine" and "which tram driver sang" do not).
 */
export function hasSubjectAndVerb(text: string): boolean {
  const terms = termsOf(text);
  const governed = governedBySubordinator(terms);
  return terms.some((term, i) => isFinite(term) && !governed[i] && hasMainSubject(terms, i));
}

/**
 * Which terms sit inside a subordinate clause: from a subordinator or relative word ("when", "who", "that") to the
 * next comma, or to a new subject and verb that no conjunction joins to it ("After my grandma died | we found…",
 * "When I moved to Lisbon | I knew nobody"). So "when he was stationed in Germany and she was working…" is
 * subordinate as a whole.
 */
function governedBySubordinator(terms: readonly Term[]): boolean[] {
  let inside = false;
  let seenVerb = false;
  return terms.map((term, i) => {
    if ((isSubordinator(term) && opensClause(terms, i)) || opensTimeClause(terms, i))
      [inside, seenVerb] = [true, false];
    else if (inside && seenVerb && startsMainClause(terms, i)) inside = false;
    const governed = inside;
    if (inside && isFinite(term)) seenVerb = true;
    if (/[,;:—–]/u.test(term.post)) inside = false;
    return governed;
  });
}

const TIME_NOUNS = new Set([
  "day",
  "night",
  "morning",
  "evening",
  "afternoon",
  "week",
  "weekend",
  "month",
  "year",
  "summer",
  "winter",
  "spring",
  "autumn",
  "moment",
  "minute",
  "second",
  "time",
]);
// Words that may stand between "the" and its time noun in such an opening ("the first time", "the very moment").
const TIME_NOUN_MODIFIERS = new Set(["first", "last", "only", "very", "exact"]);
const SUBJECT_OPENERS = new Set(["i", "we", "he", "she", "they", "you", "my", "our", "his", "her", "their", "your"]);

/**
 * A sentence opening on a time with a clause of its own and no "that" or "when" ("The day we moved out, …", "The
 * first time I saw her, …", "Every time he laughed, …"): the clause is the time's, not the sentence's, so "The day
 * we moved out of our first flat." alone is no sentence. "That day we moved out.", "The next morning we left." and
 * "Every summer we went to the lake." say their own.
 */
function opensTimeClause(terms: readonly Term[], at: number): boolean {
  const term = terms[at] as Term;
  if (!TIME_NOUNS.has(term.normal) || term.post.trim() || !SUBJECT_OPENERS.has(terms[at + 1]?.normal ?? ""))
    return false;
  const before = terms.slice(0, at).map((t) => t.normal);
  const [first, ...between] = before;
  if (first === "every" || first === "each") return term.normal === "time" && between.length === 0;
  return first === "the" && between.every((word) => TIME_NOUN_MODIFIERS.has(word));
}

// "after", "before", "since", "until" also head a plain phrase of time ("After forty minutes it lifted").
const ALSO_PREPOSITIONS = new Set(["after", "before", "since", "until", "till", "as", "once"]);

function opensClause(terms: readonly Term[], at: number): boolean {
  // "That day we moved out": "that" before a time is its determiner.
  if ((terms[at] as Term).normal === "that" && TIME_NOUNS.has(terms[at + 1]?.normal ?? "")) return false;
  if (!ALSO_PREPOSITIONS.has((terms[at] as Term).normal)) return true;
  const phrase = terms.slice(at + 1, at + 5);
  return !phrase.some((t) => ["Value", "Date", "Duration"].some((tag) => t.tags.includes(tag)));
}

function startsMainClause(terms: readonly Term[], at: number): boolean {
  const term = terms[at] as Term;
  const previous = terms[at - 1];
  if (!previous || previous.tags.includes("Conjunction") || previous.tags.includes("Preposition")) return false;
  const subject =
    (term.tags.includes("Pronoun") && !term.tags.includes("Possessive")) || term.tags.includes("ProperNoun");
  return subject && Boolean(terms[at + 1] && isFinite(terms[at + 1] as Term));
}

// Reduced relatives read as verbs by the tagger: "a sergeant called Pike", "a woman named Ines".
const PARTICIPLES = new Set(["called", "named", "known", "dated", "dressed", "made", "born"]);

function hasMainSubject(terms: readonly Term[], verbAt: number): boolean {
  if (PARTICIPLES.has((terms[verbAt] as Term).normal)) return false;
  let at = verbAt - 1;
  while (at >= 0 && (terms[at] as Term).tags.includes("Adverb")) at--;
  const head = terms[at];
  // "…the final letter, dated the week before": a comma between noun and verb means no subject.
  if (!head || head.post.trim() || !(head.tags.includes("Noun") || head.tags.includes("Pronoun"))) return false;
  // "After forty minutes it lifted": a pronoun is a whole subject; the words before it are another phrase.
  if (head.tags.includes("Pronoun")) {
    const before = terms[at - 1];
    return (
      !head.tags.includes("QuestionWord") &&
      !["who", "which", "what"].includes(head.normal) &&
      (!before || !isSubordinator(before))
    );
  }
  const bare = (terms[verbAt] as Term).tags.includes("Infinitive") && head.tags.includes("Singular");
  // Back to the phrase's first word: its determiner ("my", "the") opens it, so "In 2019 my family" stops at "my".
  while (
    at > 0 &&
    !opensNounPhrase(terms[at] as Term) &&
    inSubjectPhrase(terms[at - 1] as Term) &&
    !isSubordinator(terms[at - 1] as Term)
  )
    at--;
  const phrase = terms.slice(at, verbAt);
  if (phrase.some((t) => t.tags.includes("QuestionWord") || isSubordinator(t))) return false;
  const before = terms[at - 1];
  // "During a very important client call on Zoom": a noun after a preposition is its object, and the word after it a
  // noun the tagger read as a verb, not a subject and its verb.
  if (before?.tags.includes("Preposition") && !before.post.trim()) return false;
  // A bare verb form after a singular noun that is itself an object ("order coffee like a local") is a misread;
  // "My mum read them" is not.
  if (bare && before && (before.tags.includes("Verb") || before.tags.includes("Preposition"))) return false;
  return !before || !isSubordinator(before);
}

const opensNounPhrase = (term: Term) => term.tags.includes("Determiner") || term.tags.includes("Possessive");

// "a very important client": an adverb that describes the next word belongs to the phrase.
function inSubjectPhrase(term: Term): boolean {
  return SUBJECT_PHRASE.some((tag) => term.tags.includes(tag)) || (term.tags.includes("Adverb") && !term.post.trim());
}

function isSubordinator(term: Term): boolean {
  return SUBORDINATORS.has(term.normal) || term.normal === "that";
}

/** Clauses as compromise cuts them, verbatim; joined with spaces they give the sentence back. */
const compromiseClauses = memo((sentence: string): readonly string[] =>
  (nlp(sentence).clauses().out("array") as string[]).map((c) => c.trim()).filter(Boolean),
);

export function clausesOf(sentence: string): string[] {
  const clauses = compromiseClauses(sentence);
  return clauses.length ? [...clauses] : [sentence];
}

function firstWord(text: string): string {
  return (text.match(/[\p{L}']+/u)?.[0] ?? "").toLowerCase();
}

// Double quotes, or a single quote opening someone's words ("the words 'Still yours.'"), not an apostrophe.
const hasQuote = (text: string) => /["“”]/u.test(text) || /(?:^|[\s:(])['‘](?=\p{L})/u.test(text);

function quotesWhole(text: string): boolean {
  const straight = (text.match(/"/g) ?? []).length;
  const open = (text.match(/“/g) ?? []).length;
  const close = (text.match(/”/g) ?? []).length;
  return straight % 2 === 0 && open === close && !/[“"][^”"]*$/u.test(text.replace(/"[^"]*"|“[^”]*”/gu, ""));
}

/**
 * Shorter grammatical forms of a sentence, longest first: leading adverbial clauses ("When I was nine,") and
 * trailing clauses after a comma ("…, which took three weeks", "…, but Grandma laughed", "…, a grumpy terrier")
 * dropped whole. Every form has a subject and a verb; a sentence with a quotation has none (its speech stays whole).
 */
export function shorterForms(sentence: string): string[] {
  const clauses = clausesOf(sentence);
  if (clauses.length < 2) return [];
  const leading = countLeading(clauses);
  const trailing = countTrailing(clauses, leading);
  const forms = new Set<string>();
  for (let lead = 0; lead <= leading; lead++) {
    for (let tail = 0; tail <= trailing; tail++) {
      if (lead === 0 && tail === 0) continue;
      const kept = rejoinList(clauses.slice(lead, clauses.length - tail), clauses[clauses.length - tail]);
      // Someone's words go whole or not at all: a form may drop a quotation, never cut one.
      if (!kept.length || (hasQuote(sentence) && !quotesWhole(kept.join(" ")))) continue;
      const form = asSentence(kept.join(" "), terminalOf(sentence, tail > 0));
      // What is left must open on its own clause: "My manager Olga nodding along, and I get to…" does not.
      if (lead > 0 && !opensOnClause(kept[0] as string)) continue;
      if (form && hasSubjectAndVerb(form)) forms.add(form);
    }
  }
  return [...forms].sort((a, b) => countSpokenWords(b) - countSpokenWords(a));
}

/**
 * A list of clauses loses its last item with the "and" that joined it: "A, B, and C" cut to "A, B." is a comma
 * splice, so the conjunction moves to the item that now ends the list ("A, and B."). Only between main clauses: a
 * clause that opens on "because" or "when" is not a list item.
 */
function rejoinList(kept: string[], firstDropped: string | undefined): string[] {
  const last = kept.at(-1);
  if (!last || kept.length < 2 || !firstDropped || !COORDINATORS.has(firstWord(firstDropped))) return kept;
  if (!/,\s*$/u.test(kept.at(-2) as string) || COORDINATORS.has(firstWord(last)) || SUBORDINATORS.has(firstWord(last)))
    return kept;
  // Both neighbours must be main clauses: "When I was nine, my dad tried…" is no list.
  if (!hasSubjectAndVerb(last) || !hasSubjectAndVerb(kept.at(-2) as string)) return kept;
  return [...kept.slice(0, -1), `${firstWord(firstDropped)} ${last}`];
}

// Opens on a clause of its own: its first verb has its own subject ("it finally started"), or it opens on a
// subordinate clause whose main clause follows ("when I finally held it up, …"). "then laughed so hard he had to…"
// does not: its first verb's subject is in the sentence before.
function opensOnClause(clause: string): boolean {
  const body = stripCoordinator(clause);
  if (SUBORDINATORS.has(firstWord(body))) return true;
  const terms = termsOf(body);
  const verb = terms.findIndex(isFinite);
  return verb > 0 && !governedBySubordinator(terms)[verb] && hasMainSubject(terms, verb);
}

function countLeading(clauses: string[]): number {
  let count = 0;
  for (const clause of clauses.slice(0, -1)) {
    const droppable =
      /,$/.test(clause) &&
      countSpokenWords(clause) <= MAX_LEADING_WORDS &&
      (SUBORDINATORS.has(firstWord(clause)) || !termsOf(clause).some(isFinite));
    if (!droppable) break;
    count++;
  }
  return count;
}

function countTrailing(clauses: string[], leading: number): number {
  let count = 0;
  for (let i = clauses.length - 1; i > leading; i--) {
    if (!/[,;:—–-]$/u.test((clauses[i - 1] ?? "").trim())) break;
    if (!isDroppableTail(clauses[i] as string)) break;
    count++;
  }
  return count;
}

function isDroppableTail(clause: string): boolean {
  const word = firstWord(clause);
  if (COORDINATORS.has(word)) return hasSubjectAndVerb(clause.replace(/^\W*\p{L}+\s*/u, ""));
  if (SUBORDINATORS.has(word) || DETERMINERS.has(word)) return true;
  const terms = termsOf(clause);
  // ", from 1952 to 1954": a phrase of place or time with no verb of its own.
  if (terms[0]?.tags.includes("Preposition") && !terms.some(isFinite)) return true;
  return terms[0]?.tags.includes("Gerund") ?? false;
}

function terminalOf(sentence: string, tailDropped: boolean): string {
  const end = sentence.trim().match(/[.!?…]+["”']?$/u)?.[0] ?? ".";
  // A question or exclamation mark belonged to the clause that was dropped.
  return tailDropped ? "." : end;
}

/** Trims joining punctuation and a leading "and", capitalises and ends the piece: one sentence again. */
function asSentence(text: string, terminal: string): string | undefined {
  let body = text
    .trim()
    .replace(/[\s,;:—–-]+$/u, "")
    .replace(/[.!?…]+["”']?$/u, "");
  if (/^and\s+then\b/i.test(body)) body = body.replace(/^and\s+/i, "");
  else if (/^and\b/i.test(body)) body = body.replace(/^and\s+/i, "");
  if (!/[\p{L}\p{N}]/u.test(body)) return undefined;
  return `${capitalise(body)}${terminal}`;
}

/**
 * Splits a long sentence at clause joints (", and I…", ", but she…", ", so we…") into complete sentences, each with
 * its own subject and verb, until every piece is at most `maxWords` or no joint is left. A sentence with a
 * quotation, or without such a joint, stays whole.
 */
export function splitAtClauses(sentence: string, maxWords: number): string[] {
  if (countSpokenWords(sentence) <= maxWords || hasQuote(sentence)) return [sentence];
  const clauses = clausesOf(sentence);
  const terminal = terminalOf(sentence, false);
  const total = countSpokenWords(sentence);
  let best: { at: number; balance: number } | undefined;
  for (let at = 1; at < clauses.length; at++) {
    const right = clauses.slice(at).join(" ");
    if (!COORDINATORS.has(firstWord(right)) && !hasSubjectAndVerb(right)) continue;
    // Not at a colon: what follows one ("It said: …", "three things: …") belongs to what leads in to it.
    if (!/[,;—–-]$/u.test((clauses[at - 1] ?? "").trim())) continue;
    const left = clauses.slice(0, at).join(" ");
    if (!opensOnClause(right) || !hasSubjectAndVerb(left)) continue;
    // "…, as if she'd known the minute we'd arrive." alone is no sentence: a clause led by "as", "because" or "when"
    // needs a main clause after it in its half.
    if (SUBORDINATORS.has(firstWord(stripCoordinator(right))) && clauses.length - at < 2) continue;
    // Neither half may keep a clause that belongs to the other: "…, and when I finally held it up." leaves its
    // main clause behind; "Soaked and scratched, he was…" opens on a phrase about someone in the half before.
    if (
      SUBORDINATORS.has(firstWord(stripCoordinator(clauses[at - 1] as string))) ||
      !opensOnClause(clauses[at] as string)
    )
      continue;
    const balance = Math.abs(total / 2 - countSpokenWords(left));
    if (!best || balance < best.balance) best = { at, balance };
  }
  if (!best) return [sentence];
  const left = asSentence(closeList(clauses.slice(0, best.at), firstWord(clauses[best.at] as string)), ".");
  const right = asSentence(clauses.slice(best.at).join(" "), terminal);
  if (!left || !right) return [sentence];
  return [...splitAtClauses(left, maxWords), ...splitAtClauses(right, maxWords)];
}

/**
 * "Feijão had seen a duck, jumped into the canal, | and Thiago had gone in": the "and" that closed the list goes with
 * the half after, so the list left behind gets its own ("had seen a duck and jumped into the canal").
 */
function closeList(left: string[], nextWord: string): string {
  const last = left[left.length - 1];
  const before = left[left.length - 2];
  if (nextWord !== "and" || !last || !before || !/,$/u.test(before.trim())) return left.join(" ");
  const opening = taggedTerms(last.trim())[0];
  const predicate =
    opening?.tags.includes("Verb") && !opening.tags.includes("Gerund") && !COORDINATORS.has(opening.normal);
  if (!predicate) return left.join(" ");
  return [...left.slice(0, -2), before.trim().replace(/,$/u, ""), `and ${last.trim()}`].join(" ");
}

function stripCoordinator(text: string): string {
  return COORDINATORS.has(firstWord(text)) ? text.replace(/^\W*\p{L}+\s*/u, "") : text;
}

/**
 * A sentence that needs none before it: no "Then" or "But" leading on from one, no verb left for it to supply ("The
 * banana did not.", "Nobody had asked him to."), not a bare "No".
 */
export function standsAlone(text: string): boolean {
  return !/^(?:and|but|then|also|it was not|no)\b/i.test(text) && !leavesOutItsVerb(text.replace(/["”’]+$/u, ""));
}

const ENDS_ON_AUXILIARY =
  /\b(?:do|does|did|didn't|don't|doesn't|had|hadn't|has|hasn't|have|haven't|was|wasn't|were|weren't|is|isn't|are|aren't|will|won't|would|wouldn't|could|couldn't|can|can't|should|shouldn't|might|must)(?: not| too| either| anyway)?[.!?]$/i;
// "wherever you are", "than we did": a clause of its own, whole.
const WHOLE_CLAUSE = /\b(?:wh\w+|as|than|if|because|before|after|until|since)\s+\S+\s+\S+[.!?]$/i;

// "Nobody had asked him to.", "The banana did not.": the verb is the sentence before's. "Everything that could go
// wrong did." says its own.
export function leavesOutItsVerb(text: string): boolean {
  if (/\bto[.!?]$/i.test(text)) return true;
  if (!ENDS_ON_AUXILIARY.test(text) || WHOLE_CLAUSE.test(text)) return false;
  const terms = taggedTerms(text);
  const verbs = terms.filter(
    (t) => t.tags.includes("Verb") && !["Auxiliary", "Modal", "Copula"].some((tag) => t.tags.includes(tag)),
  );
  return verbs.length <= 1;
}
