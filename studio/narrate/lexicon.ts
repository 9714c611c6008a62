import { NAMES, NAMES_AS_WRITTEN } from "./lexicon-names";
import { splitWords, type TextWord } from "./words";

/**
 * What a local voice is given to say for each written word. Only the voice hears it: captions, the script and the
 * word timings keep the word as written (each engine maps its timings back, see `spokenText` and the engines).
 */
export interface Lexicon {
  /** The words to say for one written word (a word of `splitWords`): lower-case words and spaces, or the word itself. */
  say(word: string): string;
}

/** The words as written, accents and all: how the voices were given names before the lexicon (tests compare). */
export const AS_WRITTEN: Lexicon = { say: (word) => word };

// Letters the Unicode decomposition does not split into a base letter and a mark.
const LETTERS: Record<string, string> = {
  ł: "l",
  Ł: "L",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "Th",
  æ: "ae",
  Æ: "Ae",
  œ: "oe",
  Œ: "Oe",
  ß: "ss",
  ı: "i",
};

/** The word without accents: "Mérida" → "Merida", "Łukasz" → "Lukasz", "Nguyễn" → "Nguyen". */
export function withoutAccents(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łŁøØđĐðÐþÞæÆœŒßı]/g, (c) => LETTERS[c]!)
    .normalize("NFC");
}

const POSSESSIVE = /['’]s$/i;

/**
 * Names said from respellings: a capitalised word found in the lexicon (with its accents or, for most entries,
 * without) is said as its respelling, a possessive "'s" kept ("Siobhán's" → "shiv awn's"), each part of a
 * hyphenated name looked up alone ("Mary-Siobhán"). Every other word is said without its accents: Flite and
 * Festival read an accented letter's bytes as noise ("Tomás" came out as "tom mess"), and eSpeak spells out letters
 * its English voice has no rule for ("Nguyễn" as "e with circumflex and dot below").
 */
export class NameLexicon implements Lexicon {
  private readonly exact = new Map<string, string>();
  private readonly folded = new Map<string, string>();

  constructor(names: Readonly<Record<string, string>>, asWritten: Readonly<Record<string, string>> = {}) {
    for (const [written, respelling] of Object.entries(names)) {
      this.exact.set(written.normalize("NFC").toLowerCase(), respelling);
      this.folded.set(withoutAccents(written).toLowerCase(), respelling);
    }
    for (const [written, respelling] of Object.entries(asWritten))
      this.exact.set(written.normalize("NFC").toLowerCase(), respelling);
  }

  /** The respelling of a name, if the lexicon has it (a capitalised word only: "hung" is no name). */
  respell(word: string): string | undefined {
    if (!/^\p{Lu}/u.test(word)) return undefined;
    const lower = word.normalize("NFC").toLowerCase();
    return this.exact.get(lower) ?? this.folded.get(withoutAccents(lower));
  }

  say(word: string): string {
    const possessive = POSSESSIVE.exec(word)?.[0];
    const base = possessive ? word.slice(0, -possessive.length) : word;
    const whole = this.respell(base);
    if (whole !== undefined) return `${whole}${possessive ? "'s" : ""}`;
    const parts = base.split("-");
    if (parts.length > 1 && parts.some((part) => this.respell(part) !== undefined)) {
      return `${parts.map((part) => this.respell(part) ?? withoutAccents(part)).join(" ")}${possessive ? "'s" : ""}`;
    }
    return withoutAccents(word);
  }
}

/** The lexicon every local engine uses unless told otherwise: names from lexicon-names.ts, accents taken off the rest. */
export const NAME_LEXICON: Lexicon = new NameLexicon(NAMES, NAMES_AS_WRITTEN);

/** Accents taken off, no respellings: what the lexicon's entries add is measured against this (tests). */
export const ACCENTS_OFF: Lexicon = new NameLexicon({});

/**
 * The text as the voice should read it, each written word replaced by what the lexicon says for it and everything
 * between words kept, with where each written word's spoken words sit in it (code points, as `splitWords` counts):
 * an engine that reports text positions (eSpeak) times the written word by them.
 */
export function spokenText(text: string, lexicon: Lexicon): { text: string; words: TextWord[] } {
  const points = Array.from(text);
  let out = "";
  let length = 0;
  let from = 0;
  const words = splitWords(text).map((word): TextWord => {
    const gap = points.slice(from, word.start).join("");
    out += gap;
    length += word.start - from;
    const said = lexicon.say(word.text);
    const start = length;
    out += said;
    length += Array.from(said).length;
    from = word.end;
    return { text: word.text, start, end: length };
  });
  out += points.slice(from).join("");
  return { text: out, words };
}
