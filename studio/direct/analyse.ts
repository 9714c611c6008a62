import nlp from "compromise";
import { shorterForms, splitAtClauses } from "../language/clauses";
import { findSpeech, type Speech } from "../language/dialogue";
import { onlyElsewhere } from "../language/elsewhere";
import { findMentions, type Mention } from "../language/mentions";
import { withoutReports } from "../language/narrated";
import { collectPeople, narratorGender, resolvePerson, type Gender, type Person } from "../language/people";
import { splitSentences } from "../language/sentences";
import { isSombre } from "../language/sentiment";
import { sentenceTime, type SentenceTime } from "../language/tense";
import { capitalise, countSpokenWords, endSentence, memo, stableHash } from "../language/text";
import { taggedSentences } from "../language/tagged-terms";

export type { Person } from "../language/people";

/** Someone's words in a sentence, with the person resolved. */
export type SentenceSpeech = Speech & { speaker: string };

export type StorySentence = {
  index: number;
  /** The author's sentence (or one of two complete sentences a very long one was split into). */
  text: string;
  words: number;
  /** Shorter grammatical forms (whole clauses dropped), longest first. */
  forms: string[];
  mentions: Mention[];
  /** Where it happens: the places it names, else the last place named before it. */
  setting?: string;
  /** The person it is mostly about, for threads. */
  person?: string;
  /** Words someone other than the author says in it. */
  speech?: SentenceSpeech;
} & SentenceTime;

export type StoryAnalysis = {
  story: string;
  seed: number;
  sentences: StorySentence[];
  /** People in the order they first appear. */
  people: Person[];
  /** Places and things, most mentioned first (ties: first said first). */
  things: Mention[];
  /** Words the story capitalises mid-sentence, as written: names that must survive into the script. */
  names: string[];
  narratorGender?: Gender;
  /** The author is in the story ("I", "we", "my"): added lines may say "me". */
  firstPerson: boolean;
  /** Told in the present tense ("I walk in and…"), so added lines follow. */
  present: boolean;
  /** Night-time ("at 3 a.m.", "midnight", "dark"): no added line may put the sun in it. */
  night: boolean;
  /** A sad story ("We lost the final 2-1."): added lines take the genre's and mood's sombre wording. */
  sombre: boolean;
};

// One sentence longer than this is split at a clause joint when it can be (a scene holds up to 600 characters).
const MAX_SENTENCE_CHARS = 420;

/**
 * Reads the story once: its sentences (long ones split at clause joints into complete sentences when `maxWords`
 * asks for it), what each names, who speaks, and who the people are.
 */
