import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { creditHistoryQuerySchema, type CreditHistoryPage } from "@common/credit-history";
import type { CreditBalance } from "@common/credit-packages";
import type { Db } from "../db";
import { listCreditHistory } from "../credits/credit-history";
import { getBalance } from "../credits/ledger";
import { requireUser } from "../http/session";

export const creditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/api/credits", async (request): Promise<CreditBalance> => {
    const user = requireUser(request);
    return { credits: await getBalance(db, user.id) };
  });

  app.get(
    "/api/credits/history",
    { schema: { querystring: creditHistoryQuerySchema } },
    async (request): Promise<CreditHistoryPage> => listCreditHistory(db, requireUser(request).id, request.query.before),
  );
};
