import Meyda from "meyda";
import { PitchDetector } from "pitchy";
import { resample } from "./wav";

/** Seconds between feature frames: word starts are placed to this step, well inside the aligner's 100 ms target. */
export const FEATURE_STEP = 0.01;
const SAMPLE_RATE = 16_000;
const WINDOW = 512;
const COEFFICIENTS = 13;

/** One vector per FEATURE_STEP of audio; `energy` is each frame's log energy (dB), for telling speech from silence. */
export type SpeechFeatures = { frames: Float32Array[]; energy: Float32Array };

/**
 * Cepstral features of speech for comparing two speakers saying the same words: MFCCs without the first (loudness),
 * each normalised over the utterance (mean and variance), so a voice's pitch and a microphone's colour weigh less than
 * what is said; with the frame's energy relative to the loudest frame as one more dimension, so a pause matches a pause.
 */
export function speechFeatures(samples: Float32Array, sampleRate: number): SpeechFeatures {
  const audio = sampleRate === SAMPLE_RATE ? samples : resample(samples, sampleRate, SAMPLE_RATE);
  const hop = Math.round(SAMPLE_RATE * FEATURE_STEP);
  const count = Math.max(1, Math.ceil(audio.length / hop));
  Meyda.sampleRate = SAMPLE_RATE;
  Meyda.bufferSize = WINDOW;
  Meyda.melBands = 26;
  Meyda.numberOfMFCCCoefficients = COEFFICIENTS;
  const window = new Float32Array(WINDOW);
  const cepstra: Float32Array[] = [];
  const energy = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    window.fill(0);
    window.set(audio.subarray(f * hop, Math.min(audio.length, f * hop + WINDOW)));
    let power = 0;
    for (const sample of window) power += sample * sample;
    energy[f] = 10 * Math.log10(power / WINDOW + 1e-10);
    const mfcc = Meyda.extract("mfcc", window) as number[] | null;
    cepstra.push(Float32Array.from((mfcc ?? new Array(COEFFICIENTS).fill(0)).slice(1)));
  }
  normalise(cepstra);
  const loudest = Math.max(...energy);
  const frames = cepstra.map((frame, f) => {
    const vector = new Float32Array(frame.length + 1);
    vector.set(frame);
    // 0 at the loudest frame, -1 at 40 dB under it; silence below that counts as silence, however quiet.
    vector[frame.length] = ENERGY_WEIGHT * Math.max(-1.5, (energy[f]! - loudest) / 40);
    return vector;
  });
  return { frames, energy };
}

/** How much a frame's loudness counts against its spectrum's dozen dimensions of unit variance. */
const ENERGY_WEIGHT = 3;

function normalise(frames: Float32Array[]): void {
  const size = frames[0]?.length ?? 0;
  for (let d = 0; d < size; d++) {
    let sum = 0;
    let squares = 0;
    for (const frame of frames) {
      sum += frame[d]!;
      squares += frame[d]! ** 2;
    }
    const mean = sum / frames.length;
    const deviation = Math.sqrt(Math.max(1e-9, squares / frames.length - mean * mean));
    for (const frame of frames) frame[d] = (frame[d]! - mean) / deviation;
  }
}

/** Frames of speech looked at for its pitch: spread over the whole recording, enough for a steady median. */
const PITCH_FRAMES = 400;
const PITCH_WINDOW = 1024;

/** How periodic a frame must be (the McLeod pitch method's clarity) to count as voiced. */
const VOICED_CLARITY = 0.9;

/**
 * The median pitch (Hz) of the voiced parts of speech, by the McLeod pitch method (`pitchy`) over frames spread
 * through it, or 0 if nothing is voiced. Speaking voices sit between 60 and 450 Hz; anything outside is noise or an
 * octave error.
 */
export function medianPitch(samples: Float32Array, sampleRate: number): number {
  const audio = sampleRate === SAMPLE_RATE ? samples : resample(samples, sampleRate, SAMPLE_RATE);
  const detector = PitchDetector.forFloat32Array(PITCH_WINDOW);
  detector.minVolumeDecibels = -40;
  const step = Math.max(PITCH_WINDOW / 2, Math.floor((audio.length - PITCH_WINDOW) / PITCH_FRAMES));
  const found: number[] = [];
  for (let at = 0; at + PITCH_WINDOW <= audio.length; at += step) {
    const [pitch, clarity] = detector.findPitch(audio.subarray(at, at + PITCH_WINDOW), SAMPLE_RATE);
    if (clarity >= VOICED_CLARITY && pitch > 60 && pitch < 450) found.push(pitch);
  }
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)] ?? 0;
}
