import { memo } from "./text";
import { taggedTerms } from "./tagged-terms";

type Term = { text: string; normal: string; post: string; tags: string[]; root?: string };

// Verbs that report what someone said, thought or learned: what follows them is not in the scene. Narrower than the
// verbs that tag a quotation (speech-verbs.ts): "a man called Mr Ferreira" and "she laughed" report nothing.
const REPORTING_VERBS = new Set([
  "say",
  "tell",
  "ask",
  "explain",
  "insist",
  "announce",
  "admit",
  "promise",
  "warn",
  "reply",
  "answer",
  "whisper",
  "shout",
  "yell",
  "scream",
  "mutter",
  "mumble",
  "add",
  "claim",
  "swear",
  "complain",
  "joke",
  "think",
  "know",
  "remember",
  "realise",
  "realize",
  "believe",
  "learn",
  "dream",
  "imagine",
  "hope",
  "wish",
  "forget",
  "guess",
  "suppose",
  "suspect",
  "hear",
  "read",
  "write",
  "mention",
]);
// "told me to slow down", "asked me to print it": a request reported with "to".
const REQUEST_VERBS = new Set(["tell", "ask", "warn", "beg", "order", "remind", "want"]);
// Verbs that name whom they tell before what: "told her the fairy…", "asked him if…".
const OBJECT_TELLS = new Set([
  "tell",
  "ask",
  "warn",
  "promise",
  "remind",
  "assure",
  "show",
  "teach",
  "beg",
  "order",
  "want",
]);
const OBJECT_PRONOUNS = new Set(["me", "you", "him", "her", "us", "them", "it"]);
const REPORT_OPENERS = new Set(["that", "if", "whether"]);
const COORDINATORS = new Set(["and", "but", "so", "yet"]);
const FINITE = ["PastTense", "PresentTense", "Modal", "Copula", "Auxiliary"];
// How far into a reported clause its verb may come: "said | the bees were", "told her | the tooth fairy would".
const REPORTED_SUBJECT_WORDS = 4;

const termsOf = taggedTerms;

const isFinite = (t: Term | undefined) =>
  Boolean(t && t.tags.includes("Verb") && !t.tags.includes("Gerund") && FINITE.some((tag) => t.tags.includes(tag)));
const isSubject = (t: Term | undefined) =>
  Boolean(t && (t.tags.includes("Noun") || t.tags.includes("Pronoun")) && !t.tags.includes("Possessive"));

/**
 * The words of a sentence that tell the moment being narrated: without someone's quoted words, what a speech or
 * thought verb reports ("she told me | she had once fallen down the stairs", "said | the bees were saying hello"), and
 * a clause in the past perfect ("her pipes had burst"), which happened before it. A sensory line may only describe
 * what is left: the stairs she fell down years ago are not creaking in the room where she tells it.
 */
export const narratedPart = memo((sentence: string): string => visiblePart(sentence, true));

/**
 * The sentence without anyone's quoted or reported words: who is only talked about there ("she said the surgeon was
 * the best in the city") is not someone the story shows. Its past is still its own ("my grandfather had written").
 */
export const withoutReports = memo((sentence: string): string => visiblePart(sentence, false));

