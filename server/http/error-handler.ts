import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DomainError, type DomainErrorCode } from "../domain-error";
import { HttpError } from "./errors";

/** The one place a domain error becomes an HTTP status. */
const STATUS_OF: Record<DomainErrorCode, number> = {
  invalid: 400,
  payment_required: 402,
  // Refused by how this site is set up (purchases switched off), not by anything the person sent.
  unavailable: 403,
  not_found: 404,
  conflict: 409,
  too_many_attempts: 429,
  provider_unreachable: 502,
};

const GENERIC_500 = "Something went wrong on our side. Please try again in a moment.";

/** Every error leaves as `{ message }` a person can read; only our own bugs are 500s, and they are logged. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
        fieldErrors[field] ??= issue.message ?? "Invalid input";
      }
      const message = Object.values(fieldErrors).join(". ");
      return reply.status(400).send({ message, fieldErrors });
    }
    if (error instanceof DomainError) {
      const retry = error.retryAfterSeconds === undefined ? {} : { "retry-after": String(error.retryAfterSeconds) };
      return reply.status(STATUS_OF[error.code]).headers(retry).send({ message: error.message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: friendlyClientError(error) });
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: GENERIC_500 });
  });
}

function friendlyClientError(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Please send the request as JSON.";
    default:
      return error.message;
  }
}
