import type { SpeechClip, VoiceProfile, WordTiming } from "./types";
import { splitWords, type TextWord } from "./words";

import type { EspeakEvent, EspeakNGWorker } from "@echogarden/espeak-ng-emscripten";

const SAMPLE_RATE = 22_050;
let worker: Promise<EspeakNGWorker> | undefined;

// The WASM module takes ~150 ms to start; one instance serves every line of a narration.
function espeak(): Promise<EspeakNGWorker> {
  worker ??= import("@echogarden/espeak-ng-emscripten").then(async ({ default: init }) => new (await init()).eSpeakNGWorker());
  return worker;
}

/**
 * Drops the engine so its ~130 MB WebAssembly heap can be collected while frames render;
 * the next narration starts it again (~150 ms).
 */
export function releaseEspeak(): void {
  worker = undefined;
}

/**
 * Speaks `text` with eSpeak NG. Word timings come from the engine's own events:
 * each "word" event carries the text position of the word it starts, and pause
 * phonemes (empty ids) mark where a word's sound ends before a comma or full stop.
 */
export async function speakWithEspeak(text: string, voice: VoiceProfile, rateFactor = 1): Promise<SpeechClip> {
  const engine = await espeak();
  engine.set_voice(voice.espeakVoice);
  engine.set_rate(Math.round(voice.wordsPerMinute * rateFactor));
  engine.set_pitch(voice.pitch);

  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  engine.synthesize(text, (samples, chunkEvents) => {
    if (samples?.length) chunks.push(samples.slice());
    for (const event of chunkEvents) events.push({ type: event.type, audio_position: event.audio_position, text_position: event.text_position, id: event.id });
  });

  const samples = toFloat(chunks);
  const duration = samples.length / SAMPLE_RATE;
  return { samples, sampleRate: SAMPLE_RATE, duration, words: timeWords(splitWords(text), events, duration) };
}

function toFloat(chunks: Int16Array[]): Float32Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Float32Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) out[offset + i] = (chunk[i] ?? 0) / 32768;
    offset += chunk.length;
  }
  return out;
}

/** Exported for tests: turns engine events into per-word start and end times. */
export function timeWords(words: TextWord[], events: EspeakEvent[], duration: number): WordTiming[] {
  const starts = new Array<number | undefined>(words.length).fill(undefined);
  // Where sound stops inside a word's span: the first pause phoneme after it started.
  const pauses: number[] = [];
  for (const event of events) {
    const seconds = event.audio_position / 1000;
    if (event.type === "phoneme" && !event.id) pauses.push(seconds);
    if (event.type !== "word") continue;
    // eSpeak text positions are 1-based code points; numbers expand to several word events, the first one counts.
    const index = words.findIndex((word) => event.text_position - 1 >= word.start && event.text_position - 1 < word.end);
    if (index >= 0 && starts[index] === undefined) starts[index] = seconds;
  }

  const timed: WordTiming[] = [];
  words.forEach((word, index) => {
    const start = starts[index];
    if (start === undefined) return; // eSpeak folded it into a neighbour (rare); the neighbour's span covers it
    timed.push({ text: word.text, start, end: duration });
  });
  for (let i = 0; i < timed.length; i++) {
    const word = timed[i]!;
    const next = timed[i + 1]?.start ?? duration;
    const pause = pauses.find((p) => p > word.start && p < next);
    word.end = Math.min(next, pause ?? next);
  }
  return timed;
}
