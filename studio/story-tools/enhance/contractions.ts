// Contractions: expanded for the formal registers ("she's been" → "she has been"), made for the informal ones.

import { capitalise } from "../../language/text";
import { COMPROMISE_LEXICON } from "../../language/compromise-lexicon";
import { applyRules, type Rule } from "./rules";

/** Every contraction written out: "won't" → "will not", "she's been" → "she has been", "I'd love" → "I would love". */
export function expandContractions(text: string): string {
  return applyRules(expandAmbiguous(text), EXPANSIONS);
}

/** Contractions made where a word follows, with the author's apostrophe: "do not" → "don't", "I am here" → "I'm here". */
export function contract(text: string, apostrophe: string): string {
  return applyRules(text, contractions(apostrophe));
}

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

// A past form ("saved", "felt") after "'d" can only be "had"; after "'s" it may be an adjective ("she's tired"), so
// only a word that is nothing but a participle ("seen", "gone") makes it "has". A word the lexicon lacks is a past
// form when it looks like one ("snored"); one it knows goes by its class ("need" is no past form).
function participleFollows(next: string, afterD: boolean): boolean {
  const tag = COMPROMISE_LEXICON[next];
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
