import type { Mood } from "@common/video-options";

/** A General MIDI sound: program 0-127 and the bank of its variation (the ukulele is bank 8 of the nylon guitar). */
export type Instrument = { bank: number; program: number };

/** How the chord instrument plays a bar; see `keysHits` in arrange.ts. */
export type KeysStyle = "strum" | "arpeggio" | "bounce" | "pulse" | "broken" | "block";
export type BassStyle = "whole" | "halves" | "pop" | "pulse";
export type DrumStyle = "pop" | "soft" | "brush" | "heartbeat";

export type MoodPalette = {
  bpm: [number, number];
  /** Pitch classes of the keys the mood may be in (0 = C). */
  tonics: number[];
  minor: boolean;
  /** Four-bar progressions in Roman numerals (see harmony.ts); a video uses two of them, for its A and B sections. */
  progressions: string[][];
  /** The chord instrument, the styles it may play and the lowest note of its chords. */
  keys: { instrument: Instrument; styles: KeysStyle[]; low: number }[];
  pads: Instrument[];
  basses: { instrument: Instrument; styles: BassStyle[] }[];
  /** A melody instrument, playing from `leadFrom` energy up. */
  leads: Instrument[];
  leadFrom: number;
  drums?: { kits: number[]; style: DrumStyle };
  /** A low hit (timpani) on the downbeat of full sections. */
  accent?: Instrument;
  /** Energy of body section `index` of `count`: 1 sparse, 2 steady, 3 full, 4 everything. */
  energy: (index: number, count: number) => number;
  /** Reverb send, 0-127. */
  reverb: number;
};

const gm = (program: number, bank = 0): Instrument => ({ bank, program });
const PIANO = gm(0);
const MELLOW_PIANO = gm(0, 8);
const ELECTRIC_PIANO = gm(4);
const CELESTA = gm(8);
const GLOCKENSPIEL = gm(9);
const MUSIC_BOX = gm(10);
const VIBRAPHONE = gm(11);
const MARIMBA = gm(12);
const XYLOPHONE = gm(13);
const NYLON_GUITAR = gm(24);
const UKULELE = gm(24, 8);
const STEEL_GUITAR = gm(25);
const ACOUSTIC_BASS = gm(32);
const FINGERED_BASS = gm(33);
const CELLO = gm(42);
const CONTRABASS = gm(43);
const TREMOLO_STRINGS = gm(44);
const PIZZICATO = gm(45);
const HARP = gm(46);
const TIMPANI = gm(47);
const STRINGS = gm(48);
const SLOW_STRINGS = gm(49);
const CHOIR = gm(52);
const FRENCH_HORNS = gm(60);
const FLUTE = gm(73);
const WARM_PAD = gm(89);
const HALO_PAD = gm(94);
const STANDARD_KIT = 0;
const ROOM_KIT = 8;
const BRUSH_KIT = 40;

/** Rises from 2 to 4 across the video: the build of a story that lands. */
const build = (index: number, count: number) => 2 + Math.round((2 * index) / Math.max(1, count - 1));

