import type { Mood } from "@common/video-options";
import { type Chord, parseChord, placeIn, scaleNotes, voicing } from "./harmony";
import { type DrumStyle, type Instrument, PALETTES } from "./palettes";
import { ARPEGGIO_ORDERS, bassHits, CRASH, drumHits, KICK, keysHits } from "./patterns";
import { type Random, seededRandom } from "../../kit/random";

/** One MIDI channel of the arrangement and how it sits in the mix (MIDI controller values 0-127). */
export type Part = Instrument & { channel: number; drums: boolean; volume: number; pan: number; reverb: number };
export type Note = { time: number; length: number; channel: number; key: number; velocity: number };
export type Section = { start: number; bars: number; energy: number };
export type Arrangement = {
  bpm: number;
  tonic: number;
  minor: boolean;
  sections: Section[];
  parts: Part[];
  notes: Note[];
};

/** Sixteenth steps in a bar of 4/4. */
const STEPS = 16;
/**
 * The final chord rings this long before the video ends; the fade-out takes its last part. It lands under the end
 * card, which the music carries: with 3 s (and a 2 s fade) the end card of a short video was mostly a decaying chord,
 * 30 dB under the speech where the pauses were 13 (bench:mix, smart-fridge, 2026-11-26); the pad holds it up.
 */
const TAIL = 2;
/** A MIDI channel per part; 9 is General MIDI's drum channel. */
const KEYS = 0;
const PAD = 1;
const BASS = 2;
const LEAD = 3;
const ACCENT = 4;
const DRUMS = 9;

/** Two-bar melody rhythms, in sixteenth steps. */
const MOTIF_RHYTHMS = [
  [0, 4, 8, 12, 16, 24],
  [0, 6, 8, 12, 16, 20, 24],
  [0, 2, 4, 8, 16, 18, 20, 24],
  [0, 8, 12, 16, 24, 28],
  [4, 6, 8, 12, 20, 22, 24],
];

type Motif = { steps: number[]; moves: number[] };

/**
 * Writes the background music for a video as notes: the mood's palette gives the instruments, tempo
 * range, keys, progressions and rhythms, and the seed chooses among them, so each story gets its own
 * arrangement and the same story always the same one. The bars are stretched to fill `seconds`
 * exactly: sections of rising and falling energy (instruments enter and leave) over two alternating
 * progressions, then a final tonic chord that rings out under the fade.
 */
