/** Verbs that tag a quotation with its speaker ("Grandma said", "shouted Sam"), as infinitives. */
const SPEECH_VERBS = new Set([
  "say", "ask", "shout", "yell", "whisper", "reply", "answer", "call", "cry", "scream", "mutter", "mumble", "add",
  "tell", "snap", "sigh", "explain", "insist", "announce", "groan", "beg", "warn", "laugh", "giggle", "exclaim",
  "shriek", "gasp", "murmur", "declare", "repeat", "continue", "joke", "tease", "promise", "admit", "respond", "bark",
  "hiss", "sob", "stammer", "whine", "grumble", "chuckle", "smile", "grin", "nod", "scoff", "wonder", "demand", "roar",
]);

export function isSpeechVerb(infinitive: string): boolean {
  return SPEECH_VERBS.has(infinitive.toLowerCase().split(" ")[0] ?? "");
}
