import Fastify from "fastify";
import fastifyCookie from "@fastify/cookie";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createSession, SESSION_COOKIE } from "../../auth/sessions";
import { applyEntry, getBalance, signupEntry } from "../../credits/ledger";
import { registerErrorHandler } from "../../http/error-handler";
import { registerOriginCheck } from "../../http/origin-check";
import { registerSession } from "../../http/session";
import { paymentRoutes } from "../../routes/payments";
import { createTestDatabase, insertUser, type TestEngine } from "../test-app";
import type { PaymentsConfig } from "../../payments/config";

/**
 * The payment routes on a real database with a chosen payments configuration (Stripe or PayPal at
 * a local fake), wired with the same error, session and origin handling as the app.
 */
export async function createPaymentsHarness(engine: TestEngine, payments: PaymentsConfig) {
  const database = await createTestDatabase(engine);
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerOriginCheck(app, ["/api/stripe/webhook"]);
  registerSession(app, database.db);
  await app
    .withTypeProvider<ZodTypeProvider>()
    .register(paymentRoutes, { db: database.db, config: { ...database.config, payments } });
  await app.ready();

  let seq = 0;
  /** A user with the signup credit and a session, as registration leaves them. */
  async function newUser() {
    seq += 1;
    const name = `buyer${engine}${seq}${Math.random().toString(36).slice(2, 6)}`;
    const id = await insertUser(database.db, name);
    await applyEntry(database.db, signupEntry(id));
    const { token } = await createSession(database.db, id);
    return { id, cookie: `${SESSION_COOKIE}=${token}` };
  }

  return {
    app,
    db: database.db,
    newUser,
    balance: (userId: number) => getBalance(database.db, userId),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
