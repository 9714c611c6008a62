/** An error whose message is written for the person using the app; the status says what kind it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what = "That page") => new HttpError(404, `${what} was not found.`);
export const unauthorized = () => new HttpError(401, "Please log in to continue.");
