import { taggedSentences } from "./tagged-terms";

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
};
// Not said at all: a laugh written down is the video's tone, not its words.
const UNSAID = /\s*(?<![\p{L}\p{N}])(?:lol+|lmao+|rofl|lmfao|xd)(?![\p{L}\p{N}])/giu;
const EMOJI = /(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D})+/gu;
// The tagger's knowledge of first names and places; a kinship word before a name ("uncle Oluwaseun") it also calls a
// person, and stays as the author wrote it.
const NAME_TAGS = ["FirstName", "MaleName", "FemaleName", "City", "Country", "Region"];
// Titles written before a name ("mrs okafor"): the title and the name after it.
const TITLES = new Set(["mr", "mrs", "ms", "dr", "prof"]);

export function readAloud(story: string): string {
  const spoken = story
    .replace(EMOJI, "")
    .replace(UNSAID, "")
    .replace(/(?<![\p{L}\p{N}'’])([A-Za-z]+)(?![\p{L}\p{N}'’])/gu, (word: string) => {
      const said = SHORTHAND[word.toLowerCase()];
      if (!said || (word.length === 1 && word !== "u")) return word;
      return /^\p{Lu}/u.test(word) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
    })
    .replace(/(?<![\p{L}\p{N}'’])i(?=['’]|(?![\p{L}\p{N}]))/gu, "I")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\s+([,.!?])/g, "$1")
    .trim();
  return capitaliseNames(spoken);
}

function capitaliseNames(text: string): string {
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
