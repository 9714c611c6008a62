import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { errorAnswer } from "@common/messages";

/**
 * Serves the built client and answers unknown non-API paths with index.html so the client router
 * can show the page (or its 404). Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | null) {
  const indexFile = clientDir ? path.join(clientDir, "index.html") : null;
  const hasClient = indexFile !== null && fs.existsSync(indexFile);
  // The landing page rendered at build time (scripts/prerender-landing.mjs); the app takes it over once loaded.
  const hasLanding = hasClient && fs.existsSync(path.join(clientDir!, "landing.html"));
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
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/api/") || request.url === "/api";
    if (isApi || !hasClient || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send(errorAnswer({ code: "route_not_found" }));
    }
    const page = hasLanding && request.url.split("?")[0] === "/" ? "landing.html" : "index.html";
    return reply.header("cache-control", "no-cache").sendFile(page, clientDir!, { cacheControl: false });
  });
}
