import type { z } from "zod";

/** A non-OK answer. `message` is "{status}: {text}" per the request conventions. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The `message` field of a JSON error body, which the auth toasts show. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
        return parsed.message;
      }
    } catch {
      // Not JSON (e.g. a proxy error page): there is no server message to show.
    }
    return undefined;
  }
}


async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  throw new ApiError(res.status, await res.text(), res.statusText);
}

/** Same-origin JSON call with the session cookie; a body is sent only when a payload is given. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** What a person is told when an answer does not have the shape this client was built for (e.g. a stale page after a deploy). */
export const UNEXPECTED_ANSWER_MESSAGE = "The server sent an unexpected answer. Please reload the page.";

/** An OK answer that is not what the schema says the route returns; `cause` keeps what did not match, for a developer. */
export class UnexpectedAnswerError extends Error {
  constructor(cause: unknown) {
    super(UNEXPECTED_ANSWER_MESSAGE, { cause });
    this.name = "UnexpectedAnswerError";
  }
}

async function parseAnswer<Schema extends z.ZodType>(res: Response, schema: Schema): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    throw new UnexpectedAnswerError(error);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UnexpectedAnswerError(parsed.error);
  return parsed.data;
}

/** GET a JSON answer, checked against the shared schema of what the route returns. */
export async function getJson<Schema extends z.ZodType>(url: string, schema: Schema, signal?: AbortSignal): Promise<z.infer<Schema>> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return parseAnswer(res, schema);
}

/** POST (a payload, if any) and read the JSON answer, checked against the shared schema of what the route returns. */
export async function postJson<Schema extends z.ZodType>(url: string, schema: Schema, body?: unknown): Promise<z.infer<Schema>> {
  return parseAnswer(await apiRequest("POST", url, body), schema);
}

/**
 * Words for a person about a failed call, when there are better ones than the caller's generic failure: the
 * server's own, or that its answer could not be understood (the call may well have worked, so reloading helps).
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof UnexpectedAnswerError) return error.message;
  return error instanceof ApiError ? error.serverMessage : undefined;
}
