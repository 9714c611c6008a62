import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db";
import { requireUser } from "../http/session";
import { referralCodeFor, referralHistory, referralStats } from "../referrals/referrals";

type Deps = { db: Db };

export const referralRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get("/api/referrals/code", async (request) => ({
    referralCode: await referralCodeFor(db, requireUser(request).id),
  }));
  app.get("/api/referrals/stats", async (request) => referralStats(db, requireUser(request).id));
  app.get("/api/referrals/history", async (request) => referralHistory(db, requireUser(request).id));
};
