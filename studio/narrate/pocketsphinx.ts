import { execFile, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { WordTiming } from "./types";
import { encodeWav, resample } from "./wav";

const run = promisify(execFile);

/** Debian's pocketsphinx and pocketsphinx-en-us put the program on the PATH and the US English model here. */
const MODEL = "/usr/share/pocketsphinx/model/en-us";
export const POCKETSPHINX_DICTIONARY = join(MODEL, "cmudict-en-us.dict");
export const POCKETSPHINX_INSTALL = "apt-get install -y --no-install-recommends pocketsphinx pocketsphinx-en-us";
const SAMPLE_RATE = 16_000;

let installed: boolean | undefined;

/** Whether `pocketsphinx_continuous` and its US English model are on this machine (looked up once). */
export function hasPocketsphinx(): boolean {
  installed ??=
    existsSync(join(MODEL, "en-us", "mdef")) &&
    spawnSync("sh", ["-c", "command -v pocketsphinx_continuous"], { stdio: "ignore" }).status === 0;
  return installed;
}

/** A word the recogniser heard, with its time in the audio. */
export type HeardWord = { word: string; start: number; end: number };

/**
 * What the recogniser hears in a 16 kHz mono WAV, with the general US English language model. A weak
 * recogniser: its word error compares voices well, but is no absolute measure of how clear they are.
 */
export async function recogniseFile(wavPath: string): Promise<HeardWord[]> {
  return decode(wavPath, ["-lm", join(MODEL, "en-us.lm.bin"), "-dict", POCKETSPHINX_DICTIONARY]);
}

export async function recognise(samples: Float32Array, sampleRate: number): Promise<HeardWord[]> {
  return withWav(samples, sampleRate, async (wav) => recogniseFile(wav));
}

/**
 * Forced alignment: where each of the known words is said in the audio. The grammar is exactly the line's words
 * in order, each a dictionary entry of its own whose pronunciations are given (Flite's phones), so names and
 * numbers need no dictionary. The audio is decoded as one utterance (no silence removal), as the grammar covers
 * the whole line. Undefined when the recogniser could not fit the words to the audio.
 */
export async function alignWords(
  samples: Float32Array,
  sampleRate: number,
  words: string[],
  pronunciations: string[][],
): Promise<WordTiming[] | undefined> {
  if (words.length === 0) return [];
  const entries = pronunciations.map((phones) => sphinxPhones(phones));
  if (entries.some((phones) => phones.length === 0)) return undefined;
  return withWav(samples, sampleRate, async (wav, dir) => {
    const grammar = join(dir, "line.jsgf");
    const dict = join(dir, "line.dict");
    await writeFile(
      grammar,
      `#JSGF V1.0;\ngrammar line;\npublic <line> = ${words.map((_, i) => `w${i}`).join(" ")} ;\n`,
    );
    await writeFile(dict, entries.map((phones, i) => `w${i} ${phones.join(" ")}\n`).join(""));
    // A grammar this narrow is cheap to search wide; the default beams lose the only path on fast, flat speech (eSpeak's).
    const heard = await decode(wav, [
      "-jsgf",
      grammar,
      "-dict",
      dict,
      "-remove_silence",
      "no",
      "-beam",
      "1e-80",
      "-pbeam",
      "1e-80",
      "-wbeam",
      "1e-60",
    ]);
    const timed = new Map(heard.map((h) => [h.word, h]));
    const timings = words.map((text, i) => {
      const found = timed.get(`w${i}`);
      return found ? { text, start: found.start, end: found.end } : undefined;
    });
    return timings.every((t) => t !== undefined) ? timings : undefined;
  });
}

async function decode(wav: string, args: string[]): Promise<HeardWord[]> {
  const common = ["-infile", wav, "-hmm", join(MODEL, "en-us"), "-time", "yes", "-logfn", "/dev/null"];
  const { stdout } = await run("pocketsphinx_continuous", [...common, ...args], { maxBuffer: 16 * 2 ** 20 });
  const heard: HeardWord[] = [];
  // After each utterance's hypothesis, one line per word: "word start end confidence"; fillers are <s>, <sil>, [NOISE].
  for (const match of stdout.matchAll(/^(\S+) (\d+\.\d+) (\d+\.\d+) [\d.]+$/gm)) {
    const word = match[1]!.replace(/\(\d+\)$/, "");
    if (/^[<[]/.test(word)) continue;
    heard.push({ word, start: Number(match[2]), end: Number(match[3]) });
  }
  return heard;
}

async function withWav<T>(
  samples: Float32Array,
  sampleRate: number,
  use: (wav: string, dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "storybites-sphinx-"));
  try {
    const wav = join(dir, "audio.wav");
    await writeFile(wav, encodeWav(resample(samples, sampleRate, SAMPLE_RATE), SAMPLE_RATE));
    return await use(wav, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Flite's US phones are the CMU dictionary's, lower-cased, plus a few it keeps apart: schwa, r-coloured schwa,
// syllabic l, m and n, and the flap.
const FLITE_TO_CMU: Record<string, string[]> = {
  ax: ["AH"],
  axr: ["ER"],
  el: ["AH", "L"],
  em: ["AH", "M"],
  en: ["AH", "N"],
  nx: ["N"],
};

function sphinxPhones(phones: string[]): string[] {
  return phones.flatMap((phone) => FLITE_TO_CMU[phone] ?? [phone.toUpperCase()]);
}
