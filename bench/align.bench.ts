/**
 * Alignment benchmark: `npm run bench:align [-- --stories N]`
 * How well the studio finds the script's words in a person's own recording (issue 30). Recordings whose word times
 * are known exactly are made by local voices other than the one the aligner reads the script with: an eSpeak voice
 * reading each line as written, and a Flite voice of the other speaker with pauses of 0.3-1.2 s put in between some
 * words (as a person stops to breathe or look up). For each aligner (time warping against the local voice, always;
 * pocketsphinx on top of it, where installed) it prints the median and 95th-percentile error of the words' starts, and
 * the time it takes per minute of audio, against the time the local voice takes to read the script (the baseline,
 * measured in the same run). Then it checks that recordings that are not the script are refused: another story's
 * script, and the script with one scene left out.
 */
import { parseArgs } from "node:util";
import { seededRandom } from "@studio/kit/random";
import { videoOptionsSchema } from "@common/video-options";
import type { Script } from "@common/script";
import { writeLocalScript } from "@studio/direct/local-writer";
import { EngineSet, installedEngines } from "@studio/narrate/engines";
import { hasPocketsphinx, POCKETSPHINX_INSTALL } from "@studio/narrate/pocketsphinx";
import { alignRecording } from "@studio/narrate/recorded-narration";
import { RecordingMismatchError } from "@studio/narrate/recording-check";
import type { WordTiming } from "@studio/narrate/types";
import { clearestVoices } from "@studio/narrate/voice-profiles";
import { CORPUS_STORIES } from "./corpus/stories";
import { readScriptAloud } from "./script-read-aloud";
import { BENCH_SCRIPT } from "./studio-fixture";

const { values } = parseArgs({ options: { stories: { type: "string", default: "6" } } });
const OPTIONS = videoOptionsSchema.parse({ duration: "medium" });

type Recording = { samples: Float32Array; sampleRate: number; words: WordTiming[] };

/** The same recording with silence put in before about one word in six, each pause 0.3-1.2 s. */
function withPauses(recording: Recording, seed: number): Recording {
  const { next } = seededRandom(seed);
  const { sampleRate } = recording;
  const pieces: Float32Array[] = [];
  const words: WordTiming[] = [];
  let shift = 0;
  let from = 0;
  recording.words.forEach((word, i) => {
    if (i === 0 || next() > 1 / 6) {
      words.push({ text: word.text, start: word.start + shift, end: word.end + shift });
      return;
    }
    const cut = Math.round(((recording.words[i - 1]!.end + word.start) / 2) * sampleRate);
    pieces.push(recording.samples.subarray(from, cut));
    const pause = 0.3 + next() * 0.9;
    pieces.push(new Float32Array(Math.round(pause * sampleRate)));
    shift += Math.round(pause * sampleRate) / sampleRate;
    from = cut;
    words.push({ text: word.text, start: word.start + shift, end: word.end + shift });
  });
  pieces.push(recording.samples.subarray(from));
  const samples = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    samples.set(piece, at);
    at += piece.length;
  }
  return { samples, sampleRate, words };
}

/**
 * Each word found with the same word of the recording, in order. eSpeak folds a short word into its neighbour's time
 * now and then ("the", "a"), so its list can lack a word of the text; such a word is not scored.
 */
