import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deleteAccountSchema, loginSchema, registerSchema, type PublicUser } from "@common/auth";
import { authenticate, registerUser } from "../auth/accounts";
import { deleteAccount } from "../auth/delete-account";
import type { LoginThrottle } from "../auth/login-throttle";
import type { RegistrationThrottle } from "../auth/registration-throttle";
import type { Config } from "../config";
import type { Db } from "../db";
import { HttpError } from "../http/errors";
import type { MediaStore } from "../media/media-store";
import { endSession, requireUser, startSession } from "../http/session";

type Deps = {
  db: Db;
  config: Config;
  media: MediaStore;
  loginThrottle: LoginThrottle;
  registrationThrottle: RegistrationThrottle;
};

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, config, media, loginThrottle, registrationThrottle },
) => {
  app.get("/api/user", async (request): Promise<PublicUser> => requireUser(request));

  // Counted once the request is well-formed: only such a one can tell whether an account exists.
  app.post("/api/register", { schema: { body: registerSchema } }, async (request, reply) => {
    await registrationThrottle.startAttempt(request.ip);
    const user = await registerUser(db, request.body);
    await startSession(db, config, request, reply, user.id);
    return reply.status(201).send(user);
  });

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

  // The password again, counted by the login throttle: a session left open must not let anyone guess it here.
  app.post("/api/account/delete", { schema: { body: deleteAccountSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const attempt = await loginThrottle.startAttempt(user.username, request.ip);
    const confirmed = await authenticate(db, { username: user.username, password: request.body.password });
    if (!confirmed) throw new HttpError(403, { code: "password_incorrect" });
    await attempt.succeeded();
    await deleteAccount(db, media, user.id, request.log);
    await endSession(db, request, reply);
    return reply.status(204).send();
  });
};
