/** Words as a recogniser writes them: lower case, no punctuation (inner apostrophes stay: "grandma's"). */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .split(" ")
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

/** Word error rate: the fewest substitutions, deletions and insertions turning `reference` into `heard`, per reference word. */
export function wordErrorRate(reference: string[], heard: string[]): number {
  if (reference.length === 0) return heard.length === 0 ? 0 : 1;
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const row = [i];
    for (let j = 1; j <= heard.length; j++) {
      row[j] = Math.min(
        previous[j - 1]! + (reference[i - 1] === heard[j - 1] ? 0 : 1),
        previous[j]! + 1,
        row[j - 1]! + 1,
      );
    }
    previous = row;
  }
  return previous[heard.length]! / reference.length;
}
