import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CREDIT_PACKAGES,
  createPaymentIntentSchema,
  fulfilPaymentSchema,
  testPaymentConfirmSchema,
  type CardPaymentResult,
  type CreditPackagesResponse,
  type PaymentSetup,
  type Transaction,
} from "@common/credit-packages";
import type { Config } from "../config";
import type { Db } from "../db";
import { requireUser } from "../http/session";
import { listTransactions } from "../payments/orders";
import { createPayments } from "../payments/service";
import { paypalRoutes } from "./paypal";
import { stripeWebhookRoutes } from "./stripe-webhook";

/** Credits for money: packages, history, the card checkout (test or Stripe), the Stripe webhook and PayPal. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const payments = createPayments({
    db,
    config: config.payments,
    log: { warn: (message) => app.log.warn(message), error: (message) => app.log.error(message) },
  });

  app.get("/api/credit-packages", async (): Promise<CreditPackagesResponse> => CREDIT_PACKAGES);

  app.get("/api/payments/setup", async (request): Promise<PaymentSetup> => {
    requireUser(request);
    return payments.setup();
  });

  app.get(
    "/api/transactions",
    async (request): Promise<Transaction[]> => listTransactions(db, requireUser(request).id),
  );

  app.post("/api/create-payment-intent", { schema: { body: createPaymentIntentSchema } }, async (request) => {
    const user = requireUser(request);
    return payments.createCardPayment(user.id, request.body.packageId);
  });

  app.post(
    "/api/test-payments/confirm",
    { schema: { body: testPaymentConfirmSchema } },
    async (request): Promise<CardPaymentResult> => payments.confirmTestPayment(requireUser(request).id, request.body),
  );

  app.post("/api/payments/fulfil", { schema: { body: fulfilPaymentSchema } }, async (request) =>
    payments.fulfilCardPayment(requireUser(request).id, request.body.paymentIntentId),
  );

  await app.register(stripeWebhookRoutes, { payments });
  await app.register(paypalRoutes, { payments });
};
