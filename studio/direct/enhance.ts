import nlp from "compromise";
import { memo } from "../language/text";

type Term = { text: string; normal: string; pre: string; post: string; tags: string[]; root?: string };

// Adverbs that pad speech; dropping one never changes what happened.
const FILLER_ADVERBS = new Set([
  "just",
  "really",
  "actually",
  "basically",
  "literally",
  "totally",
  "honestly",
  "seriously",
]);
// Openers that only mean "here comes the story".
const OPENERS = new Set(["so", "well", "anyway", "ok", "okay"]);
// "very" + adjective → one stronger adjective with the same meaning.
const STRONGER_ADJECTIVES: Record<string, string> = {
  big: "huge",
  large: "huge",
  small: "tiny",
  happy: "thrilled",
  sad: "heartbroken",
  scared: "terrified",
  afraid: "terrified",
  tired: "exhausted",
  angry: "furious",
  good: "brilliant",
  bad: "awful",
  cold: "freezing",
  hot: "scorching",
  hungry: "starving",
  surprised: "stunned",
  quiet: "silent",
  old: "ancient",
  funny: "hilarious",
};
// Verb + the word after it → a stronger verb, conjugated to the original's tense. "walked" only before a direction
// ("walked to the lake"), never with an object ("walked the dog"); nouns are never touched.
// Compromise conjugates regular verbs; `past` names an irregular past it does not know ("stride" → "strode").
const STRONGER_VERBS: { verb: string; next: Set<string>; keepNext: boolean; to: string; past?: string }[] = [
  {
    verb: "walk",
    next: new Set([
      "to",
      "into",
      "across",
      "through",
      "along",
      "down",
      "up",
      "toward",
      "towards",
      "over",
      "home",
      "back",
      "away",
      "out",
    ]),
    keepNext: true,
    to: "stride",
    past: "strode",
  },
  { verb: "look", next: new Set(["at"]), keepNext: true, to: "stare" },
  { verb: "start", next: new Set(["to"]), keepNext: true, to: "begin" },
  { verb: "say", next: new Set(["loudly"]), keepNext: false, to: "shout" },
];

// "had walked" needs the participle ("had strode" is wrong), which the swaps do not carry.
const PERFECT_AUXILIARIES = new Set(["had", "have", "has", "'ve", "'d", "having"]);

/**
 * Tightens one sentence for the script: filler adverbs and openers out, a doubled "very" once; every other word is the
 * author's (a script never swaps in a synonym). A sentence with a quotation is the speaker's own words and stays as
 * written. (Long sentences are split at clause joints when the story is read, see analyse.ts.)
 */
export const tightenSentence = memo((sentence: string): string =>
  /["“”]/u.test(sentence) ? sentence : tighten(sentence, false),
);

/**
 * For the Enhance Story tool, where the person asks for their wording to be strengthened: tightened as above, and
 * "very cold" → "freezing", "walked to" → "strode to" in the same tense.
 */
export const strengthenSentence = memo((sentence: string): string =>
  /["“”]/u.test(sentence) ? sentence : tighten(sentence, true),
);

function tighten(sentence: string, strengthen: boolean): string {
  const doc = nlp(sentence);
  doc.compute("root");
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms);
  if (terms.length < 4) return sentence;
  const out: Term[] = [];
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as Term;
    const next = terms[i + 1];
    if (i === 0 && OPENERS.has(term.normal) && next && !term.post.includes("—") && isDroppableOpener(term, next))
      continue;
    if (FILLER_ADVERBS.has(term.normal) && term.tags.includes("Adverb") && isDroppableFiller(terms, i)) {
      continue;
    }
    if (term.normal === "very" && next?.normal === "very") continue;
    if (strengthen && term.normal === "very" && next && next.tags.includes("Adjective") && !term.post.trim()) {
      const stronger = STRONGER_ADJECTIVES[next.normal];
      if (stronger) {
        out.push({ ...next, text: matchCase(term.text, stronger), pre: term.pre });
        i++;
        continue;
      }
      if (!next.tags.includes("Comparative")) continue;
    }
    const perfect = PERFECT_AUXILIARIES.has(terms[i - 1]?.normal ?? "");
    const swap =
      strengthen &&
      STRONGER_VERBS.find(
        (s) =>
          term.tags.includes("Verb") &&
          !perfect &&
          !term.post.trim() &&
          next &&
          s.next.has(next.normal) &&
          (term.root ?? term.normal) === s.verb,
      );
    if (swap) {
      const conjugated = conjugateLike(term, swap.to, swap.past);
      if (conjugated) {
        out.push({ ...term, text: matchCase(term.text, conjugated) });
        if (!swap.keepNext) {
          out.push({ ...(next as Term), text: "", post: (next as Term).post, pre: "" });
          i++;
        }
        continue;
      }
    }
    out.push(term);
  }
  const text = out
    .map((t) => `${t.pre}${t.text}${t.post}`)
    .join("")
    .replace(/\s+([,.!?;:])/g, "$1")
    .replace(/,([.!?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,;:]+/, "")
    .trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : sentence;
}

// "So I was at work" → "I was at work"; "So what?" and "Well done" keep their first word.
function isDroppableOpener(term: Term, next: Term): boolean {
  if (term.post.includes(",")) return true;
  return (
    next.tags.includes("Pronoun") ||
    next.tags.includes("Determiner") ||
    next.tags.includes("Possessive") ||
    next.tags.includes("ProperNoun")
  );
}

// "Not really." and "It's really not" keep theirs: next to a negation the adverb carries the meaning. One set off by
// commas ("I was, honestly, fine") stays too: dropping it would leave the commas dangling.
function isDroppableFiller(terms: Term[], at: number): boolean {
  const previous = terms[at - 1];
  const after = terms[at + 1];
  if (!after || !previous || previous.normal === "not" || after.normal === "not" || /n't$/.test(previous.text))
    return false;
  return !/[,;:—–-]/u.test(`${previous.post}${(terms[at] as Term).post}`);
}

function conjugateLike(term: Term, infinitive: string, past?: string): string | undefined {
  const doc = nlp(infinitive);
  doc.tag("Verb");
  const forms = (doc.verbs().conjugate() as Record<string, string>[])[0];
  if (!forms) return undefined;
  if (term.tags.includes("Gerund")) return forms.Gerund;
  // A past participle after "had"/"have" is a different form than the simple past; those are left as written.
  if (term.tags.includes("Participle") || term.tags.includes("Perfect")) return undefined;
  if (term.tags.includes("PastTense")) return past ?? forms.PastTense;
  if (term.tags.includes("Infinitive")) return forms.Infinitive;
  if (term.tags.includes("PresentTense")) return term.normal.endsWith("s") ? forms.PresentTense : forms.Infinitive;
  return undefined;
}

function matchCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}
