import type { Genre, Mood, SocialPlatform } from "../../common/video-options";
import { capitalise } from "./text";

/**
 * Wording and pacing per genre and mood. Every template takes the story's own subject ("the sandcastle",
 * "Grandma") and adds no noun of its own, so with addDetails off nothing enters the script that the story lacks.
 */
type Line = (subject: string) => string;

type GenreTone = {
  wpmShift: number;
  pauseShiftMs: number;
  /** Enhanced narration cuts sentences longer than this into short ones. */
  maxSentenceWords: number;
  hooks: Line[];
  transitions: string[];
  closings: Line[];
  misdirections: Line[];
  trendHook: string;
  revealLabel: string;
  title: (person: string | undefined, thing: string | undefined) => string | undefined;
};

type MoodTone = { wordsPerMinute: number; pauseMs: number; hookTail: string; closingTail: string; detail: Line; sentenceShift: number };

export const GENRE_TONES: Record<Genre, GenreTone> = {
  comedy: {
    wpmShift: 5,
    pauseShiftMs: -50,
    maxSentenceWords: 12,
    hooks: [(s) => `Let me tell you about ${s}.`, (s) => `I was not ready for ${s}.`, (s) => `So. ${capitalise(s)}. This went sideways fast.`],
    transitions: ["Naturally,", "Of course,", "And then,"],
    closings: [(s) => `So yes. ${capitalise(s)}. Unbelievable.`, (s) => `And that was ${s}. Classic.`],
    misdirections: [(s) => `Totally normal, right? Just ${s}.`],
    trendHook: "Wait for it.",
    revealLabel: "Plot twist:",
    title: (p, t) => (p && t ? `${p} vs. the ${t}` : t ? `The ${t} Situation` : p),
  },
  drama: {
    wpmShift: -5,
    pauseShiftMs: 100,
    maxSentenceWords: 14,
    hooks: [(s) => `I still think about ${s}.`, (s) => `It started with ${s}.`],
    transitions: ["Then", "And yet,", "Still,"],
    closings: [(s) => `That was ${s}. I won't forget it.`, (s) => `And that was ${s}.`],
    misdirections: [(s) => `It seemed simple enough. Just ${s}.`],
    trendHook: "Wait. Listen.",
    revealLabel: "And then:",
    title: (p, t) => (p && t ? `${p} and the ${t}` : t ? `The ${t}` : p),
  },
  adventure: {
    wpmShift: 5,
    pauseShiftMs: 0,
    maxSentenceWords: 12,
    hooks: [(s) => `It all began with ${s}.`, (s) => `Ready? It starts with ${s}.`],
    transitions: ["Next,", "Soon,", "Then,"],
    closings: [(s) => `And that was ${s}. On we went.`],
    misdirections: [(s) => `Easy so far. Just ${s}.`],
    trendHook: "Stop scrolling.",
    revealLabel: "Then:",
    title: (p, t) => (p && t ? `${p} and the Great ${t}` : t ? `Quest for the ${t}` : p),
  },
  action: {
    wpmShift: 10,
    pauseShiftMs: -150,
    maxSentenceWords: 8,
    hooks: [(s) => `No warning. Just ${s}.`, (s) => `Hold on: ${s}.`],
    transitions: ["Suddenly,", "Fast:", "Then,"],
    closings: [(s) => `And just like that, it was over. ${capitalise(s)}.`],
    misdirections: [(s) => `All clear. Just ${s}. Or so it seemed.`],
    trendHook: "Don't blink.",
    revealLabel: "Then:",
    title: (p, t) => (t ? `The ${t}` : p),
  },
  romance: {
    wpmShift: -5,
    pauseShiftMs: 50,
    maxSentenceWords: 16,
    hooks: [(s) => `It began, softly, with ${s}.`, (s) => `I didn't see it coming: ${s}.`],
    transitions: ["And then,", "Softly,", "Slowly,"],
    closings: [(s) => `And that's how it began: ${s}.`],
    misdirections: [(s) => `I thought I knew where this was going. Just ${s}.`],
    trendHook: "Okay, wait.",
    revealLabel: "And then:",
    title: (p, t) => (p && t ? `${p}, the ${t}, and Me` : t ? `The ${t}` : p),
  },
  horror: {
    wpmShift: -5,
    pauseShiftMs: 200,
    maxSentenceWords: 10,
    hooks: [(s) => `Don't look away from ${s}.`, (s) => `Listen closely. It starts with ${s}.`],
    transitions: ["Then,", "Slowly,", "Quietly,"],
    closings: [(s) => `Remember ${s}. Sleep tight.`],
    misdirections: [(s) => `Calm, so far. Just ${s}.`],
    trendHook: "Don't scroll.",
    revealLabel: "And then…",
    title: (p, t) => (t ? `The ${t}` : p),
  },
  "sci-fi": {
    wpmShift: 0,
    pauseShiftMs: 50,
    maxSentenceWords: 12,
    hooks: [(s) => `Imagine ${s}, only weirder.`, (s) => `Strange, but true: ${s}.`],
    transitions: ["Then,", "Strangely,", "Meanwhile,"],
    closings: [(s) => `Make of it what you will: ${s}.`],
    misdirections: [(s) => `It all looked normal. Just ${s}.`],
    trendHook: "Wait, what?",
    revealLabel: "Anomaly:",
    title: (p, t) => (t ? `The ${t} Anomaly` : p),
  },
  fantasy: {
    wpmShift: 0,
    pauseShiftMs: 50,
    maxSentenceWords: 14,
    hooks: [(s) => `Once, not so long ago, there was ${s}.`, (s) => `Once, there was ${s}.`],
    transitions: ["And so,", "Then,", "Somehow,"],
    closings: [(s) => `And so it ended, with ${s}.`],
    misdirections: [(s) => `It seemed ordinary. Just ${s}.`],
    trendHook: "Stop scrolling.",
    revealLabel: "And then:",
    title: (p, t) => (t ? `The Tale of the ${t}` : p),
  },
};

