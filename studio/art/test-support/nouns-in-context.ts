import groups from "./nouns-in-context.json";

/**
 * Nouns in the sentences that say them, with the picture each should get: the icon's name in the fluent-emoji-flat
 * set, or "none" when nothing in the set shows it (or it is a place, a time, an idea, or not a noun at all). `story`
 * is the rest of the story when the sentence alone cannot tell (who "Sam" is). The cases of the picture bug report
 * come first, then nouns of the corpus stories (bench/corpus/stories.ts), then common story nouns by kind; each
 * group's `about` in nouns-in-context.json says which.
 */
export type NounInContext = { sentence: string; noun: string; picture: string; story?: string };

const nounGroups: readonly { about: string; nouns: readonly NounInContext[] }[] = groups;

export const NOUNS_IN_CONTEXT: readonly NounInContext[] = nounGroups.flatMap((group) => group.nouns);
