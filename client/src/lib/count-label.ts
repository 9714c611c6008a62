/** "1 like", "1,204 likes": a count with its noun, singular only for exactly one. */
export function countLabel(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun : plural}`;
}
