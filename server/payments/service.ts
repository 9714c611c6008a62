import { randomUUID } from "node:crypto";
import {
  CREDIT_PACKAGES,
  packageForDollarAmount,
  type CreditPackageId,
  type PaymentSetup,
  type TestPaymentConfirmInput,
} from "@common/credit-packages";
import type { Db } from "../db";
import { getBalance } from "../credits/ledger";
import { DomainError, notFound as recordNotFound } from "../domain-error";
import type { PaymentsConfig } from "./config";
import { findOwnOrder, fulfil, recordOrder, type FulfilOutcome } from "./orders";
import { createPaypalProvider, PaypalDeclinedError, type PaypalProvider } from "./paypal-provider";
import { ProviderUnavailableError, type PaymentProvider } from "./provider";
import { createStripeProvider, type StripeProvider } from "./stripe-provider";
import { checkTestCard } from "./test-cards";
import { createTestProvider, testIntentIdFromSecret, type TestProvider } from "./test-provider";

type Log = { warn: (message: string) => void; error: (message: string) => void };

export type PaymentsDeps = {
  db: Db;
  config: PaymentsConfig;
  log: Log;
};

const notFound = () => recordNotFound("payment_not_found");
const unavailable = (paypal: boolean) =>
  new DomainError("provider_unreachable", { code: paypal ? "paypal_unreachable" : "payment_provider_unreachable" });

