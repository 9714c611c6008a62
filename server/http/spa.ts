import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE } from "@common/help";
import { errorAnswer } from "@common/messages";
import { loadPageRenderer, RENDERED_PATHS } from "./page-render";

/**
 * Serves the built client and answers unknown non-API paths with index.html so the client router
 * can show the page (or its 404), or with the page drawn on the server where it is (page-render.ts, built beside the
 * client in dist/server-render). Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | null) {
  const indexFile = clientDir ? path.join(clientDir, "index.html") : null;
  const hasClient = indexFile !== null && fs.existsSync(indexFile);
  // The landing page rendered at build time (scripts/prerender-landing.mjs); the app takes it over once loaded.
  const hasLanding = hasClient && fs.existsSync(path.join(clientDir!, "landing.html"));
  const renderPage = hasClient ? await loadPageRenderer(app, path.join(clientDir!, "..", "server-render")) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // index.html and the assets have .br and .gz twins made at build time (vite.config.ts).
      preCompressed: true,
      // Hashed asset names never change content, so they can be cached for good.
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  // Pages are drawn ahead in English: a reader of another language gets them drawn by the browser in theirs.
  const readsEnglish = (request: FastifyRequest) => (request.cookies[LANGUAGE_COOKIE] ?? "en") === "en";
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const landing = hasLanding && readsEnglish(request) && request.url.split("?")[0] === "/";
    const page = landing ? "landing.html" : "index.html";
    return reply.header("cache-control", "no-cache").sendFile(page, clientDir!, { cacheControl: false });
  };
  // Routes of their own (not the not-found answer) so they are compressed like every other answer.
  if (renderPage) {
    for (const pagePath of RENDERED_PATHS) {
      app.get(pagePath, async (request, reply) => {
        const rendered = readsEnglish(request) ? await renderPage(request) : null;
        if (!rendered) return sendShell(request, reply);
        if ("redirectTo" in rendered) return reply.redirect(rendered.redirectTo);
        // Drawn with this visitor's data: for them only, and drawn afresh each time.
        return reply.header("cache-control", "private, no-cache").type("text/html; charset=utf-8").send(rendered.html);
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/api/") || request.url === "/api";
    if (isApi || !hasClient || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send(errorAnswer({ code: "route_not_found" }));
    }
    return sendShell(request, reply);
  });
}
