import type { WordTiming } from "./types";

/** A phone of synthesised speech and where it sits, in seconds. "pau" is silence. */
export type TimedPhone = { phone: string; start: number; end: number };

/**
 * Flite's `-psdur` trace: "pau:0.197 g:0.280 …", each phone with its end time. A new line starts a new
 * utterance whose times count from that utterance's start, so its times are shifted by where the last one ended.
 */
export function parsePhoneDurations(trace: string): TimedPhone[] {
  const phones: TimedPhone[] = [];
  let offset = 0;
  for (const line of trace.split("\n")) {
    const entries = line.trim().split(/\s+/).filter(Boolean);
    if (entries.length === 0) continue;
    offset = phones.at(-1)?.end ?? 0;
    for (const entry of entries) {
      const split = entry.lastIndexOf(":");
      const end = offset + Number(entry.slice(split + 1));
      phones.push({ phone: entry.slice(0, split), start: phones.at(-1)?.end ?? 0, end });
    }
  }
  return phones;
}

/**
 * Word timings of a synthesised line from its timed phones and each word's phones said on its own.
 * The two phone sequences differ a little (a word said alone keeps its full vowel, joined speech reduces some),
 * so they are aligned by edit distance; every phone of the line then belongs to one word, and a word spans its
 * phones. Pauses belong to no word, so a comma or full stop shows as a gap between words.
 */
export function timeWordsByPhones(words: string[], wordPhones: string[][], line: TimedPhone[]): WordTiming[] {
  const spoken = line.filter((p) => p.phone !== "pau");
  const expected = wordPhones.flatMap((phones, word) => phones.map((phone) => ({ phone, word })));
  const owner = alignOwners(
    expected,
    spoken.map((p) => p.phone),
  );

  const spans = words.map(() => ({ start: Infinity, end: -Infinity }));
  spoken.forEach((phone, i) => {
    const span = spans[owner[i]!];
    if (!span) return;
    span.start = Math.min(span.start, phone.start);
    span.end = Math.max(span.end, phone.end);
  });
  // A word none of whose phones were found (the engine folded it into a neighbour) sits where its neighbours meet.
  let previousEnd = spoken[0]?.start ?? 0;
  return words.map((text, i) => {
    const span = spans[i]!;
    const timing = Number.isFinite(span.start)
      ? { text, start: span.start, end: span.end }
      : { text, start: previousEnd, end: previousEnd };
    previousEnd = timing.end;
    return timing;
  });
}

/** For each spoken phone, the word whose expected phone it aligns with; inserted phones join the word before them. */
function alignOwners(expected: Array<{ phone: string; word: number }>, spoken: string[]): number[] {
  const rows = expected.length + 1;
  const cols = spoken.length + 1;
  const cost = new Uint32Array(rows * cols);
  for (let i = 0; i < rows; i++) cost[i * cols] = i;
  for (let j = 0; j < cols; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const same = expected[i - 1]!.phone === spoken[j - 1] ? 0 : 1;
      cost[i * cols + j] = Math.min(
        cost[(i - 1) * cols + j - 1]! + same,
        cost[(i - 1) * cols + j]! + 1,
        cost[i * cols + j - 1]! + 1,
      );
    }
  }
  const owner = new Array<number>(spoken.length).fill(-1);
  let i = rows - 1;
  let j = cols - 1;
  while (i > 0 && j > 0) {
    const here = cost[i * cols + j]!;
    const same = expected[i - 1]!.phone === spoken[j - 1] ? 0 : 1;
    if (here === cost[(i - 1) * cols + j - 1]! + same) {
      owner[j - 1] = expected[i - 1]!.word;
      i--;
      j--;
    } else if (here === cost[(i - 1) * cols + j]! + 1) i--;
    else j--;
  }
  let last = expected[0]?.word ?? 0;
  return owner.map((word) => (word >= 0 ? (last = word) : last));
}
