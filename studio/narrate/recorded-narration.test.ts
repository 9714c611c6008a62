import { afterAll, describe, expect, it } from "vitest";
import type { Script } from "@common/script";
import { BENCH_SCRIPT } from "../../bench/studio-fixture";
import { EngineSet, installedEngines } from "./engines";
import { scriptLines } from "./script-lines";
import { hasPocketsphinx } from "./pocketsphinx";
import { alignRecording, narrateRecording } from "./recorded-narration";
import { RecordingMismatchError } from "./recording-check";
import type { EngineVoice, WordTiming } from "./types";

// A short script: the opening line, three scenes and the closing one.
const SCRIPT: Script = { ...BENCH_SCRIPT, scenes: BENCH_SCRIPT.scenes.slice(0, 3) };
// The person: a voice the aligner never reads with (it reads with Festival's or Flite's slt and Flite's rms).
const PERSON: EngineVoice = { engine: "espeak", name: "en-us+m3", gender: "male", pitch: 42, pace: 1 };
const engines = new EngineSet(installedEngines());
afterAll(() => engines.close());

/** The recording, every word's time in it, and when each line's first word is said. */
type Recording = { samples: Float32Array; sampleRate: number; words: WordTiming[]; lineStarts: number[] };

/** The script read line by line with `pause` seconds of silence before each line, and every word's time in it. */
async function read(script: Script, pause: number, skip?: number): Promise<Recording> {
  const clips = [];
  for (const [i, line] of scriptLines(script).entries())
    if (i !== skip) clips.push(await engines.get("espeak").speak(line.text, PERSON, 1));
  const sampleRate = clips[0]!.sampleRate;
  const gap = Math.round(pause * sampleRate);
  const samples = new Float32Array(clips.reduce((sum, clip) => sum + gap + clip.samples.length, gap));
  const words: WordTiming[] = [];
  const lineStarts: number[] = [];
  let at = gap;
  for (const clip of clips) {
    samples.set(clip.samples, at);
    lineStarts.push(at / sampleRate + clip.words[0]!.start);
    for (const w of clip.words) words.push({ ...w, start: at / sampleRate + w.start, end: at / sampleRate + w.end });
    at += clip.samples.length + gap;
  }
  return { samples, sampleRate, words, lineStarts };
}

/**
 * How far each word found is from where it is said, smallest first. eSpeak now and then folds a short word into its
 * neighbour's time, so the words both lists have are compared, in order.
 */
function startErrors(lines: Array<{ words: WordTiming[] }>, recording: Recording): number[] {
  const errors: number[] = [];
  let next = 0;
  for (const word of lines.flatMap((line) => line.words)) {
    const index = recording.words.findIndex((w, i) => i >= next && i < next + 3 && w.text === word.text);
    if (index < 0) continue;
    errors.push(Math.abs(word.start - recording.words[index]!.start));
    next = index + 1;
  }
  return errors.sort((a, b) => a - b);
}

