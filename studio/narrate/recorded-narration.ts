import type { Script } from "@common/script";
import { StudioInputError } from "../direct/errors";
import { findPauses } from "./align";
import { EngineSet, installedEngines } from "./engines";
import type { Narration, NarrationPart } from "./narrate";
import { RecordingMismatchError, type RecordingWords } from "./recording-check";
import { type Line, scriptLines } from "./script-lines";
import { alignWords, hasPocketsphinx } from "./pocketsphinx";
import type { EngineVoice, SpeechClip, WordTiming } from "./types";
import { clearestVoices } from "./voice-profiles";
import { medianPitch } from "./speech-features";
import { type Audio, audioFeatures, type Warped, warpAlign } from "./warp-align";
import { splitWords } from "./words";

/** A reader's breath between lines, put between the reference's lines so its pauses fall where the reader's do. */
const LINE_BREATH = 0.45;
/** A line's part of the recording starts this long before its first word, so its scene is on screen as it is said. */
const LEAD = 0.15;
/** After the last word, the recording is kept this long (a word's tail, a breath), not to its end. */
const TAIL = 0.6;

export type AlignOptions = {
  signal?: AbortSignal;
  /**
   * The local voices one of which (by the recording's pitch) reads the script to compare the recording with; the
   * clearest woman's and man's voice by default (benchmarks exclude the recording's own).
   */
  referenceVoices?: readonly EngineVoice[];
  /** Whether pocketsphinx refines the warp where it is installed (by default); benchmarks measure both aligners. */
  recogniser?: boolean;
};

/** Where each line's words are said in the person's recording, in the recording's seconds. */
export type AlignedLine = Line & { words: WordTiming[] };

/**
 * The person reading the script in their own voice, as the video's narration: the script's words are found in the
 * recording (aligned, see alignRecording), and the recording is cut into the hook, the scenes and the closing just
 * before each line's first word, so every scene starts as its first word is said and every caption follows the
 * person's own timing.
 */
export async function narrateRecording(
  script: Script,
  recording: Audio,
  options: AlignOptions & { words?: RecordingWords | undefined } = {},
): Promise<Narration> {
  const { words } = options;
  const lines =
    words && words.length === scriptLines(script).length
      ? scriptLines(script).map((line, index) => ({ ...line, words: [...words[index]!] }))
      : await alignRecording(script, recording, options);
  return {
    parts: cutIntoParts(lines, recording),
    engine: "recording",
    voices: [{ engine: "recording", voice: "own" }],
  };
}

/**
 * The script's words located in the recording. A local voice reads the script (the reference, with exact word times)
 * and the recording is warped onto it (warp-align.ts); where pocketsphinx is installed each line is then aligned again
 * within its warped span, phone by phone. A recording that does not say the script is refused with the reason.
 */
export async function alignRecording(
  script: Script,
  recording: Audio,
  options: AlignOptions = {},
): Promise<AlignedLine[]> {
  const lines = scriptLines(script);
  const engines = new EngineSet(installedEngines());
  try {
    // A voice of the person's own kind follows them closer: the script is read by the woman's or the man's voice, as
    // the recording's pitch says, while this thread prepares the recording.
    const voice = referenceVoiceFor(options.referenceVoices ?? clearestVoices(engines.installed), recording);
    const reading = speakReference(engines, lines, voice);
    reading.catch(() => undefined);
    const recorded = audioFeatures(recording);
    const reference = await reading;
    options.signal?.throwIfAborted();
    const warped = warpAlign(recorded, reference);
    checkRecording(lines, reference, warped, recording);
    const aligned = byLine(lines, reference.lineOf, warped.words);
    return options.recogniser !== false && hasPocketsphinx() && engines.installed.includes("flite")
      ? await refineWithRecogniser(engines, aligned, recording)
      : aligned;
  } finally {
    await engines.close();
  }
}

/**
 * A recording whose median pitch is at least this is read against the woman's voice, else the man's: between most
 * men's and women's speaking voices, and between the clearest voices' own (Flite's slt about 166 Hz, rms 107 Hz).
 */
const WOMAN_FROM_HZ = 140;

