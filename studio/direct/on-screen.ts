import nlp from "compromise";
import { clausesOf, hasSubjectAndVerb } from "../language/clauses";
import { lemmasOf } from "../language/lemmas";
import { leadsInToWords } from "../language/speech-verbs";
import { capitalise, memo, spokenWords } from "../language/text";
import { taggedSentences, taggedTerms } from "../language/tagged-terms";

type Term = { text: string; normal: string; post?: string; tags: string[] };

const MAX_WORDS = 7;
const MIN_WORDS = 2;
const MAX_CHARS = 60;
// A whole short sentence may run a little longer than a phrase cut from a long one: it reads complete.
const MAX_SENTENCE_WORDS = 9;
const MAX_SENTENCE_CHARS = 50;
// A phrase must not stop on a word that needs the next one: "So I was at the…", "with my…".
const NEEDS_NEXT = new Set(
  "a an the every my your our their its this that these those and but or nor so of from with without into onto at to for by in on about like than because if although though unless whether between among during towards toward across under upon against despite except via as when while until before after all too very just really quite more most such".split(
    " ",
  ),
);
const LEADING = new Set(["and", "but", "so", "then", "or", "yet"]);

const byRoom = new Map<number, (text: string) => string>();

/**
 * A few words that read whole on screen, in this order of preference: a short clause of the scene that stands
 * alone ("We started again"); someone's short words the sentence quotes ("Is that a knight?"); the shortest opening
 * of a clause that does ("Dad came home"); its first noun phrase ("a huge sandcastle with a moat"); else its
 * opening words up to one that can end a phrase, marked "…". `room` is the words it may take: fewer after a label
 * ("Earlier:"), so the whole line still reads at a glance.
 */
export function shortPhrase(text: string, room = MAX_WORDS): string {
  if (!byRoom.has(room))
    byRoom.set(
      room,
      memo((line) => findShortPhrase(line, room)),
    );
  return byRoom.get(room)!(text);
}

/** Someone's own words on screen: all of them when they are short ("Wash your hands"), else as any scene's. */
export function spokenPhrase(text: string, room = MAX_WORDS): string {
  const whole = clean(text);
  return fits(whole, room) ? capitalise(whole) : shortPhrase(text, room);
}

