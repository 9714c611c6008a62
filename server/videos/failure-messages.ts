import { renderMessage } from "@common/messages";
import { StudioInputError } from "@studio/direct";

// A failed video's message is stored as its English text; the client reads it back to its code (common/messages.ts)
// to show it in the person's language, old videos' messages included.

/** For a video whose every attempt was cut off: by a restart, a crash of ours (a full disk, a database error) or both. */
export const INTERRUPTED_MESSAGE = renderMessage("video_interrupted");

export const TIMED_OUT_MESSAGE = renderMessage("video_timed_out");

/**
 * What the person sees when a render fails. The studio's input errors are written for people; anything else is our
 * problem, so it is logged in full and shown as a plain apology.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof StudioInputError) return renderMessage("video_failed_input", { reason: error.message });
  return renderMessage("video_failed");
}