describe("a person's own recording of the script", () => {
  it("finds where each word is said, without a speech model, close to where it is", async () => {
    const recording = await read(SCRIPT, 1.1);
    const errors = startErrors(await alignRecording(SCRIPT, recording, { recogniser: false }), recording);
    expect(errors.length).toBeGreaterThan(recording.words.length * 0.9);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThan(0.1);
    expect(errors[Math.floor(errors.length * 0.95)]).toBeLessThan(0.3);
  });

  it.skipIf(!hasPocketsphinx())("finds them closer still with pocketsphinx, where it is installed", async () => {
    const recording = await read(SCRIPT, 1.1);
    const errors = startErrors(await alignRecording(SCRIPT, recording), recording);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThan(0.06);
    expect(errors[Math.floor(errors.length * 0.95)]).toBeLessThan(0.2);
  });

  it("cuts the recording into the script's parts, each starting just before its first word", async () => {
    const recording = await read(SCRIPT, 0.8);
    const narration = await narrateRecording(SCRIPT, recording, { recogniser: false });
    expect(narration.engine).toBe("recording");
    expect(narration.parts.map((part) => part.key)).toEqual(["hook", "scene:0", "scene:1", "scene:2", "closing"]);
    // The parts follow one another in the recording with nothing left out between them: laid end to end from the
    // first, each part's first word falls where the line's first word is said.
    let at = recording.lineStarts[0]! - narration.parts[0]!.clip.words[0]!.start;
    narration.parts.forEach(({ clip }, i) => {
      // Each part's first word comes a moment after the part's start.
      expect(clip.words[0]!.start).toBeGreaterThan(0.05);
      expect(clip.words[0]!.start).toBeLessThan(0.4);
      expect(Math.abs(at + clip.words[0]!.start - recording.lineStarts[i]!)).toBeLessThan(0.2);
      at += clip.duration;
    });
    // The last part keeps the last word's tail and a breath, not the silence after it.
    expect(at).toBeLessThan(recording.samples.length / recording.sampleRate - 0.1);
  });

  it("narrates with the words found when the recording was checked, without looking for them again", async () => {
    const recording = await read(SCRIPT, 0.8);
    const words = (await alignRecording(SCRIPT, recording, { recogniser: false })).map((line) => line.words);
    // The check's words are used as they are: shifted by a second, each part's cut moves with them.
    const shifted = words.map((line) => line.map((w) => ({ ...w, start: w.start + 1, end: w.end + 1 })));
    const longer = {
      samples: new Float32Array(recording.samples.length + recording.sampleRate),
      sampleRate: recording.sampleRate,
    };
    longer.samples.set(recording.samples, recording.sampleRate);
    const narration = await narrateRecording(SCRIPT, longer, { words: shifted });
    const aligned = await narrateRecording(SCRIPT, recording, { words });
    narration.parts.forEach((part, i) => {
      expect(part.clip.words.map((w) => w.text)).toEqual(words[i]!.map((w) => w.text));
      expect(part.clip.words[0]!.start).toBeCloseTo(aligned.parts[i]!.clip.words[0]!.start, 5);
    });
  });

  it("refuses a recording that leaves a scene out, naming it", async () => {
    const recording = await read(SCRIPT, 0.6, 2);
    const refused = await alignRecording(SCRIPT, recording, { recogniser: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RecordingMismatchError);
    expect((refused as RecordingMismatchError).mismatch.problem).toBe("lines_missing");
    expect((refused as Error).message).toMatch(/^Scene 2 of the script is not in the recording\./);
    // The values a translated message quotes: how many lines, and the first missing line's opening words.
    const { params } = (refused as RecordingMismatchError).mismatch;
    expect(params).toEqual({ count: 1, words: expect.stringMatching(/\S/) });
    expect(SCRIPT.scenes[1]!.narration.startsWith((params as { words: string }).words.replace(/…$/, ""))).toBe(true);
  });

  it("refuses a recording of another text, saying so", async () => {
    const lines = [
      "My uncle Ade fixed bicycles in a shed behind the market in Ibadan.",
      "Every Saturday he let me pump the tyres and hold the spanners.",
      "One morning a girl brought a bike with no chain at all.",
      "He found one in a biscuit tin and fitted it while she waited.",
      "She rode off ringing the bell, and he never charged her a thing.",
    ];
    const other: Script = {
      ...SCRIPT,
      hook: lines[0]!,
      scenes: SCRIPT.scenes.map((scene, i) => ({ ...scene, narration: lines[i + 1]! })),
      closing: lines[4]!,
    };
    const refused = await alignRecording(SCRIPT, await read(other, 0.6), { recogniser: false }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RecordingMismatchError);
    expect((refused as RecordingMismatchError).mismatch.problem).toBe("other_words");
    expect((refused as Error).message).toMatch(/does not follow the script's words/);
  });

  it("refuses a recording with far less speech than the script", async () => {
    const whole = await read(SCRIPT, 0.6);
    const firstLine = whole.words.findIndex((w, i) => i > 0 && w.start - whole.words[i - 1]!.end > 0.4);
    const cut = Math.round((whole.words[firstLine]!.start - 0.2) * whole.sampleRate);
    const recording = { samples: whole.samples.slice(0, cut), sampleRate: whole.sampleRate };
    const refused = await alignRecording(SCRIPT, recording, { recogniser: false }).catch((error: unknown) => error);
    expect((refused as RecordingMismatchError).mismatch.problem).toBe("much_shorter");
    expect((refused as Error).message).toMatch(/Record the whole script/);
  });
});
