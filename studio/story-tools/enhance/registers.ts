// The six registers the story can be retold in: how each one words, splits, joins, links and frames the story.

import type { EnhanceStyle } from "@common/ai-tools";
import type { Framing } from "./opener-and-closer";
import type { Rule } from "./rules";
import { ACADEMIC_SWAPS, CASUAL_SWAPS, CONVERSATIONAL_SWAPS, POETIC_SWAPS, PROFESSIONAL_SWAPS } from "./word-swaps";

export type Aside = { past: string; present: string; reader: readonly string[] };

export type Register = {
  contractions: "expand" | "contract";
  swaps: readonly Rule[];
  /** The author's "just", "literally" and "very" are this register's own words: they stay. */
  keepsFillers: boolean;
  /** Sentences longer than this are split at clause joints into complete sentences. */
  maxWords: number;
  /** How a clause split off at ", so" opens: "So I ran." or, formally, "As a result, I ran." */
  soOpener: string;
  /** Two short neighbouring sentences become one, joined by ", and". */
  joinShort: boolean;
  /** Sentence adverbs put before a few sentences told in the story's own tense. */
  transitions: readonly string[];
  /** Knowing adverbs, only before a sentence where something goes wrong (see direct/mishaps.ts). */
  mishapTransitions: readonly string[];
  /** Self-aware lines: after the first mishap (in the story's tense), else one to the reader; never in a sad story. */
  aside?: Aside;
  framing: Framing;
};

export const REGISTERS: Record<EnhanceStyle, Register> = {
  conversational: {
    contractions: "contract",
    swaps: CONVERSATIONAL_SWAPS,
    keepsFillers: false,
    maxWords: Infinity,
    soOpener: "So ",
    joinShort: true,
    transitions: ["Then,", "After that,"],
    mishapTransitions: [],
    framing: {
      opener: (subject) => (subject ? `Let me tell you about ${subject}.` : "Let me tell you what happened."),
      topic: (topic) => `This story's about ${topic}.`,
      closer: "And that's the story, just as it happened.",
    },
  },
  academic: {
    contractions: "expand",
    swaps: ACADEMIC_SWAPS,
    keepsFillers: false,
    maxWords: 22,
    soOpener: "As a result, ",
    joinShort: false,
    transitions: ["Subsequently,", "Thereafter,"],
    mishapTransitions: [],
    framing: {
      opener: (subject) => `This account describes ${subject ?? "a sequence of events"}.`,
      topic: (topic) => `This account concerns ${topic}.`,
      closer: "Taken together, these events form a brief record of lived experience.",
    },
  },
  professional: {
    contractions: "expand",
    swaps: PROFESSIONAL_SWAPS,
    keepsFillers: false,
    maxWords: 16,
    soOpener: "As a result, ",
    joinShort: false,
    transitions: ["Next,", "Following this,"],
    mishapTransitions: [],
    framing: {
      opener: (subject) => `Here is a brief account of ${subject ?? "what happened"}.`,
      topic: (topic) => `Here is a brief account of ${topic}.`,
      closer: "The key takeaway: moments like this are worth sharing.",
      sombre: { closer: "Thank you for taking the time to read it." },
    },
  },
  casual: {
    contractions: "contract",
    swaps: CASUAL_SWAPS,
    keepsFillers: true,
    maxWords: 14,
    soOpener: "So ",
    joinShort: false,
    transitions: ["And then", "Then"],
    mishapTransitions: [],
    framing: {
      opener: (subject) => (subject ? `Okay, story time: this is about ${subject}.` : "Okay, story time."),
      topic: (topic) => `Okay, story time, and it's all about ${topic}.`,
      closer: "Yep, that really happened.",
      sombre: {
        opener: (subject) =>
          subject ? `Okay, this is about ${subject}, and it's a little heavy.` : "Okay, this story's a little heavy.",
        topic: (topic) => `Okay, this is about ${topic}, and it's a little heavy.`,
        closer: "Thanks for reading.",
      },
    },
  },
  poetic: {
    contractions: "expand",
    swaps: POETIC_SWAPS,
    keepsFillers: false,
    maxWords: 12,
    soOpener: "So ",
    joinShort: false,
    transitions: ["And", "Then"],
    mishapTransitions: [],
    framing: {
      opener: (subject) =>
        subject
          ? `Some stories are carried like stones in a pocket, and this story holds ${subject}.`
          : "Some stories are carried like stones in a pocket, and this is such a story.",
      topic: (topic) => `This is a story about ${topic}, carried like a stone in a pocket.`,
      closer: "And still it lingers, the way an echo outlasts its sound.",
    },
  },
  humorous: {
    contractions: "contract",
    swaps: CONVERSATIONAL_SWAPS,
    keepsFillers: false,
    maxWords: Infinity,
    soOpener: "So ",
    joinShort: false,
    transitions: [],
    mishapTransitions: ["Naturally,", "Of course,"],
    aside: { past: "That went well.", present: "This is going well.", reader: ["Stay with me.", "Bear with me here."] },
    framing: {
      opener: (subject) =>
        subject ? `Settle in, because this is the story of ${subject}.` : "Settle in, because this story is a ride.",
      topic: (topic) => `Settle in: this story is about ${topic}.`,
      closer: "And that, believe it or not, is exactly how it went.",
      sombre: {
        opener: (subject) =>
          subject
            ? `This is the story of ${subject}, told with a little light.`
            : "This story is told with a little light.",
        topic: (topic) => `This is a story about ${topic}, told with a little light.`,
        closer: "Some stories earn their smiles quietly.",
      },
    },
  },
};
