/** Verbs that tag a quotation with its speaker ("Grandma said", "shouted Sam"), as infinitives. */
const SPEECH_VERBS = new Set([
  "say",
  "ask",
  "shout",
  "yell",
  "whisper",
  "reply",
  "answer",
  "call",
  "cry",
  "scream",
  "mutter",
  "mumble",
  "add",
  "tell",
  "snap",
  "sigh",
  "explain",
  "insist",
  "announce",
  "groan",
  "beg",
  "warn",
  "laugh",
  "giggle",
  "exclaim",
  "shriek",
  "gasp",
  "murmur",
  "declare",
  "repeat",
  "continue",
  "joke",
  "tease",
  "promise",
  "admit",
  "respond",
  "bark",
  "hiss",
  "sob",
  "stammer",
  "whine",
  "grumble",
  "chuckle",
  "smile",
  "grin",
  "nod",
  "scoff",
  "wonder",
  "demand",
  "roar",
]);

/**
 * Verbs that lead in to what was said and tell nothing without it: "The client asked" or "He said" alone is who
 * spoke, where "Sam cried" or "Grandma laughed" is the whole of what happened.
 */
const LEAD_IN_VERBS = new Set([
  "say",
  "ask",
  "tell",
  "reply",
  "whisper",
  "answer",
  "add",
  "explain",
  "mutter",
  "announce",
  "insist",
  "admit",
  "promise",
  "write",
  "warn",
  "repeat",
  "declare",
  "respond",
  "demand",
]);

export function leadsInToWords(infinitive: string): boolean {
  return LEAD_IN_VERBS.has(infinitive.toLowerCase());
}

export function isSpeechVerb(infinitive: string): boolean {
  return SPEECH_VERBS.has(infinitive.toLowerCase().split(" ")[0] ?? "");
}
