// Two short neighbouring sentences told as one: "We ate, and it rained."

import { countSpokenWords } from "../../language/text";
import { withTransition } from "../../direct/transitions";
import type { Line } from "./pieces";
import { opensSafely } from "./sentence-adverbs";

// Both sentences this short or shorter are joined when the register joins.
const MAX_JOINED_WORDS = 9;

/**
 * Two short sentences in a row, each as the author wrote it and opening on its subject, read as one: "We ate, and it
 * rained." A sentence is joined once at most.
 */
export function joinShort(lines: Line[], names: Set<string>): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i] as Line;
    const second = lines[i + 1];
    const joined =
      second && isShortPlain(first, names) && isShortPlain(second, names)
        ? withTransition("and", second.text, names)
        : undefined;
    if (!joined?.startsWith("and ")) {
      out.push(first);
      continue;
    }
    out.push({ text: `${first.text.slice(0, -1)}, ${joined}` });
    i++;
  }
  return out;
}

function isShortPlain(line: Line, names: Set<string>): boolean {
  const { text } = line;
  return (
    text === line.piece &&
    opensSafely(text, names) &&
    /\.$/u.test(text) &&
    !/["“”,]/u.test(text) &&
    countSpokenWords(text) <= MAX_JOINED_WORDS
  );
}
