import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type Lexicon, NAME_LEXICON } from "./lexicon";
import type { EngineVoice, SpeechClip, SpeechEngine, WordTiming } from "./types";
import { decodeWav } from "./wav";
import { speakableText, splitWords } from "./words";

const run = promisify(execFile);

/** Debian's festvox-us-slt-hts: the clearest voice this machine can have (one US female speaker). */
export const FESTIVAL_VOICE = "cmu_us_slt_arctic_hts";
export const FESTIVAL_VOICE_FILE = `/usr/share/festival/voices/us/${FESTIVAL_VOICE}/hts/${FESTIVAL_VOICE}.htsvoice`;

/** Far beyond any narration's few seconds of work; only a wedged process gets this far. */
const TIMEOUT_MS = 120_000;

/**
 * For each line: synthesise, save the WAV, and write every token that was read out (the text it came from) with
 * the start of its first word's first phone and the end of its last word's last phone, from the utterance's own
 * relations (a token's punctuation hangs under it too, but is no word). The HTS engine's "-r" speeds speech up
 * (Festival's Duration_Stretch does not reach HTS voices), and the segment times follow it.
 */
const PRELUDE = `
(voice_${FESTIVAL_VOICE})
(define (storybites-line text speed wav times)
  (set! hts_engine_params (append ${FESTIVAL_VOICE}::hts_engine_params (list (list "-r" speed))))
  (let ((utt (utt.synth (eval (list 'Utterance 'Text text)))) (fd (fopen times "w")))
    (utt.save.wave utt wav 'riff)
    (mapcar
      (lambda (token)
        (let ((words (apply append (mapcar (lambda (d) (if (item.relation d 'Word) (list d))) (item.daughters token)))))
          (if words
            (format fd "%s\\t%s\\t%s\\n"
              (item.name token)
              (item.feat (car words) "R:SylStructure.daughter1.daughter1.R:Segment.segment_start")
              (item.feat (car (last words)) "R:SylStructure.daughtern.daughtern.R:Segment.end")))))
      (utt.relation.items utt 'Token))
    (fclose fd)))
`;

type Request = { text: string; speed: number; resolve: (clip: SpeechClip) => void; reject: (error: Error) => void };

/**
 * Festival as a child process. Starting it and loading the voice takes ~0.4 s, so every line asked for in the
 * same turn of the event loop (a narration asks for all of them at once) is spoken by one process.
 */
export class Festival implements SpeechEngine {
  readonly name = "festival";
  private queue: Request[] = [];

  /** `lexicon`: what Festival is given to say for each written word (names respelled, accents off; see lexicon.ts). */
  constructor(private readonly lexicon: Lexicon = NAME_LEXICON) {}

  speak(text: string, voice: EngineVoice, rateFactor = 1): Promise<SpeechClip> {
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ text, speed: voice.pace * rateFactor, resolve, reject });
    });
  }

  /** Each batch's process ends with its batch: nothing is left to close. */
  async close(): Promise<void> {}

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    this.speakBatch(batch).catch((error: unknown) => {
      const failure = new Error(`Festival failed: ${error instanceof Error ? error.message : String(error)}`);
      for (const request of batch) request.reject(failure);
    });
  }

  private async speakBatch(batch: Request[]): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), "storybites-festival-"));
    try {
      const at = (file: string) => join(dir, file);
      const say = (word: string) => this.lexicon.say(word);
      const calls = batch.map((r, i) => {
        const [text, wav, times] = [speakableText(r.text, say), at(`${i}.wav`), at(`${i}.txt`)].map(schemeString);
        return `(storybites-line ${text} ${r.speed.toFixed(4)} ${wav} ${times})`;
      });
      await writeFile(at("narration.scm"), `${PRELUDE}\n${calls.join("\n")}\n`);
      // The default heap is sized for unit-selection voices (340 MB resident); HTS needs a fraction of it.
      await run("festival", ["--heap", "1000000", "-b", at("narration.scm")], { timeout: TIMEOUT_MS, cwd: dir });
      const clips = await Promise.all(
        batch.map(async (request, i): Promise<SpeechClip> => {
          const { samples, sampleRate } = decodeWav(await readFile(at(`${i}.wav`)));
          const words = timeTokens(request.text, await readFile(at(`${i}.txt`), "utf8"), say);
          return {
            samples,
            sampleRate,
            duration: samples.length / sampleRate,
            words,
            engine: "festival",
            voice: FESTIVAL_VOICE,
          };
        }),
      );
      batch.forEach((request, i) => request.resolve(clips[i]!));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** A Scheme string literal: only the backslash and the double quote need escaping. */
export function schemeString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Festival's tokens in order, each with the span of the words read from it ("3.5" → three point five);
 * speakableText made each of the text's words one token, or the tokens of what `say` gives for it (a respelled name,
 * "Siobhán" → "shiv awn"), so they pair up by name: a written word spans its spoken tokens.
 */
export function timeTokens(text: string, table: string, say: (word: string) => string = (word) => word): WordTiming[] {
  const tokens = table
    .split("\n")
    .filter(Boolean)
    .map((row) => {
      const [token = "", start = "0", end = "0"] = row.split("\t");
      return { token, start: Number(start), end: Number(end) };
    });
  let cursor = 0;
  let previousEnd = tokens[0]?.start ?? 0;
  return splitWords(text).map(({ text: word }) => {
    const [first = "", ...rest] = say(word).replaceAll("’", "'").split(" ");
    const at = tokens.findIndex((t, i) => i >= cursor && t.token === first);
    // Not read out as itself (never seen so far): it sits where its neighbours meet.
    if (at < 0) return { text: word, start: previousEnd, end: previousEnd };
    // The spoken words after the first, as far as they follow it.
    let last = at;
    for (const next of rest) if (tokens[last + 1]?.token === next) last++;
    cursor = last + 1;
    previousEnd = tokens[last]!.end;
    return { text: word, start: tokens[at]!.start, end: tokens[last]!.end };
  });
}
