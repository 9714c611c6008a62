import type { CodedMessage } from "@common/messages";
import { StudioInputError } from "@studio";

// A failed video's reason is stored as a message code and its values (error_code, error_params) and translated where
// it is shown; `error` keeps its English for API readers.

/** For a video whose every attempt was cut off: by a restart, a crash of ours (a full disk, a database error) or both. */
export const INTERRUPTED_MESSAGE: CodedMessage = { code: "video_interrupted" };

export const TIMED_OUT_MESSAGE: CodedMessage = { code: "video_timed_out" };

/**
 * What the person sees when a render fails. The studio's input errors are written for people; anything else is our
 * problem, so it is logged in full and shown as a plain apology.
 */
export function failureOf(error: unknown): CodedMessage {
  if (error instanceof StudioInputError) return { code: "video_failed_input", params: { reason: error.message } };
  return { code: "video_failed" };
}
