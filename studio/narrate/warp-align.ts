import { findPauses } from "./align";
import { FEATURE_STEP, speechFeatures } from "./speech-features";
import { timeWarp } from "./time-warp";
import type { WordTiming } from "./types";

export type Audio = { samples: Float32Array; sampleRate: number };

/**
 * The reference's words as placed in the recording, and how much the words' order explains the recording (`inOrder`):
 * the mean feature distance along the warped path over that along the best path onto the reference's frames in reverse
 * order. Reversed, the reference keeps its voice and its sounds (a frame's spectrum is the same backwards) but says no
 * words, so warping onto it is what any recording in that voice scores: the ratio is near 1 for a recording of other
 * words and well under it for the reference's words read by anyone. Measured (bench:align's voices, ten scripts): the
 * script read by voices other than the reference's 0.74-0.95, with noise to 10 dB under the voice too; another script
 * 0.97-1.04.
 */
export type Warped = { words: WordTiming[]; inOrder: number };

/** Audio kept either side of the speech found, so a soft first consonant is not cut off. */
const MARGIN = 0.2;

/**
 * Where each word of a reference (the script spoken by a local voice, with the engine's exact word times) is said in a
 * recording of the same words by someone else, with no speech model: the two are warped onto one another frame by frame
 * on their cepstral features (see speech-features.ts), and each reference word's first and last frame are carried across.
 * Silence before and after the speech is left out of both, so neither side's leading silence pulls the ends.
 */
export function warpAlign(recording: Audio | AudioFeatures, reference: Audio & { words: WordTiming[] }): Warped {
  const recorded = "frames" in recording ? recording : audioFeatures(recording);
  const spoken = audioFeatures(reference);
  const a = recorded.frames;
  const b = spoken.frames;
  const path = timeWarp(a, b);

  // For each reference frame, the first and last recording frame the path pairs it with.
  const first = new Int32Array(b.length).fill(-1);
  const last = new Int32Array(b.length);
  for (let k = 0; k < path.a.length; k++) {
    const j = path.b[k]!;
    if (first[j] === -1) first[j] = path.a[k]!;
    last[j] = path.a[k]!;
  }
  const frameOf = (seconds: number) =>
    Math.min(b.length - 1, Math.max(0, Math.round(spoken.toSqueezed(seconds) / FEATURE_STEP)));
  const toRecording = (frame: number) => recorded.toOriginal(frame * FEATURE_STEP);

  const words = reference.words.map((word) => {
    const startFrame = frameOf(word.start);
    const endFrame = Math.max(startFrame, frameOf(word.end) - 1);
    // A word starts where speech does: one paired with the end of a pause starts after it, and ends before the next.
    const start = recorded.speechFrom(toRecording(first[startFrame]!));
    return {
      text: word.text,
      start,
      end: Math.max(start + FEATURE_STEP, recorded.speechUntil(toRecording(last[endFrame]! + 1))),
    };
  });
  return { words, inOrder: mean(path.distance) / mean(timeWarp(a, b.toReversed()).distance) };
}

function mean(values: Float32Array): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Audio made ready to warp: its pauses squeezed (with the maps back to its own clock) and its features. */
export type AudioFeatures = Squeezed & { frames: Float32Array[] };

/** The work done on one side of a warp, kept to warp a recording onto more than one reference. */
export function audioFeatures(audio: Audio): AudioFeatures {
  const squeezedAudio = squeezed(audio);
  return { ...squeezedAudio, frames: speechFeatures(squeezedAudio.samples, audio.sampleRate).frames };
}

/** Silence kept of a pause, either side: enough for the warp to see a pause, too little for it to wander in. */
const KEPT_SILENCE = 0.06;
/** How far from a pause a word's start (or end) is taken to belong across it. */
const SNAP = 0.1;

type Squeezed = {
  samples: Float32Array;
  toOriginal: (seconds: number) => number;
  toSqueezed: (seconds: number) => number;
  /** The time, or the end of the pause it falls in or just before. */
  speechFrom: (seconds: number) => number;
  /** The time, or the start of the pause it falls in or just after. */
  speechUntil: (seconds: number) => number;
};

/**
 * The audio with its silences cut short: from just before the first speech to just after the last, every pause kept
 * to KEPT_SILENCE at each side. A person stops where the reference voice does not (to breathe, to look at the next
 * line) and for longer; left in, a long pause lets the warp pair it with the quiet start of the next word and drift.
 * The time maps go between the original and the squeezed clock.
 */
function squeezed({ samples, sampleRate }: Audio): Squeezed {
  const { speech, pauses } = findPauses(samples, sampleRate);
  const duration = samples.length / sampleRate;
  const kept: Array<{ from: number; to: number }> = [];
  let from = Math.max(0, speech.start - MARGIN);
  for (const pause of pauses) {
    if (pause.end - pause.start <= 2 * KEPT_SILENCE) continue;
    kept.push({ from, to: pause.start + KEPT_SILENCE });
    from = pause.end - KEPT_SILENCE;
  }
  kept.push({ from, to: Math.min(duration, speech.end + MARGIN) });
  const pieces = kept.map(({ from, to }) =>
    samples.subarray(Math.floor(from * sampleRate), Math.ceil(to * sampleRate)),
  );
  const out = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  const starts: number[] = [];
  let at = 0;
  for (const piece of pieces) {
    starts.push(at / sampleRate);
    out.set(piece, at);
    at += piece.length;
  }
  const toOriginal = (seconds: number) => {
    let k = starts.length - 1;
    while (k > 0 && starts[k]! > seconds) k--;
    return Math.min(kept[k]!.to, kept[k]!.from + (seconds - starts[k]!));
  };
  const toSqueezed = (seconds: number) => {
    const k = Math.max(
      0,
      kept.findLastIndex((piece) => piece.from <= seconds),
    );
    return starts[k]! + Math.min(kept[k]!.to - kept[k]!.from, Math.max(0, seconds - kept[k]!.from));
  };
  // Within a few frames of a pause, the warp may place a word's start on the tail of the word before it: a word does
  // not start just before a pause (or end just after one), so such a time moves across the pause.
  const near = (seconds: number, before: number, after: number) =>
    pauses.find((pause) => seconds > pause.start - before && seconds < pause.end + after);
  return {
    samples: out,
    toOriginal,
    toSqueezed,
    speechFrom: (seconds) => near(seconds, SNAP, 0)?.end ?? seconds,
    speechUntil: (seconds) => near(seconds, 0, SNAP)?.start ?? seconds,
  };
}