function pairWords(found: WordTiming[], truth: WordTiming[]): Array<[WordTiming, WordTiming]> {
  const pairs: Array<[WordTiming, WordTiming]> = [];
  const same = (a: WordTiming, b: WordTiming) => a.text.toLowerCase() === b.text.toLowerCase();
  let t = 0;
  for (const word of found) {
    const match = truth.slice(t, t + 3).findIndex((candidate) => same(candidate, word));
    if (match < 0) continue;
    pairs.push([word, truth[t + match]!]);
    t += match + 1;
  }
  return pairs;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const scripts: Array<{ id: string; script: Script }> = [
  { id: "bench", script: BENCH_SCRIPT },
  ...CORPUS_STORIES.filter((story) => story.heldOut)
    .slice(0, Number(values.stories) - 1)
    .map((story) => ({ id: story.id, script: writeLocalScript(story.text, OPTIONS) })),
];

const engines = new EngineSet(installedEngines());
// The recordings' voices are none of the voices the aligner reads the script with.
const espeak = { engine: "espeak", name: "en-us+m3", gender: "male", pitch: 42, pace: 1 } as const;
const flite = { engine: "flite", name: "kal16", gender: "male", pace: 0.84 } as const;
const REFERENCES = clearestVoices(engines.installed);
const errors: Record<string, number[]> = {};
const ALIGNERS = hasPocketsphinx() ? (["time warping", "pocketsphinx"] as const) : (["time warping"] as const);
const alignSeconds = { "time warping": 0, pocketsphinx: 0 };
const audioSeconds = { "time warping": 0, pocketsphinx: 0 };
let readSeconds = 0;
let readAudioSeconds = 0;
const refusals: string[] = [];
try {
  for (const [n, { id, script }] of scripts.entries()) {
    const readStarted = performance.now();
    const read = await readScriptAloud(script, { reader: REFERENCES[0]! });
    readSeconds += (performance.now() - readStarted) / 1000;
    readAudioSeconds += read.samples.length / read.sampleRate;

    const recordings = {
      "espeak, as written": await readScriptAloud(script, { reader: espeak }),
      "flite, with pauses": withPauses(await readScriptAloud(script, { reader: flite }), n + 1),
    };
    for (const [kind, recording] of Object.entries(recordings)) {
      for (const aligner of ALIGNERS) {
        const started = performance.now();
        const options = { referenceVoices: REFERENCES, recogniser: aligner === "pocketsphinx" };
        const lines = await alignRecording(script, recording, options).catch((error: unknown) => {
          refusals.push(`${id} · ${kind}: WRONGLY REFUSED (${error instanceof Error ? error.message : String(error)})`);
          return [];
        });
        alignSeconds[aligner] += (performance.now() - started) / 1000;
        audioSeconds[aligner] += recording.samples.length / recording.sampleRate;
        const found = lines.flatMap((line) => line.words);
        const key = `${aligner} · ${kind}`;
        errors[key] ??= [];
        for (const [word, truth] of pairWords(found, recording.words))
          errors[key]!.push(Math.abs(word.start - truth.start));
      }
    }

    // Not the script: another story's script read in its place, and the script with its second scene left out.
    const other = scripts[(n + 1) % scripts.length]!.script;
    for (const [kind, recording] of [
      ["another story", await readScriptAloud(other, { reader: espeak })],
      ["scene 2 left out", await readScriptAloud(script, { reader: espeak, leaveOut: [2] })],
    ] as const) {
      const refused = await alignRecording(script, recording, { referenceVoices: REFERENCES, recogniser: false }).then(
        () => undefined,
        (error: unknown) => (error instanceof RecordingMismatchError ? error.message : String(error)),
      );
      refusals.push(`${id} · ${kind}: ${refused ? `refused (${refused})` : "not refused"}`);
    }
  }
} finally {
  await engines.close();
}

console.log(`bench:align, ${scripts.length} scripts, ${Math.round(audioSeconds["time warping"])} s of recordings`);
if (!hasPocketsphinx())
  console.log(`(pocketsphinx is not installed, so only time warping is measured: ${POCKETSPHINX_INSTALL})`);
for (const [key, list] of Object.entries(errors)) {
  const sorted = list.sort((a, b) => a - b);
  console.log(
    `${key.padEnd(42)} words ${String(sorted.length).padStart(4)}  median ${(percentile(sorted, 0.5) * 1000).toFixed(0).padStart(4)} ms  p95 ${(percentile(sorted, 0.95) * 1000).toFixed(0).padStart(4)} ms`,
  );
}
const readPerMinute = (readSeconds / readAudioSeconds) * 60;
for (const aligner of ALIGNERS) {
  const perMinute = (alignSeconds[aligner] / audioSeconds[aligner]) * 60;
  console.log(
    `${aligner}: ${perMinute.toFixed(2)} s per minute of audio to align (${(perMinute / readPerMinute).toFixed(2)}x the ${readPerMinute.toFixed(2)} s the local voice takes to read a minute of it)`,
  );
}
console.log(
  `recordings of the script refused: ${refusals.filter((line) => line.includes("WRONGLY")).length} (should be 0)`,
);
for (const kind of ["scene 2 left out", "another story"]) {
  const cases = refusals.filter((line) => line.includes(kind));
  const refused = cases.filter((line) => line.includes("refused ("));
  console.log(`${kind}: ${refused.length} of ${cases.length} refused`);
}
for (const line of refusals) console.log(`  ${line}`);
