import type { Genre, Mood, SocialPlatform } from "@common/video-options";

/**
 * Wording and pacing per genre and mood. Every line the writer adds is a complete sentence. Lines that take a
 * subject get the story's own ("my grandma Rosa and the sandcastle"); the others name nothing at all, so with
 * addDetails off nothing enters the script that the story lacks (a test checks the nouns).
 */
type Line = (subject: string) => string;

/** The thing a title names: "Sleeve" as a word, "the Sleeve" or "Santorini" as the story says it. */
export type TitleThing = { name: string; the: string; proper: boolean };

type GenreTone = {
  wpmShift: number;
  pauseShiftMs: number;
  /** Enhanced narration splits sentences longer than this at clause joints. */
  maxSentenceWords: number;
  hooks: Line[];
  /** For a subject that includes the author ("my sister and me"), where a hook like "I still think about…" fails. */
  pairHook?: Line;
  /** When the story names nothing a hook could point at ("I fell off"). */
  bareHook: string;
  /**
   * Sentence adverbs put before a story sentence: they join without claiming anything the story does not say
   * beyond "this came next".
   */
  transitions: string[];
  /** Knowing adverbs ("Of course,") that comment on something going wrong: only before a mishap (see mishaps.ts). */
  mishapTransitions: string[];
  closings: Line[];
  bareClosing: string;
  /** Scenes added before a story too short for three scenes of its own. */
  setups: [string, string];
  misdirection: string;
  trendHook: string;
  revealLabel: string;
  title: (person: string | undefined, thing: TitleThing | undefined) => string | undefined;
  /** For a sad story: lines to use instead of those that would claim it was fun ("…without laughing"). */
  sombre?: Partial<Pick<GenreTone, "closings" | "setups">>;
};

type MoodTone = {
  wordsPerMinute: number;
  pauseMs: number;
  hookTail: string;
  closingTail: string;
  /** A scene added after a story too short for three scenes of its own. */
  aftermath: string;
  sentenceShift: number;
  /** For a sad story: lines to use instead of those that would claim it was a glad one ("It still makes me smile."). */
  sombre?: Partial<Pick<MoodTone, "hookTail" | "closingTail" | "aftermath">>;
};

