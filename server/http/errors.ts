import { type CodedMessage, errorAnswer, type ErrorAnswer } from "@common/messages";

/** An error whose message is written for the person using the app (coded, see DomainError); the status says what kind it is. */
export class HttpError extends Error {
  /** The answer's body: the English message, its code and values. */
  readonly answer: ErrorAnswer;

  constructor(
    readonly statusCode: number,
    message: CodedMessage | string,
    readonly headers: Record<string, string> = {},
  ) {
    const answer = errorAnswer(message);
    super(answer.message);
    this.answer = answer;
    this.name = "HttpError";
  }
}

export const notFound = () => new HttpError(404, { code: "page_not_found" });
export const unauthorized = () => new HttpError(401, { code: "log_in_required" });
