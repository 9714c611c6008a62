import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PAGE_DATA_ID, type RenderedPage, type VisitorApi } from "@common/page-render";

/**
 * Pages the server draws before it sends them, with the visitor's data, so a phone shows their first screen as soon
 * as the HTML and stylesheet arrive instead of after the app's scripts have loaded, run and asked the API (their
 * largest paint was 3.3–3.8 s on a simulated phone). Others are drawn by the browser.
 */
export const RENDERED_PATHS = new Set(["/showcase", "/dashboard"]);

/** A render slower than this is given up: the browser draws the page instead. */
const RENDER_TIMEOUT_MS = 3000;

type ServerRender = { renderPage(url: string, api: VisitorApi): Promise<RenderedPage | null> };

/** The page's whole HTML, or where it sends the visitor. */
type PageAnswer = { html: string } | { redirectTo: string };

/** Renders one page for one request, or says it cannot (the browser then draws it). */
type PageRenderer = (request: FastifyRequest) => Promise<PageAnswer | null>;

/**
 * The renderer built with the client (client/src/server-render.tsx, in `dir` with the page template beside it), or
 * null when the build has none.
 */
export async function loadPageRenderer(app: FastifyInstance, dir: string): Promise<PageRenderer | null> {
  const bundle = path.join(dir, "server-render.js");
  const templateFile = path.join(dir, "page.html");
  if (!fs.existsSync(bundle) || !fs.existsSync(templateFile)) return null;
  const { renderPage } = (await import(pathToFileURL(bundle).href)) as ServerRender;
  const template = fs.readFileSync(templateFile, "utf8");

  return async (request) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([renderPage(request.url, askAsVisitor(app, request)), timeout]);
      if (!page) return null;
      if ("redirectTo" in page) return { redirectTo: page.redirectTo };
      return {
        html: template
          .replace("<!--page-->", () => page.html)
          .replace(
            "<!--page-data-->",
            () => `<script id="${PAGE_DATA_ID}" type="application/json">${scriptSafeJson(page.state)}</script>`,
          ),
      };
    } catch (error) {
      request.log.error({ err: error, url: request.url }, "server render failed; the browser draws the page");
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The server's own API as the visitor would reach it: their cookie, their address (their rate limit). Reads only. */
function askAsVisitor(app: FastifyInstance, request: FastifyRequest): VisitorApi {
  return async (url, init) => {
    const method = init.method ?? "GET";
    if (method !== "GET") throw new Error(`a page render only reads (${method} ${url})`);
    const answer = await app.inject({
      method: "GET",
      url,
      remoteAddress: request.ip,
      headers: {
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers["user-agent"] ? { "user-agent": request.headers["user-agent"] } : {}),
      },
    });
    const contentType = answer.headers["content-type"];
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === "string" ? { "content-type": contentType } : {},
    });
  };
}

/** JSON that cannot end the script element it sits in, whatever a story or a name contains. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
