import Stripe from "stripe";
import type { StripeConfig } from "./config";
import {
  ProviderUnavailableError,
  type OpenPaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
} from "./provider";

/** Webhooks older than this are refused (Stripe's default), so a captured delivery cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripeClient(config: StripeConfig): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (config.apiUrl) {
    // Tests point the SDK at a local fake speaking Stripe's REST protocol.
    const url = new URL(config.apiUrl);
    options.protocol = url.protocol === "http:" ? "http" : "https";
    options.host = url.hostname;
    options.port = url.port || (url.protocol === "http:" ? 80 : 443);
  }
  return new Stripe(config.secretKey, options);
}

function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const status = intent.status === "succeeded" ? "succeeded" : intent.status === "canceled" ? "failed" : "pending";
  return {
    id: intent.id,
    status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { userId: intent.metadata?.userId, packageId: intent.metadata?.packageId },
  };
}

export type StripeProvider = PaymentProvider & {
  /** Verifies the signature on the raw body; throws on a bad or stale one. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
};

export function createStripeProvider(config: StripeConfig, stripe = createStripeClient(config)): StripeProvider {
  const call = async <T>(what: string, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      throw new ProviderUnavailableError(
        "stripe",
        `${what}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  return {
    name: "stripe",

    async open({ userId, pkg, idempotencyKey }: OpenPaymentRequest) {
      const intent = await call("create payment intent", () =>
        stripe.paymentIntents.create(
          {
            amount: pkg.amount,
            currency: "usd",
            automatic_payment_methods: { enabled: true },
            description: `StoryBites ${pkg.name} (${pkg.credits} credits)`,
            metadata: { userId: String(userId), packageId: pkg.id, credits: String(pkg.credits) },
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new ProviderUnavailableError("stripe", "payment intent came back without a client secret");
      return { providerId: intent.id, clientSecret: intent.client_secret };
    },

    async settle(providerId: string) {
      return toProviderPayment(await call("retrieve payment intent", () => stripe.paymentIntents.retrieve(providerId)));
    },

    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },
  };
}
