import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type CodedMessage, errorAnswer, type ErrorAnswer } from "@common/messages";
import { DomainError, type DomainErrorKind } from "../domain-error";
import { HttpError } from "./errors";

/** The one place a domain error becomes an HTTP status. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  payment_required: 402,
  // Refused by how this site is set up (purchases switched off), not by anything the person sent.
  unavailable: 403,
  not_found: 404,
  conflict: 409,
  // A file: too big (or over the person's quota), not a kind we take, or one that cannot be read as what it is.
  too_large: 413,
  unsupported_type: 415,
  unreadable: 422,
  too_many_attempts: 429,
  provider_unreachable: 502,
};

/** A field's message and how to say it in another language. */
type FieldCode = Omit<ErrorAnswer, "message">;

/**
 * Every error leaves as `{ message, code, params? }`: `message` in English for API users and logs, `code` (and the
 * values of its placeholders) for the client to say it in the person's language (common/messages.ts). A schema's
 * refusal also names each field's message (`fieldErrors`) and code (`fieldCodes`), its top `code` being the first
 * field's. Only our own bugs are 500s, and they are logged.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      const fieldCodes: Record<string, FieldCode> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
        if (field in fieldErrors) continue;
        // The shared schemas' messages come from the registry, so their text reads back to its code.
        const { message, ...code } = errorAnswer(issue.message ?? { code: "invalid_input" });
        fieldErrors[field] = message;
        fieldCodes[field] = code;
      }
      const message = Object.values(fieldErrors).join(". ");
      return reply.status(400).send({ message, ...Object.values(fieldCodes)[0], fieldErrors, fieldCodes });
    }
    if (error instanceof DomainError) {
      const retry = error.retryAfterSeconds === undefined ? {} : { "retry-after": String(error.retryAfterSeconds) };
      return reply.status(STATUS_OF[error.kind]).headers(retry).send(error.answer);
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.answer);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send(errorAnswer(friendlyClientError(error)));
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorAnswer({ code: "server_error" }));
  });
}

/** Fastify's own refusals in our words; any other keeps the library's (English, code "unknown"). */
function friendlyClientError(error: FastifyError): CodedMessage | string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { code: "body_not_json" };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { code: "body_too_large" };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { code: "json_required" };
    default:
      return error.message;
  }
}
