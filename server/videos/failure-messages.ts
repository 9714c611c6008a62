import { StudioInputError } from "@studio/direct";

const REFUNDED = "Your credit has been refunded, so you can try again.";

/** For a video whose every attempt was cut off: by a restart, a crash of ours (a full disk, a database error) or both. */
export const INTERRUPTED_MESSAGE = `We couldn't finish your video: our server stopped or ran into a problem twice while making it. ${REFUNDED}`;

export const TIMED_OUT_MESSAGE = `Making your video took far longer than it should, so we stopped it. ${REFUNDED}`;

/**
 * What the person sees when a render fails. The studio's input errors are written for people; anything else is our
 * problem, so it is logged in full and shown as a plain apology.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof StudioInputError) return `We couldn't make a video from this story: ${error.message} ${REFUNDED}`;
  return `Something went wrong while making your video. ${REFUNDED}`;
}
