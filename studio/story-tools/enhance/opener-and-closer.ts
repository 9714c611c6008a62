// The framing lines said around the story: an opener naming its subject (or the topic) and a closer.

import nlp from "compromise";
import type { StoryFacts } from "./story-facts";

/** Said when the story does not; `subject` is the story's own ("my grandma Rosa and the sandcastle"). */
type FramingLines = {
  opener: (subject: string | undefined) => string;
  topic: (topic: string) => string;
  closer: string;
};

/** For a sad story (see language/sentiment.ts), the lines that would make light of it are replaced. */
export type Framing = FramingLines & { sombre?: Partial<FramingLines> };

export type Frame = { opener: string; closer: string; topic?: string };

export function frame(framing: Framing, facts: StoryFacts, topic: string | undefined): Frame {
  const lines = framing.sombre && facts.sombre() ? { ...framing, ...framing.sombre } : framing;
  return {
    opener: lines.opener(facts.subject()),
    closer: lines.closer,
    ...(topic ? { topic: lines.topic(topic) } : {}),
  };
}

/** The topic as a phrase inside a sentence: no end punctuation, no stray quotation mark, lower case unless a name. */
export function normaliseTopic(topic: string | undefined): string | undefined {
  const text = topic
    ?.replace(/["“”]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!?,;:]+$/u, "");
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return undefined;
  const first = (nlp(text).json() as { terms: { text: string; tags: string[] }[] }[])[0]?.terms[0];
  const name =
    first &&
    (/^\p{Lu}{2,}/u.test(first.text) ||
      ["ProperNoun", "Person", "Place", "Organization"].some((t) => first.tags.includes(t)));
  return name ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
