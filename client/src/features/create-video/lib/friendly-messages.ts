/** Shown one at a time while a video renders (core.md §4: 15 messages, shuffled). No end punctuation: dots are animated after them. */
export const FRIENDLY_MESSAGES = [
  "Reading your story like the first page of a bestseller",
  "Finding the moment everyone will want to rewatch",
  "Teaching the narrator your best line",
  "Picking colours that match the mood",
  "Trimming the slow bits (there weren't many)",
  "Lining up captions so every word lands",
  "Sharpening the opening hook",
  "Warming up the narrator's voice",
  "Deciding where the camera should linger",
  "Making sure it looks great on a phone",
  "Sprinkling in a few vivid details",
  "Timing the pauses for dramatic effect",
  "Choosing hashtags your audience searches for",
  "Polishing the final frames",
  "Good stories are worth a short wait",
] as const;

/** Fisher-Yates, so every order is equally likely. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