export function analyseStory(story: string, maxWords = Infinity): StoryAnalysis {
  const raw = splitSentences(story);
  // "fell off my bike lol" has no full stop; a line added after it must not run on from it.
  // "so we get to Lisbon…": a sentence the author began in lower case still begins with a capital when narrated.
  const texts = raw
    .map((sentence) => capitalise(endSentence(sentence)))
    .flatMap((sentence) => {
      const limit =
        sentence.length > MAX_SENTENCE_CHARS ? Math.min(maxWords, Math.ceil(countSpokenWords(sentence) / 2)) : maxWords;
      return Number.isFinite(limit) ? splitAtClauses(sentence, limit) : [sentence];
    });
  const mentions = findMentions(texts).map((own, i) => withoutQuotedPeople(own, texts[i] ?? ""));
  const people = collectPeople(texts, mentions);
  const present = isPresentTense(story);
  let setting: string | undefined;
  const recent: string[] = [];
  let lastSpeaker: string | undefined;
  const sentences = texts.map((text, index): StorySentence => {
    const own = mentions[index] ?? [];
    const places = [
      ...new Set(own.filter((m) => m.kind === "place" && !onlyElsewhere(text, m.text)).map((m) => m.text)),
    ];
    if (places.length) setting = places.slice(0, 2).join(", ");
    const person = own.find((m) => m.kind === "person")?.key;
    for (const m of own.filter((m) => m.kind === "person")) recent.unshift(m.key);
    const speech = resolveSpeech(findSpeech(text), people, recent, lastSpeaker, own);
    lastSpeaker = speech?.speaker ?? (/["“”]/u.test(text) ? undefined : lastSpeaker);
    const sentence: StorySentence = {
      index,
      text,
      words: countSpokenWords(text),
      forms: shorterForms(text),
      mentions: own,
      ...sentenceTime(text, present),
    };
    return {
      ...sentence,
      ...(setting ? { setting } : {}),
      ...(person ? { person } : {}),
      ...(speech ? { speech } : {}),
    };
  });
  const gender = narratorGender(story);
  return {
    story,
    seed: stableHash(story),
    sentences,
    people,
    things: rankThings(sentences),
    names: properNames(texts),
    ...(gender ? { narratorGender: gender } : {}),
    present,
    firstPerson: /\b(?:i|me|my|we|us|our)\b/i.test(story),
    night: /\b(?:night|midnight|dark|evening|moon|stars)\b|\d\s?a\.?m\b/i.test(story),
    sombre: isSombre(texts),
  };
}

// "Look, Mama, it's smiling": a name said only inside someone's words is who they talk to, not a person of the story;
// "she said the surgeon was the best" talks about someone the story never shows.
function withoutQuotedPeople(mentions: Mention[], sentence: string): Mention[] {
  const words = (text: string) => ` ${(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ")} `;
  const outside = words(withoutReports(sentence));
  return mentions.filter((m) => m.kind !== "person" || outside.includes(words(m.text)));
}

function resolveSpeech(
  speech: Speech | undefined,
  people: Person[],
  recent: string[],
  lastSpeaker: string | undefined,
  own: Mention[],
): SentenceSpeech | undefined {
  if (!speech) return undefined;
  if (speech.who === "continuation") return lastSpeaker ? { ...speech, speaker: lastSpeaker } : undefined;
  // The author's own words are the narrator's: the sentence is read as written.
  if (/^(?:i|we)$/i.test(speech.who)) return undefined;
  // "Mum said" after "my mum Ana": the sentence's own mention already knows who "Mum" is.
  const who = speech.who.toLowerCase();
  const mentioned = own.find((m) => m.kind === "person" && who.endsWith(m.text.toLowerCase()))?.key;
  const person = mentioned ? people.find((p) => p.key === mentioned) : resolvePerson(speech.who, people, recent);
  return person ? { ...speech, speaker: person.key } : undefined;
}

function rankThings(sentences: StorySentence[]): Mention[] {
  const counts = new Map<string, { mention: Mention; count: number; first: number }>();
  let order = 0;
  for (const mention of sentences.flatMap((s) => s.mentions).filter((m) => m.kind !== "person")) {
    const known = counts.get(mention.key);
    if (known) known.count++;
    else counts.set(mention.key, { mention, count: 1, first: order++ });
  }
  // Things before places at equal count: "the sandcastle" names a story better than "the beach".
  const rank = (m: Mention) => (m.kind === "thing" ? 0 : 1);
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || rank(a.mention) - rank(b.mention) || a.first - b.first)
    .map((c) => c.mention);
}

const NAME_TAGS = ["Person", "Place", "Organization"];
// Capitalised but nobody's or nowhere's name: months and days, titles, nationalities, exclamations, acronyms.
const NOT_NAME_TAGS = ["Date", "Honorific", "Abbreviation", "Demonym", "Expression", "Acronym", "Pronoun"];

/**
 * The story's names, as written and without a possessive "'s": words the tagger knows as a person, place or
 * organisation, and any other word the author capitalises where English does not require it (mid-sentence, not
 * opening a quotation or following a colon). Shouting ("THERE") is emphasis, not a name.
 */
function properNames(texts: string[]): string[] {
  const names = new Set<string>();
  for (const sentence of texts.flatMap((text) => taggedSentences(text))) {
    const words = sentence.terms.filter((t) => /[\p{L}]/u.test(t.text));
    words.forEach((term, i) => {
      const word = term.text.replace(/['’]s$/u, "");
      if (!/^\p{Lu}/u.test(word) || /^I$|^I['’]/u.test(word) || NOT_NAME_TAGS.some((tag) => term.tags.includes(tag)))
        return;
      const tagged = NAME_TAGS.some((tag) => term.tags.includes(tag));
      if (word.length > 1 && word === word.toUpperCase() && !tagged) return;
      const previous = words[i - 1];
      const initial = !previous || /["“‘']/u.test(term.pre) || /[:…]|\.\.\./u.test(previous.post);
      if (tagged || !initial) names.add(word);
    });
  }
  return [...names];
}

const isPresentTense = memo((story: string): boolean => {
  const verbs = nlp(story).verbs().json() as { verb?: { grammar?: { tense?: string } } }[];
  const tenses = verbs.map((v) => v.verb?.grammar?.tense);
  const present = tenses.filter((t) => t === "PresentTense").length;
  const past = tenses.filter((t) => t === "PastTense").length;
  return present > past * 2 && present >= 3;
});
