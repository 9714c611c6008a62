// Sentence adverbs ("Then,", "Naturally,") before a few sentences that tell a step of the story.

import { isSombre } from "../../language/sentiment";
import { countSpokenWords, pick } from "../../language/text";
import { isMishap } from "../../direct/mishaps";
import { withTransition } from "../../direct/transitions";
import type { Register } from "./registers";
import type { StoryFacts } from "./story-facts";

// How many sentence adverbs a story gets: one every sentence reads as a tic.
const MAX_TRANSITIONS = 2;

// Words that already say when: "Subsequently, he was discharged two days later" says it twice.
const SAYS_WHEN = /\b(?:later|afterwards|then|after|before|next|finally|eventually|meanwhile|suddenly|soon|once)\b/i;
// A state, not a step: "Then, the tram is packed" puts a sequence where there is none.
const STATE =
  /^(?:\S+\s+){0,4}?(?:is|are|am|was|were|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t|has|have|had|seems|seemed)\b/iu;
// A habit, a description or what did not happen is no step: "The door only opened from the inside", "She always
// sang", "Following this, she did not recognise him."
const NO_STEP = /\b(?:only|always|never|usually|often|sometimes|still|used to|would|not|no)\b|n['’]t\b/i;
// "Then, we did." leans on the sentence before; an adverb needs a sentence with some body of its own.
const MIN_WORDS_FOR_TRANSITION = 5;

/**
 * A sentence adverb before up to two sentences that tell a step of the story: in its own tense, opening on their
 * subject (see direct/transitions.ts), not a state, not already saying when, not answering a quotation just before. The
 * knowing ones ("Naturally,") go only before a mishap. Never the first sentence, nor two sentences running.
 */
export function addTransitions(sentences: string[], register: Register, facts: StoryFacts, seed: number): string[] {
  let used = 0;
  let last = -2;
  return sentences.map((sentence, i) => {
    const previous = sentences[i - 1];
    if (
      previous === undefined ||
      used >= MAX_TRANSITIONS ||
      i - last < 2 ||
      !isStepAfter(previous) ||
      !isStep(sentence, facts)
    )
      return sentence;
    const choices = register.mishapTransitions.length
      ? goesWrong(sentence)
        ? register.mishapTransitions
        : []
      : register.transitions;
    if (!choices.length) return sentence;
    const transition = pick(choices, seed + used);
    // "And it took four hours, and when…": one "and" too many; "After that it… After that, Ines…": one "after that".
    if (/^and\b/i.test(transition) && /\band\b/i.test(sentence)) return sentence;
    if (previous.toLowerCase().startsWith(transition.replace(/,$/, "").toLowerCase())) return sentence;
    const changed = withTransition(transition, sentence, facts.names);
    if (changed === sentence) return sentence;
    used++;
    last = i;
    return changed;
  });
}

// A sad turn takes no adverb: "Next, she passed away" makes an item of a death.
function isStep(sentence: string, facts: StoryFacts): boolean {
  if (
    !opensSafely(sentence, facts.names) ||
    [SAYS_WHEN, STATE, NO_STEP].some((pattern) => pattern.test(sentence)) ||
    /["“”]/u.test(sentence) ||
    countSpokenWords(sentence) < MIN_WORDS_FOR_TRANSITION
  )
    return false;
  const time = facts.timeOf(sentence);
  return time.narrative && !time.pluperfect && !time.timed && !isSombre([sentence]);
}

// After a state ("…was in charge of the rice"), a habit or someone's words, "After that," claims an order of events
// the story does not tell.
function isStepAfter(previous: string): boolean {
  return ![BEING, NO_STEP].some((pattern) => pattern.test(previous)) && !/["“”]/u.test(previous);
}

// A sentence that says what something was anywhere in it ("At our wedding my uncle was in charge of the rice").
const BEING = /\b(?:is|are|am|was|were|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t)\b/iu;

// The lemmatiser reads "two days later" as "late" (see direct/mishaps.ts): a sentence goes wrong only if it still does
// without that word.
export function goesWrong(sentence: string): boolean {
  if (!isMishap(sentence)) return false;
  return !/\blater\b/i.test(sentence) || isMishap(sentence.replace(/\blater\b/gi, "afterwards"));
}

// A word before it takes a sentence's first capital: safe on a word that is never a name ("Then, we…") and on a name
// the author capitalises mid-sentence too ("Then, Sam…"), not on one the tagger may not know is a name ("Then,
// biscuit (our beagle)…", "Then, mum came home").
const COMMON_OPENING =
  /^(?:the|a|an|my|our|his|her|their|its|this|that|these|those|we|he|she|they|it|you|everyone|everybody|someone|somebody|nobody|there)\b/u;

export function opensSafely(sentence: string, names: Set<string>): boolean {
  const first = sentence.match(/^[\p{L}'’-]+/u)?.[0] ?? "";
  return COMMON_OPENING.test(sentence.charAt(0).toLowerCase() + sentence.slice(1)) || first === "I" || names.has(first);
}
