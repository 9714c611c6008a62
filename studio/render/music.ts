import type { Mood } from "../../common/video-options";

// Background music under a voice needs no more; half of 44.1 kHz halves synthesis time.
export const MUSIC_RATE = 24_000;

// Table lookup instead of Math.sin: the music is mixed low under speech, where a 4096-step table is inaudible.
const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE }, (_, i) => Math.sin((2 * Math.PI * i) / TABLE_SIZE));
const TO_INDEX = TABLE_SIZE / (2 * Math.PI);
const sin = (x: number) => SINE[(x * TO_INDEX) & (TABLE_SIZE - 1)]!;

type Voice = "pad" | "pluck" | "bell" | "bass";
type MoodScore = {
  bpm: number;
  /** MIDI note of the key's root. */
  root: number;
  /** Chords as semitone offsets from the root, one per bar. */
  chords: number[][];
  lead: Voice;
  /** Lead notes per beat (2 = eighths). */
  leadRate: number;
  kick: boolean;
  tick: boolean;
};

// Each mood is a key, a tempo, a four-bar progression and an arrangement.
const SCORES: Record<Mood, MoodScore> = {
  happy: { bpm: 112, root: 60, chords: [[0, 4, 7], [7, 11, 14], [9, 12, 16], [5, 9, 12]], lead: "pluck", leadRate: 2, kick: true, tick: false },
  nostalgic: { bpm: 76, root: 65, chords: [[0, 4, 7, 11], [9, 12, 16, 19], [5, 9, 12, 16], [7, 11, 14, 17]], lead: "bell", leadRate: 1, kick: false, tick: false },
  suspenseful: { bpm: 92, root: 57, chords: [[0, 3, 7], [0, 3, 7], [-4, 0, 3], [-5, -1, 2]], lead: "bass", leadRate: 4, kick: false, tick: true },
  inspirational: { bpm: 100, root: 62, chords: [[5, 9, 12], [0, 4, 7], [7, 11, 14], [9, 12, 16]], lead: "pluck", leadRate: 2, kick: true, tick: false },
  reflective: { bpm: 66, root: 64, chords: [[0, 3, 7], [-4, 0, 3], [3, 7, 10], [-2, 2, 5]], lead: "bell", leadRate: 1, kick: false, tick: false },
};

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Synthesises `seconds` of background music for a mood: pads, a lead line, bass and light percussion, faded in and out. */
export function synthesiseMusic(mood: Mood, seconds: number): Float32Array {
  const score = SCORES[mood];
  const out = new Float32Array(Math.ceil(seconds * MUSIC_RATE));
  const beat = 60 / score.bpm;
  const bar = beat * 4;
  let noise = 0x1234567;

  for (let barStart = 0, barIndex = 0; barStart < seconds; barStart += bar, barIndex++) {
    const chord = score.chords[barIndex % score.chords.length]!;
    for (const note of chord) addNote(out, "pad", hz(score.root + note - 12), barStart, bar * 1.05, 0.05);
    addNote(out, "bass", hz(score.root + chord[0]! - 24), barStart, bar * 0.9, 0.16);
    const steps = 4 * score.leadRate;
    for (let step = 0; step < steps; step++) {
      const at = barStart + (step * beat) / score.leadRate;
      // Arpeggiate the chord upward, an octave up every other bar.
      const tone = chord[step % chord.length]! + (barIndex % 2 === 1 && step >= steps / 2 ? 12 : 0);
      const lead = score.lead === "bass" ? hz(score.root + chord[0]! - 24) : hz(score.root + tone);
      addNote(out, score.lead, lead, at, (beat / score.leadRate) * (score.lead === "bell" ? 3 : 1.2), score.lead === "bass" ? 0.09 : 0.08);
    }
    for (let b = 0; b < 4; b++) {
      const at = barStart + b * beat;
      if (score.kick) addKick(out, at);
      if (score.tick) noise = addTick(out, at + beat / 2, noise);
    }
  }
  fade(out, 0.6, 2.0);
  return out;
}

function addNote(out: Float32Array, voice: Voice, freq: number, start: number, length: number, gain: number): void {
  const from = Math.floor(start * MUSIC_RATE);
  const to = Math.min(out.length, Math.floor((start + length) * MUSIC_RATE));
  const w = (2 * Math.PI * freq) / MUSIC_RATE;
  for (let i = from; i < to; i++) {
    const t = (i - from) / MUSIC_RATE;
    const phase = w * (i - from);
    // Plucks and bells have decayed to silence long before their nominal end.
    if (t > 1.2 && (voice === "pluck" || voice === "bell") && t * (voice === "pluck" ? 7 : 2.4) > 9) break;
    let env: number;
    let sample: number;
    switch (voice) {
      case "pad":
        // Slow swell, a few soft harmonics, slight detune for width.
        env = Math.min(1, t / 0.6) * Math.min(1, (length - t) / 0.5);
        sample = sin(phase) + 0.35 * sin(phase * 2.003) + 0.15 * sin(phase * 3.01);
        break;
      case "pluck":
        env = Math.min(1, t / 0.005) * Math.exp(-t * 7);
        sample = sin(phase) + 0.4 * sin(phase * 2) + 0.1 * sin(phase * 3);
        break;
      case "bell":
        env = Math.min(1, t / 0.004) * Math.exp(-t * 2.4);
        sample = sin(phase) + 0.3 * sin(phase * 2.76) + 0.12 * sin(phase * 5.4);
        break;
      case "bass":
        env = Math.min(1, t / 0.01) * Math.exp(-t * 1.8) * Math.min(1, (length - t) / 0.05);
        sample = sin(phase) + 0.25 * sin(phase * 2);
        break;
    }
    out[i]! += sample * env * gain;
  }
}

function addKick(out: Float32Array, start: number): void {
  const from = Math.floor(start * MUSIC_RATE);
  const to = Math.min(out.length, from + Math.floor(0.3 * MUSIC_RATE));
  let phase = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / MUSIC_RATE;
    phase += (2 * Math.PI * (45 + 90 * Math.exp(-t * 30))) / MUSIC_RATE;
    out[i]! += Math.sin(phase) * Math.exp(-t * 12) * 0.22;
  }
}

function addTick(out: Float32Array, start: number, seed: number): number {
  const from = Math.floor(start * MUSIC_RATE);
  const to = Math.min(out.length, from + Math.floor(0.04 * MUSIC_RATE));
  let state = seed;
  let last = 0;
  for (let i = from; i < to; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const white = state / 0x3fffffff - 1;
    // Differencing the noise removes its low end: a tick, not a thump.
    out[i]! += (white - last) * Math.exp(-((i - from) / MUSIC_RATE) * 90) * 0.05;
    last = white;
  }
  return state;
}

function fade(out: Float32Array, fadeIn: number, fadeOut: number): void {
  const inSamples = Math.floor(fadeIn * MUSIC_RATE);
  const outSamples = Math.floor(fadeOut * MUSIC_RATE);
  for (let i = 0; i < Math.min(inSamples, out.length); i++) out[i]! *= i / inSamples;
  for (let i = 0; i < Math.min(outSamples, out.length); i++) out[out.length - 1 - i]! *= i / outSamples;
}
