// What the story is about, as the author says it: its main person and thing, for the framing lines to name.

import { PERSON_ROLES } from "../../art/person-words";
import type { Mention } from "../../language/mentions";
import { byProminence, collectPeople } from "../../language/people";
import { escapeRegExp, spokenWords } from "../../language/text";
import { COMPROMISE_LEXICON } from "../../language/compromise-lexicon";

// A subject phrase longer than this makes a framing sentence nobody reads in one breath.
const MAX_SUBJECT_WORDS = 9;

/**
 * What the story's opening is about, as the author says it: its most prominent person ("my grandma Rosa") and the
 * thing the story says most ("the sandcastle"). Framing lines name nothing else.
 */
export function subjectOf(opening: string[], mentions: Mention[][], story: string): string | undefined {
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
  return LEXICON_WORD_CLASSES.includes(COMPROMISE_LEXICON[name.toLowerCase()] ?? "");
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

// "the sandcastle"; a name as the story says it: "Cornwall", but "the Ritz" and "Arthur's Seat".
function thingPhrase(mention: Mention, story: string): string {
  if (!mention.proper || !/^\p{Lu}/u.test(mention.text)) return `the ${mention.text}`;
  const escaped = escapeRegExp(mention.text);
  const owner = story.match(new RegExp(`(\\p{Lu}\\p{L}*['’]s) ${escaped}\\b`, "u"))?.[1];
  if (owner) return `${owner} ${mention.text}`;
  return new RegExp(`\\bthe ${escaped}\\b`, "i").test(story) ? `the ${mention.text}` : mention.text;
}