export const MOOD_TONES: Record<Mood, MoodTone> = {
  happy: {
    wordsPerMinute: 165,
    pauseMs: 300,
    hookTail: "I still smile about it.",
    closingTail: "Still smiling about it.",
    detail: (s) => `${capitalise(s)}, bright and right there.`,
    sentenceShift: 0,
  },
  nostalgic: {
    wordsPerMinute: 145,
    pauseMs: 700,
    hookTail: "I can still see it.",
    closingTail: "I'd go back if I could.",
    detail: (s) => `I can still see ${s}, just as it was.`,
    sentenceShift: 2,
  },
  suspenseful: {
    wordsPerMinute: 145,
    pauseMs: 850,
    hookTail: "Stay with me.",
    closingTail: "Think about that.",
    detail: (s) => `${capitalise(s)}. Too quiet.`,
    sentenceShift: -2,
  },
  inspirational: {
    wordsPerMinute: 155,
    pauseMs: 500,
    hookTail: "Stick around for how it turns out.",
    closingTail: "Keep going. It pays off.",
    detail: (s) => `${capitalise(s)}, right there, waiting.`,
    sentenceShift: 0,
  },
  reflective: {
    wordsPerMinute: 140,
    pauseMs: 800,
    hookTail: "I've thought about it ever since.",
    closingTail: "Funny, what stays with you.",
    detail: (s) => `${capitalise(s)}, exactly as it was.`,
    sentenceShift: 2,
  },
};

/** The scroll-stopper said in the first second when optimizeForTrends is on; LinkedIn gets a calmer opener. */
export function trendHook(genre: Genre, platform: SocialPlatform): string {
  return platform === "linkedin" ? "Short, true, and useful." : GENRE_TONES[genre].trendHook;
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
