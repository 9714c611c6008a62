import nlp from "compromise";
import type { EnhanceStyle } from "@common/ai-tools";
import { STORY_MAX_LENGTH } from "@common/video-options";
import { PERSON_ROLES } from "../art/people";
import { splitAtClauses } from "../language/clauses";
import { strengthenSentence } from "../direct/enhance";
import { findMentions, type Mention } from "../language/mentions";
import { isMishap } from "../direct/mishaps";
import { byProminence, collectPeople } from "../language/people";
import { splitSentences } from "../language/sentences";
import { isSombre } from "../language/sentiment";
import { sentenceTime, type SentenceTime } from "../language/tense";
import { capitalise, countSpokenWords, endSentence, pick, spokenWords, stableHash } from "../language/text";
import { withTransition } from "../direct/transitions";

/**
 * The offline "Enhance story" tool: the story retold in a register, sentence by sentence. Every sentence of the
 * story is kept (tightened and strengthened by `strengthenSentence`, split only at clause joints where both
 * halves stand alone), so no name, number or event is lost; the register shows in contractions, a few word swaps
 * within their part of speech, sentence adverbs, joins, asides and framing sentences. Framing names only the story's
 * own subject (its main person and thing, as the author says them) or the topic, never a new fact. Words inside
 * quotation marks are the speaker's and are never touched. Deterministic: choices between phrasings follow a hash
 * of the story.
 */
export function enhanceStory(story: string, style: EnhanceStyle = "conversational", topic?: string): string {
  const register = REGISTERS[style];
  const authored = authoredSentences(story, register.keepsFillers);
  if (!authored.length) return story.trim();
  const pieces = piecesOf(authored, register);
  const facts = readStory(authored, story);
  const told = tell(pieces, register, facts, stableHash(story));
  const framing = frame(register.framing, facts, normaliseTopic(topic));
  const limit = story.trim().length <= STORY_MAX_LENGTH ? STORY_MAX_LENGTH : Infinity;
  return fitted(told, framing, pieces, limit) ?? story.trim();
}

/** Said when the story does not; `subject` is the story's own ("my grandma Rosa and the sandcastle"). */
type FramingLines = {
  opener: (subject: string | undefined) => string;
  topic: (topic: string) => string;
  closer: string;
};

/** For a sad story (see sentiment.ts), the lines that would make light of it are replaced. */
type Framing = FramingLines & { sombre?: Partial<FramingLines> };

type Rule = readonly [pattern: RegExp, replacement: string | ((...groups: string[]) => string)];

type Aside = { past: string; present: string; reader: readonly string[] };

type Register = {
  contractions: "expand" | "contract";
  swaps: readonly Rule[];
  /** The author's "just", "literally" and "very" are this register's own words: they stay. */
  keepsFillers: boolean;
  /** Sentences longer than this are split at clause joints into complete sentences. */
  maxWords: number;
  /** How a clause split off at ", so" opens: "So I ran." or, formally, "As a result, I ran." */
  soOpener: string;
  /** Two short neighbouring sentences become one, joined by ", and". */
  joinShort: boolean;
  /** Sentence adverbs put before a few sentences told in the story's own tense. */
  transitions: readonly string[];
  /** Knowing adverbs, only before a sentence where something goes wrong (see mishaps.ts). */
  mishapTransitions: readonly string[];
  /** Self-aware lines: after the first mishap (in the story's tense), else one to the reader; never in a sad story. */
  aside?: Aside;
  framing: Framing;
};

// How many sentence adverbs a story gets: one every sentence reads as a tic.
const MAX_TRANSITIONS = 2;
// Both sentences this short or shorter are joined when the register joins.
const MAX_JOINED_WORDS = 9;
// A subject phrase longer than this makes a framing sentence nobody reads in one breath.
const MAX_SUBJECT_WORDS = 9;

const NUMBER_AFTER =
  "(?=(?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|half)\\b)";

// Chat laughter has no place in a formal or a lyrical telling.
const NO_LOL: Rule = [/,? (?:lol|lmao|haha)\b/gi, ""];

