import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DbHandle } from "./db";
import { createLoginThrottle, type AttemptLimit, type LoginThrottleLimits } from "./auth/login-throttle";
import { createRegistrationThrottle } from "./auth/registration-throttle";
import { registerErrorHandler } from "./http/error-handler";
import { HttpError } from "./http/errors";
import { registerOriginCheck } from "./http/origin-check";
import { requestLimitStore } from "./http/request-limit-store";
import { registerSession } from "./http/session";
import { registerSpa } from "./http/spa";
import { createLimitCounters } from "./limit-counters";
import { paymentCspSources } from "./payments/csp";
import type { JobQueue } from "./jobs/job-queue";
import { createMediaStore } from "./media/create-media-store";
import type { MediaStore } from "./media/media-store";
import { authRoutes } from "./routes/auth";
import { passwordResetRoutes } from "./routes/password-reset";
import { creditRoutes } from "./routes/credits";
import { paymentRoutes } from "./routes/payments";
import { mediaRoutes } from "./routes/media";
import { resourceRoutes } from "./routes/resources";
import { showcaseRoutes } from "./routes/showcase";
import { communityRoutes } from "./routes/community";
import { referralRoutes } from "./routes/referrals";
import { supportRoutes } from "./routes/support";
import { aiToolRoutes } from "./routes/ai-tools";
import { supportChatRoutes } from "./routes/support-chat";
import { SupportChat } from "./ai/support-chat";
import { TextTools } from "./ai/text-tools";
import { buildHelpLibrary } from "./content/help-library";
import { loadSiteContent, type SiteContent } from "./content/site-content";
import { storyboardRoutes } from "./routes/storyboard";
import { videoRoutes } from "./routes/videos";
import { uploadRoutes } from "./routes/uploads";
import type { UploadQuota } from "./uploads/uploads";
import type { ScriptWriter } from "./videos/renderer";
import { studioScriptWriter } from "./videos/studio-renderer";

export type AppOptions = {
  config: Config;
  database: DbHandle;
  /** Folder of the built client; null serves the API only (tests, `npm run dev`). */
  clientDir: string | null;
  limits?: {
    login?: LoginThrottleLimits;
    register?: AttemptLimit;
    requestsPerMinute?: number;
    uploadQuota?: UploadQuota;
  };
  /** Where new videos' renders are queued; its runner is started and stopped by the caller (main.ts, tests). */
  jobQueue: JobQueue;
  /** Writes script previews; the studio's writer unless a test replaces it. */
  scriptWriter?: ScriptWriter;
  /** Where finished videos are served from: the store MEDIA_STORE names unless given. */
  media?: MediaStore;
  /** The content pages' sources, read from CONTENT_DIR unless given. */
  content?: SiteContent;
};

export async function buildApp({
  config,
  database,
  clientDir,
  limits = {},
  jobQueue,
  scriptWriter,
  media = createMediaStore(config.media),
  content = loadSiteContent(config.contentDir),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.env === "test"
        ? false
        : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
    // Only a named proxy may set the client address: the login throttle counts per address.
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 256 * 1024,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const paymentSources = paymentCspSources(config.payments);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:", ...paymentSources.img],
        "media-src": ["'self'", "blob:"],
        "script-src": ["'self'", ...paymentSources.script],
        "frame-src": ["'self'", ...paymentSources.frame],
        "connect-src": ["'self'", ...paymentSources.connect],
        "upgrade-insecure-requests": config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  // API answers are compressed as they go (a fast brotli level: they are small and made per request); the client's
  // files were compressed once, at build time, and are sent as they are (spa.ts).
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  const counters = await createLimitCounters(config.database);
  app.addHook("onClose", () => counters.close());
  await app.register(fastifyRateLimit, {
    store: requestLimitStore(counters),
    max: limits.requestsPerMinute ?? 600,
    timeWindow: "1 minute",
    // The client's files are static and cheap, and one page load fetches dozens of them: counting them let a few
    // page loads from one address (a household, an office behind one NAT) use up the allowance of its API calls.
    allowList: (request) => !request.url.startsWith("/api/") && !request.url.startsWith("/media/"),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, { code: "too_many_requests", params: { seconds: Math.ceil(context.ttl / 1000) } }),
  });

  registerOriginCheck(app, ["/api/stripe/webhook"]);
  registerSession(app, database.db);

  const deps = { db: database.db, config };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await routes.register(authRoutes, {
    ...deps,
    media,
    loginThrottle: createLoginThrottle(counters, limits.login),
    registrationThrottle: createRegistrationThrottle(counters, limits.register),
  });
  await routes.register(passwordResetRoutes, { ...deps, counters });
  await routes.register(creditRoutes, deps);
  await routes.register(paymentRoutes, deps);
  await routes.register(videoRoutes, {
    ...deps,
    media,
    jobQueue,
    scriptWriter: scriptWriter ?? studioScriptWriter(config.studioProviders),
  });
  await routes.register(mediaRoutes, { ...deps, media });
  await routes.register(uploadRoutes, { ...deps, media, counters, quota: limits.uploadQuota });
  await routes.register(storyboardRoutes, deps);
  await routes.register(showcaseRoutes, deps);
  await routes.register(resourceRoutes, { ...deps, articles: content.articles });
  await routes.register(supportRoutes, { ...deps, content });
  await routes.register(communityRoutes, { ...deps, counters });
  await routes.register(referralRoutes, deps);
  await routes.register(aiToolRoutes, { tools: new TextTools(config.ai), counters });
  await routes.register(supportChatRoutes, {
    db: database.db,
    counters,
    chat: new SupportChat(buildHelpLibrary(content), config.ai.chat),
  });

  await registerSpa(app, clientDir);
  return app;
}
