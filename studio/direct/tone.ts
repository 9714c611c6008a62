import type { Genre, Mood } from "@common/video-options";

/**
 * How a genre and a mood are heard: the narrator's pace, the breath between lines, how long a sentence may run when
 * enhancing, and the label a twist's reveal carries on screen. They never add a word to what is said: genre and mood
 * change how the story sounds and looks (pace, pauses, music, palette), not what it claims.
 */
type GenreTone = {
  wpmShift: number;
  pauseShiftMs: number /** Enhanced narration splits longer sentences at clause joints. */;
  maxSentenceWords: number;
  revealLabel: string;
};
type MoodTone = { wordsPerMinute: number; pauseMs: number; sentenceShift: number };

export const GENRE_TONES: Record<Genre, GenreTone> = {
  comedy: { wpmShift: 8, pauseShiftMs: -100, maxSentenceWords: 12, revealLabel: "Plot twist:" },
  drama: { wpmShift: -5, pauseShiftMs: 100, maxSentenceWords: 14, revealLabel: "And then:" },
  adventure: { wpmShift: 5, pauseShiftMs: 0, maxSentenceWords: 12, revealLabel: "Then:" },
  action: { wpmShift: 12, pauseShiftMs: -150, maxSentenceWords: 8, revealLabel: "Then:" },
  romance: { wpmShift: -5, pauseShiftMs: 50, maxSentenceWords: 16, revealLabel: "And then:" },
  horror: { wpmShift: -5, pauseShiftMs: 150, maxSentenceWords: 10, revealLabel: "And then…" },
  "sci-fi": { wpmShift: 0, pauseShiftMs: 50, maxSentenceWords: 12, revealLabel: "Anomaly:" },
  fantasy: { wpmShift: 0, pauseShiftMs: 50, maxSentenceWords: 14, revealLabel: "And then:" },
};

// Storytellers on social video speak at 150–180 words a minute; a reflective telling sits at the slow end, and the
// fastest stays under 180 once the scene's lead-in is counted.
const MOOD_TONES: Record<Mood, MoodTone> = {
  happy: { wordsPerMinute: 170, pauseMs: 300, sentenceShift: 0 },
  nostalgic: { wordsPerMinute: 158, pauseMs: 500, sentenceShift: 2 },
  suspenseful: { wordsPerMinute: 160, pauseMs: 550, sentenceShift: -2 },
  inspirational: { wordsPerMinute: 165, pauseMs: 400, sentenceShift: 0 },
  reflective: { wordsPerMinute: 155, pauseMs: 550, sentenceShift: 2 },
};

const SLOWEST_WPM = 150;
const FASTEST_WPM = 176;
/** The longest breath between two lines: longer reads as a gap, not a pause (a twist's held beat excepted). */
export const MAX_PAUSE_MS = 600;
/** The held beat before a twist's reveal. */
export const REVEAL_PAUSE_MS = 1200;

export function speakingRate(genre: Genre, mood: Mood): number {
  return Math.min(FASTEST_WPM, Math.max(SLOWEST_WPM, MOOD_TONES[mood].wordsPerMinute + GENRE_TONES[genre].wpmShift));
}

export function scenePauseMs(genre: Genre, mood: Mood): number {
  return Math.min(MAX_PAUSE_MS, Math.max(150, MOOD_TONES[mood].pauseMs + GENRE_TONES[genre].pauseShiftMs));
}

export function maxSentenceWords(genre: Genre, mood: Mood): number {
  return GENRE_TONES[genre].maxSentenceWords + MOOD_TONES[mood].sentenceShift;
}
