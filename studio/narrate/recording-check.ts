import { createHash } from "node:crypto";
import type { Script } from "@common/script";
import { StudioInputError } from "../direct/errors";
import { scriptLines } from "./script-lines";
import type { WordTiming } from "./types";

/**
 * How a person's recording fails to narrate the script (recorded-narration.ts, own-recording.ts), with the values its
 * message names, so the message can be shown in the person's language.
 */
export type RecordingProblem =
  | { problem: "much_shorter"; params: { recorded: number; script: number } }
  | { problem: "other_words"; params: Record<string, never> }
  | { problem: "lines_missing"; params: { count: number; words: string } }
  | { problem: "video_too_long"; params: { seconds: number; max: number } };

export class RecordingMismatchError extends StudioInputError {
  constructor(
    readonly mismatch: RecordingProblem,
    message: string,
  ) {
    super(message);
  }
}

/** Each script line's words as found in the recording (alignRecording), kept to narrate with later without aligning again. */
export type RecordingWords = readonly (readonly WordTiming[])[];

/** What the kept words of a recording were found for: the script's lines as read, whatever else of it changes. */
export function recordingScriptKey(script: Script): string {
  const lines = scriptLines(script).map((line) => line.text.trim());
  return createHash("sha256").update(JSON.stringify(lines)).digest("hex");
}