export function arrange(mood: Mood, seconds: number, seed: number): Arrangement {
  const palette = PALETTES[mood];
  const rng = seededRandom(seed);
  const tonic = 48 + rng.pick(palette.tonics);
  const [progressionA, progressionB] = twoOf(palette.progressions, rng).map((symbols) => symbols.map(parseChord));
  const keys = rng.pick(palette.keys);
  const keysStyle = rng.pick(keys.styles);
  const order = rng.pick(ARPEGGIO_ORDERS);
  const pad = rng.pick(palette.pads);
  const bass = rng.pick(palette.basses);
  const bassStyle = rng.pick(bass.styles);
  const lead = rng.pick(palette.leads);
  const kit = palette.drums ? rng.pick(palette.drums.kits) : undefined;
  const motifs = { A: motif(rng), B: motif(rng) };

  const tail = Math.min(TAIL, seconds * 0.2);
  const body = seconds - tail;
  const barCount = fitBars(body, rng.int(palette.bpm[0], palette.bpm[1]), palette.bpm);
  const bar = body / barCount;
  const step = bar / STEPS;
  const sections = plan(barCount, bar, palette.energy);

  const notes: Note[] = [];
  const add = (time: number, steps: number, channel: number, key: number, velocity: number, jitter = 0.008) => {
    const at = Math.max(0, time + (rng.next() - 0.5) * 2 * jitter);
    notes.push({
      time: at,
      length: Math.min(steps * step, seconds - at),
      channel,
      key,
      velocity: Math.max(1, Math.min(127, Math.round(velocity + rng.int(-5, 5)))),
    });
  };

  const playKeys = (start: number, chord: Chord, energy: number) => {
    const tones = keysTones(chord, tonic, keys.low);
    for (const hit of keysHits(keysStyle, energy, order)) {
      const chosen = hit.tones.map((index) => tones[index % tones.length]!);
      const ordered = hit.strum === "up" ? [...chosen].reverse() : chosen;
      ordered.forEach((key, i) =>
        add(
          start + hit.step * step + (hit.strum ? i * 0.014 : 0),
          hit.length,
          KEYS,
          key,
          (62 + 6 * energy) * hit.velocity,
        ),
      );
    }
  };
  const playBass = (start: number, chord: Chord, energy: number) => {
    const root = placeIn(tonic + chord.root, 33);
    // The busy pop figure waits for the full sections.
    for (const hit of bassHits(energy >= 3 || bassStyle !== "pop" ? bassStyle : "halves"))
      add(start + hit.step * step, hit.length, BASS, root + hit.tones[0]!, 84 * hit.velocity);
  };
  // The motif spans two bars; each bar plays its half over its own chord, starting near the same pitch.
  const playLead = (start: number, chord: Chord, shape: Motif, from: number) => {
    const available = melodyNotes(chord, tonic, palette.minor);
    let index = -1;
    shape.steps.forEach((at, i) => {
      if (at < from || at >= from + STEPS) return;
      index = index < 0 ? nearest(available, 74) : Math.max(0, Math.min(available.length - 1, index + shape.moves[i]!));
      // Downbeats land on a chord tone.
      const key = at % 8 === 0 ? nearestTone(available[index]!, chord, tonic) : available[index]!;
      const end = shape.steps[i + 1] ?? 2 * STEPS;
      add(start + (at - from) * step, Math.min(8, end - at), LEAD, key, 66);
    });
  };
  const playDrums = (start: number, style: DrumStyle, energy: number, first: boolean, fill: boolean) => {
    for (const hit of drumHits(style, energy, first, fill))
      add(start + hit.step * step, 1, DRUMS, hit.tones[0]!, 100 * hit.velocity, 0.004);
  };

  sections.forEach((section, s) => {
    // The intro and the first, third, ... body sections play A; the others B.
    const useA = s === 0 || s % 2 === 1;
    const progression = useA ? progressionA! : progressionB!;
    const shape = useA ? motifs.A : motifs.B;
    const rising = (sections[s + 1]?.energy ?? 0) > section.energy;
    for (let b = 0; b < section.bars; b++) {
      const start = section.start + b * bar;
      const chord = progression[b % progression.length]!;
      const energy = section.energy;
      playKeys(start, chord, energy);
      for (const key of padTones(chord, tonic, energy)) add(start, STEPS, PAD, key, 52 + 5 * energy, 0);
      if (energy >= 2) playBass(start, chord, energy);
      if (energy >= palette.leadFrom) playLead(start, chord, shape, (b % 2) * STEPS);
      if (palette.drums && energy >= 2)
        playDrums(start, palette.drums.style, energy, b === 0, rising && b === section.bars - 1);
      if (palette.accent && energy >= 3 && (b === 0 || energy >= 4))
        add(start, 8, ACCENT, placeIn(tonic + chord.root, 40), 92);
    }
  });

  // The final tonic chord: everything that played in the last section lands on it together.
  const home = parseChord(palette.minor ? "i" : "I");
  const lastEnergy = sections.at(-1)!.energy;
  const ring = tail / step;
  // The low root, the chord and its top note doubled: five notes, which a guitar can strum too.
  keysTones(home, tonic, keys.low)
    .slice(0, 5)
    .forEach((key, i) => add(body + (keysStyle === "strum" ? i * 0.014 : 0), ring, KEYS, key, 78, 0));
  for (const key of padTones(home, tonic, lastEnergy)) add(body, ring, PAD, key, 76, 0);
  if (lastEnergy >= 2) add(body, ring, BASS, placeIn(tonic, 33), 84, 0);
  const homeTones = voicing(home, tonic, 67);
  if (lastEnergy >= palette.leadFrom) add(body, ring, LEAD, homeTones[nearest(homeTones, 74)]!, 66, 0);
  if (palette.drums && lastEnergy >= 2 && palette.drums.style !== "brush")
    add(body, 1, DRUMS, palette.drums.style === "heartbeat" ? KICK : CRASH, 70, 0);
  if (palette.accent && lastEnergy >= 3) add(body, ring, ACCENT, placeIn(tonic, 40), 96, 0);

  const reverb = palette.reverb;
  const parts: Part[] = [
    { ...keys.instrument, channel: KEYS, drums: false, volume: 100, pan: 46, reverb },
    { ...pad, channel: PAD, drums: false, volume: 78, pan: 82, reverb },
    { ...bass.instrument, channel: BASS, drums: false, volume: 100, pan: 64, reverb: Math.round(reverb / 3) },
    { ...lead, channel: LEAD, drums: false, volume: 80, pan: 76, reverb },
    ...(palette.accent ? [{ ...palette.accent, channel: ACCENT, drums: false, volume: 96, pan: 58, reverb }] : []),
    ...(kit !== undefined
      ? [{ bank: 0, program: kit, channel: DRUMS, drums: true, volume: 90, pan: 64, reverb: Math.round(reverb / 2) }]
      : []),
  ];
  const used = new Set(notes.map((note) => note.channel));
  return {
    bpm: 240 / bar,
    tonic,
    minor: palette.minor,
    sections,
    parts: parts.filter((part) => used.has(part.channel)),
    notes,
  };
}

