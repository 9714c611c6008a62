import { type CodedMessage, errorAnswer, type ErrorAnswer, type MessageCode } from "@common/messages";

/**
 * What went wrong, in the product's own terms, with a message for the person using the app (a code of
 * common/messages.ts, which the client shows in the person's language). Domain code (accounts, payments, videos,
 * media) raises these; server/http/error-handler.ts is the one place that turns a kind into an HTTP status.
 */
export type DomainErrorKind =
  | "invalid"
  | "payment_required"
  | "unavailable"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported_type"
  | "unreadable"
  | "too_many_attempts"
  | "provider_unreachable";

export class DomainError extends Error {
  /** The answer's body: the English message, its code and values. */
  readonly answer: ErrorAnswer;

  constructor(
    readonly kind: DomainErrorKind,
    /** A coded message; English text is read back to its code when the registry has it (else the code is "unknown"). */
    message: CodedMessage | string,
    /** For `too_many_attempts`: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    const answer = errorAnswer(message);
    super(answer.message);
    this.answer = answer;
    this.name = "DomainError";
  }
}

/** The messages that say a record does not exist: `video_not_found`, `post_not_found`, … */
export type NotFoundCode = Extract<MessageCode, `${string}_not_found`>;

/** "That video was not found." Also for someone else's record: nobody learns that it exists. */
export const notFound = (code: NotFoundCode) => new DomainError("not_found", { code });
