import type { z } from "zod";
import { errorAnswerSchema, renderMessage } from "@common/messages";
import { translateCode, translateMessage } from "@/i18n/messages";

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

  /**
   * What a JSON error body says, in the interface's language: its code (each field's, for a refused form, joined as
   * the server joins their English), else its English `message` (a code this client does not know, or no code).
   */
  get serverMessage(): string | undefined {
    let json: unknown;
    try {
      json = JSON.parse(this.body);
    } catch {
      // Not JSON (e.g. a proxy error page): there is no server message to show.
      return undefined;
    }
    const answer = errorAnswerSchema.safeParse(json);
    if (!answer.success) return undefined;
    const { message, code, params, fieldErrors = {}, fieldCodes } = answer.data;
    if (fieldCodes) {
      const fields = Object.entries(fieldCodes);
      return fields
        .map(([field, coded]) => translateCode(coded.code, coded.params) ?? translateMessage(fieldErrors[field] ?? ""))
        .join(". ");
    }
    return (code === undefined ? undefined : translateCode(code, params)) ?? translateMessage(message);
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; while the server renders a page (client/src/server-render.tsx) its own API answers instead.
let send: Transport = (url, init) => fetch(url, init);

/** Sends every request of this module through `transport` (the server's page render: its API, as the visitor). */
export function sendRequestsThrough(transport: Transport) {
  send = transport;
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  throw new ApiError(res.status, await res.text(), res.statusText);
}

/** Same-origin JSON call with the session cookie; a body is sent only when a payload is given. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await send(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** What a person is told when an answer does not have the shape this client was built for (e.g. a stale page after a deploy); English. */
export const UNEXPECTED_ANSWER_MESSAGE = renderMessage("unexpected_answer");

/**
 * An OK answer that is not what the schema says the route returns; `cause` keeps what did not match, for a
 * developer. Its `message` is English (logs); `serverMessageOf` says it in the interface's language.
 */
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
export async function getJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const res = await send(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return parseAnswer(res, schema);
}

/** POST (a payload, if any) and read the JSON answer, checked against the shared schema of what the route returns. */
export async function postJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  body?: unknown,
): Promise<z.infer<Schema>> {
  return parseAnswer(await apiRequest("POST", url, body), schema);
}

/** POST a form (a file upload: the browser sets its multipart type) and read the JSON answer, checked against the schema. */
export async function postForm<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  form: FormData,
): Promise<z.infer<Schema>> {
  const res = await send(url, { method: "POST", credentials: "include", body: form });
  await throwIfNotOk(res);
  return parseAnswer(res, schema);
}

/** PATCH a payload and read the JSON answer, checked against the shared schema of what the route returns. */
export async function patchJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  body: unknown,
): Promise<z.infer<Schema>> {
  return parseAnswer(await apiRequest("PATCH", url, body), schema);
}

/**
 * Words for a person about a failed call, in the interface's language, when there are better ones than the caller's
 * generic failure: the server's own, or that its answer could not be understood (the call may well have worked, so
 * reloading helps).
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof UnexpectedAnswerError) return translateCode("unexpected_answer");
  return error instanceof ApiError ? error.serverMessage : undefined;
}