/**
 * How many bars fill `body` seconds near the wanted tempo: the whole bars on either side of it,
 * preferring a count whose stretched tempo stays inside the mood's range.
 */
function fitBars(body: number, bpm: number, [low, high]: [number, number]): number {
  const exact = (body * bpm) / 240;
  const candidates = [Math.floor(exact), Math.ceil(exact)].filter((bars) => bars >= 2);
  if (candidates.length === 0) return 2;
  const outside = (bars: number) => {
    const stretched = (240 * bars) / body;
    return Math.max(0, low - stretched, stretched - high);
  };
  return candidates.sort((a, b) => outside(a) - outside(b) || Math.abs(a - exact) - Math.abs(b - exact))[0]!;
}

/** An intro of one or two sparse bars, then sections of four bars; the last takes the remainder. */
function plan(barCount: number, bar: number, energy: (index: number, count: number) => number): Section[] {
  const intro = barCount >= 10 ? 2 : 1;
  const lengths: number[] = [];
  for (let left = barCount - intro; left > 0; ) {
    const length = left <= 5 ? left : 4;
    lengths.push(length);
    left -= length;
  }
  const sections: Section[] = [{ start: 0, bars: intro, energy: 1 }];
  let at = intro;
  lengths.forEach((bars, index) => {
    sections.push({ start: at * bar, bars, energy: energy(index, lengths.length) });
    at += bars;
  });
  return sections;
}

function twoOf<T>(items: readonly T[], rng: Random): [T, T] {
  const first = rng.int(0, items.length - 1);
  const second = (first + rng.int(1, items.length - 1)) % items.length;
  return [items[first]!, items[second]!];
}

function motif(rng: Random): Motif {
  const steps = rng.pick(MOTIF_RHYTHMS);
  return { steps, moves: steps.map(() => rng.pick([-2, -1, -1, 1, 1, 2, 0])) };
}

/** The chord for the chord instrument: its root an octave below, the chord, and the chord an octave up. */
function keysTones(chord: Chord, tonic: number, low: number): number[] {
  const tones = voicing(chord, tonic, low);
  return [placeIn(tonic + chord.root, low - 12), ...tones, ...tones.map((key) => key + 12)];
}

function padTones(chord: Chord, tonic: number, energy: number): number[] {
  const tones = voicing(chord, tonic, 52);
  return energy >= 3 ? [...tones, tones[0]! + 12] : tones;
}

/**
 * The scale notes a melody may use over a chord: the chord's own tones, and the scale's other notes
 * except those a semitone from a chord tone, which would rub against the harmony under a voice.
 */
function melodyNotes(chord: Chord, tonic: number, minor: boolean): number[] {
  const chordClasses = chord.intervals.map((interval) => (tonic + chord.root + interval) % 12);
  const clash = (key: number) => chordClasses.some((pc) => (key - pc + 12) % 12 === 1 || (pc - key + 12) % 12 === 1);
  const scale = scaleNotes(tonic, minor, 62, 88).filter((key) => !clash(key % 12) || chordClasses.includes(key % 12));
  const chordNotes = Array.from({ length: 27 }, (_, i) => 62 + i).filter((key) => chordClasses.includes(key % 12));
  return [...new Set([...scale, ...chordNotes])].sort((a, b) => a - b);
}

function nearest(sorted: number[], target: number): number {
  let best = 0;
  sorted.forEach((value, i) => {
    if (Math.abs(value - target) < Math.abs(sorted[best]! - target)) best = i;
  });
  return best;
}

function nearestTone(key: number, chord: Chord, tonic: number): number {
  for (let distance = 0; distance < 12; distance++) {
    for (const candidate of [key - distance, key + distance]) {
      if (chord.intervals.some((interval) => (candidate - (tonic + chord.root + interval)) % 12 === 0))
        return candidate;
    }
  }
  return key;
}
