import nlp from "compromise";
import { isSpeechVerb } from "./speech-verbs";
import { escapeRegExp } from "./text";

type Term = { text: string; normal: string; pre: string; post: string; tags: string[] };

/**
 * The story's sentences, verbatim and in order, as compromise splits them (it knows "Dr." and "3 p.m." do not end
 * one). Compromise keeps a quoted sentence and the narration after it together (`"It's gone." I didn't believe her.`);
 * those are split again unless what follows the quote is its speech tag (`"Where?" I asked.`).
 */
export function splitSentences(story: string): string[] {
  const sentences = joinOpenSingleQuotes(
    (nlp(story).json() as { text: string; terms: Term[] }[]).flatMap((s) => splitAfterQuotes(s.terms)),
  ).flatMap(splitAfterWordsNotAbbreviated);
  const clean = sentences.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
  // A "story" of symbols alone has no sentence for the tagger; it is still told as written.
  return clean.length ? clean : [story.trim()];
}

const CLOSES_QUOTED_SENTENCE = /[.!?…]["”'’]$/u;

/**
 * Compromise takes some ordinary words before a full stop for abbreviations ("vet." as in veteran, "fig.", "est."),
 * and runs two sentences together: "Our dog hated the vet. So when he needed an operation, …". A lower-case word
 * and its full stop, followed by a word that opens a sentence, ends one; a title ("Dr.", "St.") is capitalised, and
 * "vs." and "approx." go on ("p.m." and "e.g." have a full stop inside, so never match).
 */
const ENDS_BEFORE_OPENER =
  /(?<=(?<![\p{L}.])(?!(?:vs|approx|incl|cf|ca|no|nos|pp)\.)\p{Ll}[\p{Ll}-]+\.)\s+(?=(?:So|The|I|We|He|She|It|They|But|And|Then|My|Our|His|Her|Their|When|After|Before|That|This|There|Now|Later|Every|Next|One|At|In|On)\b)/gu;

function splitAfterWordsNotAbbreviated(sentence: string): string[] {
  return sentence.split(ENDS_BEFORE_OPENER);
}

function splitAfterQuotes(terms: Term[]): string[] {
  const pieces: Term[][] = [[]];
  terms.forEach((term, i) => {
    (pieces[pieces.length - 1] as Term[]).push(term);
    const next = terms.slice(i + 1, i + 5);
    if (!next.length || !CLOSES_QUOTED_SENTENCE.test(term.post.trim() ? `${term.text}${term.post.trim()}` : term.text))
      return;
    if (startsSpeechTag(next)) return;
    if (!/^\p{Lu}|^["“]/u.test(`${next[0]?.pre.trim() ?? ""}${next[0]?.text ?? ""}`)) return;
    pieces.push([]);
  });
  return pieces.filter((p) => p.length).map(termsText);
}

// `"Where?" I asked` / `"Run!" shouted Sam` / `"No," my mum said`: a speech verb within the first few words.
function startsSpeechTag(terms: Term[]): boolean {
  const verbAt = terms.findIndex((t) => t.tags.includes("Verb"));
  if (verbAt < 0 || verbAt > 3) return false;
  return isSpeechVerb(
    nlp((terms[verbAt] as Term).text)
      .verbs()
      .toInfinitive()
      .text()
      .toLowerCase(),
  );
}

// Single quotes double as apostrophes, so compromise splits inside them: "It said: 'Nearly home." + "Put the kettle
// on.'" A sentence that opens a single quotation without closing it is joined to the next until it closes.
const OPENS_SINGLE = /(?:^|[\s:(])'(?=\p{L})/gu;
// "under the name 'Tequila'.": a closing quote may be followed by the sentence's own full stop.
const CLOSES_SINGLE = /(?<=[\p{L}.!?,])'(?=[\s.,!?;:)]|$)/gu;

function joinOpenSingleQuotes(sentences: string[]): string[] {
  const out: string[] = [];
  let open = false;
  for (const sentence of sentences) {
    if (open && out.length) out[out.length - 1] = `${(out[out.length - 1] ?? "").trimEnd()} ${sentence.trim()}`;
    else out.push(sentence);
    const text = out[out.length - 1] as string;
    open = (text.match(OPENS_SINGLE)?.length ?? 0) > (text.match(CLOSES_SINGLE)?.length ?? 0);
  }
  return out;
}

function termsText(terms: Term[]): string {
  return terms.map((t, i) => `${i === 0 ? t.pre.trimStart() : t.pre}${t.text}${t.post}`).join("");
}

/** Where `text` says `word` as a whole word, in any case ("Sam" is not in "same"); -1 when it does not. */
export function wordIndex(text: string, word: string): number {
  return text.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "iu"));
}

/** The sentence of a line that says `word`, trimmed; undefined when none does. */
export function sentenceSaying(narration: string, word: string): string | undefined {
  const sentences = narration.match(/[^.!?]+[.!?]*/g) ?? [narration];
  return sentences.find((sentence) => wordIndex(sentence, word) >= 0)?.trim();
}
