import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isCrossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true; // "null" or garbage: a sandboxed or opaque origin is never our own page
    }
  }
  // Without Origin, Fetch Metadata still tells a cross-site form post from our own page.
  return request.headers["sec-fetch-site"] === "cross-site";
}

/**
 * Refuses state-changing requests coming from another site's page (CSRF), on top of SameSite=Lax cookies.
 * Requests with neither header come from non-browser clients (curl, webhooks), which carry no ambient cookies.
 */
export function registerOriginCheck(app: FastifyInstance, exemptPrefixes: string[] = []) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    if (isCrossOrigin(request)) throw new HttpError(403, { code: "cross_origin_refused" });
  });
}
