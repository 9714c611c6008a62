/**
 * What went wrong, in the product's own terms, with a message written for the person using the app. Domain code
 * (accounts, payments, videos, media) raises these; server/http/error-handler.ts is the one place that turns a code
 * into an HTTP status.
 */
export type DomainErrorCode =
  | "invalid"
  | "payment_required"
  | "unavailable"
  | "not_found"
  | "conflict"
  | "too_many_attempts"
  | "provider_unreachable";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** For `too_many_attempts`: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** "That video was not found." Also for someone else's record: nobody learns that it exists. */
export const notFound = (what: string) => new DomainError("not_found", `${what} was not found.`);
