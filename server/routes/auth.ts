import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginSchema, registerSchema, type PublicUser } from "@common/auth";
import { authenticate, registerUser } from "../auth/accounts";
import type { LoginThrottle } from "../auth/login-throttle";
import type { Config } from "../config";
import type { Db } from "../db";
import { HttpError } from "../http/errors";
import { endSession, requireUser, startSession } from "../http/session";

type Deps = { db: Db; config: Config; loginThrottle: LoginThrottle; registerLimitPerMinute: number };

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config, loginThrottle, registerLimitPerMinute }) => {
  app.get("/api/user", async (request): Promise<PublicUser> => requireUser(request));

  app.post(
    "/api/register",
    { schema: { body: registerSchema }, config: { rateLimit: { max: registerLimitPerMinute, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      await startSession(db, config, request, reply, user.id);
      return reply.status(201).send(user);
    },
  );

  app.post("/api/login", { schema: { body: loginSchema } }, async (request, reply): Promise<PublicUser> => {
    const { username } = request.body;
    const attempt = await loginThrottle.startAttempt(username, request.ip);
    const user = await authenticate(db, request.body);
    if (!user) throw new HttpError(401, { code: "invalid_credentials" });
    await attempt.succeeded();
    await startSession(db, config, request, reply, user.id);
    return user;
  });

  app.post("/api/logout", async (request, reply) => {
    await endSession(db, request, reply);
    return { ok: true };
  });
};
