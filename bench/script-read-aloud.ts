import { EngineSet, installedEngines } from "@studio/narrate/engines";
import { scriptLines } from "@studio/narrate/script-lines";
import type { EngineVoice, WordTiming } from "@studio/narrate/types";
import { encodeWav } from "@studio/narrate/wav";
import type { Script } from "@common/script";

// A person reading their script: an eSpeak voice, which no narrator is cast from while Flite is installed (Flite comes
// with npm), so a recording made by it is never the reference the aligner compares with.
const READER: EngineVoice = { engine: "espeak", name: "en-us+m3", gender: "male", pitch: 42, pace: 1 };

export type ReadAloud = {
  samples: Float32Array;
  sampleRate: number;
  /** Every word's time in the reading. */
  words: WordTiming[];
  /** Where each line read ends, a breath after its last word. */
  lineEnds: number[];
  seconds: number;
};

type ReadingOptions = {
  /** Seconds between lines, and before the first. */
  gap?: number;
  /** Lines skipped, by index in reading order (0 is the opening line), as a careless reader would. */
  leaveOut?: readonly number[];
  /** Who reads: an eSpeak voice no narrator is cast from, by default. */
  reader?: EngineVoice;
};

/** The script read aloud line by line, as a person records it for their video, and every word's time in it. */
export async function readScriptAloud(
  script: Script,
  { gap = 0.6, leaveOut = [], reader = READER }: ReadingOptions = {},
): Promise<ReadAloud> {
  const engines = new EngineSet(installedEngines());
  const clips = [];
  try {
    for (const [index, line] of scriptLines(script).entries())
      if (line.text.trim() && !leaveOut.includes(index))
        clips.push(await engines.get(reader.engine).speak(line.text, reader, 1));
  } finally {
    await engines.close();
  }
  const sampleRate = clips[0]!.sampleRate;
  const pause = Math.round(gap * sampleRate);
  const samples = new Float32Array(clips.reduce((sum, clip) => sum + clip.samples.length + pause, pause));
  const words: WordTiming[] = [];
  const lineEnds: number[] = [];
  let at = pause;
  for (const clip of clips) {
    samples.set(clip.samples, at);
    for (const w of clip.words)
      words.push({ text: w.text, start: at / sampleRate + w.start, end: at / sampleRate + w.end });
    at += clip.samples.length + pause;
    lineEnds.push(at / sampleRate);
  }
  return { samples, sampleRate, words, lineEnds, seconds: samples.length / sampleRate };
}

/** The reading as a 16-bit WAV file's bytes, as a person uploads a recording. */
export function readingAsWav(reading: ReadAloud): Buffer {
  return encodeWav(reading.samples, reading.sampleRate);
}
