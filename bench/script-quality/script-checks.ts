import nlp from "compromise";
import retextEnglish from "retext-english";
import retextRepeatedWords from "retext-repeated-words";
import retextStringify from "retext-stringify";
import { unified } from "unified";
import { DURATION_RANGES, type VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import { estimateScriptSeconds } from "@studio/direct/timing";

/**
 * Language checks on a written script, for the corpus bench and its test. Each check blames the writer only for what
 * the writer wrote: a line the author wrote the same way (a verbless "Wow!", a stranded "ever since", a "very very")
 * is the author's voice, not a defect. Tagging and sentence splitting come from compromise, repeated words from
 * retext-repeated-words; the checks only decide which tags make a line wrong.
 */
export const CHECK_NAMES = [
  "no-verb",
  "dangling-end",
  "repeated-word",
  "unbalanced-quotes",
  "lost-name",
  "false-capital",
  "lowered-name",
  "bare-noun",
  "duration",
  "fragment-onscreen",
] as const;

export type CheckName = (typeof CHECK_NAMES)[number];

/** `text` is the offending sentence or line (or the lost name); `detail` says where in the script and why. */
export type CheckFailure = { check: CheckName; text: string; detail: string };

export function checkScript(story: string, options: Pick<VideoOptions, "duration">, script: Script): CheckFailure[] {
  const facts = storyFacts(story);
  const lines = scriptLines(script);
  return [
    ...noVerb(facts, lines),
    ...danglingEnd(facts, lines),
    ...repeatedWord(facts, lines),
    ...unbalancedQuotes(facts, lines),
    ...lostName(facts, lines),
    ...falseCapital(facts, lines),
    ...loweredName(facts, lines),
    ...bareNoun(facts, lines),
    ...duration(options, script),
    ...fragmentOnscreen(lines),
  ];
}

/** Not a failure: how much of what is said is the writer's own wording rather than the author's. */
export function wordsAdded(story: string, script: Script): { spoken: number; added: number; share: number } {
  const told = new Set(wordsOf(story));
  const spoken = [script.hook, ...script.scenes.map((scene) => scene.narration), script.closing].flatMap(wordsOf);
  const added = spoken.filter((word) => !told.has(word)).length;
  return { spoken: spoken.length, added, share: spoken.length ? added / spoken.length : 0 };
}

// ---- the script as lines ----------------------------------------------------------------------------------------

type LineKind = "title" | "spoken" | "on-screen";
type Line = { where: string; text: string; kind: LineKind; sentences: Sentence[] };

function scriptLines(script: Script): Line[] {
  const line = (where: string, text: string, kind: LineKind): Line => ({
    where,
    text,
    kind,
    sentences: sentencesOf(text),
  });
  return [
    line("title", script.title, "title"),
    line("hook", script.hook, "spoken"),
    ...script.scenes.flatMap((scene) => [
      line(`${scene.id} narration`, scene.narration, "spoken"),
      line(`${scene.id} on-screen`, scene.onScreenText, "on-screen"),
    ]),
    line("closing", script.closing, "spoken"),
  ];
}

// ---- language helpers --------------------------------------------------------------------------------------------

type Term = { text: string; normal: string; pre: string; post: string; tags: Set<string> };
type Sentence = { text: string; terms: Term[]; words: Term[] };
type RawSentence = {
  text: string;
  terms: { text: string; normal: string; pre: string; post: string; tags: string[] }[];
};

// Scripts of one story under different options share most of their lines; tagging is most of the checks' time.
const tagged = new Map<string, Sentence[]>();
const TAGGED_LIMIT = 20_000;

function sentencesOf(text: string): Sentence[] {
  const known = tagged.get(text);
  if (known) return known;
  if (tagged.size >= TAGGED_LIMIT) tagged.clear();
  const sentences = tagSentences(text);
  tagged.set(text, sentences);
  return sentences;
}

function tagSentences(text: string): Sentence[] {
  return (nlp(text).json() as RawSentence[]).map((raw) => {
    const terms = raw.terms.map((t) => ({
      text: t.text,
      normal: t.normal,
      pre: t.pre,
      post: t.post,
      tags: new Set(t.tags),
    }));
    return { text: raw.text.trim(), terms, words: wordTerms(terms) };
  });
}

/**
 * The terms that are words. Contractions add empty terms ("I'm" → "I'm" + a silent copula) and separators like "·"
 * come as terms of their own; their text goes to the neighbouring word's punctuation, where the checks look for it.
 */
function wordTerms(terms: Term[]): Term[] {
  const words: Term[] = [];
  let pending = "";
  for (const term of terms) {
    const last = words.at(-1);
    if (/[\p{L}\p{N}]/u.test(term.text)) {
      words.push({ ...term, pre: pending + term.pre });
      pending = "";
    } else if (last) last.post += term.pre + term.text + term.post;
    else pending += term.pre + term.text + term.post;
  }
  return words;
}

const segmenter = new Intl.Segmenter("en", { granularity: "word" });

/** Word forms as written (case kept), possessive "'s" dropped so "Priya's" counts as "Priya". */
function wordFormsOf(text: string): string[] {
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment.replace(/['’]s$/u, ""));
}

function wordsOf(text: string): string[] {
  return wordFormsOf(text).map((word) => word.toLowerCase());
}

/** Comparable form of a phrase: lower case, punctuation and quote style gone. */
function normalise(text: string): string {
  return wordsOf(text).join(" ");
}

const hasCapital = (word: string) => /^\p{Lu}/u.test(word);
const isAllCaps = (word: string) => word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
const isSelf = (word: string) => /^I(?:['’]\p{L}+)?$/u.test(word);
const OPENING_QUOTES = /["“‘']/u;

/**
 * Where English capitalises regardless of the word: a sentence's start (also one compromise did not split off, after a
 * quotation's closing punctuation), a quotation's start, after a colon or ellipsis, and a phrase's start in on-screen
 * text that lists phrases ("Bert and Mr Achebe · Every Sunday").
 */
function isInitial(words: Term[], index: number): boolean {
  const previous = words[index - 1];
  return !previous || OPENING_QUOTES.test(words[index]?.pre ?? "") || /[.!?:…·•|]/u.test(previous.post);
}

// ---- what the story says, computed once per story -----------------------------------------------------------------

type StoryFacts = {
  /** The normalised story, padded with spaces so a phrase can be looked up at word boundaries. */
  padded: string;
  /** Normalised sentences and quoted utterances, as the author wrote them. */
  units: string[];
  /** Capitalised words the story writes mid-sentence, exactly as written ("Rosa", "AGAIN", "Ritz"). */
  midCapitals: Set<string>;
  /**
   * Words the author treats as common (lower case): written in lower case, or capitalised only to open a sentence and
   * not as a noun ("Always.", "Even at the Ritz.").
   */
  common: Set<string>;
  /** People, places and other capitalised names, lower case → as written. */
  names: Map<string, string>;
  /** Words that open a sentence as a person or title ("Dad stood…", "Mum came home…"): they may be used as names. */
  nameLike: Set<string>;
  quotesPaired: boolean;
};

// The bench checks many scripts of one story in a row; the story is tagged once for all of them.
let lastFacts: { story: string; facts: StoryFacts } | undefined;

function storyFacts(story: string): StoryFacts {
  if (lastFacts?.story === story) return lastFacts.facts;
  const sentences = sentencesOf(story);
  const quoted = [...story.matchAll(/"([^"]+)"|“([^”]+)”/gu)].map((m) => m[1] ?? m[2] ?? "");
  const units = [
    ...sentences.map((s) => s.text),
    ...quoted,
    ...quoted.flatMap((q) => sentencesOf(q).map((s) => s.text)),
  ].map(normalise);
  const common = new Set(wordFormsOf(story).filter((form) => form === form.toLowerCase()));
  const midCapitals = new Set<string>();
  const names = new Map<string, string>();
  const nameLike = new Set<string>();
  for (const sentence of sentences) {
    sentence.words.forEach((term, i) => {
      const [form] = wordFormsOf(term.text);
      if (!form || !hasCapital(form) || isSelf(form)) return;
      const initial = isInitial(sentence.words, i);
      if (!initial) midCapitals.add(form);
      else if (["Actor", "ProperNoun", "Person"].some((tag) => term.tags.has(tag))) nameLike.add(form.toLowerCase());
      else if (!term.tags.has("Noun")) common.add(form.toLowerCase());
      if (isName(term, initial)) names.set(form.toLowerCase(), form);
    });
  }
  const facts = {
    padded: ` ${normalise(story)} `,
    units,
    midCapitals,
    common,
    names,
    nameLike,
    quotesPaired: !quoteProblem(story),
  };
  lastFacts = { story, facts };
  return facts;
}

const NAME_TAGS = ["Person", "Place", "Organization"];
// Capitalised, but no one's or no place's name: dates ("March", "Tuesday", "Christmas"), titles that only introduce a
// name ("Dr", "St"), nationalities and languages ("French"), exclamations ("Oh my God"), acronyms ("IOUs", "TV").
const NOT_NAME_TAGS = ["Date", "Honorific", "Abbreviation", "Demonym", "Expression", "Acronym"];

function isName(term: Term, initial: boolean): boolean {
  if (NOT_NAME_TAGS.some((tag) => term.tags.has(tag))) return false;
  const tagged = NAME_TAGS.some((tag) => term.tags.has(tag));
  // Shouting ("she was LAUGHING") is emphasis, not a name.
  if (isAllCaps(term.text) && !tagged) return false;
  return tagged || !initial;
}

/**
 * The author wrote this sentence, or this quoted utterance, perhaps after a transition the writer put in front of it
 * ("And then, best banana of my life.", "Still, onions need sun.", "Then even at the Ritz.").
 */
function authoredSentence(facts: StoryFacts, sentence: Sentence): boolean {
  return withoutTransition(sentence).some((candidate) => candidate !== "" && facts.units.includes(candidate));
}

// A transition is a word or two before a comma, or leading conjunctions and adverbs.
const MAX_TRANSITION_WORDS = 2;

function withoutTransition(sentence: Sentence): string[] {
  const opener = (t: Term) => ["Conjunction", "Adverb", "Expression"].some((tag) => t.tags.has(tag));
  const start = sentence.words.findIndex((t) => !opener(t));
  const comma = sentence.words.findIndex((t) => t.post.includes(","));
  return [
    normalise(sentence.text),
    start < 0
      ? ""
      : normalise(
          sentence.words
            .slice(start)
            .map((t) => t.text)
            .join(" "),
        ),
    comma < 0 || comma >= MAX_TRANSITION_WORDS
      ? ""
      : normalise(
          sentence.words
            .slice(comma + 1)
            .map((t) => t.text)
            .join(" "),
        ),
  ];
}

const authoredPhrase = (facts: StoryFacts, phrase: string) => facts.padded.includes(` ${normalise(phrase)} `);

function authoredEnding(facts: StoryFacts, sentence: string): boolean {
  const tail = wordsOf(sentence).slice(-3).join(" ");
  return facts.units.some((unit) => unit === tail || unit.endsWith(` ${tail}`));
}

const spokenSentences = (lines: Line[]) =>
  lines
    .filter((line) => line.kind === "spoken")
    .flatMap((line) => line.sentences.map((sentence) => ({ line, sentence })));

const fail = (check: CheckName, text: string, detail: string): CheckFailure => ({ check, text, detail });

// ---- the checks --------------------------------------------------------------------------------------------------

/**
 * A spoken sentence with no verb ("So yes.", "Mum.", "And yet, my homework."). Allowed only when the author wrote that
 * very sentence or quoted utterance ("Wow!", "Best banana of my life."): fragments are a person's voice, but the writer
 * has no voice of its own to excuse them. compromise misreads a few verbs as nouns ("Steam rose", "Birds chatter"):
 * such a line fails until it is worded so the tagger sees its verb.
 */
function noVerb(facts: StoryFacts, lines: Line[]): CheckFailure[] {
  return spokenSentences(lines)
    .filter(({ sentence }) => sentence.words.length > 0 && !sentence.terms.some((t) => t.tags.has("Verb")))
    .filter(({ sentence }) => !authoredSentence(facts, sentence))
    .map(({ line, sentence }) => fail("no-verb", sentence.text, `${line.where}: no verb in "${line.text}"`));
}

// Determiners that never stand without their noun; "that", "this", "both" also work as pronouns and may end a sentence.
const ARTICLES = new Set(["a", "an", "the", "every"]);
const COORDINATORS = new Set(["and", "but", "or", "nor"]);
// Possessives that also work alone ("I called her.", "It was his."); "my", "your", "their" always need a noun.
const STANDALONE_POSSESSIVES = new Set(["her", "his", "hers", "mine", "yours", "ours", "theirs"]);
// Prepositions and subordinators that need what follows. compromise tags "now", "around", "since", "before" the same
// way, but those also end sentences as adverbs ("Kofi is 19 now", "ever since"), so only these count.
const NEEDS_OBJECT = new Set(
  "of from with without into onto at to for by in on about like than because if although though unless whether between among during towards toward across under upon against despite except via".split(
    " ",
  ),
);

/** Why the last word leaves the phrase unfinished, if it does. */
function unfinishedEnding(words: Term[], question: boolean): string | undefined {
  const last = words.at(-1);
  if (!last) return undefined;
  const before = words.at(-2);
  const word = last.normal;
  if (last.tags.has("Determiner") && ARTICLES.has(word)) return `ends on the article "${last.text}"`;
  if (last.tags.has("Possessive") && !STANDALONE_POSSESSIVES.has(word) && !/['’]s$/u.test(last.text))
    return `ends on the possessive "${last.text}"`;
  if (last.tags.has("Conjunction") && COORDINATORS.has(word)) return `ends on the conjunction "${last.text}"`;
  // Left after a verb, pronoun or adverb it is stranded, which is English ("what it was about", "turn it off").
  const stranded = question || Boolean(before && ["Verb", "Pronoun", "Adverb"].some((tag) => before.tags.has(tag)));
  const functionWord = last.tags.has("Preposition") || last.tags.has("Conjunction");
  if (functionWord && NEEDS_OBJECT.has(word) && !stranded) return `ends on "${last.text}" with nothing after it`;
  return undefined;
}

/** A sentence cut off mid-phrase: "my father and I repainted the.", "…the crossword from the paper and." */
function danglingEnd(facts: StoryFacts, lines: Line[]): CheckFailure[] {
  return spokenSentences(lines).flatMap(({ line, sentence }) => {
    const why = unfinishedEnding(sentence.words, sentence.text.endsWith("?"));
    if (!why || authoredEnding(facts, sentence.text)) return [];
    return [fail("dangling-end", sentence.text, `${line.where}: ${why}`)];
  });
}

const repeatedWords = unified().use(retextEnglish).use(retextRepeatedWords).use(retextStringify);

/** "the the": adjacent repeats, unless the author repeated the same words ("very very", "no no no"). */
function repeatedWord(facts: StoryFacts, lines: Line[]): CheckFailure[] {
  return lines.flatMap((line) =>
    repeatedWords
      .processSync(line.text)
      .messages.map((message) => message.actual ?? "")
      .filter((actual) => !authoredPhrase(facts, actual))
      .map((actual) => fail("repeated-word", line.text, `${line.where}: "${actual}"`)),
  );
}

/** Why a line's double quotes do not pair up. No library pairs quotes (retext-quotes checks their style), so: count. */
function quoteProblem(text: string): string | undefined {
  const straight = [...text].filter((c) => c === '"').length;
  if (straight % 2 === 1) return `${straight} straight double quotes`;
  let open = 0;
  for (const c of text) {
    if (c === "“") open++;
    if (c === "”" && --open < 0) return "a closing ” before any opening “";
  }
  return open > 0 ? "an opening “ never closed" : undefined;
}

/** Every line of the script must pair its quotes, unless the story itself does not (the author's typo travels along). */
function unbalancedQuotes(facts: StoryFacts, lines: Line[]): CheckFailure[] {
  if (!facts.quotesPaired) return [];
  return lines.flatMap((line) => {
    const problem = quoteProblem(line.text);
    return problem ? [fail("unbalanced-quotes", line.text, `${line.where}: ${problem}`)] : [];
  });
}

/** A person or place the story names that no line of the script (title, spoken or on screen) names. */
function lostName(facts: StoryFacts, lines: Line[]): CheckFailure[] {
  const said = new Set(lines.flatMap((line) => wordsOf(line.text)));
  return [...facts.names]
    .filter(([key]) => !said.has(key))
    .map(([, name]) => fail("lost-name", name, "named in the story, missing from the whole script"));
}

/**
 * A story word the script capitalises mid-sentence although the author never does: "I was not ready for Father." from
 * "my father", "And yet, It's a drill." The capital turns a common word into a name, or shows a sentence glued on.
 */
function falseCapital(facts: StoryFacts, lines: Line[]): CheckFailure[] {
  return lines
    .filter((line) => line.kind !== "title")
    .flatMap((line) =>
      line.sentences.flatMap((sentence) =>
        sentence.words.flatMap((term, i) => {
          const [form] = wordFormsOf(term.text);
          if (!form || !hasCapital(form) || isSelf(form) || isInitial(sentence.words, i)) return [];
          const lower = form.toLowerCase();
          if (
            facts.midCapitals.has(form) ||
            facts.names.has(lower) ||
            facts.nameLike.has(lower) ||
            !facts.common.has(lower)
          )
            return [];
          return [
            fail(
              "false-capital",
              sentence.text,
              `${line.where}: "${form}" capitalised mid-sentence, a common word in the story`,
            ),
          ];
        }),
      ),
    );
}

/**
 * The reverse of false-capital: a name the story always capitalises, in lower case in the script ("After that, mum's
 * parrot…" when the author writes "Then Mum said"), as happens when a transition is put before the author's sentence.
 * A word the story capitalises only to open sentences is left alone: tags cannot tell "Mum" from "Nobody" there.
 */
function loweredName(facts: StoryFacts, lines: Line[]): CheckFailure[] {
  const capitalised = new Set([...facts.names.keys()].filter((name) => !facts.common.has(name)));
  return lines
    .filter((line) => line.kind !== "title")
    .flatMap((line) =>
      line.sentences.flatMap((sentence) =>
        sentence.words.flatMap((term) => {
          const [form] = wordFormsOf(term.text);
          if (!form || form !== form.toLowerCase() || !capitalised.has(form)) return [];
          return [fail("lowered-name", sentence.text, `${line.where}: "${form}" is always capitalised in the story`)];
        }),
      ),
    );
}

/**
 * A singular countable noun with no article after "was": "That was note", "Once there was parrot and the vicar" (a
 * template slot filled with a bare noun). Mass nouns ("chaos") and names are fine, and so is a pair the author wrote
 * ("was lunchtime"). Only the copula slot is checked: after prepositions English drops articles too often ("at work",
 * "of disinfectant") for tags to tell.
 */
function bareNoun(facts: StoryFacts, lines: Line[]): CheckFailure[] {
  return spokenSentences(lines).flatMap(({ line, sentence }) =>
    sentence.words.flatMap((term, i) => {
      const before = sentence.words[i - 1];
      const after = sentence.words[i + 1];
      if (!before?.tags.has("Copula") || !isCountableNoun(term) || after?.tags.has("Noun")) return [];
      if (authoredPhrase(facts, `${before.text} ${term.text}`)) return [];
      return [fail("bare-noun", sentence.text, `${line.where}: "${before.text} ${term.text}" needs an article`)];
    }),
  );
}

const NOT_COUNTABLE_TAGS = ["ProperNoun", "Pronoun", "Uncountable", "Actor", "Date", "Value", "Possessive", "Acronym"];

function isCountableNoun(term: Term): boolean {
  if (!term.tags.has("Singular") || NOT_COUNTABLE_TAGS.some((tag) => term.tags.has(tag))) return false;
  // After "was" compromise reads some adjectives as nouns ("were dark and still"); alone it knows them as adjectives.
  return !(nlp(term.normal).json() as RawSentence[])[0]?.terms[0]?.tags.includes("Adjective");
}

// Too long is the writer's fault; too short is the story's length, which the wizard shows before the credit is spent.
function duration(options: Pick<VideoOptions, "duration">, script: Script): CheckFailure[] {
  const { max } = DURATION_RANGES[options.duration];
  const { totalSeconds } = estimateScriptSeconds(script);
  if (totalSeconds <= max) return [];
  return [fail("duration", `${totalSeconds} s`, `${options.duration} must last at most ${max} s`)];
}

/** On-screen text with nothing to read, or cut where the phrase needs its next word ("So I was at the…"). */
function fragmentOnscreen(lines: Line[]): CheckFailure[] {
  return lines
    .filter((line) => line.kind === "on-screen")
    .flatMap((line) => {
      const words = line.sentences.flatMap((s) => s.words);
      const why = words.length === 0 ? "no words" : unfinishedEnding(words, line.text.trim().endsWith("?"));
      return why ? [fail("fragment-onscreen", line.text, `${line.where}: ${why}`)] : [];
    });
}
