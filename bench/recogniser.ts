/** The recogniser's side of the benchmarks (bench:voice, bench:mix): what it should hear, and what it heard in a file. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { toCardinal, toOrdinal } from "n2words/en-US";
import type { Script } from "@common/script";
import { hasPocketsphinx, POCKETSPHINX_DICTIONARY, recogniseFile } from "@studio/narrate/pocketsphinx";
import { normaliseWords } from "@studio/narrate/test-support/word-error";
import { QUIET_FFMPEG, runFfmpeg } from "@studio/render/encode";

/** Every word a script's video says (hook, scenes, closing), as the recogniser could write them. */
export function referenceWords(script: Script): string[] {
  return recognisable(
    normaliseWords([script.hook, ...script.scenes.map((s) => s.narration), script.closing].join(" ")),
  );
}

/**
 * The reference as the recogniser could possibly write it. It writes words, never digits: a number is compared as
 * the voices say it ("48" is "forty eight", "2021" "twenty twenty one", "23rd" "twenty third"), or every number
 * said right counted as an error (0.45 of one story's word error was its dates and times). Its dictionary is
 * American: a British spelling it cannot write is compared as the American one ("litres" is "liters"), and a
 * compound it lacks as the two words it knows ("sandcastle" is "sand castle").
 */
export function recognisable(words: string[]): string[] {
  const spoken = words.flatMap(spokenNumber);
  if (!hasPocketsphinx()) return spoken;
  const known = dictionary();
  return spoken.flatMap((word) => {
    if (known.has(word)) return [word];
    const american = americanSpellings(word).find((spelling) => known.has(spelling));
    if (american) return [american];
    for (let cut = 2; cut <= word.length - 2; cut++) {
      if (known.has(word.slice(0, cut)) && known.has(word.slice(cut))) return [word.slice(0, cut), word.slice(cut)];
    }
    return [word];
  });
}

let words: Set<string> | undefined;
function dictionary(): Set<string> {
  words ??= new Set(
    readFileSync(POCKETSPHINX_DICTIONARY, "utf8")
      .split("\n")
      .map((line) => line.slice(0, line.indexOf(" ")).replace(/\(\d+\)$/, "")),
  );
  return words;
}

/** A number as Flite, Festival and eSpeak read it: years in pairs, other numbers as cardinals, "3rd" as an ordinal. */
function spokenNumber(word: string): string[] {
  const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(word);
  if (ordinal) return toOrdinal(Number(ordinal[1])).split(/[\s-]+/);
  if (!/^\d+$/.test(word)) return [word];
  const value = Number(word);
  const isYear = word.length === 4 && value >= 1100 && value % 1000 !== 0 && !(value > 2000 && value < 2010);
  if (!isYear) return toCardinal(value).split(/[\s-]+/);
  const [century, rest] = [Math.floor(value / 100), value % 100];
  const tail = rest === 0 ? ["hundred"] : rest < 10 ? ["oh", toCardinal(rest)] : toCardinal(rest).split(/[\s-]+/);
  return [...toCardinal(century).split(/[\s-]+/), ...tail];
}

/** The American spellings a British word may have (colour, litres, realise, travelled). */
function americanSpellings(word: string): string[] {
  return [
    word.replace(/our(s?)$/, "or$1").replace(/our(ed|ing|ite|ful)$/, "or$1"),
    word.replace(/tre(s?)$/, "ter$1"),
    word.replace(/is(e|ed|es|ing|ation)$/, "iz$1"),
    word.replace(/ll(ed|ing|er)$/, "l$1"),
    word.replace(/ogue$/, "og"),
  ].filter((spelling) => spelling !== word);
}

/** The recogniser's model is 16 kHz mono; the project's ffmpeg converts (and mixes the video's stereo down). */
export async function transcribe(media: string, dir: string): Promise<string[]> {
  const wav = join(dir, "16k.wav");
  await runFfmpeg([...QUIET_FFMPEG, "-i", media, "-vn", "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", wav]);
  return (await recogniseFile(wav)).map((w) => w.word);
}
