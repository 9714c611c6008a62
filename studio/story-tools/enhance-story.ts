import { STORY_MAX_LENGTH } from "@common/video-options";
import type { EnhanceStyle } from "@common/ai-tools";
import { stableHash } from "../language/text";
import { addAside } from "./enhance/asides";
import { frame, normaliseTopic } from "./enhance/opener-and-closer";
import { joinShort } from "./enhance/joins";
import { fitted } from "./enhance/length-fitting";
import { authoredSentences, type Line, type Piece, piecesOf } from "./enhance/pieces";
import { type Register, REGISTERS } from "./enhance/registers";
import { outsideQuotes, reword } from "./enhance/rewording";
import { readStory, type StoryFacts } from "./enhance/story-facts";
import { addTransitions } from "./enhance/sentence-adverbs";

/**
 * The offline "Enhance story" tool: the story retold in a register, sentence by sentence. Every sentence of the
 * story is kept (tightened and strengthened by `strengthenSentence`, split only at clause joints where both
 * halves stand alone), so no name, number or event is lost; the register shows in contractions, a few word swaps
 * within their part of speech, sentence adverbs, joins, asides and framing sentences. Framing names only the story's
 * own subject (its main person and thing, as the author says them) or the topic, never a new fact. Words inside
 * quotation marks are the speaker's and are never touched. Deterministic: choices between phrasings follow a hash
 * of the story.
 */
export function enhanceStory(story: string, style: EnhanceStyle = "conversational", topic?: string): string {
  const register = REGISTERS[style];
  const authored = authoredSentences(story, register.keepsFillers);
  if (!authored.length) return story.trim();
  const pieces = piecesOf(authored, register);
  const facts = readStory(authored, story);
  const told = tell(pieces, register, facts, stableHash(story));
  const framing = frame(register.framing, facts, normaliseTopic(topic));
  const limit = story.trim().length <= STORY_MAX_LENGTH ? STORY_MAX_LENGTH : Infinity;
  return fitted(told, framing, pieces, limit) ?? story.trim();
}

/** The pieces in the register: word swaps and contractions outside quotations, then adverbs, asides and joins. */
function tell(pieces: Piece[], register: Register, facts: StoryFacts, seed: number): string[] {
  const reworded = pieces.map((p) => outsideQuotes(p, (part) => reword(part, register, facts.apostrophe)));
  const lines = addTransitions(reworded, register, facts, seed).map((text, i): Line => ({ text, piece: reworded[i] }));
  const withAside = register.aside ? addAside(lines, pieces, register.aside, facts, seed) : lines;
  return (register.joinShort ? joinShort(withAside, facts.names) : withAside).map((line) => line.text);
}