export const PALETTES: Record<Mood, MoodPalette> = {
  happy: {
    bpm: [104, 124],
    tonics: [0, 2, 5, 7, 9, 10],
    minor: false,
    progressions: [
      ["I", "V", "vi", "IV"],
      ["I", "IV", "V", "IV"],
      ["I", "vi", "IV", "V"],
      ["IV", "I", "V", "vi"],
      ["I", "iii", "IV", "V"],
      ["vi", "IV", "I", "V"],
    ],
    keys: [
      { instrument: UKULELE, styles: ["strum"], low: 60 },
      { instrument: NYLON_GUITAR, styles: ["strum", "arpeggio"], low: 52 },
      { instrument: STEEL_GUITAR, styles: ["strum"], low: 52 },
      { instrument: MARIMBA, styles: ["bounce", "arpeggio"], low: 60 },
      { instrument: PIZZICATO, styles: ["bounce"], low: 55 },
    ],
    pads: [STRINGS, WARM_PAD],
    basses: [
      { instrument: ACOUSTIC_BASS, styles: ["pop", "halves"] },
      { instrument: FINGERED_BASS, styles: ["pop"] },
      { instrument: PIZZICATO, styles: ["halves"] },
    ],
    leads: [GLOCKENSPIEL, XYLOPHONE, FLUTE, MARIMBA],
    leadFrom: 3,
    drums: { kits: [STANDARD_KIT, ROOM_KIT], style: "pop" },
    energy: (index, count) => (index === count - 1 || index % 2 === 1 ? 3 : 2),
    reverb: 40,
  },
  nostalgic: {
    bpm: [68, 84],
    tonics: [3, 5, 7, 10, 2],
    minor: false,
    progressions: [
      ["Imaj7", "vi7", "IVmaj7", "V"],
      ["I", "iii", "IV", "iv"],
      ["IVmaj7", "iii7", "ii7", "Imaj7"],
      ["I", "vi7", "ii7", "V7"],
      ["Imaj7", "IVmaj7", "iv", "I"],
    ],
    keys: [
      { instrument: PIANO, styles: ["arpeggio", "broken"], low: 55 },
      { instrument: MELLOW_PIANO, styles: ["arpeggio", "broken"], low: 55 },
      { instrument: ELECTRIC_PIANO, styles: ["broken", "block"], low: 55 },
      { instrument: NYLON_GUITAR, styles: ["arpeggio"], low: 52 },
      { instrument: HARP, styles: ["arpeggio"], low: 55 },
    ],
    pads: [SLOW_STRINGS, WARM_PAD, STRINGS],
    basses: [
      { instrument: ACOUSTIC_BASS, styles: ["halves", "whole"] },
      { instrument: CELLO, styles: ["whole"] },
    ],
    leads: [MUSIC_BOX, CELESTA, VIBRAPHONE, FLUTE],
    leadFrom: 2,
    drums: { kits: [BRUSH_KIT], style: "brush" },
    energy: (index) => (index % 3 === 2 ? 3 : 2),
    reverb: 70,
  },
  suspenseful: {
    bpm: [84, 100],
    tonics: [9, 2, 4, 1, 6],
    minor: true,
    progressions: [
      ["i", "i", "bVI", "V"],
      ["i", "bVI", "iv", "V"],
      ["i", "iv", "i", "V"],
      ["i", "bII", "i", "V"],
      ["i", "bVII", "bVI", "V"],
    ],
    keys: [
      { instrument: PIZZICATO, styles: ["pulse"], low: 45 },
      { instrument: PIANO, styles: ["pulse", "arpeggio"], low: 45 },
      { instrument: HARP, styles: ["pulse"], low: 45 },
    ],
    pads: [TREMOLO_STRINGS, SLOW_STRINGS],
    basses: [
      { instrument: CONTRABASS, styles: ["whole", "pulse"] },
      { instrument: CELLO, styles: ["pulse"] },
    ],
    leads: [CELESTA, GLOCKENSPIEL],
    leadFrom: 3,
    drums: { kits: [STANDARD_KIT, ROOM_KIT], style: "heartbeat" },
    accent: TIMPANI,
    energy: build,
    reverb: 60,
  },
  inspirational: {
    bpm: [88, 104],
    tonics: [2, 0, 3, 5, 7],
    minor: false,
    progressions: [
      ["IV", "I", "V", "vi"],
      ["vi", "IV", "I", "V"],
      ["I", "V", "vi", "IV"],
      ["I", "Vsus4", "vi", "IV"],
      ["IV", "V", "vi", "I"],
    ],
    keys: [
      { instrument: PIANO, styles: ["arpeggio", "pulse"], low: 55 },
      { instrument: HARP, styles: ["arpeggio"], low: 55 },
      { instrument: STEEL_GUITAR, styles: ["strum", "arpeggio"], low: 52 },
    ],
    pads: [STRINGS, SLOW_STRINGS, CHOIR],
    basses: [
      { instrument: CONTRABASS, styles: ["halves", "whole"] },
      { instrument: ACOUSTIC_BASS, styles: ["halves", "pop"] },
    ],
    leads: [FRENCH_HORNS, FLUTE, GLOCKENSPIEL],
    leadFrom: 3,
    drums: { kits: [STANDARD_KIT, ROOM_KIT], style: "soft" },
    accent: TIMPANI,
    energy: build,
    reverb: 55,
  },
  reflective: {
    bpm: [56, 70],
    tonics: [4, 11, 1, 6, 9],
    minor: true,
    progressions: [
      ["i", "bVI", "bIII", "bVII"],
      ["i", "iv", "bVI", "i"],
      ["bVI", "bVII", "i", "i"],
      ["i", "bVII", "bVI", "bVII"],
      ["i", "bIIImaj7", "iv7", "bVImaj7"],
    ],
    keys: [
      { instrument: PIANO, styles: ["broken", "block", "arpeggio"], low: 55 },
      { instrument: MELLOW_PIANO, styles: ["broken", "arpeggio"], low: 55 },
      { instrument: ELECTRIC_PIANO, styles: ["block", "broken"], low: 55 },
      { instrument: HARP, styles: ["arpeggio"], low: 55 },
    ],
    pads: [WARM_PAD, HALO_PAD, SLOW_STRINGS],
    basses: [
      { instrument: CELLO, styles: ["whole"] },
      { instrument: ACOUSTIC_BASS, styles: ["whole"] },
    ],
    leads: [VIBRAPHONE, FLUTE, CELESTA],
    leadFrom: 2,
    energy: (index) => (index % 3 === 0 ? 1 : 2),
    reverb: 80,
  },
};
