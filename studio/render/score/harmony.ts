/** A chord as semitones above the key's tonic: its root and the intervals stacked on it. */
export type Chord = { root: number; intervals: number[] };

const NUMERALS: Record<string, number> = { i: 0, ii: 2, iii: 4, iv: 5, v: 7, vi: 9, vii: 11 };
const SYMBOL = /^(b?)(iii|ii|iv|i|vii|vi|v)(maj7|7|sus2|sus4|add9)?$/i;

/**
 * Reads a Roman-numeral chord relative to the major scale: upper case is major, lower case minor,
 * a leading "b" lowers the root (minor keys are written as bIII, bVI, bVII), and a suffix adds a
 * seventh, a suspension or a ninth. Writing progressions this way keeps the palettes readable.
 */
export function parseChord(symbol: string): Chord {
  const match = SYMBOL.exec(symbol);
  if (!match) throw new Error(`unknown chord symbol "${symbol}"`);
  const [, flat, numeral, suffix] = match as unknown as [string, string, string, string | undefined];
  const minor = numeral === numeral.toLowerCase();
  const root = (NUMERALS[numeral.toLowerCase()]! - (flat ? 1 : 0) + 12) % 12;
  const third = minor ? 3 : 4;
  const intervals = {
    maj7: [0, 4, 7, 11],
    "7": [0, third, 7, 10],
    sus2: [0, 2, 7],
    sus4: [0, 5, 7],
    add9: [0, third, 7, 14],
  }[suffix ?? ""] ?? [0, third, 7];
  return { root, intervals };
}

/** MIDI note of `pitchClass` in the octave starting at `low`. */
export function placeIn(pitchClass: number, low: number): number {
  return low + ((((pitchClass - low) % 12) + 12) % 12);
}

/**
 * The chord's tones folded into one octave starting at `low`, lowest first. With a fixed window the
 * common tones of neighbouring chords stay on the same keys, which is the voice leading a pad or a
 * strummed part needs.
 */
export function voicing(chord: Chord, tonic: number, low: number): number[] {
  return [...new Set(chord.intervals.map((interval) => placeIn(tonic + chord.root + interval, low)))].sort(
    (a, b) => a - b,
  );
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

/** Every note of the key's scale between `low` and `high`. */
export function scaleNotes(tonic: number, minor: boolean, low: number, high: number): number[] {
  const steps = minor ? MINOR : MAJOR;
  const notes: number[] = [];
  for (let note = low; note <= high; note++) if (steps.includes((((note - tonic) % 12) + 12) % 12)) notes.push(note);
  return notes;
}
