import stories from "./consistency-stories.json";

/**
 * Stories for the offline consistency check, written as people write them (first and third person, digits and
 * number words, approximate language). The planted ones each hide one or two claims that contradict the rest of
 * the story; `planted` holds a piece of each wrong claim, which a finding's `original` must contain. The consistent
 * ones are full of claims that can be checked and all hold, so any finding on them is a false alarm. Stories that
 * speak of "now" are written for a telling between mid-2026 and mid-2027.
 */
export const PLANTED_STORIES: { id: string; story: string; planted: string[] }[] = stories.planted;

export const CONSISTENT_STORIES: { id: string; story: string }[] = stories.consistent;
