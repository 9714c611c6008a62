import nlp from "compromise";
import type { VideoOptions } from "@common/video-options";
import type { StoryAnalysis, StorySentence } from "./analyse";
import { isGenericNoun } from "./generic-nouns";
import { KINSHIP } from "../language/kinship";
import type { Mention } from "../language/mentions";
import { byProminence, isGroup, type Person, pronounGenders } from "../language/people";
import { standsAlone } from "../language/clauses";
import { countSpokenWords, escapeRegExp, memo, outsideQuotes, titleCase } from "../language/text";
import { taggedTerms } from "../language/tagged-terms";

/**
 * The hook and the title, made from the story itself: never a line from a stock list. The hook is one of the
 * author's own sentences said over the title card; the title names the story's particular thing.
 */

/** Longest sentence said over the title card: about five seconds at a storyteller's pace. */
const MAX_HOOK_WORDS = 16;
const MAX_HOOK_CHARS = 200;
const MAX_TITLE_CHARS = 48;

/**
 * How the hook comes from the story:
 * - `opening`: the story's first sentence, which the scenes then go on from (nothing is said twice);
 * - `ending`: a flashback's last sentence, said first; the scenes then go back to the start;
 * - `teaser`: the story's most striking short line (a quotation, a number, its payoff), said first and again in its place;
 * - none: the story starts straight away (a one-line story, or nothing short enough to open on).
 */
export type Hook = { text: string; from: "opening" | "ending" | "teaser"; sentence: number } | undefined;

/**
 * `take` walks through the ways a hook can be made from this story, so a rewrite opens differently; the same take
 * always gives the same hook.
 */
export function chooseHook(analysis: StoryAnalysis, options: VideoOptions, take: number): Hook {
  const { sentences } = analysis;
  if (sentences.length < 2) return undefined;
  const last = sentences[sentences.length - 1] as StorySentence;
  const candidates: NonNullable<Hook>[] = [];
  const opening = sentences[0] as StorySentence;
  // Said first, a "she" or "he" that cannot be said as a name points at nobody the viewer has met.
  if (
    options.plotType === "flashback" &&
    sayable(last) &&
    !pointsAtSomeoneUnknown(last, analysis) &&
    !pointsAtSomethingUnsaid(last)
  )
    candidates.push({ text: last.text, from: "ending", sentence: last.index });
  // An opening quotation said over the title card is the narrator's: only when nobody else has a voice.
  const voiced = Boolean(opening.speech) && options.characterCount !== "single";
  // A multithread story's opening introduces its first thread: it stays in the scenes.
  const opensThread = options.plotType === "multithread";
  if (options.plotType !== "flashback" && !opensThread && sayable(opening) && !voiced)
    candidates.push({ text: opening.text, from: "opening", sentence: 0 });
  const teaser = teasers(analysis, options)[0];
  if (teaser && !candidates.some((c) => c.sentence === teaser.index))
    candidates.push({ text: teaser.text, from: "teaser", sentence: teaser.index });
  if (!candidates.length) return undefined;
  // Take 0 is the best opening; later takes try the others, then none at all (the story starts straight away).
  const ways = [...candidates, undefined];
  return ways[take % ways.length];
}

// A line that works alone over a title card: short, a whole sentence, not a reply that needs the line before it.
function sayable(sentence: StorySentence): boolean {
  const words = countSpokenWords(sentence.text);
  return words >= 3 && words <= MAX_HOOK_WORDS && sentence.text.length <= MAX_HOOK_CHARS && standsAlone(sentence.text);
}

/**
 * Lines that make a viewer stay, best first: the quoted line, a number or price, the payoff, a contrast. Never a
 * twist's reveal (the point of the video) nor the opening (which opens the story anyway).
 */
function teasers(analysis: StoryAnalysis, options: VideoOptions): StorySentence[] {
  const { sentences } = analysis;
  const lastIndex = sentences.length - 1;
  // The payoff is never given away first (a twist's reveal and the sentence before it, a punchline); a flashback's
  // ending is its hook by other means.
  const hidden = new Set(options.plotType === "twist" ? [lastIndex, lastIndex - 1] : [lastIndex]);
  const scored = sentences
    .filter((s) => s.index > 0 && !hidden.has(s.index) && sayable(s) && !hasOpenReference(s, analysis))
    .map((s) => ({ s, score: striking(s) }))
    .filter((c) => c.score >= 2);
  return scored.sort((a, b) => b.score - a.score || b.s.index - a.s.index).map((c) => c.s);
}

