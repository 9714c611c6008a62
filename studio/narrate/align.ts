import type { WordTiming } from "./types";

type Span = { start: number; end: number };

const FRAME_SECONDS = 0.01;
const MIN_PAUSE = 0.12;

/** Speech and pauses in real audio, from 10 ms RMS frames against a threshold relative to the loudest frame. */
export function findPauses(samples: Float32Array, sampleRate: number): { speech: Span; pauses: Span[] } {
  const size = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const levels: number[] = [];
  for (let offset = 0; offset < samples.length; offset += size) {
    let sum = 0;
    const end = Math.min(samples.length, offset + size);
    for (let i = offset; i < end; i++) sum += (samples[i] ?? 0) ** 2;
    levels.push(Math.sqrt(sum / Math.max(1, end - offset)));
  }
  const threshold = Math.max(...levels, 0) * 0.06;
  const voiced = levels.map((level) => level > threshold);
  const first = voiced.indexOf(true);
  const last = voiced.lastIndexOf(true);
  if (first < 0) return { speech: { start: 0, end: 0 }, pauses: [] };

  const pauses: Span[] = [];
  let runStart = -1;
  for (let i = first; i <= last; i++) {
    if (!voiced[i] && runStart < 0) runStart = i;
    if (voiced[i] && runStart >= 0) {
      if ((i - runStart) * FRAME_SECONDS >= MIN_PAUSE)
        pauses.push({ start: runStart * FRAME_SECONDS, end: i * FRAME_SECONDS });
      runStart = -1;
    }
  }
  return { speech: { start: first * FRAME_SECONDS, end: (last + 1) * FRAME_SECONDS }, pauses };
}

/** Pauses between a local engine's words: where one word's sound ends well before the next begins (commas, full stops). */
export function referencePauses(words: WordTiming[]): Span[] {
  const pauses: Span[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const gap = { start: words[i]!.end, end: words[i + 1]!.start };
    if (gap.end - gap.start >= MIN_PAUSE) pauses.push(gap);
  }
  return pauses;
}

/**
 * Moves a local engine's word timings onto another engine's audio of the same text (a provider's, when
 * pocketsphinx is not installed to find the words in it directly).
 * Anchors are the start and end of speech and the clause pauses found in both;
 * between anchors time is stretched linearly, so a word is never more than one
 * clause away from an engine-measured boundary.
 */
export function warpTimings(reference: WordTiming[], target: { speech: Span; pauses: Span[] }): WordTiming[] {
  if (reference.length === 0) return [];
  const refSpeech = { start: reference[0]!.start, end: reference[reference.length - 1]!.end };
  const refPauses = referencePauses(reference);
  const matched = matchPauses(refPauses, target.pauses);

  const anchors: Array<[number, number]> = [[refSpeech.start, target.speech.start]];
  for (const [ref, tgt] of matched) {
    anchors.push([ref.start, tgt.start], [ref.end, tgt.end]);
  }
  anchors.push([refSpeech.end, target.speech.end]);

  const map = (t: number): number => {
    for (let i = 0; i + 1 < anchors.length; i++) {
      const [a0, b0] = anchors[i]!;
      const [a1, b1] = anchors[i + 1]!;
      if (t <= a1 || i + 2 === anchors.length) {
        const span = a1 - a0;
        return span <= 0 ? b0 : b0 + ((t - a0) / span) * (b1 - b0);
      }
    }
    return t;
  };
  return reference.map((word) => ({ text: word.text, start: map(word.start), end: map(word.end) }));
}

// Same count: pair in order. More pauses in the target: keep its longest ones, as many as the reference has. Fewer: no inner anchors.
function matchPauses(reference: Span[], target: Span[]): Array<[Span, Span]> {
  if (reference.length === 0 || target.length < reference.length) return [];
  const chosen = target
    .map((span, index) => ({ span, index }))
    .sort((a, b) => b.span.end - b.span.start - (a.span.end - a.span.start))
    .slice(0, reference.length)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.span);
  return reference.map((span, i) => [span, chosen[i]!]);
}