export const GENRE_TONES: Record<Genre, GenreTone> = {
  comedy: {
    wpmShift: 5,
    pauseShiftMs: -50,
    maxSentenceWords: 12,
    hooks: [(s) => `Let me tell you about ${s}.`, (s) => `You will not believe what happened with ${s}.`],
    bareHook: "Let me tell you what happened.",
    transitions: ["And then,", "Before long,"],
    mishapTransitions: ["Naturally,", "Of course,"],
    closings: [(s) => `And that is what happened with ${s}.`, (s) => `I still cannot think about ${s} without laughing.`],
    bareClosing: "And that is what happened.",
    setups: ["It all seemed simple enough.", "It was supposed to be easy."],
    misdirection: "What happened next, I did not see coming.",
    trendHook: "Wait for it.",
    revealLabel: "Plot twist:",
    title: (p, t) => (p && t ? `${p} vs. ${t.the}` : t ? `The ${t.name} Situation` : p),
    sombre: {
      closings: [(s) => `And that is what happened with ${s}.`],
      setups: ["Here is how it went.", "It happened like this."],
    },
  },
  drama: {
    wpmShift: -5,
    pauseShiftMs: 100,
    maxSentenceWords: 14,
    hooks: [(s) => `I still think about ${s}.`, (s) => `It started with ${s}.`],
    pairHook: (s) => `It started with ${s}.`,
    bareHook: "I still think about what happened.",
    transitions: ["Then,", "After that,", "And then,"],
    mishapTransitions: [],
    closings: [(s) => `I will never forget ${s}.`, (s) => `I still think about ${s}.`],
    bareClosing: "I will never forget it.",
    setups: ["I remember it clearly.", "It began quietly enough."],
    misdirection: "What happened next, I did not expect.",
    trendHook: "Wait. Listen.",
    revealLabel: "And then:",
    title: (p, t) => (p && t ? `${p} and ${t.the}` : t ? t.the : p),
  },
  adventure: {
    wpmShift: 5,
    pauseShiftMs: 0,
    maxSentenceWords: 12,
    hooks: [(s) => `It all began with ${s}.`, (s) => `This is how it went with ${s}.`],
    bareHook: "This is how it went.",
    transitions: ["Next,", "Soon,", "Then,"],
    mishapTransitions: [],
    closings: [(s) => `And that is how it went with ${s}.`],
    bareClosing: "And that is how it went.",
    setups: ["It started out simply enough.", "I did not know what was coming."],
    misdirection: "And then it all turned around.",
    trendHook: "Stop scrolling.",
    revealLabel: "Then:",
    title: (p, t) => (p && t ? `${p} and ${t.proper ? t.the : `the Great ${t.name}`}` : t ? `Quest for ${t.the}` : p),
  },
  action: {
    wpmShift: 10,
    pauseShiftMs: -150,
    maxSentenceWords: 8,
    hooks: [(s) => `It all kicked off with ${s}.`, (s) => `Hold on, because it starts with ${s}.`],
    bareHook: "Hold on, because this happened fast.",
    transitions: ["Then,", "Right then,", "Next,"],
    mishapTransitions: [],
    closings: [() => "And just like that, it was over."],
    bareClosing: "And just like that, it was over.",
    setups: ["I did not see it coming.", "It all happened fast."],
    misdirection: "And then it all changed.",
    trendHook: "Don't blink.",
    revealLabel: "Then:",
    title: (p, t) => (t ? t.the : p),
  },
  romance: {
    wpmShift: -5,
    pauseShiftMs: 50,
    maxSentenceWords: 16,
    hooks: [(s) => `It began, softly, with ${s}.`, (s) => `Let me tell you about ${s}.`],
    bareHook: "It began softly.",
    transitions: ["And then,", "After that,", "Before long,"],
    mishapTransitions: [],
    closings: [(s) => `And that is how it began, with ${s}.`],
    bareClosing: "And that is how it began.",
    setups: ["It began quietly.", "I did not expect any of it."],
    misdirection: "I thought I knew where this was going.",
    trendHook: "Okay, wait.",
    revealLabel: "And then:",
    title: (p, t) => (p && t ? `${p}, ${t.the}, and Me` : t ? t.the : p),
  },
  horror: {
    wpmShift: -5,
    pauseShiftMs: 200,
    maxSentenceWords: 10,
    hooks: [(s) => `Listen closely. It starts with ${s}.`, (s) => `Don't look away from ${s}.`],
    bareHook: "Listen closely.",
    transitions: ["Then,", "And then,", "Before long,"],
    mishapTransitions: [],
    closings: [(s) => `Remember ${s}. Sleep tight.`],
    bareClosing: "Sleep tight.",
    setups: ["At first, it all seemed normal.", "It was calm, at first."],
    misdirection: "I was not ready for what came next.",
    trendHook: "Don't scroll.",
    revealLabel: "And then…",
    title: (p, t) => (t ? t.the : p),
  },
  "sci-fi": {
    wpmShift: 0,
    pauseShiftMs: 50,
    maxSentenceWords: 12,
    hooks: [(s) => `Strange, but true: it started with ${s}.`, (s) => `It started, strangely, with ${s}.`],
    bareHook: "What happened is hard to explain.",
    transitions: ["Then,", "Next,"],
    mishapTransitions: ["Strangely,"],
    closings: [(s) => `Make of ${s} what you will.`],
    bareClosing: "Make of it what you will.",
    setups: ["I still cannot explain what happened next.", "It all looked perfectly normal."],
    misdirection: "What came next was hard to believe.",
    trendHook: "Wait. Watch this.",
    revealLabel: "Anomaly:",
    title: (p, t) => (t ? `The ${t.name} Anomaly` : p),
  },
  fantasy: {
    wpmShift: 0,
    pauseShiftMs: 50,
    maxSentenceWords: 14,
    hooks: [(s) => `Once, not so long ago, there was ${s}.`, (s) => `Once, there was ${s}.`],
    pairHook: (s) => `Once, not so long ago, it began with ${s}.`,
    bareHook: "Once, not so long ago, this happened.",
    transitions: ["And so,", "Then,"],
    mishapTransitions: ["Somehow,"],
    closings: [(s) => `And so it ended, with ${s}.`],
    bareClosing: "And so it ended.",
    setups: ["It began quietly enough.", "I did not expect what came next."],
    misdirection: "And then it all changed.",
    trendHook: "Stop scrolling.",
    revealLabel: "And then:",
    title: (p, t) => (t ? `The Tale of ${t.the}` : p),
  },
};

