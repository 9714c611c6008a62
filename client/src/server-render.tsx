import { AsyncLocalStorage } from "node:async_hooks";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { dehydrate, type DehydratedState, type QueryClient, skipToken } from "@tanstack/react-query";
import { Router } from "wouter";
import type { RenderedPage, VisitorApi } from "@common/page-render";
import { App } from "./app/app";
import { languageReady } from "./i18n";
import { sendRequestsThrough } from "./lib/api";
import { createQueryClient } from "./lib/query-client";

/**
 * Pages as HTML, for the server (server/http/page-render.ts) and for the build (scripts/prerender-landing.mjs): a phone
 * shows a page as soon as it and its stylesheet arrive, instead of after the app's scripts have downloaded, run and
 * asked the API. main.tsx hydrates it. Rendered in English, with nothing stored in the browser, exactly as the
 * browser's first render is.
 */

const visitorApi = new AsyncLocalStorage<VisitorApi>();
sendRequestsThrough((url, init) => {
  const api = visitorApi.getStore();
  if (!api) throw new Error(`${url} was asked for outside a page render`);
  return api(url, init);
});

// The page as a first visit shows it: nothing stored (no language or theme chosen, no tour begun).
globalThis.localStorage ??= emptyStorage();

/**
 * Render, fetch what the render asked for, render again: the session, then the page's own data, then what that data
 * names (a video's details after its status). A page still waiting after this many rounds is drawn by the browser.
 */
const ROUNDS = 5;

/** How React marks a Suspense boundary whose content follows later in the HTML. */
const LATE_PART = '<template id="B:';

/**
 * The page at `url` as `api`'s visitor sees it once its data has arrived, or null when an answer failed (the browser
 * then draws the page itself, with its own error and retry: a failed answer is not handed over, so the first render
 * in the browser could not match) or the page is still waiting after the last round.
 */
export async function renderPage(url: string, api: VisitorApi): Promise<RenderedPage<DehydratedState> | null> {
  await languageReady;
  const queryClient = createQueryClient();
  const asked = noteAskedQueries(queryClient);
  return visitorApi.run(api, async () => {
    for (let round = 1; ; round++) {
      asked.clear();
      const ssrContext: { redirectTo?: string } = {};
      const html = await renderToHtml(
        <StrictMode>
          <Router ssrPath={url} ssrContext={ssrContext}>
            <App queryClient={queryClient} />
          </Router>
        </StrictMode>,
      );
      if (ssrContext.redirectTo) return { redirectTo: ssrContext.redirectTo };
      const queries = queryClient.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === "error")) return null;
      const waiting = queries.filter((query) => query.state.status === "pending" && asked.has(query.queryHash));
      // A part of the page whose code arrived during this render is sent apart, with a script to put it in place:
      // the next round draws it in place, without a script (the page's CSP allows none inline).
      const partsArrivedLate = html.includes(LATE_PART);
      if (waiting.length === 0 && !partsArrivedLate) return { html, state: dehydrate(queryClient) };
      if (round === ROUNDS) return null;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
  });
}

/** The landing page for a guest, rendered once when the client is built. */
export async function renderLandingPage(): Promise<string> {
  await languageReady;
  return renderToString(
    <StrictMode>
      <Router ssrPath="/">
        <App queryClient={createQueryClient()} />
      </Router>
    </StrictMode>,
  );
}

/**
 * Notes which queries a render asks `client` to fetch: a query a component holds back (`enabled: false`, until what it
 * depends on arrives) is not fetched on the server either.
 */
function noteAskedQueries(client: QueryClient): Set<string> {
  const asked = new Set<string>();
  const defaultOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaultOptions>[0]) => {
    const defaulted = defaultOptions(options);
    if (defaulted.enabled !== false && defaulted.queryFn !== skipToken) asked.add(defaulted.queryHash);
    return defaulted;
  }) as typeof defaultOptions;
  return asked;
}

/** The whole page, once every lazily loaded part of it has arrived (a Suspense fallback is never sent). */
async function renderToHtml(page: ReactNode): Promise<string> {
  // React otherwise sends a large part of the page after the rest, with an inline script to move it in place.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}
