import type { VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import { naturalLength, type PartLengths } from "../compose/pacing";
import type { Narration } from "../narrate/narrate";
import { alignRecording, cutIntoParts, narrateRecording } from "../narrate/recorded-narration";
import type { RecordingWords } from "../narrate/recording-check";
import { partLengths } from "./fit-duration";
import { checkRecordedLength } from "./recorded-length";
import { readRecording } from "./recording";

/** The person's prepared recording (prepareRecording) on this machine, with its words where it was checked already. */
export type OwnRecording = { file: string; words?: RecordingWords | undefined };

/** A recording checked against a script: where each line's words are said, and how long the video it makes runs. */
export type RecordingAlignment = { words: RecordingWords; videoSeconds: number };

/**
 * Checks a person's prepared recording (prepareRecording) against the script before a credit is spent: its words are
 * found (alignRecording) and the video it makes is measured (checkRecordedLength tells whether a duration holds it).
 * A recording that does not say the script is refused with a RecordingMismatchError. The words are kept by the caller
 * for the render (renderScript's `recording.words`), which then narrates without aligning again.
 */
export async function alignOwnRecording(
  script: Script,
  file: string,
  signal?: AbortSignal,
): Promise<RecordingAlignment> {
  const recording = await readRecording(file, signal);
  const lines = await alignRecording(script, recording, signal ? { signal } : {});
  const narration: Narration = {
    parts: cutIntoParts(lines, recording),
    engine: "recording",
    voices: [{ engine: "recording", voice: "own" }],
  };
  return { words: lines.map((line) => line.words), videoSeconds: naturalLength(ownLengths(script, narration)) };
}

/**
 * The person's recording as the narration, laid out as they spoke it: with the words found when it was checked
 * (alignOwnRecording) where they are given, else found now; refused when the video would run past the duration.
 */
export async function narrateFromRecording(
  script: Script,
  options: VideoOptions,
  recording: OwnRecording,
  signal: AbortSignal,
) {
  const narration = await narrateRecording(script, await readRecording(recording.file, signal), {
    signal,
    words: recording.words,
  });
  const lengths = ownLengths(script, narration);
  checkRecordedLength(naturalLength(lengths), options.duration);
  return { narration, rate: 1, lengths };
}

function ownLengths(script: Script, narration: Narration): PartLengths {
  return { ...partLengths(script, narration), ownTiming: true };
}
