/** The recogniser's side of the benchmarks (bench:voice, bench:mix): what it should hear, and what it heard in a file. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Script } from "@common/script";
import { hasPocketsphinx, POCKETSPHINX_DICTIONARY, recogniseFile } from "@studio/narrate/pocketsphinx";
import { normaliseWords } from "@studio/narrate/word-error";
import { runFfmpeg } from "@studio/render/encode";

/** Every word a script's video says (hook, scenes, closing), as the recogniser could write them. */
export function referenceWords(script: Script): string[] {
  return recognisable(normaliseWords([script.hook, ...script.scenes.map((s) => s.narration), script.closing].join(" ")));
}

/**
 * The reference as the recogniser could possibly write it: a compound its dictionary lacks is compared as the
 * two words it does know ("sandcastle" is "sand castle"), or else every mention would count two errors that no
 * voice can avoid.
 */
export function recognisable(words: string[]): string[] {
  if (!hasPocketsphinx()) return words;
  const known = new Set(readFileSync(POCKETSPHINX_DICTIONARY, "utf8").split("\n").map((line) => line.slice(0, line.indexOf(" ")).replace(/\(\d+\)$/, "")));
  return words.flatMap((word) => {
    if (known.has(word)) return [word];
    for (let cut = 2; cut <= word.length - 2; cut++) {
      if (known.has(word.slice(0, cut)) && known.has(word.slice(cut))) return [word.slice(0, cut), word.slice(cut)];
    }
    return [word];
  });
}

/** The recogniser's model is 16 kHz mono; the project's ffmpeg converts (and mixes the video's stereo down). */
export async function transcribe(media: string, dir: string): Promise<string[]> {
  const wav = join(dir, "16k.wav");
  await runFfmpeg(["-hide_banner", "-loglevel", "error", "-y", "-i", media, "-vn", "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", wav]);
  return (await recogniseFile(wav)).map((w) => w.word);
}