function referenceVoiceFor(voices: readonly EngineVoice[], recording: Audio): EngineVoice {
  if (voices.length < 2) return voices[0]!;
  const gender = medianPitch(recording.samples, recording.sampleRate) >= WOMAN_FROM_HZ ? "female" : "male";
  return voices.find((voice) => voice.gender === gender) ?? voices[0]!;
}

type Reference = Audio & { words: WordTiming[]; lineOf: number[]; lineSpans: Array<{ start: number; end: number }> };

/** The script read by a local voice at its own pace, its lines a breath apart, as one recording. */
async function speakReference(engines: EngineSet, lines: Line[], voice: EngineVoice): Promise<Reference> {
  const clips = await Promise.all(
    lines.map((line) => (line.text.trim() ? engines.get(voice.engine).speak(line.text, voice, 1) : undefined)),
  );
  const spoken = clips.find((clip): clip is SpeechClip => clip !== undefined);
  if (!spoken) throw new StudioInputError("the script has nothing to say.");
  const sampleRate = spoken.sampleRate;
  const breath = Math.round(LINE_BREATH * sampleRate);
  const total = clips.reduce((sum, clip) => sum + (clip ? clip.samples.length + breath : 0), 0);
  const samples = new Float32Array(total);
  const words: WordTiming[] = [];
  const lineOf: number[] = [];
  const lineSpans: Array<{ start: number; end: number }> = [];
  let at = 0;
  clips.forEach((clip, line) => {
    const offset = at / sampleRate;
    lineSpans.push({ start: offset, end: offset + (clip?.duration ?? 0) });
    if (!clip) return;
    samples.set(clip.samples, at);
    for (const word of clip.words) {
      words.push({ text: word.text, start: offset + word.start, end: offset + word.end });
      lineOf.push(line);
    }
    at += clip.samples.length + breath;
  });
  return { samples, sampleRate, words, lineOf, lineSpans };
}

/** A line whose share of the recording is under this fraction of the typical line's was hurried through, not read. */
const SQUEEZED = 0.55;
/**
 * A recording whose words' order explains it no better than this (warp-align.ts `inOrder`: 1 is no better than the
 * reference played backwards) says other words. Between the script read by other voices (at most 0.95, bench:align)
 * and another script (at least 0.97), nearer the second: a person refused wrongly loses more than a loosely timed text.
 */
const OTHER_WORDS = 0.965;

/**
 * Refuses a recording that is not the script read aloud. Warping always pairs every word with some stretch of the
 * recording, so what gives a wrong recording away is how: a recording with far less speech than the script's reading
 * (mostly silence, or half the script) cannot hold it; other words fit the script's reading no better than they fit
 * it played backwards; and a line not said is squeezed into almost no time (the warp hurries through it). The
 * thresholds leave room for any natural pace (half to twice the local voice's), any pauses and a noisy room;
 * bench:align checks both the recordings of the script and the refusals.
 */
function checkRecording(lines: Line[], reference: Reference, { words, inOrder }: Warped, recording: Audio): void {
  const scriptSpeech = speechSeconds(reference);
  const recordedSpeech = speechSeconds(recording);
  if (recordedSpeech < scriptSpeech * 0.45)
    throw new RecordingMismatchError(
      { problem: "much_shorter", params: { recorded: Math.round(recordedSpeech), script: Math.round(scriptSpeech) } },
      `the recording has about ${Math.round(recordedSpeech)} s of speech, but reading the script takes about ${Math.round(scriptSpeech)} s. Record the whole script, from the opening line to the closing one.`,
    );
  if (inOrder > OTHER_WORDS)
    throw new RecordingMismatchError(
      { problem: "other_words", params: {} },
      "the recording does not follow the script's words: it sounds like another text. Record it again, reading the script as it is written.",
    );

  // Each line's share of the recording against its share of the reference, compared with the typical line's.
  const stretch = lines.map((_, index) => {
    const span = lineSpan(words, reference.lineOf, index);
    const expected = reference.lineSpans[index]!;
    const said = expected.end - expected.start;
    return span && said > 0.8 ? (span.end - span.start) / said : undefined;
  });
  const typical = median(stretch.filter((value) => value !== undefined));
  const missing = lines.filter((_, index) => stretch[index] !== undefined && stretch[index]! < typical * SQUEEZED);
  if (missing.length === 0) return;
  const names = missing.map((line) => lineName(line.key));
  throw new RecordingMismatchError(
    { problem: "lines_missing", params: { count: missing.length, words: openingWords(missing[0]!.text) } },
    `${listed(names)} of the script ${names.length === 1 ? "is" : "are"} not in the recording. Record it again, reading every line as it is written.`,
  );
}