function striking(sentence: StorySentence): number {
  const text = sentence.text;
  let score = 0;
  if (/["“”]/u.test(text) && sentence.speech) score += 3;
  if (/[$£€¥]\s?\d|\d/u.test(text)) score += 2;
  if (/\b(?:still|never|only|first|last|every|best|worst)\b/i.test(text)) score += 1;
  if (countSpokenWords(text) <= 10) score += 1;
  return score;
}

// "He never once let me drive it." said first points at nobody: a teaser must name who it is about, before its
// pronouns ("His granddaughter Yui counted them" names Yui, but not whose granddaughter, nor what she counted).
function hasOpenReference(sentence: StorySentence, analysis: StoryAnalysis): boolean {
  const text = outsideQuotes(sentence.text);
  if (/\b(?:it|this|that)\b/i.test(text)) return true;
  const lower = text.toLowerCase();
  const people = sentence.mentions
    .map((m) => ({ at: lower.indexOf(m.text.toLowerCase()), person: analysis.people.find((p) => p.key === m.key) }))
    .filter((m): m is { at: number; person: Person } => m.at >= 0 && Boolean(m.person));
  for (const match of text.matchAll(/\b(?:he|she|him|her|his|they|them|their)\b/giu)) {
    const before = people.filter((m) => m.at < match.index).map((m) => m.person);
    const word = match[0].toLowerCase();
    const gender = word.startsWith("t") ? undefined : /^(?:she|her)$/.test(word) ? "female" : "male";
    const anchored = gender
      ? before.some((p) => !isGroup(p) && (!p.gender || p.gender === gender))
      : before.length >= 2 || before.some(isGroup);
    if (!anchored) return true;
  }
  return false;
}

/**
 * A "they" or "it" said first that only the story before explains: "My amma said they were still crooked." (the
 * trousers), "It still smells of machine oil." A "they" after two people or a plural, "it was" and "calls it the best
 * birthday ever" explain themselves.
 */
function pointsAtSomethingUnsaid(sentence: StorySentence): boolean {
  const text = outsideQuotes(sentence.text);
  const lower = text.toLowerCase();
  const they = lower.search(/\b(?:they|them|their)\b/);
  if (they >= 0) {
    const before = sentence.mentions.filter((m) => {
      const at = lower.indexOf(m.text.toLowerCase());
      return at >= 0 && at < they;
    });
    if (before.length < 2 && !before.some((m) => /s$/i.test(m.text))) return true;
  }
  const expletive = /^\W*it(?:['’]s\b|\s+(?:was|is|wasn't|isn't|had been|has been|seemed|felt|took|turned out)\b)/i;
  return /^\W*it\b/i.test(text) && !expletive.test(text);
}

/**
 * A he or she (outside quotes) in a sentence that names no one, where the story before it names nobody it could
 * mean: no one of that gender, nor anyone of no known gender.
 */
function pointsAtSomeoneUnknown(sentence: StorySentence, analysis: StoryAnalysis): boolean {
  if (sentence.mentions.some((m) => m.kind === "person")) return false;
  const before = new Set(
    analysis.sentences
      .slice(0, sentence.index)
      .flatMap((s) => s.mentions.filter((m) => m.kind === "person").map((m) => m.key)),
  );
  // "Kenji's regular customers… He read every one": a group is no "he" or "she".
  const people = analysis.people.filter((p) => before.has(p.key) && !isGroup(p));
  return pronounGenders(sentence.text).some((gender) => !people.some((p) => p.gender === gender || !p.gender));
}

/**
 * The title names what the story is about, as the story says it: its central thing with what the story says of it
 * ("A Jar of Buttons"), where it happened when it names the place ("Snow in Manchester"), else the person it is
 * about, else its opening words. `take` picks another of these for a rewrite.
 */
export function writeTitle(analysis: StoryAnalysis, take: number): string {
  const titles = titleCandidates(analysis);
  const person = [...analysis.people].sort(byProminence)[0];
  const opening = analysis.sentences[0]?.text
    .split(/[,;:—–"“”?!.]/u)
    .find((part) => /\p{L}/u.test(part))
    ?.trim();
  const fallback = person?.named ? person.name : titleCase(openingWords(opening ?? "")) || "My Story";
  const title = titles.length ? (titles[take % titles.length] as string) : fallback;
  return title.length <= 80 ? title : title.slice(0, 80).replace(/\s+\S*$/, "");
}

const OPENING_WORDS = 7;

/**
 * The story's opening words as a title that ends where a phrase does: the whole first clause when short, else up to
 * its last noun within a few words ("Every Friday I took the last tram"), never "Every Friday I took the".
 */
function openingWords(clause: string): string {
  const terms = taggedTerms(clause);
  if (terms.length < OPENING_WORDS) return clause;
  const last = terms.slice(0, OPENING_WORDS).findLastIndex(isNoun);
  const kept = last > 0 ? terms.slice(0, last + 1) : terms.slice(0, 5);
  return kept.map((term) => term.text.replace(/[.,;:!?"“”()]+$/u, "")).join(" ");
}

function titleCandidates(analysis: StoryAnalysis): string[] {
  const out: string[] = [];
  const place = namedPlace(analysis);
  const person = [...analysis.people].sort(byProminence)[0];
  const things = centralThings(analysis);
  const thingTitles = (list: Mention[]) =>
    list.slice(0, 2).flatMap((thing) => {
      const owned = ownedPhrase(thingPhrase(thing, analysis), analysis);
      const phrase = withCompany(owned, thing, analysis);
      // "Snow in Manila": with where it was, a bare noun needs no article.
      const bare = phrase === `the ${owned}` ? owned : phrase;
      const withPlace =
        place && !phrase.toLowerCase().includes(place.name.toLowerCase()) ? `${bare} ${place.phrase}` : undefined;
      return [withPlace, phrase].filter((title): title is string => Boolean(title && title.length <= MAX_TITLE_CHARS));
    });
  // What the story keeps coming back to names it best; then who it is about, where; then what it opens with.
  out.push(...thingTitles(things.filter((thing) => saidOften(thing, analysis))));
  if (person?.named && place) out.push(`${person.name} ${place.phrase}`);
  out.push(...thingTitles(things));
  return [...new Set(out.map(titleCase))];
}

function saidOften(thing: Mention, analysis: StoryAnalysis): boolean {
  return analysis.sentences.flatMap((s) => s.mentions).filter((m) => m.key === thing.key).length > 1;
}

function centralThings(analysis: StoryAnalysis): Mention[] {
  const said = (key: string) => analysis.sentences.flatMap((s) => s.mentions).filter((m) => m.key === key).length;
  const opening = new Set(analysis.sentences.slice(0, 2).flatMap((s) => s.mentions.map((m) => m.key)));
  return analysis.things.filter(
    (m) =>
      m.kind === "thing" &&
      /^[\p{L}][\p{L}' -]*$/u.test(m.text) &&
      m.text.length >= 3 &&
      !isGenericNoun(m.text) &&
      !isNationality(m.text) &&
      (said(m.key) > 1 || opening.has(m.key)),
  );
}

type Term = { text: string; tags: string[] };

/**
 * The noun phrase the story says the thing in, without its article or owner: the words before it that describe it
 * ("price tag", "old red bucket") and an "of" phrase after it ("jar of buttons"), never a verb, a number of times or
 * a place it happens in.
 */
function thingPhrase(thing: Mention, analysis: StoryAnalysis): string {
  const head = thing.text.toLowerCase().split(/\s+/);
  for (const sentence of analysis.sentences) {
    const terms = taggedTerms(sentence.text);
    const words = terms.map((t) => t.text.toLowerCase().replace(/[^\p{L}\p{N}'’-]/gu, ""));
    const at = words.findIndex((_, i) => head.every((w, k) => words[i + k] === w));
    if (at < 0) continue;
    const end = at + head.length - 1;
    let start = at;
    // A verb's -ing form describes only from the front ("running shoes", "old running shoes"); after a noun it is what
    // someone does ("his cardigan eating mints"), no part of the thing's name.
    const doing = (i: number) => ingForm(terms[i]!) && i > 0 && isNoun(terms[i - 1]!);
    while (start > 0 && describes(terms[start - 1]!) && at - start < 2 && !doing(start - 1)) {
      start--;
      if (ingForm(terms[start]!)) break;
    }
    // A hyphenated word is one word: "second-hand bike", never "hand bike".
    while (start > 0 && terms[start - 1]!.post === "-") start--;
    // A proper name's owner is part of it: "Arthur's Seat".
    if (start === at && /^\p{Lu}/u.test(thing.text) && /^\p{Lu}[\p{L}]*['’]s$/u.test(terms[at - 1]?.text ?? ""))
      start--;
    let last = end;
    // "Mile 20", "Room 313": a number that names it.
    if (/^\d+$/.test(words[end + 1] ?? "") && !/[,;:]$/.test(terms[end]!.text)) last = end + 1;
    const object = terms[end + 2];
    if (
      last === end &&
      words[end + 1] === "of" &&
      object &&
      isNoun(object) &&
      !object.tags.includes("Possessive") &&
      !/[,;:]$/.test(terms[end]!.text)
    ) {
      last = end + 2;
      // "portion of spring rolls": the whole noun after "of", even where its plural reads as a verb ("rolls for").
      while (
        terms[last + 1] &&
        (isNoun(terms[last + 1]!) || pluralReadAsVerb(terms[last + 1]!, terms[last + 2])) &&
        !/[,;:.]$/.test(terms[last]!.text)
      )
        last++;
    }
    return terms
      .slice(start, last + 1)
      .map((t, i, kept) => {
        const word = t.text.replace(/[.,;:!?"“”()]+$/u, "").replace(/^["“(]+/u, "");
        return i < kept.length - 1 ? word + (t.post === "-" ? "-" : " ") : word;
      })
      .join("");
  }
  return thing.text;
}

// Each family word with its first letter in either case ("Grandma's", "grandma's").
const KIN_WORDS = Object.keys(KINSHIP)
  .map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`)
  .join("|");

/**
 * A one-word thing with whose it is, as the story says it ("my bike", "Grandma's pancakes", "my grandfather's
 * funeral"): a title of one bare noun ("Bike") says little. A "his" or "her" is left out, as it names nobody on its own.
 */
function ownedPhrase(phrase: string, analysis: StoryAnalysis): string {
  if (/\s/u.test(phrase)) return phrase;
  const thing = `[${phrase[0]!.toUpperCase()}${phrase[0]!.toLowerCase()}]${escapeRegExp(phrase.slice(1))}`;
  const owner = new RegExp(
    `(?<![\\p{L}'’])((?:[Mm]y\\s+|[Oo]ur\\s+)?(?:${KIN_WORDS})['’]s|[Mm]y|[Oo]ur|\\p{Lu}\\p{Ll}+['’]s)\\s+${thing}(?![\\p{L}])`,
    "u",
  );
  for (const sentence of analysis.sentences) {
    const found = owner.exec(sentence.text)?.[1];
    // A capitalised owner that is neither family nor a name the story knows ("Monday's bread") is not whose it is.
    if (found && (/^(?:my|our)\b/iu.test(found) || isKinOrPerson(found, analysis))) return `${found} ${phrase}`;
  }
  return phrase;
}

/**
 * A bare noun says little as a title ("Wardrobe"): with the person the story has with it, it names the story ("My
 * Girlfriend and the Wardrobe", "Grandpa and the Bees"), else it takes its article ("The Boiler"); a name the story
 * says someone was in is where they were ("Ms Adeyemi in Peckham"). The person is one the story mentions in a sentence
 * with the thing, so the title says nothing the story does not.
 */
function withCompany(phrase: string, thing: Mention, analysis: StoryAnalysis): string {
  if (/\s/u.test(phrase)) return phrase;
  const said = (pattern: string) =>
    analysis.sentences.find((sentence) => new RegExp(`${pattern}${escapeRegExp(phrase)}\\b`, "iu").test(sentence.text));
  const name = thing.proper || /^\p{Lu}/u.test(phrase);
  // A brand or model is a thing with an article when the story gives it one ("our Fiat").
  const what = name && !said("\\b(?:a|an|the|our|my|their)\\s+(?:\\p{L}+\\s+)?") ? phrase : `the ${phrase}`;
  const together = (person: Person) =>
    analysis.sentences.some(
      (sentence) =>
        sentence.mentions.some((m) => m.key === thing.key) && sentence.mentions.some((m) => m.key === person.key),
    );
  const company = [...analysis.people].sort(byProminence).find(together);
  if (!company) return what;
  const who = company.named ? company.name : company.phrase;
  const placeSentence = name ? said("\\b(?:in|at|on)\\s+") : undefined;
  return placeSentence ? `${who} ${placePhrase(phrase, placeSentence.text)}` : `${who} and ${what}`;
}

function isKinOrPerson(owner: string, analysis: StoryAnalysis): boolean {
  const name = owner.replace(/['’]s$/u, "");
  return name.toLowerCase() in KINSHIP || analysis.people.some((person) => person.named && person.name === name);
}

const describes = (term: Term) =>
  (term.tags.includes("Adjective") || (isNoun(term) && !term.tags.includes("Pronoun"))) &&
  !term.tags.includes("Possessive") &&
  !term.tags.includes("Determiner") &&
  !term.tags.includes("Value") &&
  !/[,;:]$/.test(term.text);
// "a Greek restaurant", "written in Greek": a people or its language, never what a story is about.
const isNationality = (text: string) => taggedTerms(text).some((term) => term.tags.includes("Demonym"));
const ingForm = (term: Term) => /ing$/i.test(term.text) && !term.tags.includes("Adjective");
// "spring rolls for lunch": a word in -s tagged a verb, right after a noun and before a preposition or the end.
const pluralReadAsVerb = (term: Term, next: Term | undefined) =>
  term.tags.includes("PresentTense") &&
  /s[.,;:!?]?$/i.test(term.text) &&
  (!next || next.tags.includes("Preposition") || next.tags.includes("Conjunction") || /[.,;:!?]$/.test(term.text));
const isNoun = (term: Term) =>
  term.tags.includes("Noun") && !term.tags.includes("Pronoun") && !term.tags.includes("Date");

const placesIn = memo(
  (sentence: string): readonly { text: string }[] => nlp(sentence).match("#Place").json() as { text: string }[],
);

type NamedPlace = { name: string; phrase: string };

/**
 * A city, country or region the story names (capitalised), whole: "Hyde Park", not "Hyde"; with the preposition and
 * article the story says it with when it is at or on it ("on Elm Road", "in the Scottish Highlands"), else "in".
 */
function namedPlace(analysis: StoryAnalysis): NamedPlace | undefined {
  for (const sentence of analysis.sentences) {
    for (const match of placesIn(sentence.text)) {
      const text = match.text.replace(/(?:['’]s)?[.,;:!?]*$/u, "").trim();
      if (!/^\p{Lu}/u.test(text)) continue;
      const escaped = escapeRegExp(text);
      const whole =
        sentence.text.match(
          new RegExp(`(?:\\p{Lu}[\\p{L}'’.-]*\\s+)*${escaped}(?:\\s+\\p{Lu}[\\p{L}'’-]*)*`, "u"),
        )?.[0] ?? text;
      const place = whole.replace(/(?:['’]s)$/u, "");
      // Only a place something happens in ("in Peckham", "moved to Lisbon"): "from Lyon" or "a ticket to Kraków" is not
      // where the story is.
      const where = `\\b(?:in|at|on|(?:moved|came|arrived|settled)\\s+(?:back\\s+)?to)\\s+(?:the\\s+)?${escapeRegExp(place)}`;
      if (!new RegExp(where, "iu").test(sentence.text)) continue;
      if (place.split(/\s+/).length <= 3 && !/^(?:The|My|Our|A|An|When|After|Before|At|In|On)\s/u.test(place))
        return { name: place, phrase: placePhrase(place, sentence.text) };
    }
  }
  return undefined;
}

function placePhrase(place: string, sentence: string): string {
  const said = new RegExp(`\\b(in|at|on)\\s+(the\\s+)?${escapeRegExp(place)}`, "iu").exec(sentence);
  const article = new RegExp(`\\bthe\\s+${escapeRegExp(place)}`, "iu").test(sentence) ? "the " : "";
  return said ? `${said[1]!.toLowerCase()} ${said[2] ? "the " : ""}${place}` : `in ${article}${place}`;
}
