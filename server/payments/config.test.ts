import { describe, expect, it } from "vitest";
import { ConfigError } from "@common/env";
import { loadConfig } from "../config";

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_abc123",
  STRIPE_PUBLISHABLE_KEY: "pk_test_abc123",
  STRIPE_WEBHOOK_SECRET: "whsec_abc123",
};

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("payments configuration", () => {
  it("uses the test provider and no PayPal when nothing is set (development by default)", () => {
    expect(loadConfig({}).payments).toEqual({ card: { provider: "test" }, paypal: null });
    expect(loadConfig({ NODE_ENV: "development" }).payments.card).toEqual({ provider: "test" });
    expect(loadConfig({ NODE_ENV: "test" }).payments.card).toEqual({ provider: "test" });
  });

  it("turns card payments off in production without Stripe keys, unless PAYMENTS_MODE=test asks for test mode", () => {
    expect(loadConfig({ NODE_ENV: "production" }).payments.card).toEqual({ provider: "off" });
    expect(loadConfig({ NODE_ENV: "production", PAYMENTS_MODE: "test" }).payments.card).toEqual({ provider: "test" });
    expect(loadConfig({ NODE_ENV: "production", ...STRIPE }).payments.card.provider).toBe("stripe");
  });

  it("keeps PayPal independent of the card mode", () => {
    const paypal = { PAYPAL_CLIENT_ID: "client-id-1234", PAYPAL_CLIENT_SECRET: "secret-1234" };
    const { payments } = loadConfig({ NODE_ENV: "production", ...paypal });
    expect(payments.card).toEqual({ provider: "off" });
    expect(payments.paypal?.clientId).toBe("client-id-1234");
  });

  it("stops on PAYMENTS_MODE=test beside Stripe keys, naming the conflict", () => {
    const message = problemsOf({ NODE_ENV: "production", PAYMENTS_MODE: "test", ...STRIPE });
    expect(message).toContain(
      "PAYMENTS_MODE=test conflicts with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: unset PAYMENTS_MODE",
    );
    expect(message).not.toContain("abc123");
  });

  it("accepts only test as PAYMENTS_MODE", () => {
    expect(problemsOf({ PAYMENTS_MODE: "live" })).toContain('PAYMENTS_MODE="live": must be test');
  });

  it("switches the card checkout to Stripe with all three keys, honouring STRIPE_API_URL", () => {
    const { payments } = loadConfig({ ...STRIPE, STRIPE_API_URL: "http://127.0.0.1:12111" });
    expect(payments.card).toEqual({
      provider: "stripe",
      secretKey: "sk_test_abc123",
      publishableKey: "pk_test_abc123",
      webhookSecret: "whsec_abc123",
      apiUrl: "http://127.0.0.1:12111",
    });
  });

  it("enables PayPal with both credentials, on the sandbox unless PAYPAL_API_URL says otherwise", () => {
    const paypal = { PAYPAL_CLIENT_ID: "client-id-1234", PAYPAL_CLIENT_SECRET: "secret-1234" };
    expect(loadConfig(paypal).payments.paypal).toEqual({
      clientId: "client-id-1234",
      clientSecret: "secret-1234",
      apiUrl: "https://api-m.sandbox.paypal.com",
      sdkUrl: "https://www.paypal.com/sdk/js",
    });
    expect(loadConfig({ ...paypal, PAYPAL_API_URL: "https://api-m.paypal.com/" }).payments.paypal?.apiUrl).toBe(
      "https://api-m.paypal.com",
    );
  });

  it("names each missing partner of a half-configured provider instead of falling back to test mode", () => {
    const message = problemsOf({ STRIPE_SECRET_KEY: "sk_test_abc123", PAYPAL_CLIENT_ID: "client-id-1234" });
    expect(message).toContain("STRIPE_PUBLISHABLE_KEY is not set: it must be set together with STRIPE_SECRET_KEY");
    expect(message).toContain("STRIPE_WEBHOOK_SECRET is not set");
    expect(message).toContain("PAYPAL_CLIENT_SECRET is not set: it must be set together with PAYPAL_CLIENT_ID");
  });

  it("refuses malformed keys without ever echoing a secret", () => {
    const message = problemsOf({
      ...STRIPE,
      STRIPE_SECRET_KEY: "pk_test_oops-secret",
      STRIPE_WEBHOOK_SECRET: "nothook",
      STRIPE_API_URL: "ftp://x",
    });
    expect(message).toContain("STRIPE_SECRET_KEY=(hidden): must be a Stripe secret key");
    expect(message).toContain("STRIPE_WEBHOOK_SECRET=(hidden): must be a Stripe webhook signing secret");
    expect(message).toContain('STRIPE_API_URL="ftp://x"');
    expect(message).not.toContain("oops-secret");
    expect(message).not.toContain("nothook");
  });

  it("refuses a live secret key with a test publishable key", () => {
    expect(problemsOf({ ...STRIPE, STRIPE_SECRET_KEY: "sk_live_abc123" })).toContain(
      "both be test keys or both be live keys",
    );
  });
});
