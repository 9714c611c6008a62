import type { BassStyle, DrumStyle, KeysStyle } from "./palettes";

/**
 * One bar of a part as hits on a grid of sixteenth steps: when, for how many steps, which tones (an
 * index into the part's notes, or semitones above the root for the bass), how hard relative to the
 * part's level, and for strummed chords the stroke's direction.
 */
export type Hit = { step: number; length: number; tones: number[]; velocity: number; strum?: "down" | "up" };

/** Drum-kit keys of General MIDI (channel 10); the brush kit puts its brushes on the snare keys. */
export const KICK = 36;
const SIDE_STICK = 37;
const SNARE = 38;
const CLAP = 39;
const CLOSED_HAT = 42;
export const CRASH = 49;
const SHAKER = 70;
const TOMS = [50, 48, 47, 45];

/** Orders in which an arpeggio walks up and down the chord (indexes as in keysHits). */
export const ARPEGGIO_ORDERS = [
  [0, 1, 2, 3, 4, 3, 2, 1],
  [0, 2, 1, 3, 2, 4, 3, 2],
  [0, 1, 2, 3, 1, 2, 3, 4],
];

const hits = (
  steps: number[],
  length: number | number[],
  tones: (i: number) => number[],
  velocity: (i: number) => number = () => 1,
): Hit[] =>
  steps.map((step, i) => ({
    step,
    length: typeof length === "number" ? length : length[i]!,
    tones: tones(i),
    velocity: velocity(i),
  }));
/** The chord itself, without the low root below it. */
const CHORD = [1, 2, 3, 4];

/** A bar of the chord instrument; `tones` index into its notes: the root an octave below, the chord, the chord an octave up. */
export function keysHits(style: KeysStyle, energy: number, order: number[]): Hit[] {
  const sparse = energy <= 1;
  switch (style) {
    case "strum": {
      if (sparse) return hits([0, 8], 8, () => CHORD).map((hit) => ({ ...hit, strum: "down" }));
      const directions = ["down", "down", "up", "up", "down", "up"] as const;
      return hits(
        [0, 4, 6, 10, 12, 14],
        [4, 2, 4, 2, 2, 2],
        () => CHORD,
        (i) => [1, 0.8, 0.65, 0.7, 0.85, 0.65][i]!,
      ).map((hit, i) => ({ ...hit, strum: directions[i]! }));
    }
    case "arpeggio":
      return sparse
        ? hits([0, 4, 8, 12], 8, (i) => [order[i]!])
        : hits(
            [0, 2, 4, 6, 8, 10, 12, 14],
            6,
            (i) => [order[i]!],
            (i) => (i % 2 === 0 ? 1 : 0.8),
          );
    case "bounce":
      return sparse
        ? hits([0, 8], 6, () => CHORD)
        : hits(
            [0, 3, 6, 8, 11, 14],
            2,
            (i) => [[1], [3], [2], [1], [3], [4]][i]!,
            (i) => (i % 3 === 0 ? 1 : 0.75),
          );
    case "pulse":
      return sparse
        ? hits([0, 4, 8, 12], 2, (i) => [[1, 0], [1], [2], [1]][i]!)
        : hits(
            [0, 2, 4, 6, 8, 10, 12, 14],
            1.5,
            (i) => [[1, 0], [1], [2], [1], [1, 0], [3], [1], [2]][i]!,
            (i) => (i % 4 === 0 ? 1 : 0.7),
          );
    case "broken":
      return sparse
        ? hits([0, 8], 8, (i) => (i === 0 ? [0] : CHORD))
        : hits(
            [0, 4, 8, 12],
            [8, 4, 8, 4],
            (i) => (i % 2 === 0 ? [0] : [2, 3, 4]),
            (i) => (i % 2 === 0 ? 1 : 0.7),
          );
    case "block":
      return sparse
        ? hits([0], 16, () => CHORD)
        : hits(
            [0, 6, 10],
            [6, 4, 6],
            () => CHORD,
            (i) => [1, 0.7, 0.8][i]!,
          );
  }
}

/** A bar of bass: `tones` are semitones above the chord's root. */
export function bassHits(style: BassStyle): Hit[] {
  switch (style) {
    case "whole":
      return hits([0], 16, () => [0]);
    case "halves":
      return hits([0, 8], 8, (i) => [i === 0 ? 0 : 7]);
    case "pop":
      return hits(
        [0, 6, 8, 14],
        [5, 2, 5, 2],
        (i) => [[0, 0, 7, 12][i]!],
        (i) => (i % 2 === 0 ? 1 : 0.75),
      );
    case "pulse":
      return hits(
        [0, 2, 4, 6, 8, 10, 12, 14],
        1.5,
        () => [0],
        (i) => (i % 4 === 0 ? 1 : 0.7),
      );
  }
}

/** A bar of drums (General MIDI keys); `first` marks a section's downbeat, `fill` a bar leading into a fuller section. */
export function drumHits(style: DrumStyle, energy: number, first: boolean, fill: boolean): Hit[] {
  const eighths = [0, 2, 4, 6, 8, 10, 12, 14];
  const out: Hit[] = [];
  const put = (steps: number[], key: number, velocity: number | ((i: number) => number)) =>
    out.push(...hits(steps, 1, () => [key], typeof velocity === "number" ? () => velocity : velocity));
  switch (style) {
    case "pop":
      put([0, 8], KICK, 0.8);
      put(eighths, energy >= 3 ? CLOSED_HAT : SHAKER, (i) => (i % 2 === 1 ? 0.5 : 0.4));
      if (energy >= 3) put([4, 12], CLAP, 0.65);
      break;
    case "soft":
      put(energy >= 4 ? [0, 6, 8] : energy >= 3 ? [0, 8, 10] : [0], KICK, energy >= 4 ? 0.85 : 0.65);
      if (energy >= 3) put(eighths, CLOSED_HAT, energy >= 4 ? 0.5 : 0.38);
      put(energy >= 3 ? [4, 12] : [12], energy >= 4 ? SNARE : SIDE_STICK, energy >= 4 ? 0.7 : 0.5);
      break;
    case "brush":
      if (energy >= 3) {
        put([0, 10], KICK, 0.5);
        put([4, 12], SNARE, 0.5);
        put(eighths, CLOSED_HAT, 0.3);
      }
      break;
    case "heartbeat":
      put(energy >= 3 ? [0, 3, 8, 11] : [0, 3], KICK, (i) => (i % 2 === 0 ? 0.75 : 0.5));
      if (energy >= 4) put([4, 12], TOMS[3]!, 0.5);
      break;
  }
  if (first && energy >= 3 && (style === "pop" || style === "soft")) put([0], CRASH, 0.6);
  if (fill) {
    const kept = out.filter((hit) => hit.step < 12);
    return [
      ...kept,
      ...hits(
        [12, 13, 14, 15],
        1,
        (i) => [TOMS[i]!],
        (i) => 0.5 + 0.08 * i,
      ),
    ];
  }
  return out;
}
