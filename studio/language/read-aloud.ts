import { taggedSentences } from "./tagged-terms";
import { endSentence } from "./text";

/**
 * What a person fixes when reading someone's post aloud, and nothing more: texting shorthand said as words or left
 * unsaid ("lol", emoji), "i" as "I", and names and places typed in lower case given their capitals ("my roommate
 * jake" → "Jake", "mrs okafor" → "Mrs Okafor"). Sentence starts are capitalised where the story is split.
 */

// Said as the words they stand for.
const SHORTHAND: Record<string, string> = {
  ok: "okay",
  btw: "by the way",
  tbh: "to be honest",
  idk: "I don't know",
  imo: "in my opinion",
  pls: "please",
  plz: "please",
  u: "you",
  ur: "your",
  bc: "because",
  cuz: "because",
  thx: "thanks",
  omg: "oh my god",
  rn: "right now",
  tho: "though",
  thru: "through",
  // Apostrophes a phone keyboard left out: said as the words they are.
  im: "I'm",
  ive: "I've",
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  thats: "that's",
  theyre: "they're",
  youre: "you're",
};
// Not said at all: a laugh written down is the video's tone, not its words.
const UNSAID = /\s*(?<![\p{L}\p{N}])(?:lol+|lmao+|rofl|lmfao|xd)(?![\p{L}\p{N}])/giu;
const EMOJI = /(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D})+/gu;
// The tagger's knowledge of first names and places; a kinship word before a name ("uncle Oluwaseun") it also calls a
// person, and stays as the author wrote it.
const NAME_TAGS = ["FirstName", "MaleName", "FemaleName", "City", "Country", "Region"];
// Titles written before a name ("mrs okafor"): the title and the name after it.
const TITLES = new Set(["mr", "mrs", "ms", "dr", "prof"]);

// An emoji, or a line break, where the writer's sentence ended without a full stop ("lost her first tooth today 😭
// She put it…"): said as the end of the sentence, not run on into the next.
const endsSentenceBefore = (next: string) =>
  new RegExp(`(?<=[\\p{L}\\p{N})])[ \\t]*(?:${EMOJI.source}[ \\t]*)*(?:${EMOJI.source}|\\n)\\s*(?=["“]?${next})`, "gu");
const ENDS_SENTENCE = endsSentenceBefore("\\p{Lu}");
// A story typed all in lower case ("she made everyone do the haka with her 😂 even the vicar"): its emoji end
// sentences before lower-case words too.
const ENDS_LOWER_CASE_SENTENCE = endsSentenceBefore("\\p{L}");
const ENDS_STORY = new RegExp(`(?<=[\\p{L}\\p{N})])[ \\t]*(?:${EMOJI.source}[ \\t]*)+$`, "u");

export function readAloud(story: string): string {
  const typedInLowerCase = !/^\P{L}*\p{Lu}/u.test(story);
  const spoken = unnumberList(story)
    .replace(typedInLowerCase ? ENDS_LOWER_CASE_SENTENCE : ENDS_SENTENCE, ". ")
    .replace(ENDS_STORY, ".")
    .replace(EMOJI, "")
    .replace(UNSAID, "")
    .replace(/(?<![\p{L}\p{N}'’])([A-Za-z]+)(?![\p{L}\p{N}'’])/gu, (word: string) => {
      // Its own entries only: a story may say "constructor", which every object has.
      const said = Object.hasOwn(SHORTHAND, word.toLowerCase()) ? SHORTHAND[word.toLowerCase()] : undefined;
      if (!said || (word.length === 1 && word !== "u")) return word;
      return /^\p{Lu}/u.test(word) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
    })
    .replace(/(?<![\p{L}\p{N}'’])i(?=['’]|(?![\p{L}\p{N}]))/gu, "I")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\s+([,.!?])/g, "$1")
    .trim();
  return capitaliseNames(spoken);
}

// "1. Never carry four plates. 2. Regulars tip better…": a list item's number before its capital.
const LIST_MARKER = /(^|[\s:;])(\d{1,2})[.)]\s+(?=["“]?\p{Lu})/gu;

/**
 * A numbered list written into the story (1., 2., 3. in order) is said as its items, one sentence each, without the
 * numbers a reader sees and a listener does not need ("…as a waiter: 1. Never carry" would be read as "…as a waiter:
 * one." and a sentence cut after it). The words that lead into it end there ("…as a waiter."). Any other number
 * followed by a full stop ("I was 7. Then…") is the story's own.
 */
function unnumberList(story: string): string {
  const items: RegExpExecArray[] = [];
  for (const marker of story.matchAll(LIST_MARKER)) if (Number(marker[2]) === items.length + 1) items.push(marker);
  if (items.length < 2) return story;
  let out = "";
  let from = 0;
  for (const item of items) {
    // The words before the item end there: "…as a waiter:" → "…as a waiter."; "…four plates." stays.
    const lead = story.slice(from, item.index + item[1]!.length).trim();
    if (lead) out += `${endSentence(lead)} `;
    from = item.index + item[0].length;
  }
  return out + story.slice(from);
}

// A capital after a word in lower case, mid-sentence ("my son Jonah"), not "I" or "I'm".
const CAPITAL_MID_SENTENCE = /\p{Ll}[,;:]?\s+["“]?(?!I(?![\p{L}]))\p{Lu}/u;

/**
 * Names written in lower case ("my mum flew from lagos"), given their capitals. Only in a story whose author writes
 * none mid-sentence: one who writes "my son Jonah" means a thing by "his teddy".
 */
function capitaliseNames(text: string): string {
  if (CAPITAL_MID_SENTENCE.test(text)) return text;
  const lowered = new Set<string>();
  for (const sentence of taggedSentences(text)) {
    sentence.terms.forEach((term, i) => {
      const word = term.text.replace(/[^\p{L}'’-]/gu, "");
      if (!/^\p{Ll}/u.test(word) || word.length < 2 || term.tags.includes("Pronoun")) return;
      const previous = sentence.terms[i - 1];
      const afterTitle = TITLES.has(previous?.text.toLowerCase().replace(/\.$/, "") ?? "");
      // "an angel", "the rose": a word with an article is a thing, whatever names it could also be.
      if (previous?.tags.includes("Determiner")) return;
      if (TITLES.has(word) || afterTitle || NAME_TAGS.some((tag) => term.tags.includes(tag))) lowered.add(word);
    });
  }
  if (!lowered.size) return text;
  return text.replace(/[\p{L}'’-]+/gu, (word) =>
    lowered.has(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word,
  );
}
