import { taggedSentences } from "../language/tagged-terms";

type Term = { text: string; normal: string; post: string; tags: string[] };

// A sentence that already opens on a joint or a time ("But…", "When…", "Two years later…", "Then…") takes no
// transition in front of it: two would stack ("Then, then a wave came") or contradict its own timing.
const OWN_JOINT = ["Conjunction", "Adverb", "Preposition", "Date", "QuestionWord", "Value", "Expression", "Negative"];
// A transition goes before a sentence that opens on its subject ("we", "my sister", "the corridor"); "Obrigado, Rui"
// or "Wow" would read as "Then, obrigado".
const SUBJECT_START = ["Noun", "Pronoun", "Determiner", "Possessive", "ProperNoun"];
const KEEP_CAPITAL = ["ProperNoun", "Person", "Place", "Organization", "Acronym"];

const firstTerm = (text: string): Term | undefined => taggedSentences(text)[0]?.terms[0];

/**
 * Puts a sentence adverb ("Of course,", "Then,") in front of the scene's first sentence when it reads as one
 * sentence with it: the first word loses its capital unless it is a name or "I".
 */
export function withTransition(transition: string, body: string, names: ReadonlySet<string> = new Set()): string {
  if (/^["“]/u.test(body)) return body;
  const first = firstTerm(body);
  if (
    !first ||
    OWN_JOINT.some((tag) => first.tags.includes(tag)) ||
    !SUBJECT_START.some((tag) => first.tags.includes(tag))
  )
    return body;
  if (first.post.trim()) return body;
  if (
    /^(?:and|but|so|then|or|yet|because|when|while|until|after|before|once|later|suddenly|meanwhile|finally|eventually)\b/i.test(
      body,
    )
  )
    return body;
  const keep =
    first.normal === "i" ||
    /^I['’]/u.test(first.text) ||
    names.has(first.text) ||
    (KEEP_CAPITAL.some((tag) => first.tags.includes(tag)) && !first.tags.includes("Pronoun"));
  const rest = keep ? body : body.charAt(0).toLowerCase() + body.slice(1);
  return `${transition} ${rest}`;
}
