import { capitalise } from "./text";

// Plain verb or "very + adjective" → one stronger word with the same meaning; nouns are never touched, so the
// enhanced telling names exactly what the story names.
const STRONGER: [RegExp, string][] = [
  [/\bvery (big|large)\b/gi, "huge"],
  [/\bvery small\b/gi, "tiny"],
  [/\bvery happy\b/gi, "thrilled"],
  [/\bvery sad\b/gi, "heartbroken"],
  [/\bvery (scared|afraid)\b/gi, "terrified"],
  [/\bvery tired\b/gi, "exhausted"],
  [/\bvery angry\b/gi, "furious"],
  [/\bvery good\b/gi, "brilliant"],
  [/\bvery bad\b/gi, "awful"],
  [/\bvery cold\b/gi, "freezing"],
  [/\bvery hot\b/gi, "scorching"],
  [/\bvery hungry\b/gi, "starving"],
  [/\bvery surprised\b/gi, "stunned"],
  [/\bsaid loudly\b/gi, "shouted"],
  [/\blooked at\b/gi, "stared at"],
  [/\bwent\b/gi, "headed"],
  [/\bran\b/gi, "raced"],
  [/\bwalked\b/gi, "strode"],
  [/\bstarted to\b/gi, "began to"],
];

const FILLERS = [
  /\b(?:just|really|actually|basically|literally|totally|honestly|kind of|sort of|pretty much|you know|i mean|um+|uh+|lol|lmao|haha)\b,?\s*/gi,
  /^(?:so|well|ok|okay|anyway),?\s+/i,
  /\bvery\s+/gi,
];

/** Tightens and dramatises one beat: fillers out, stronger verbs in, long sentences cut into short punchy ones. */
export function enhanceBeat(text: string, maxSentenceWords: number): string {
  let out = text;
  for (const [pattern, replacement] of STRONGER) out = out.replace(pattern, (match) => matchCase(match, replacement));
  for (const filler of FILLERS) out = out.replace(filler, "");
  out = tidy(out);
  return splitLongSentences(out, maxSentenceWords) || text;
}

function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? capitalise(replacement) : replacement;
}

function splitLongSentences(text: string, maxWords: number): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      if (sentence.split(/\s+/).length <= maxWords) return sentence;
      // Only at clause joints (", and", ", but", "and then"), never inside a list like "my mom and I".
      return sentence.replace(/(?:,\s+(and then|then|and|but|so)|\s+(and then))\s+(?=\S+\s+\S+\s+\S+)/gi, (_m, a?: string, b?: string) => {
        const conj = (a ?? b ?? "").toLowerCase();
        return conj === "and" ? ". " : `. ${capitalise(conj === "and then" ? "then" : conj)} `;
      });
    })
    .map((sentence) => sentence.replace(/\. (\p{Ll})/gu, (_m, c: string) => `. ${c.toUpperCase()}`))
    .join(" ");
}

function tidy(text: string): string {
  return capitalise(
    text
      .replace(/\s+([,.!?;:])/g, "$1")
      .replace(/,([.!?])/g, "$1")
      .replace(/([,;:])\1+/g, "$1")
      .replace(/\s{2,}/g, " ")
      .replace(/^[,;:\s]+/, "")
      .trim(),
  );
}