function visiblePart(sentence: string, withoutPastPerfect: boolean): string {
  const terms = termsOf(sentence.replace(/"[^"]*"|“[^”]*”/gu, " "));
  const hidden = terms.map(() => false);
  // Where the words left out of the scene began, while they go on.
  let from: number | undefined;
  terms.forEach((_, i) => {
    if (from !== undefined && i > from && endsClause(terms, i)) from = undefined;
    const opened =
      reportedFrom(terms, i) ?? (withoutPastPerfect ? (pastPerfectFrom(terms, i) ?? usedToFrom(terms, i)) : undefined);
    if (opened !== undefined && from === undefined) {
      from = opened;
      // A past perfect's subject was said before its "had" was reached.
      for (let k = opened; k < i; k++) hidden[k] = true;
    }
    if (from !== undefined && i >= from) hidden[i] = true;
  });
  return terms
    .filter((t, i) => !hidden[i] && t.text)
    .map((t) => t.text)
    .join(" ");
}

// A reported clause after this verb: where it starts (this verb's own words stay in the scene, so it starts after).
function reportedFrom(terms: readonly Term[], at: number): number | undefined {
  const verb = terms[at] as Term;
  const root = verb.root ?? verb.normal;
  if (!verb.tags.includes("Verb") || !REPORTING_VERBS.has(root)) return undefined;
  // 'Sam yelled, "Run!" and we ran': the words were quoted (and are gone); what follows is the scene again.
  if (verb.post.trim()) return undefined;
  // The one told is in the scene: "told me that…", "asked her if…", "told my son the fairy takes teeth".
  for (const object of OBJECT_TELLS.has(root) ? indirectObjectLengths(terms, at + 1) : [0]) {
    const start = at + 1 + object;
    const first = terms[start];
    if (!first || COORDINATORS.has(first.normal)) continue;
    if (REPORT_OPENERS.has(first.normal) || (first.normal === "to" && REQUEST_VERBS.has(root))) return start;
    const clause = terms.slice(start, start + REPORTED_SUBJECT_WORDS);
    const verbAt = clause.findIndex(isFinite);
    if (verbAt > 0 && clause.slice(0, verbAt).some(isSubject)) return start;
  }
  return undefined;
}

// Who may be told, after a verb that takes them ("told her", "asked my son", "warned Priya"): how many words they
// take, the longer reading first, and none.
function indirectObjectLengths(terms: readonly Term[], from: number): number[] {
  const first = terms[from];
  if (!first) return [0];
  const lengths: number[] = [];
  const possessive = first.tags.includes("Possessive") && !first.tags.includes("ProperNoun");
  if (possessive && terms[from + 1]?.tags.includes("Noun")) lengths.push(2);
  if (OBJECT_PRONOUNS.has(first.normal) || first.tags.includes("ProperNoun")) lengths.push(1);
  return [...lengths, 0];
}

// "her pipes had burst": from the start of the subject of a "had" + participle (not "had to"), when one opens here.
function pastPerfectFrom(terms: readonly Term[], at: number): number | undefined {
  const had = terms[at] as Term;
  if (had.normal !== "had" || !had.tags.includes("Auxiliary") || terms[at + 1]?.normal === "to") return undefined;
  let start = at;
  while (start > 0 && !/[,;:]/u.test((terms[start - 1] as Term).post) && isSubjectWord(terms[start - 1] as Term))
    start--;
  return start;
}

// "the song my mum used to sing": a thing described by what someone used to do with it. From that someone on, the
// words are its past ("my mum" is not in the room where the song is sung now). Only after the thing it describes: "My
// mum used to sing to me" and "When I was little, my mum used to sing" are the habit being told.
function usedToFrom(terms: readonly Term[], at: number): number | undefined {
  if (terms[at]?.normal !== "used" || terms[at + 1]?.normal !== "to") return undefined;
  const subject = terms[at - 1];
  if (!subject?.tags.includes("Noun")) return undefined;
  const owner = terms[at - 2];
  const start = owner && ["Possessive", "Determiner"].some((tag) => owner.tags.includes(tag)) ? at - 2 : at - 1;
  const thing = terms[start - 1];
  if (!thing || /[,;:]/u.test(thing.post) || !thing.tags.includes("Noun") || thing.tags.includes("Pronoun"))
    return undefined;
  return start;
}

const isSubjectWord = (t: Term) =>
  ["Noun", "Determiner", "Adjective", "Possessive", "Adverb"].some((tag) => t.tags.includes(tag)) &&
  !COORDINATORS.has(t.normal);

// A new clause of the scene starts here: after a comma or semicolon, or at "and"/"but" followed by a subject and a
// verb of its own ("…had burst and | water was pouring into her kitchen").
function endsClause(terms: readonly Term[], at: number): boolean {
  const term = terms[at] as Term;
  const previous = terms[at - 1];
  if (previous && /[;]/u.test(previous.post)) return true;
  if (!COORDINATORS.has(term.normal)) return false;
  if (previous && /,/u.test(previous.post)) return true;
  const rest = terms.slice(at + 1, at + 1 + REPORTED_SUBJECT_WORDS);
  const verbAt = rest.findIndex(isFinite);
  return verbAt > 0 && rest.slice(0, verbAt).some(isSubject);
}
