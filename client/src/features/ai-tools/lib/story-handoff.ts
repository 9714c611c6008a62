/** The video wizard, opened with a story: `/dashboard?story=…` (the dashboard reads it once, then drops it from the address). */
export function storyHandoffPath(story: string): string {
  return `/dashboard?story=${encodeURIComponent(story)}`;
}
