import { factualityColour, type AnsweredBy, type EnhanceStyle, type HashtagPlatform } from "@common/ai-tools";

/** content.md §9's six styles, in the shared order, each with what it does to a story. */
export const STYLE_LABELS: Record<EnhanceStyle, { label: string; description: string }> = {
  conversational: { label: "Conversational", description: "Like telling it to a friend: warm, direct, easy to read aloud." },
  academic: { label: "Academic", description: "Measured and precise, with clear cause and effect." },
  professional: { label: "Professional", description: "Clean and confident, fit for LinkedIn or a work newsletter." },
  casual: { label: "Casual", description: "Relaxed and chatty, short sentences, everyday words." },
  poetic: { label: "Poetic", description: "Vivid images and rhythm, for a story that should linger." },
  humorous: { label: "Humorous", description: "Plays up the funny moments and ends on a smile." },
};

export const PLATFORM_LABELS: Record<HashtagPlatform, string> = {
  general: "General",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  facebook: "Facebook",
};

/** Who answered, as the small badge on every result says it. */
export const MODE_LABELS: Record<AnsweredBy["mode"], string> = {
  offline: "Offline engine",
  openai: "OpenAI-compatible model",
  perplexity: "Perplexity (web search)",
};

export type FactualityVerdict = {
  colour: ReturnType<typeof factualityColour>;
  /** Says in a word what the colour says, so the colour is never the only sign. */
  word: "Consistent" | "Some problems" | "Many problems";
  /** "85%" */
  percent: string;
};

const WORDS = { green: "Consistent", yellow: "Some problems", red: "Many problems" } as const;

/** content.md §5's colour rule (green from 0.8, yellow from 0.6, red below), with its word and the score as a percentage. */
export function factualityVerdict(score: number): FactualityVerdict {
  const colour = factualityColour(score);
  return { colour, word: WORDS[colour], percent: `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%` };
}

/** "No claims could be checked" / "1 claim checked" / "4 claims checked" */
export function checkedClaimsLabel(count: number): string {
  if (count === 0) return "No claims could be checked";
  return count === 1 ? "1 claim checked" : `${count} claims checked`;
}