// Swaps shared by the two formal registers. Each keeps the part of speech and tense of what it replaces; a phrasal
// verb is replaced whole ("came back" → "returned"), never its verb alone.
const FORMAL_SWAPS: readonly Rule[] = [
  [/\bkids\b/gi, "children"],
  [/\b(a|the|my|our|your|his|her|their) kid\b/gi, (det) => `${det} child`],
  [/\bmaybe\b/gi, "perhaps"],
  [/\b(?:a lot|lots|loads) of (\p{L}+)/giu, (noun) => (isPlural(noun) ? `many ${noun}` : `a great deal of ${noun}`)],
  [/\ba lot\b/gi, "a great deal"],
  // "go back and forth" and "came back on" are other phrases.
  [
    /\b(came|went|comes|goes|come|go) back\b(?!\s+(?:and|on|up|down|out|in|off|around|over)\b)/gi,
    (verb) => ({ came: "returned", went: "returned", comes: "returns", goes: "returns" })[verb] ?? "return",
  ],
  [
    /\b(found|finds|find|finding) out\b/gi,
    (verb) => ({ found: "discovered", finds: "discovers", finding: "discovering" })[verb] ?? "discover",
  ],
  [
    /\b(started|starts|start) (?=\p{L}+ing\b)/giu,
    (verb) => `${({ started: "began", starts: "begins" })[verb] ?? "begin"} `,
  ],
  [/\b(tried|tries|try) to\b/gi, (verb) => `${({ tried: "attempted", tries: "attempts" })[verb] ?? "attempt"} to`],
  [/\b(got|get|gets) married\b/gi, (verb) => ({ got: "married", gets: "marries" })[verb] ?? "marry"],
  [
    /\bgot (the|a|an|my) (job|role|position|offer|place|promotion|contract)\b/gi,
    (det, noun) => `secured ${det} ${noun}`,
  ],
  [/\bgot (lost|hurt|sick)\b/gi, (state) => `became ${state === "sick" ? "ill" : state}`],
  [
    /\b(bought|buys|buy)\b(?! (?:him|her|me|us|them|you|it)\b)/gi,
    (verb) => ({ bought: "purchased", buys: "purchases" })[verb] ?? "purchase",
  ],
  [/\b(a|the) guy\b/gi, (det) => `${det} man`],
  [/\banyway\b(?=[,.;]| and\b)/gi, "regardless"],
  [/^But\b,?/g, "However,"],
  NO_LOL,
];