export const MOOD_TONES: Record<Mood, MoodTone> = {
  happy: {
    wordsPerMinute: 165,
    pauseMs: 300,
    hookTail: "It still makes me smile.",
    closingTail: "I would not change it.",
    aftermath: "I tell it whenever I can.",
    sentenceShift: 0,
    sombre: { hookTail: "I still remember it.", closingTail: "It stays with me.", aftermath: "I think about it often." },
  },
  nostalgic: {
    wordsPerMinute: 145,
    pauseMs: 700,
    hookTail: "I can still see it.",
    closingTail: "I would go back if I could.",
    aftermath: "I think about it often.",
    sentenceShift: 2,
    sombre: { closingTail: "It stays with me." },
  },
  suspenseful: {
    wordsPerMinute: 145,
    pauseMs: 850,
    hookTail: "Stay with me.",
    closingTail: "Think about that.",
    aftermath: "I still cannot quite explain it.",
    sentenceShift: -2,
  },
  inspirational: {
    wordsPerMinute: 155,
    pauseMs: 500,
    hookTail: "Stick around for how it turns out.",
    closingTail: "Keep going. It pays off.",
    sombre: { closingTail: "Keep going anyway." },
    aftermath: "It taught me more than I expected.",
    sentenceShift: 0,
  },
  reflective: {
    wordsPerMinute: 140,
    pauseMs: 800,
    hookTail: "I have thought about it ever since.",
    closingTail: "It is funny what stays with you.",
    aftermath: "It stayed with me.",
    sentenceShift: 2,
  },
};

/** The genre's wording for this story: a sad story gets the genre's sombre lines where it has them. */
export function genreTone(genre: Genre, sombre: boolean): GenreTone {
  const tone = GENRE_TONES[genre];
  return sombre && tone.sombre ? { ...tone, ...tone.sombre } : tone;
}

/** The mood's wording for this story: a sad story gets the mood's sombre lines where its own would contradict it. */
export function moodTone(mood: Mood, sombre: boolean): MoodTone {
  const tone = MOOD_TONES[mood];
  return sombre && tone.sombre ? { ...tone, ...tone.sombre } : tone;
}

/** The scroll-stopper said in the first second when optimizeForTrends is on; LinkedIn gets a calmer opener. */
export function trendHook(genre: Genre, platform: SocialPlatform): string {
  return platform === "linkedin" ? "This one is short, true and useful." : GENRE_TONES[genre].trendHook;
}

export function speakingRate(genre: Genre, mood: Mood): number {
  return MOOD_TONES[mood].wordsPerMinute + GENRE_TONES[genre].wpmShift;
}

export function scenePauseMs(genre: Genre, mood: Mood): number {
  return Math.max(150, MOOD_TONES[mood].pauseMs + GENRE_TONES[genre].pauseShiftMs);
}

export function maxSentenceWords(genre: Genre, mood: Mood): number {
  return GENRE_TONES[genre].maxSentenceWords + MOOD_TONES[mood].sentenceShift;
}