/** Seconds of speech: from the first sound to the last, without the pauses. */
function speechSeconds({ samples, sampleRate }: Audio): number {
  const { speech, pauses } = findPauses(samples, sampleRate);
  return pauses.reduce((left, pause) => left - (pause.end - pause.start), speech.end - speech.start);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function lineSpan(words: WordTiming[], lineOf: number[], line: number): { start: number; end: number } | undefined {
  const own = words.filter((_, i) => lineOf[i] === line);
  return own.length ? { start: own[0]!.start, end: own.at(-1)!.end } : undefined;
}

function lineName(key: Line["key"]): string {
  if (key === "hook") return "the opening line";
  if (key === "closing") return "the closing line";
  return `scene ${Number(key.slice("scene:".length)) + 1}`;
}

function listed(names: string[]): string {
  if (names.length === 1) return capitalised(names[0]!);
  return capitalised(`${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);
}

/** The first words of a line, to quote it in any language. */
function openingWords(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(" ")}…` : words.join(" ");
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function byLine(lines: Line[], lineOf: number[], words: WordTiming[]): AlignedLine[] {
  return lines.map((line, index) => ({ ...line, words: words.filter((_, i) => lineOf[i] === index) }));
}

/** Each line aligned again by the recogniser, within its warped span and a little either side; kept as warped where it fails. */
async function refineWithRecogniser(
  engines: EngineSet,
  lines: AlignedLine[],
  recording: Audio,
): Promise<AlignedLine[]> {
  const duration = recording.samples.length / recording.sampleRate;
  const refined: AlignedLine[] = [];
  for (const line of lines) {
    if (line.words.length === 0) {
      refined.push(line);
      continue;
    }
    const from = Math.max(0, line.words[0]!.start - 0.4);
    const to = Math.min(duration, line.words.at(-1)!.end + 0.4);
    const texts = splitWords(line.text).map((word) => word.text);
    const slice = recording.samples.subarray(
      Math.floor(from * recording.sampleRate),
      Math.ceil(to * recording.sampleRate),
    );
    const found =
      texts.length === line.words.length
        ? await alignWords(slice, recording.sampleRate, texts, await engines.get("flite").wordPhones(texts))
        : undefined;
    refined.push(
      found ? { ...line, words: found.map((w) => ({ ...w, start: w.start + from, end: w.end + from })) } : line,
    );
  }
  return refined;
}

/**
 * The recording cut into the narration's parts: each line's part runs from just before its first word to just before
 * the next line's, so the person's own pauses stay in it; its words are timed from the part's start.
 */
export function cutIntoParts(lines: AlignedLine[], recording: Audio): NarrationPart[] {
  const { samples, sampleRate } = recording;
  const duration = samples.length / sampleRate;
  const spoken = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.words.length > 0);
  const starts = spoken.map(({ line }, k) => {
    const before = k === 0 ? 0 : spoken[k - 1]!.line.words.at(-1)!.end;
    return Math.max(before, line.words[0]!.start - LEAD);
  });
  const clips = new Map<number, SpeechClip>();
  spoken.forEach(({ line, index }, k) => {
    const start = starts[k]!;
    const end = Math.min(duration, starts[k + 1] ?? line.words.at(-1)!.end + TAIL);
    const cut = samples.slice(Math.floor(start * sampleRate), Math.ceil(end * sampleRate));
    clips.set(index, {
      samples: cut,
      sampleRate,
      duration: cut.length / sampleRate,
      words: line.words.map((word) => ({ text: word.text, start: word.start - start, end: word.end - start })),
      engine: "recording",
      voice: "own",
    });
  });
  const silent: SpeechClip = {
    samples: new Float32Array(0),
    sampleRate,
    duration: 0,
    words: [],
    engine: "recording",
    voice: "own",
  };
  return lines.map(({ key, voice, text }, index) => ({ key, voice, text, clip: clips.get(index) ?? silent }));
}
