import { taggedTerms } from "./tagged-terms";

const FINITE = ["PastTense", "PresentTense", "Modal", "Copula", "Auxiliary", "FutureTense"];

export type SentenceTime = {
  /** Told in the story's own telling tense ("we built", or "I walk in" in a present-tense story). */
  narrative: boolean;
  /** Reaches further back than the telling ("We had invited 180"). */
  pluperfect: boolean;
  /** Opens by saying when it happens ("This year…", "By midnight…", "Two years later…"). */
  timed: boolean;
};

/** How a sentence sits in the story's time, for the lines the writer may put next to it. */
export function sentenceTime(sentence: string, storyPresent: boolean): SentenceTime {
  const terms = taggedTerms(sentence).filter((t) => t.text || t.tags.includes("Verb"));
  const verbAt = terms.findIndex(
    (t) => t.tags.includes("Verb") && !t.tags.includes("Gerund") && FINITE.some((tag) => t.tags.includes(tag)),
  );
  const verb = terms[verbAt];
  const past = Boolean(
    verb && (verb.tags.includes("PastTense") || ["was", "were", "had", "did", "could", "would"].includes(verb.normal)),
  );
  const present = Boolean(
    verb &&
      !past &&
      (verb.tags.includes("PresentTense") || ["is", "are", "am", "has", "does", "can"].includes(verb.normal)),
  );
  const next = terms.slice(verbAt + 1, verbAt + 3);
  // The tagger marks the "had" of a past perfect as an auxiliary even where it misreads the participle as a noun
  // ("Her pipes had burst"); "I had a dog" is a plain past and "I had to go" an obligation.
  const obligation = next[0]?.normal === "to";
  const pluperfect =
    verb?.normal === "had" &&
    !obligation &&
    (verb.tags.includes("Auxiliary") || next.some((t) => t.tags.includes("Verb")));
  const opening = terms.slice(0, 3);
  const timed =
    opening.some((t) => ["Date", "Value", "Duration", "Time"].some((tag) => t.tags.includes(tag))) ||
    ["by", "after", "before", "during", "later", "then"].includes(terms[0]?.normal ?? "");
  // "still" marks a state that lasts into the telling's now ("my wife still laughs"), not a step of the story.
  const lasting = terms.slice(Math.max(0, verbAt - 2), verbAt + 1).some((t) => t.normal === "still");
  return { narrative: (storyPresent ? present : past) && !lasting, pluperfect, timed };
}
