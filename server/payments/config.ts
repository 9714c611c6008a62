import { z } from "zod";

const HTTP_URL_EXAMPLES: Record<string, string> = {
  PAYPAL_API_URL: "https://api-m.sandbox.paypal.com",
  PAYPAL_SDK_URL: "https://www.paypal.com/sdk/js",
};

const httpUrl = (name: string) =>
  z
    .string()
    .url(`must be an http(s) URL, e.g. ${HTTP_URL_EXAMPLES[name] ?? "http://127.0.0.1:12111"}`)
    .regex(/^https?:\/\//, "must start with http:// or https://");

/** Payment variables, spread into the environment schema of server/config.ts. */
export const paymentEnvSchema = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_API_URL: httpUrl("STRIPE_API_URL").optional(),
  PAYPAL_CLIENT_ID: z.string().min(8, "must be the PayPal REST app's client id").optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(8, "must be the PayPal REST app's secret").optional(),
  PAYPAL_API_URL: httpUrl("PAYPAL_API_URL").default("https://api-m.sandbox.paypal.com"),
  // Where the browser loads PayPal's JS SDK from: PayPal's own address, unless a test points it at a fake.
  PAYPAL_SDK_URL: httpUrl("PAYPAL_SDK_URL").default("https://www.paypal.com/sdk/js"),
  PAYMENTS_MODE: z
    .enum(["test"], { error: "must be test (the built-in test card provider), or left unset" })
    .optional(),
};

export const SECRET_ENV_NAMES = new Set(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "PAYPAL_CLIENT_SECRET"]);

type PaymentEnv = {
  NODE_ENV: "development" | "production" | "test";
  PAYMENTS_MODE?: "test";
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_API_URL: string;
  PAYPAL_SDK_URL: string;
};

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another host for the Stripe API (a local fake in tests); the real API when absent. */
  apiUrl: string | null;
};

export type PaypalConfig = { clientId: string; clientSecret: string; apiUrl: string; sdkUrl: string };

export type PaymentsConfig = {
  /**
   * The card checkout of /credits: Stripe when its keys are given, else the built-in test provider, which production
   * only runs when asked to (PAYMENTS_MODE=test): free credits there by accident would be real money lost.
   */
  card: { provider: "test" } | ({ provider: "stripe" } & StripeConfig) | { provider: "off" };
  paypal: PaypalConfig | null;
};

const STRIPE_VARS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
const PAYPAL_VARS = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"] as const;

/**
 * Half a provider's keys is a mistake worth stopping for: the site would silently run without that provider. So is
 * asking for test mode beside Stripe keys: one of the two is not what the operator meant.
 */
export function paymentConfigProblems(env: PaymentEnv): string[] {
  const problems: string[] = [];
  const missingTogether = (vars: readonly (keyof PaymentEnv)[]) => {
    const set = vars.filter((v) => env[v]);
    if (set.length === 0 || set.length === vars.length) return;
    for (const v of vars.filter((name) => !env[name])) {
      problems.push(
        `${v} is not set: it must be set together with ${set.join(" and ")} (or leave all of ${vars.join(", ")} unset)`,
      );
    }
  };
  missingTogether(STRIPE_VARS);
  missingTogether(PAYPAL_VARS);
  const stripeSet = STRIPE_VARS.filter((v) => env[v]);
  if (env.PAYMENTS_MODE === "test" && stripeSet.length > 0) {
    problems.push(
      `PAYMENTS_MODE=test conflicts with ${stripeSet.join(", ")}: unset PAYMENTS_MODE to take card payments with Stripe, or unset the Stripe keys to use the test card provider`,
    );
  }
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const secretLive = /_live_/.test(env.STRIPE_SECRET_KEY);
    const publishableLive = /_live_/.test(env.STRIPE_PUBLISHABLE_KEY);
    if (secretLive !== publishableLive) {
      problems.push("STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys");
    }
  }
  return problems;
}

export function toPaymentsConfig(env: PaymentEnv): PaymentsConfig {
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          provider: "stripe" as const,
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null;
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? {
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          apiUrl: env.PAYPAL_API_URL.replace(/\/+$/, ""),
          sdkUrl: env.PAYPAL_SDK_URL,
        }
      : null;
  const testAllowed = env.PAYMENTS_MODE === "test" || env.NODE_ENV !== "production";
  return { card: stripe ?? { provider: testAllowed ? "test" : "off" }, paypal };
}
