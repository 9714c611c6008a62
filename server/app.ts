import Fastify, { type FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DbHandle } from "./db";
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from "./auth/login-throttle";
import { registerErrorHandler } from "./http/error-handler";
import { HttpError } from "./http/errors";
import { registerOriginCheck } from "./http/origin-check";
import { registerSession } from "./http/session";
import { registerSpa } from "./http/spa";
import { authRoutes } from "./routes/auth";
import { creditRoutes } from "./routes/credits";

export type AppOptions = {
  config: Config;
  database: DbHandle;
  /** Folder of the built client; null serves the API only (tests, `npm run dev`). */
  clientDir: string | null;
  limits?: { login?: LoginThrottleLimits; registerPerMinute?: number; requestsPerMinute?: number };
};

export async function buildApp({ config, database, clientDir, limits = {} }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.env === "test" ? false : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
    // Only a named proxy may set the client address: the login throttle counts per address.
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 256 * 1024,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "blob:"],
        "upgrade-insecure-requests": config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    max: limits.requestsPerMinute ?? 600,
    timeWindow: "1 minute",
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });

  registerOriginCheck(app, ["/api/stripe/webhook"]);
  registerSession(app, database.db);

  const deps = { db: database.db, config };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await routes.register(authRoutes, {
    ...deps,
    loginThrottle: createLoginThrottle(limits.login ?? DEFAULT_LOGIN_LIMITS),
    registerLimitPerMinute: limits.registerPerMinute ?? 10,
  });
  await routes.register(creditRoutes, deps);

  await registerSpa(app, clientDir);
  return app;
}
