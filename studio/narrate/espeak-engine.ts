import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { EspeakEvent } from "@echogarden/espeak-ng-emscripten";
import { type Lexicon, NAME_LEXICON, spokenText } from "./lexicon";
import type { EngineVoice, SpeechClip, SpeechEngine, WordTiming } from "./types";
import type { TextWord } from "./words";

const SAMPLE_RATE = 22_050;
/** eSpeak's words per minute at a voice pace of 1. */
const BASE_WPM = 160;

/**
 * eSpeak runs in a worker thread that lives for one narration: its ~130 MB WebAssembly heap is
 * never given back while the module is loaded, and terminating the worker returns all of it
 * before the frames (the memory-hungry part) are drawn. The worker is plain JavaScript evaluated
 * from this string because Node loads worker code itself, without the TypeScript loader of the
 * host (tsx, vitest); it only speaks, and all timing logic stays here.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
// eSpeak seeds its breath noise from the clock (srand(time(0)) at start-up), so the same text would sound a little
// different every run; a clock stopped at zero in this thread (which keeps no other time) makes the samples depend
// on the input alone.
Date.now = () => 0;
const engine = import(workerData.module).then(async ({ default: init }) => new (await init()).eSpeakNGWorker());
parentPort.on("message", async ({ id, text, voice, rate, pitch }) => {
  try {
    const espeak = await engine;
    espeak.set_voice(voice);
    espeak.set_rate(rate);
    espeak.set_pitch(pitch);
    const chunks = [];
    const events = [];
    espeak.synthesize(text, (samples, chunkEvents) => {
      if (samples && samples.length) chunks.push(samples.slice());
      for (const e of chunkEvents) events.push({ type: e.type, audio_position: e.audio_position, text_position: e.text_position, id: e.id });
    });
    const samples = new Int16Array(chunks.reduce((sum, c) => sum + c.length, 0));
    let offset = 0;
    for (const c of chunks) { samples.set(c, offset); offset += c.length; }
    parentPort.postMessage({ id, samples, events }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

type Reply =
  | { id: number; samples: Int16Array; events: EspeakEvent[]; error?: undefined }
  | { id: number; error: string };

/** One eSpeak engine in its own thread; `close` ends the thread and frees its memory. */
export class Espeak implements SpeechEngine {
  readonly name = "espeak";
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  /** `lexicon`: what eSpeak is given to say for each written word (names respelled, accents off; see lexicon.ts). */
  constructor(private readonly lexicon: Lexicon = NAME_LEXICON) {}

  /**
   * Speaks `text`. Word timings come from the engine's own events: each "word" event
   * carries the text position of the word it starts, and pause phonemes (empty ids)
   * mark where a word's sound ends before a comma or full stop. eSpeak reads the text with each written word
   * replaced by what the lexicon says for it; a written word spans all of its spoken words' positions.
   */
  async speak(text: string, voice: EngineVoice, rateFactor = 1): Promise<SpeechClip> {
    const spoken = spokenText(text, this.lexicon);
    const reply = await this.request({
      text: spoken.text,
      voice: voice.name,
      rate: Math.round(BASE_WPM * voice.pace * rateFactor),
      pitch: voice.pitch ?? 50,
    });
    if (reply.error !== undefined) throw new Error(`eSpeak failed: ${reply.error}`);
    const samples = toFloat(reply.samples);
    const duration = samples.length / SAMPLE_RATE;
    return {
      samples,
      sampleRate: SAMPLE_RATE,
      duration,
      words: timeWords(spoken.words, reply.events, duration),
      engine: "espeak",
      voice: voice.name,
    };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private request(message: { text: string; voice: string; rate: number; pitch: number }): Promise<Reply> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const module = pathToFileURL(createRequire(import.meta.url).resolve("@echogarden/espeak-ng-emscripten")).href;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module } });
    const failAll = (error: Error) => {
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
      if (this.worker === worker) this.worker = undefined;
    };
    worker.on("message", (reply: Reply) => {
      this.pending.get(reply.id)?.resolve(reply);
      this.pending.delete(reply.id);
    });
    worker.on("error", failAll);
    worker.on("exit", () => failAll(new Error("the eSpeak worker stopped")));
    this.worker = worker;
    return worker;
  }
}

function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
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
    const index = words.findIndex(
      (word) => event.text_position - 1 >= word.start && event.text_position - 1 < word.end,
    );
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