const ACADEMIC_SWAPS: readonly Rule[] = [
  ...FORMAL_SWAPS,
  // "in about two minutes" → "in approximately…"; a time of day needs its "at": "around 3 a.m." → "at approximately…".
  [
    new RegExp(`\\b(at|in|for|after|by|of|from|to|until|within) (?:about|around) ${NUMBER_AFTER}`, "gi"),
    (preposition) => `${preposition} approximately `,
  ],
  [/\baround (?=\d{1,2}(?::\d\d)?\s?(?:a\.?m\b|p\.?m\b|o['’]clock))/gi, "at approximately "],
  [new RegExp(`\\b(?:about|around) ${NUMBER_AFTER}`, "gi"), "approximately "],
  [/\b(?:amazing|awesome)\b/gi, "remarkable"],
  [/\bscared\b/gi, "frightened"],
];

const PROFESSIONAL_SWAPS: readonly Rule[] = [...FORMAL_SWAPS, [/\b(?:amazing|awesome)\b/gi, "excellent"]];

// The informal registers undo the formal words a story may use.
const CONVERSATIONAL_SWAPS: readonly Rule[] = [
  [/\bperhaps\b/gi, "maybe"],
  [/^However,\s*/g, "But "],
  [/\b(purchased|purchases|purchase)\b/gi, (verb) => ({ purchased: "bought", purchases: "buys" })[verb] ?? "buy"],
  [/\bapproximately\b/gi, "about"],
  [
    /\b(attempted|attempts|attempt) to\b/gi,
    (verb) => `${({ attempted: "tried", attempts: "tries" })[verb] ?? "try"} to`,
  ],
];

const CASUAL_SWAPS: readonly Rule[] = [
  ...CONVERSATIONAL_SWAPS,
  [/\bchildren\b/gi, "kids"],
  [/\b(a|the|my|our|your|his|her|their) child\b/gi, (det) => `${det} kid`],
  [/\ba great deal\b/gi, "a lot"],
  [/\b(?:extremely|incredibly)\b/gi, "super"],
  [/\bfrightened\b/gi, "scared"],
  [/\breceived\b/gi, "got"],
];

// Poetic words for plain ones, each the same part of speech and meaning.
const POETIC_SWAPS: readonly Rule[] = [
  NO_LOL,
  [/\bkids\b/gi, "children"],
  [/\bmaybe\b/gi, "perhaps"],
  [/\b(?:huge|enormous|massive)\b/gi, "vast"],
  [/\b(?:quiet|silent)\b/gi, "hushed"],
  [/\bquickly\b/gi, "swiftly"],
  [/\b(looked|stared|looks|stares|look|stare|looking|staring) at\b/gi, (verb) => `${gazeLike(verb)} at`],
  [/\b(cried|cries|crying)\b(?! out\b)/gi, (verb) => ({ cried: "wept", cries: "weeps" })[verb] ?? "weeping"],
];

function gazeLike(verb: string): string {
  if (/ed$/.test(verb)) return "gazed";
  if (/ing$/.test(verb)) return "gazing";
  return /s$/.test(verb) ? "gazes" : "gaze";
}

const REGISTERS: Record<EnhanceStyle, Register> = {
  conversational: {
    contractions: "contract",
    swaps: CONVERSATIONAL_SWAPS,
    keepsFillers: false,
    maxWords: Infinity,
    soOpener: "So ",
    joinShort: true,
    transitions: ["Then,", "After that,"],
    mishapTransitions: [],
    framing: {
      opener: (subject) => (subject ? `Let me tell you about ${subject}.` : "Let me tell you what happened."),
      topic: (topic) => `This story's about ${topic}.`,
      closer: "And that's the story, just as it happened.",
    },
  },
  academic: {
    contractions: "expand",
    swaps: ACADEMIC_SWAPS,
    keepsFillers: false,
    maxWords: 22,
    soOpener: "As a result, ",
    joinShort: false,
    transitions: ["Subsequently,", "Thereafter,"],
    mishapTransitions: [],
    framing: {
      opener: (subject) => `This account describes ${subject ?? "a sequence of events"}.`,
      topic: (topic) => `This account concerns ${topic}.`,
      closer: "Taken together, these events form a brief record of lived experience.",
    },
  },
  professional: {
    contractions: "expand",
    swaps: PROFESSIONAL_SWAPS,
    keepsFillers: false,
    maxWords: 16,
    soOpener: "As a result, ",
    joinShort: false,
    transitions: ["Next,", "Following this,"],
    mishapTransitions: [],
    framing: {
      opener: (subject) => `Here is a brief account of ${subject ?? "what happened"}.`,
      topic: (topic) => `Here is a brief account of ${topic}.`,
      closer: "The key takeaway: moments like this are worth sharing.",
      sombre: { closer: "Thank you for taking the time to read it." },
    },
  },
  casual: {
    contractions: "contract",
    swaps: CASUAL_SWAPS,
    keepsFillers: true,
    maxWords: 14,
    soOpener: "So ",
    joinShort: false,
    transitions: ["And then", "Then"],
    mishapTransitions: [],
    framing: {
      opener: (subject) => (subject ? `Okay, story time: this is about ${subject}.` : "Okay, story time."),
      topic: (topic) => `Okay, story time, and it's all about ${topic}.`,
      closer: "Yep, that really happened.",
      sombre: {
        opener: (subject) =>
          subject ? `Okay, this is about ${subject}, and it's a little heavy.` : "Okay, this story's a little heavy.",
        topic: (topic) => `Okay, this is about ${topic}, and it's a little heavy.`,
        closer: "Thanks for reading.",
      },
    },
  },
  poetic: {
    contractions: "expand",
    swaps: POETIC_SWAPS,
    keepsFillers: false,
    maxWords: 12,
    soOpener: "So ",
    joinShort: false,
    transitions: ["And", "Then"],
    mishapTransitions: [],
    framing: {
      opener: (subject) =>
        subject
          ? `Some stories are carried like stones in a pocket, and this story holds ${subject}.`
          : "Some stories are carried like stones in a pocket, and this is such a story.",
      topic: (topic) => `This is a story about ${topic}, carried like a stone in a pocket.`,
      closer: "And still it lingers, the way an echo outlasts its sound.",
    },
  },
  humorous: {
    contractions: "contract",
    swaps: CONVERSATIONAL_SWAPS,
    keepsFillers: false,
    maxWords: Infinity,
    soOpener: "So ",
    joinShort: false,
    transitions: [],
    mishapTransitions: ["Naturally,", "Of course,"],
    aside: { past: "That went well.", present: "This is going well.", reader: ["Stay with me.", "Bear with me here."] },
    framing: {
      opener: (subject) =>
        subject ? `Settle in, because this is the story of ${subject}.` : "Settle in, because this story is a ride.",
      topic: (topic) => `Settle in: this story is about ${topic}.`,
      closer: "And that, believe it or not, is exactly how it went.",
      sombre: {
        opener: (subject) =>
          subject
            ? `This is the story of ${subject}, told with a little light.`
            : "This story is told with a little light.",
        topic: (topic) => `This is a story about ${topic}, told with a little light.`,
        closer: "Some stories earn their smiles quietly.",
      },
    },
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The story's sentences

/**
 * The author's sentences, each ended and capitalised ("fell off my bike lol" still becomes a sentence) and, unless the
 * register talks that way itself, tightened as the script writer tightens them.
 */
function authoredSentences(story: string, keepsFillers: boolean): string[] {
  const sentences = splitSentences(story)
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
    .map((sentence) => capitalise(endSentence(sentence)));
  return keepsFillers ? sentences : sentences.map(strengthenSentence);
}

/** A sentence as it will be told: an author's sentence, or a complete piece split off one. */
type Piece = string;

// A filler "So" opening a sentence with a quotation, which `strengthenSentence` leaves whole ("So we get to Rome and he
// says, …"); it takes the same cut.
const FILLER_SO = /^So,? (?=(?:I|we|you|he|she|they|it|the|my|our|his|her|their)\b)/iu;

// Splitting the longest sentences is enough for a register to show, and each split costs several tagging passes.
const MAX_SPLIT_SENTENCES = 2;

/**
 * The sentences as told: the register's longest ones (past `maxWords`, with a comma or dash a clause could follow)
 * split at clause joints by `splitAtClauses`, whose pieces each have their own subject and verb.
 */
function piecesOf(sentences: string[], register: Register): Piece[] {
  const long = sentences
    .map((text, i) => ({ i, words: countSpokenWords(text) }))
    .filter(({ i, words }) => words > register.maxWords && /[,;—–-]\s/u.test(sentences[i] as string))
    .sort((a, b) => b.words - a.words || a.i - b.i)
    .slice(0, MAX_SPLIT_SENTENCES);
  const split = new Set(long.map(({ i }) => i));
  return sentences.flatMap((sentence, i) => {
    const texts = split.has(i) ? splitAtClauses(sentence, register.maxWords) : [sentence];
    const whole = isCleanSplit(texts) ? texts : [sentence];
    return whole.map((text, at) => {
      if (at > 0) return text.replace(FILLER_SO, register.soOpener);
      return register.keepsFillers ? text : capitalise(text.replace(FILLER_SO, ""));
    });
  });
}

/**
 * `splitAtClauses` trusts the tagger, which takes some phrases for clauses ("…in the dark, | with a head torch my mum
 * bought him", "…about 1952, | the year she walked…") and cuts lists of clauses into comma splices ("…from the
 * church, someone found a guitar. | Grandma sat…"). A split is kept only at a plain joint: every piece after the first
 * opens on a personal pronoun (after "So" or "But"), and no piece before the last runs two clauses together.
 */
function isCleanSplit(pieces: string[]): boolean {
  return (
    pieces.slice(1).every((piece) => OPENS_ON_PRONOUN.test(piece)) &&
    pieces.slice(0, -1).every((piece) => !COMMA_SPLICE.test(piece))
  );
}

const OPENS_ON_PRONOUN = /^(?:(?:so|but|yet|then),?\s+)?(?:I|we|you|he|she|they|it)\b(?!['’]s\b)/iu;
const COMMA_SPLICE = /,\s+(?:I|we|you|he|she|they|it|someone|somebody|everyone|everybody|nobody)\s+\p{Ll}/u;

/** What the rewording needs to know about the story. Each part costs a tagging pass, so it is read when asked. */
type StoryFacts = {
  /** A piece as the story's time has it: told in its own tense, reaching further back, opening on a time. */
  timeOf: (piece: Piece) => SentenceTime;
  present: () => boolean;
  sombre: () => boolean;
  /** Words the author capitalises mid-sentence ("Sam", "Grandpa"): names, which keep their capital after an adverb. */
  names: Set<string>;
  /** The opening's main person and thing, as the author says them ("my grandma Rosa and the sandcastle"). */
  subject: () => string | undefined;
  /** The author's apostrophe, straight or curly, for contractions the register adds. */
  apostrophe: string;
};

// The sentences a framing line takes its subject from, and the story's tense is read from: where a story sets out
// what it is about (as framing.ts reads a hook's subject).
const OPENING_SENTENCES = 2;

function readStory(authored: string[], story: string): StoryFacts {
  const opening = authored.slice(0, OPENING_SENTENCES);
  const mentions = once(() => findMentions(opening));
  const present = once(() => isPresentTold(opening));
  return {
    timeOf: (piece) => sentenceTime(piece, present()),
    present,
    sombre: once(() => isSombre(authored)),
    names: new Set(story.match(/(?<=[\p{L}\p{N},;:] )\p{Lu}[\p{L}'’-]*/gu) ?? []),
    subject: once(() => subjectOf(opening, mentions(), story)),
    apostrophe: /\p{L}’\p{L}/u.test(story) ? "’" : "'",
  };
}

// Told in the present ("I walk in and…") when more of the opening's sentences read so than in the past. Most
// stories are told in the past, so that reading is tried first.
function isPresentTold(opening: string[]): boolean {
  const past = opening.filter((sentence) => sentenceTime(sentence, false).narrative).length;
  if (past * 2 >= opening.length) return false;
  return opening.filter((sentence) => sentenceTime(sentence, true).narrative).length > past;
}

function once<T>(read: () => T): () => T {
  let value: { read: T } | undefined;
  return () => (value ??= { read: read() }).read;
}

/** A line of the telling: one of the story's pieces (as tightened, before the register) or a line the register adds. */
type Line = { text: string; piece?: string };

/** The pieces in the register: word swaps and contractions outside quotations, then adverbs, asides and joins. */
function tell(pieces: Piece[], register: Register, facts: StoryFacts, seed: number): string[] {
  const reworded = pieces.map((p) => outsideQuotes(p, (part) => reword(part, register, facts.apostrophe)));
  const lines = addTransitions(reworded, register, facts, seed).map((text, i): Line => ({ text, piece: reworded[i] }));
  const withAside = register.aside ? addAside(lines, pieces, register.aside, facts, seed) : lines;
  return (register.joinShort ? joinShort(withAside, facts.names) : withAside).map((line) => line.text);
}

// "i was at the shop": the author's lower-case "I" is a slip in every register.
const LOWER_I = /(?<![\p{L}\p{N}'’])i(?=\s|['’]\p{L})/gu;

function reword(text: string, register: Register, apostrophe: string): string {
  const fixed = text.replace(LOWER_I, "I");
  const contracted =
    register.contractions === "expand"
      ? applyRules(expandAmbiguous(fixed), EXPANSIONS)
      : applyRules(fixed, contractions(apostrophe));
  return applyRules(contracted, register.swaps).replace(/\s{2,}/g, " ");
}

// A quotation is someone's words: the register never touches them. A sentence whose quotation marks do not pair up
// (a quotation running over several sentences) is left whole.
function outsideQuotes(sentence: string, change: (part: string) => string): string {
  const straight = (sentence.match(/"/g) ?? []).length;
  const opening = (sentence.match(/“/g) ?? []).length;
  if (straight % 2 !== 0 || opening !== (sentence.match(/”/g) ?? []).length) return sentence;
  const parts = sentence.split(/("[^"]*"|“[^”]*”)/u);
  const changed = parts.map((part, i) => (i % 2 === 1 || !part ? part : change(part))).join("");
  return capitalise(changed);
}

function applyRules(text: string, rules: readonly Rule[]): string {
  return rules.reduce(
    (out, [pattern, replacement]) =>
      out.replace(pattern, (match: string, ...rest: unknown[]) => {
        // "GO MUM YOU ARE SLOW": shouted words, or a sign's, are quoted as written; a capital inside a sentence is a
        // name's ("Best Buy").
        if (/\p{Lu}{2}/u.test(match) && match === match.toUpperCase()) return match;
        const at = rest.find((g): g is number => typeof g === "number") ?? 0;
        if (/^\p{Lu}/u.test(match) && /[\p{L}\p{N},;:]\s*$/u.test(out.slice(0, at)) && !/^I\b/u.test(match))
          return match;
        const groups = rest.filter((g): g is string => typeof g === "string");
        const replaced =
          typeof replacement === "string" ? replacement : replacement(...groups.map((g) => g.toLowerCase()));
        return /^\p{Lu}/u.test(match) ? capitalise(replaced) : replaced;
      }),
    text,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Contractions

// Words after "'s" or "'d" that make it "has" or "had" ("she's been", "I'd saved"); otherwise "is" and "would".
const PARTICIPLES = new Set([
  "been",
  "got",
  "gotten",
  "had",
  "gone",
  "done",
  "seen",
  "taken",
  "given",
  "made",
  "left",
  "become",
  "known",
  "heard",
  "told",
  "said",
  "won",
  "lost",
  "met",
  "found",
  "bought",
  "sold",
  "spent",
  "kept",
]);
const ADVERBS_BETWEEN = /^(?:never|already|just|always|ever|still|finally|not|only|once)$/;

const LEXICON = (nlp.model() as { one?: { lexicon?: Record<string, string> } }).one?.lexicon ?? {};

// A past form ("saved", "felt") after "'d" can only be "had"; after "'s" it may be an adjective ("she's tired"), so
// only a word that is nothing but a participle ("seen", "gone") makes it "has". A word the lexicon lacks is a past
// form when it looks like one ("snored"); one it knows goes by its class ("need" is no past form).
function participleFollows(next: string, afterD: boolean): boolean {
  const tag = LEXICON[next];
  const past = tag ? tag === "PastTense" : /ed$/.test(next);
  return PARTICIPLES.has(next) || tag === "Participle" || (afterD && past);
}

function nextWord(rest: string): string {
  const words = rest.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.find((w) => !ADVERBS_BETWEEN.test(w)) ?? "";
}

// "he'd come to give her" is "had come" or "would come" by the sense alone: such a contraction is left as written.
const SAME_AS_PARTICIPLE = new Set([
  "come",
  "become",
  "run",
  "put",
  "cut",
  "hit",
  "set",
  "let",
  "read",
  "shut",
  "quit",
  "spread",
  "cost",
  "hurt",
  "bet",
  "burst",
]);

const APOSTROPHE = "['’]";

// "Won't" and "can't" are not their verb plus "not"; every other "n't" is.
const EXPANSIONS: readonly Rule[] = [
  [new RegExp(`\\bwon${APOSTROPHE}t\\b`, "gi"), "will not"],
  [new RegExp(`\\bcan${APOSTROPHE}t\\b`, "gi"), "cannot"],
  [new RegExp(`\\bshan${APOSTROPHE}t\\b`, "gi"), "shall not"],
  [
    new RegExp(`\\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must|need)n${APOSTROPHE}t\\b`, "gi"),
    (verb) => `${verb} not`,
  ],
  [new RegExp(`\\bI${APOSTROPHE}m\\b`, "g"), "I am"],
  [new RegExp(`\\b(you|we|they)${APOSTROPHE}re\\b`, "gi"), (who) => `${who} are`],
  [new RegExp(`\\b(I|you|we|they)${APOSTROPHE}ve\\b`, "gi"), (who) => `${pronoun(who)} have`],
  [new RegExp(`\\b(I|you|we|they|he|she|it|that|there)${APOSTROPHE}ll\\b`, "gi"), (who) => `${pronoun(who)} will`],
  [new RegExp(`\\blet${APOSTROPHE}s\\b`, "gi"), "let us"],
];

// "'s" and "'d" depend on the next word ("she's been" is "has", "she's late" is "is"; "I'd saved" is "had", "I'd
// love" is "would"), so they are expanded by a function that sees the rest of the text.
const AMBIGUOUS = new RegExp(
  `\\b(?:(he|she|it|that|there|here|what|who|where)${APOSTROPHE}s|(I|you|he|she|it|we|they|that|there|who)${APOSTROPHE}d)\\b(?=(.*))`,
  "gi",
);

function expandAmbiguous(text: string): string {
  return text.replace(AMBIGUOUS, (match, is: string | undefined, would: string | undefined, rest: string) => {
    const who = pronoun(is ?? would ?? "");
    const next = nextWord(rest);
    if (would && SAME_AS_PARTICIPLE.has(next)) return match;
    const perfect = participleFollows(next, Boolean(would)) || (Boolean(would) && next === "better");
    const verb = is ? (perfect ? "has" : "is") : perfect ? "had" : "would";
    return `${/^\p{Lu}/u.test(match) ? capitalise(who) : who} ${verb}`;
  });
}

function pronoun(word: string): string {
  return word.toLowerCase() === "i" ? "I" : word.toLowerCase();
}

// A contraction needs a word after it: "I know who she is." cannot become "…who she's."
function contractions(apostrophe: string): Rule[] {
  const a = apostrophe;
  const followed = "(?= [\\p{L}\\p{N}$£€])";
  const not = (verb: string): Rule => [new RegExp(`\\b${verb} not\\b`, "gi"), `${verb}n${a}t`];
  return [
    not("do"),
    not("does"),
    not("did"),
    not("is"),
    not("are"),
    not("was"),
    not("were"),
    not("could"),
    not("would"),
    not("should"),
    not("has"),
    not("had"),
    [/\bwill not\b/gi, `won${a}t`],
    [/\bcannot\b|\bcan not\b/gi, `can${a}t`],
    [new RegExp(`\\bI am${followed}`, "gu"), `I${a}m`],
    [new RegExp(`\\b(you|we|they) are${followed}`, "giu"), (who) => `${who}${a}re`],
    [new RegExp(`\\b(he|she|it|that|there|here|what|who) is${followed}`, "giu"), (who) => `${who}${a}s`],
    [new RegExp(`\\b(I|you|we|they|he|she|it) will${followed}`, "giu"), (who) => `${pronoun(who)}${a}ll`],
    [
      /\b(I|you|we|they) have(?= (?:been|got|never|always|already|just|had|seen|done|gone|\p{L}+ed)\b)/giu,
      (who) => `${pronoun(who)}${a}ve`,
    ],
  ];
}

function isPlural(noun: string): boolean {
  return (
    /^(?:people|children|men|women|feet|teeth|mice|geese)$/i.test(noun) || (/s$/i.test(noun) && !/ss$/i.test(noun))
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Adverbs, asides and joins

// Words that already say when: "Subsequently, he was discharged two days later" says it twice.
const SAYS_WHEN = /\b(?:later|afterwards|then|after|before|next|finally|eventually|meanwhile|suddenly|soon|once)\b/i;
// A state, not a step: "Then, the tram is packed" puts a sequence where there is none.
const STATE =
  /^(?:\S+\s+){0,4}?(?:is|are|am|was|were|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t|has|have|had|seems|seemed)\b/iu;
// A habit, a description or what did not happen is no step: "The door only opened from the inside", "She always
// sang", "Following this, she did not recognise him."
const NO_STEP = /\b(?:only|always|never|usually|often|sometimes|still|used to|would|not|no)\b|n['’]t\b/i;
// "Then, we did." leans on the sentence before; an adverb needs a sentence with some body of its own.
const MIN_WORDS_FOR_TRANSITION = 5;

/**
 * A sentence adverb before up to two sentences that tell a step of the story: in its own tense, opening on their
 * subject (see transitions.ts), not a state, not already saying when, not answering a quotation just before. The
 * knowing ones ("Naturally,") go only before a mishap. Never the first sentence, nor two sentences running.
 */
function addTransitions(sentences: string[], register: Register, facts: StoryFacts, seed: number): string[] {
  let used = 0;
  let last = -2;
  return sentences.map((sentence, i) => {
    const previous = sentences[i - 1];
    if (
      previous === undefined ||
      used >= MAX_TRANSITIONS ||
      i - last < 2 ||
      !isStepAfter(previous) ||
      !isStep(sentence, facts)
    )
      return sentence;
    const choices = register.mishapTransitions.length
      ? goesWrong(sentence)
        ? register.mishapTransitions
        : []
      : register.transitions;
    if (!choices.length) return sentence;
    const transition = pick(choices, seed + used);
    // "And it took four hours, and when…": one "and" too many; "After that it… After that, Ines…": one "after that".
    if (/^and\b/i.test(transition) && /\band\b/i.test(sentence)) return sentence;
    if (previous.toLowerCase().startsWith(transition.replace(/,$/, "").toLowerCase())) return sentence;
    const changed = withTransition(transition, sentence, facts.names);
    if (changed === sentence) return sentence;
    used++;
    last = i;
    return changed;
  });
}

// A sad turn takes no adverb: "Next, she passed away" makes an item of a death.
function isStep(sentence: string, facts: StoryFacts): boolean {
  if (
    !opensSafely(sentence, facts.names) ||
    [SAYS_WHEN, STATE, NO_STEP].some((pattern) => pattern.test(sentence)) ||
    /["“”]/u.test(sentence) ||
    countSpokenWords(sentence) < MIN_WORDS_FOR_TRANSITION
  )
    return false;
  const time = facts.timeOf(sentence);
  return time.narrative && !time.pluperfect && !time.timed && !isSombre([sentence]);
}

// After a state ("…was in charge of the rice"), a habit or someone's words, "After that," claims an order of events
// the story does not tell.
function isStepAfter(previous: string): boolean {
  return ![BEING, NO_STEP].some((pattern) => pattern.test(previous)) && !/["“”]/u.test(previous);
}

// A sentence that says what something was anywhere in it ("At our wedding my uncle was in charge of the rice").
const BEING = /\b(?:is|are|am|was|were|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t)\b/iu;

// The lemmatiser reads "two days later" as "late" (see mishaps.ts): a sentence goes wrong only if it still does
// without that word.
function goesWrong(sentence: string): boolean {
  if (!isMishap(sentence)) return false;
  return !/\blater\b/i.test(sentence) || isMishap(sentence.replace(/\blater\b/gi, "afterwards"));
}

// The author's own mishap, told as a short statement: a question waits for its answer, not for an aside, and a long
// sentence may have put it right by its end ("…I left my passport…, and we make the gate"). One in a comparison
// ("it looked like someone had spilled sugar") did not happen.
function isOwnMishap(piece: Piece): boolean {
  const told = piece.replace(/"[^"]*"|“[^”]*”/gu, "").replace(/\b(?:like|as if|as though)\b.*$/iu, "");
  if (!/[.!]["”]?$/u.test(piece) || countSpokenWords(piece) > MAX_MISHAP_WORDS) return false;
  return /\b(?:I|we|me|us|my|our)\b/i.test(told) && goesWrong(told);
}

const MAX_MISHAP_WORDS = 25;

// A story where nothing goes wrong still gets one aside, to the reader after its second sentence, when it has a few.
const ASIDE_AFTER = 1;
const ASIDE_MIN_SENTENCES = 4;

/**
 * The register's ironic aside after the first sentence where something goes wrong for the author ("I'm already late.
 * This is going well."), else its aside to the reader; never in a sad story, nor as the story's last line. Irony at
 * someone else's mishap ("Nan was in hospital after her fall. That went well.") mocks them.
 */
function addAside(lines: Line[], pieces: Piece[], aside: Aside, facts: StoryFacts, seed: number): Line[] {
  if (facts.sombre()) return lines;
  const mishap = pieces.findIndex(isOwnMishap);
  const [at, text] =
    mishap >= 0 ? [mishap, facts.present() ? aside.present : aside.past] : [ASIDE_AFTER, pick(aside.reader, seed)];
  if (at >= lines.length - 1 || (mishap < 0 && lines.length < ASIDE_MIN_SENTENCES)) return lines;
  return [...lines.slice(0, at + 1), { text }, ...lines.slice(at + 1)];
}

/**
 * Two short sentences in a row, each as the author wrote it and opening on its subject, read as one: "We ate, and it
 * rained." A sentence is joined once at most.
 */
function joinShort(lines: Line[], names: Set<string>): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i] as Line;
    const second = lines[i + 1];
    const joined =
      second && isShortPlain(first, names) && isShortPlain(second, names)
        ? withTransition("and", second.text, names)
        : undefined;
    if (!joined?.startsWith("and ")) {
      out.push(first);
      continue;
    }
    out.push({ text: `${first.text.slice(0, -1)}, ${joined}` });
    i++;
  }
  return out;
}

function isShortPlain(line: Line, names: Set<string>): boolean {
  const { text } = line;
  return (
    text === line.piece &&
    opensSafely(text, names) &&
    /\.$/u.test(text) &&
    !/["“”,]/u.test(text) &&
    countSpokenWords(text) <= MAX_JOINED_WORDS
  );
}

// A word before it takes a sentence's first capital: safe on a word that is never a name ("Then, we…") and on a name
// the author capitalises mid-sentence too ("Then, Sam…"), not on one the tagger may not know is a name ("Then,
// biscuit (our beagle)…", "Then, mum came home").
const COMMON_OPENING =
  /^(?:the|a|an|my|our|his|her|their|its|this|that|these|those|we|he|she|they|it|you|everyone|everybody|someone|somebody|nobody|there)\b/u;

function opensSafely(sentence: string, names: Set<string>): boolean {
  const first = sentence.match(/^[\p{L}'’-]+/u)?.[0] ?? "";
  return COMMON_OPENING.test(sentence.charAt(0).toLowerCase() + sentence.slice(1)) || first === "I" || names.has(first);
}

// ---------------------------------------------------------------------------------------------------------------
// Framing

type Frame = { opener: string; closer: string; topic?: string };

function frame(framing: Framing, facts: StoryFacts, topic: string | undefined): Frame {
  const lines = framing.sombre && facts.sombre() ? { ...framing, ...framing.sombre } : framing;
  return {
    opener: lines.opener(facts.subject()),
    closer: lines.closer,
    ...(topic ? { topic: lines.topic(topic) } : {}),
  };
}

/**
 * What the story's opening is about, as the author says it: its most prominent person ("my grandma Rosa") and the
 * thing the story says most ("the sandcastle"). Framing lines name nothing else.
 */
function subjectOf(opening: string[], mentions: Mention[][], story: string): string | undefined {
  // Someone the story names, or calls as the author does ("my grandma", "Grandad"): "the baby" woken in passing is not
  // whom a story is about.
  const people = collectPeople(opening, mentions).filter(
    (p) =>
      (p.named && !isCommonWord(p.name)) || /^(?:my|our)\s/u.test(p.phrase) || p.phrase.toLowerCase() in PERSON_ROLES,
  );
  const [first, second] = people.sort(byProminence);
  // "Leo and Hannah": two named people the opening says as often are both who it is about.
  const pair = first && second?.named && first.named && second.count === first.count ? second : undefined;
  const thing = mainThing(mentions.flat(), story);
  const choices = [
    [first?.phrase, pair?.phrase, thing],
    [first?.phrase, pair?.phrase],
    [first?.phrase, thing],
    [first?.phrase],
    [thing],
  ];
  return choices
    .map((parts) => parts.filter((p): p is string => Boolean(p)))
    .filter((parts) => parts.length)
    .map(listOf)
    .find((subject) => spokenWords(subject).length <= MAX_SUBJECT_WORDS);
}

function lastWordOf(text: string): string {
  return text.split(" ").at(-1) as string;
}

const LEXICON_WORD_CLASSES = [
  "Adjective",
  "Adverb",
  "Expression",
  "Comparative",
  "Superlative",
  "Infinitive",
  "PastTense",
  "Gerund",
  "Conjunction",
  "Preposition",
  "Determiner",
  "Pronoun",
];

// "Happy 40th Dave": a capitalised adjective is no one's name, though the tagger may make a person of it.
function isCommonWord(name: string): boolean {
  return LEXICON_WORD_CLASSES.includes(LEXICON[name.toLowerCase()] ?? "");
}

function listOf(items: string[]): string {
  return items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The thing the story keeps coming back to: a common noun of the opening said again later ("a biscuit tin… the tin"),
 * as "the tin"; most said first, ties to the first said. A thing said once is where something happened, not what the
 * story is about ("the bus stop"); a name the tagger could not place ("Porthcurno") may be a place or a person, and
 * a word for a person ("my kuia") is someone, not something.
 */
function mainThing(mentions: Mention[], story: string): string | undefined {
  const said = (words: string) => story.split(new RegExp(`(?<![\\p{L}])${words}(?![\\p{L}])`, "iu")).length - 1;
  const candidates = mentions
    .filter(
      (m) =>
        m.kind === "thing" &&
        !m.proper &&
        /^\p{L}[\p{L}' -]{2,}$/u.test(m.text) &&
        !(lastWordOf(m.text) in PERSON_ROLES),
    )
    .map((m) => (said(m.text) > 1 ? m : { ...m, text: lastWordOf(m.text) }))
    .filter((m) => m.text.length > 2 && said(m.text) > 1);
  const thing = [...candidates].sort((a, b) => said(b.text) - said(a.text))[0];
  return thing && thingPhrase(thing, story);
}

/** The topic as a phrase inside a sentence: no end punctuation, no stray quotation mark, lower case unless a name. */
function normaliseTopic(topic: string | undefined): string | undefined {
  const text = topic
    ?.replace(/["“”]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!?,;:]+$/u, "");
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return undefined;
  const first = (nlp(text).json() as { terms: { text: string; tags: string[] }[] }[])[0]?.terms[0];
  const name =
    first &&
    (/^\p{Lu}{2,}/u.test(first.text) ||
      ["ProperNoun", "Person", "Place", "Organization"].some((t) => first.tags.includes(t)));
  return name ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------------------------
// Fitting the wizard's limit

/**
 * The fullest telling that fits: framing goes first (closer, then opener; the topic last of all), then the
 * register's own rewording; the story's sentences are never dropped. Undefined when not even the tightened
 * sentences fit, and the story is then returned as written.
 */
function fitted(told: string[], framing: Frame, pieces: Piece[], limit: number): string | undefined {
  const opening = framing.topic ?? framing.opener;
  const tellings = [[opening, ...told, framing.closer], [opening, ...told], [framing.topic, ...told], told, pieces];
  return tellings.map((lines) => lines.filter(Boolean).join(" ")).find((text) => text.length <= limit);
}

// "the sandcastle"; a name as the story says it: "Cornwall", but "the Ritz" and "Arthur's Seat".
function thingPhrase(mention: Mention, story: string): string {
  if (!mention.proper || !/^\p{Lu}/u.test(mention.text)) return `the ${mention.text}`;
  const escaped = mention.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const owner = story.match(new RegExp(`(\\p{Lu}\\p{L}*['’]s) ${escaped}\\b`, "u"))?.[1];
  if (owner) return `${owner} ${mention.text}`;
  return new RegExp(`\\bthe ${escaped}\\b`, "i").test(story) ? `the ${mention.text}` : mention.text;
}
