import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicUser } from "@common/auth";
import type { Config } from "../config";
import type { Db } from "../db";
import { createSession, deleteSession, findSessionUserId, SESSION_COOKIE, SESSION_TTL_MS } from "../auth/sessions";
import { findUserById, toPublicUser } from "../auth/users";
import { unauthorized } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    user: PublicUser | null;
  }
}

export function registerSession(app: FastifyInstance, db: Db) {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const userId = await findSessionUserId(db, token);
    if (userId === null) return;
    const row = await findUserById(db, userId);
    request.user = row ? toPublicUser(row) : null;
  });
}

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Always a brand-new session on login and registration, so a planted session id is never promoted. */
export async function startSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const { token } = await createSession(db, userId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, token);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
