import { onTestFinished, vi } from "vitest";

/** One call the page made, as the server would read it. */
export type ApiRequest = { method: string; path: string; url: URL; body: unknown };

/** Answers one route; keyed `"METHOD /path"` (the query string is not part of the key, it is in `url`). */
export type ApiHandler = (request: ApiRequest) => Response | Promise<Response>;

/** A JSON answer as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A promise settled by the test, for an answer that is still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * Stands in for the server at the network boundary (`fetch`): each route answers as the real one does and every call is
 * recorded. A call no route answers gets the server's 404, is listed in `unhandled` and fails the test when it ends.
 * Undone when the test ends.
 */
export function stubApi(routes: Record<string, ApiHandler>) {
  const requests: ApiRequest[] = [];
  const unhandled: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, url, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}${url.search}`);
      return json({ message: `Route ${method}:${url.pathname} not found`, error: "Not Found", statusCode: 404 }, 404);
    }
    return handler(request);
  });
  vi.stubGlobal("fetch", fetch);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    // A call the test did not expect is a change in what the page asks the server: it fails the test.
    if (unhandled.length > 0) throw new Error(`No route answered: ${unhandled.join(", ")}`);
  });
  return {
    fetch,
    requests,
    unhandled,
    /** The calls made to one route, e.g. `calls("POST /api/support-chat")`. */
    calls: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
