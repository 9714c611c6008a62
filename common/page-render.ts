/**
 * What the server's page render (server/http/page-render.ts) and the client's server build (client/src/server-render.tsx)
 * agree on: they meet only through the built bundle, so the contract lives here.
 */

/** How the API is reached while a page is drawn for one visitor: the server's own routes, with their cookie. */
export type VisitorApi = (url: string, init: RequestInit) => Promise<Response>;

/** A page drawn with the answers it was drawn from (for the browser's cache), or where the page sends the visitor. */
export type RenderedPage<State = unknown> = { html: string; state: State } | { redirectTo: string };

/** The id of the JSON script element that carries those answers to the browser (main.tsx reads it). */
export const PAGE_DATA_ID = "page-data";