function findShortPhrase(text: string, room: number): string {
  const sentence = firstSentence(text);
  // A short sentence is its own best caption, verb or not ("Best banana of my life"); but not one with part of it
  // quoted: without its marks, `Mum said "He gets…"` reads as "Mum said He gets…".
  const whole = clean(sentence);
  const partlyQuoted = /["“”]/u.test(sentence.replace(/^["“]|["”]$/gu, ""));
  if (!partlyQuoted && readsWhole(whole, room)) return capitalise(whole);
  const clauses = clausesOf(sentence)
    .filter((c) => !/["“”]/u.test(c))
    .map(clean);
  // Only a clause that stands alone ("which he refused to give" does not), and says more than who spoke ("He said").
  const clause = clauses.find((c) => fits(c, room) && hasSubjectAndVerb(c) && !endsOnSpeechVerb(c));
  if (clause) return capitalise(clause);
  const quoted = clean(sentence.match(/["“]([^"”]+)["”]/u)?.[1] ?? "");
  if (quoted && fits(quoted, room)) return capitalise(quoted);
  const opening = clauses.map((c) => completeOpening(c, room)).find(Boolean);
  if (opening) return capitalise(opening);
  const noun = (nlp(text).nouns().out("array") as string[])
    .map(clean)
    .find(
      (n) =>
        fits(n, room) &&
        spokenWords(n).length >= 2 &&
        !/^(?:at|about|in|on|by|for|from|with|to|of|after|before)\b/i.test(n),
    );
  if (noun) return capitalise(noun);
  return capitalise(openingWords(clean(sentence), room));
}

// "The client asked", "Mateo said": who spoke, and not what.
function endsOnSpeechVerb(phrase: string): boolean {
  const last = lemmasOf(phrase).at(-1);
  return Boolean(last && leadsInToWords(last.root));
}

function firstSentence(text: string): string {
  return taggedSentences(text)[0]?.text ?? text;
}

function clean(text: string): string {
  let words = text
    .replace(/["“”]/gu, "")
    .trim()
    .replace(/[\s,;:.!?…—–-]+$/u, "")
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && LEADING.has((words[0] ?? "").toLowerCase().replace(/,$/, ""))) words = words.slice(1);
  return words.join(" ").replace(/^[,;:\s]+/, "");
}

function readsWhole(sentence: string, room: number): boolean {
  const short =
    spokenWords(sentence).length <= room + (MAX_SENTENCE_WORDS - MAX_WORDS) && sentence.length <= MAX_SENTENCE_CHARS;
  return fits(sentence, room) || (short && !endsUnfinished(sentence));
}

function fits(phrase: string, room: number): boolean {
  const words = spokenWords(phrase);
  return words.length >= 1 && words.length <= room && phrase.length <= MAX_CHARS && !endsUnfinished(phrase);
}

function endsUnfinished(phrase: string): boolean {
  const last = (phrase.split(/\s+/).pop() ?? "").toLowerCase().replace(/[^\p{L}']/gu, "");
  return NEEDS_NEXT.has(last);
}

// "My mum Ana was teaching me", "Dad came home": the first words that are a sentence by themselves and end on a
// word that can close one (a noun, a pronoun, an adjective, a past verb like "laughed"; not "was" or "teaching").
function completeOpening(clause: string, room: number): string | undefined {
  const terms = taggedTerms(clause).filter((t) => t.text);
  const words = clause.split(/\s+/);
  // Words and terms line up unless the tagger split a contraction; then the clause gets no opening.
  if (terms.length !== words.length) return undefined;
  for (let count = MIN_WORDS; count <= Math.min(room, words.length); count++) {
    const phrase = words
      .slice(0, count)
      .join(" ")
      .replace(/[,;:—–-]+$/u, "");
    if (phrase.length > MAX_CHARS || endsUnfinished(phrase) || !endsWell(terms[count - 1], terms[count])) continue;
    if (hasSubjectAndVerb(phrase) && !endsOnSpeechVerb(phrase)) return phrase;
  }
  return undefined;
}

// Ends on a word that can close a sentence, and the next word does not continue its phrase: "He held his phone"
// stops before "torch", "The second time she mounted" before "a kerb".
function endsWell(last: Term | undefined, next: Term | undefined): boolean {
  if (!last) return false;
  if (
    next &&
    ["Determiner", "Noun", "Adjective", "Possessive", "Value"].some((t) => next.tags.includes(t)) &&
    !next.tags.includes("Pronoun")
  )
    return false;
  // "Halfway up the fog came" needs its "down"; "He asked if he" needs its "could".
  if (next?.tags.includes("Particle") || (next?.tags.includes("Verb") && !last.tags.includes("Verb"))) return false;
  // A verb ends a phrase only where its clause does ("My brother Leo laughed", then "and…"); "the whole country
  // went" still needs "into lockdown".
  if (last.tags.includes("Verb")) {
    const closes = !next || ["and", "but", "or", "so", "then"].includes(next.normal) || /[,;:]/.test(last.post ?? "");
    return (
      closes && last.tags.includes("PastTense") && !["Copula", "Auxiliary", "Modal"].some((t) => last.tags.includes(t))
    );
  }
  return (
    ["Noun", "Pronoun", "Adjective", "Adverb"].some((t) => last.tags.includes(t)) &&
    !["Possessive", "Value"].some((t) => last.tags.includes(t))
  );
}

// The first words, cut back to one that can end a phrase, marked as continuing.
function openingWords(text: string, room: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= room && text.length <= MAX_CHARS && !endsUnfinished(text)) return text;
  let cut = words.slice(0, room);
  while (cut.length > 1 && (endsUnfinished(cut.join(" ")) || cut.join(" ").length > MAX_CHARS - 1))
    cut = cut.slice(0, -1);
  const phrase = cut.join(" ").replace(/[,;:—–-]+$/u, "");
  return phrase.length < text.length ? `${phrase}…` : phrase;
}