/** The payments area behind the routes: picks the providers from configuration and runs every flow. */
export function createPayments({ db, config, log }: PaymentsDeps) {
  const testProvider: TestProvider | null = config.card.provider === "test" ? createTestProvider(db) : null;
  const stripeProvider: StripeProvider | null =
    config.card.provider === "stripe" ? createStripeProvider(config.card) : null;
  const cardProvider: PaymentProvider | null = stripeProvider ?? testProvider;
  const paypal: PaypalProvider | null = config.paypal ? createPaypalProvider(config.paypal) : null;
  if (!cardProvider) {
    log.warn(
      "Card payments are OFF: NODE_ENV=production and no Stripe keys are set. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY " +
        "and STRIPE_WEBHOOK_SECRET to sell credits, or PAYMENTS_MODE=test to run the test card provider (credits for free).",
    );
  }

  const withProvider = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        log.error(error.message);
        throw unavailable(error.message.startsWith("paypal"));
      }
      throw error;
    }
  };

  const logMismatch = (message: string) => log.warn(message);

  async function settleAndFulfil(provider: PaymentProvider, providerId: string): Promise<FulfilOutcome> {
    const payment = await withProvider(() => provider.settle(providerId));
    return (await fulfil(db, provider.name, payment, logMismatch)).outcome;
  }

  const requireCardProvider = () => {
    if (cardProvider) return cardProvider;
    throw new DomainError("unavailable", { code: paypal ? "card_purchases_unavailable" : "purchases_unavailable" });
  };

  const requirePaypal = () => {
    if (!paypal) throw new DomainError("not_found", { code: "paypal_not_configured" });
    return paypal;
  };

  return {
    setup(): PaymentSetup {
      return {
        cardProvider: config.card.provider,
        stripePublishableKey: config.card.provider === "stripe" ? config.card.publishableKey : null,
        paypalClientId: config.paypal?.clientId ?? null,
        paypalSdkUrl: config.paypal?.sdkUrl ?? null,
      };
    },

    /** Opens a card payment for the package at the server's price and remembers it as the user's order. */
    async createCardPayment(userId: number, packageId: CreditPackageId) {
      const provider = requireCardProvider();
      const pkg = CREDIT_PACKAGES[packageId];
      const opened = await withProvider(() =>
        provider.open({ userId, pkg, idempotencyKey: `create-intent-${randomUUID()}` }),
      );
      await recordOrder(db, { userId, provider: provider.name, providerId: opened.providerId, pkg });
      return { clientSecret: opened.clientSecret!, provider: provider.name };
    },

    /** Test mode's stand-in for the card network: Stripe's test cards, their messages, and a grant once. */
    async confirmTestPayment(userId: number, input: TestPaymentConfirmInput) {
      requireCardProvider();
      if (!testProvider) throw new DomainError("not_found", { code: "test_payments_off" });
      const intentId = testIntentIdFromSecret(input.clientSecret);
      if (!intentId) throw notFound();
      const order = await findOwnOrder(db, userId, "test", intentId);
      if (!order || !(await testProvider.secretMatches(intentId, input.clientSecret))) throw notFound();

      const current = await testProvider.settle(intentId);
      if (current.status !== "succeeded") {
        const card = checkTestCard(input);
        if (!card.ok) throw new DomainError("payment_required", { code: card.refusal });
        await testProvider.markSucceeded(intentId);
      }
      const outcome = await settleAndFulfil(testProvider, intentId);
      if (outcome !== "granted" && outcome !== "already_granted")
        throw new DomainError("conflict", { code: "payment_not_completed" });
      return { status: "succeeded" as const, credits: await getBalance(db, userId) };
    },

    /**
     * The buyer's page says a card payment went through (or came back from a redirect): ask the provider
     * and grant if it really did. The webhook does the same; whichever comes first grants.
     */
    async fulfilCardPayment(userId: number, paymentIntentId: string) {
      const provider = requireCardProvider();
      const order = await findOwnOrder(db, userId, provider.name, paymentIntentId);
      if (!order) throw notFound();
      const outcome = await settleAndFulfil(provider, paymentIntentId);
      const status =
        outcome === "granted" || outcome === "already_granted"
          ? "succeeded"
          : outcome === "not_paid"
            ? "pending"
            : "failed";
      return { status, credits: await getBalance(db, userId) };
    },

    /** A verified Stripe event, acted on once per event id; a failure leaves it unrecorded so Stripe retries. */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!stripeProvider) throw new DomainError("not_found", { code: "stripe_not_configured" });
      if (!signature) throw new DomainError("invalid", { code: "stripe_signature_missing" });
      let event;
      try {
        event = stripeProvider.verifyWebhook(rawBody, signature);
      } catch {
        throw new DomainError("invalid", { code: "stripe_signature_invalid" });
      }
      const seen = await db
        .selectFrom("payment_events")
        .select("event_id")
        .where("provider", "=", "stripe")
        .where("event_id", "=", event.id)
        .executeTakeFirst();
      if (seen) return { received: true, duplicate: true };

      if (
        event.type === "payment_intent.succeeded" ||
        event.type === "payment_intent.payment_failed" ||
        event.type === "payment_intent.canceled"
      ) {
        // The event's copy of the intent is only a hint: the intent is fetched again from Stripe.
        const intent = event.data.object as { id: string };
        await settleAndFulfil(stripeProvider, intent.id);
      }
      await db
        .insertInto("payment_events")
        .values({ provider: "stripe", event_id: event.id, type: event.type, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
        .execute();
      return { received: true, duplicate: false };
    },

    async paypalClientToken() {
      const provider = requirePaypal();
      return { clientToken: await withProvider(() => provider.clientToken()) };
    },

    /** `POST /order`: the client names an amount; only a package's exact price opens an order. */
    async createPaypalOrder(userId: number, amount: string | number) {
      const provider = requirePaypal();
      const pkg = packageForDollarAmount(amount);
      if (!pkg) throw new DomainError("invalid", { code: "paypal_amount_invalid" });
      const opened = await withProvider(() =>
        provider.open({ userId, pkg, idempotencyKey: `create-order-${randomUUID()}` }),
      );
      await recordOrder(db, { userId, provider: "paypal", providerId: opened.providerId, pkg });
      return { id: opened.providerId };
    },

    /** `POST /order/:id/capture`: captures the approved order; credits only on COMPLETED at the right amount. */
    async capturePaypalOrder(userId: number, orderId: string) {
      const provider = requirePaypal();
      const order = await findOwnOrder(db, userId, "paypal", orderId);
      if (!order) throw notFound();
      let outcome: FulfilOutcome;
      try {
        outcome = await settleAndFulfil(provider, orderId);
      } catch (error) {
        if (error instanceof PaypalDeclinedError) {
          throw new DomainError("payment_required", { code: "paypal_declined" });
        }
        throw error;
      }
      const credits = await getBalance(db, userId);
      if (outcome === "granted" || outcome === "already_granted")
        return { id: orderId, status: "COMPLETED" as const, credits };
      if (outcome === "not_paid") return { id: orderId, status: "PENDING" as const, credits };
      throw new DomainError("payment_required", { code: "paypal_declined" });
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
