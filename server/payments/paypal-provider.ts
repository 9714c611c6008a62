import type { PaypalConfig } from "./config";
import {
  ProviderUnavailableError,
  type OpenPaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
} from "./provider";

/** The slice of an Orders v2 order (create, get or capture answer) this app reads. */
type PaypalOrder = {
  id: string;
  status: string;
  purchase_units?: Array<{
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: {
      captures?: Array<{
        id: string;
        status: string;
        custom_id?: string;
        amount?: { currency_code: string; value: string };
      }>;
    };
  }>;
};

type PaypalError = { name?: string; details?: Array<{ issue?: string; description?: string }> };

/** A refusal PayPal states about the buyer's payment (not an outage), e.g. INSTRUMENT_DECLINED. */
export class PaypalDeclinedError extends Error {
  constructor(readonly issue: string) {
    super(`PayPal refused the payment (${issue})`);
    this.name = "PaypalDeclinedError";
  }
}

export type PaypalProvider = PaymentProvider & { clientToken(): Promise<string> };

const toCents = (value: string) => {
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
};
const toDollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * PayPal Orders v2 over fetch. The official server SDK only knows PayPal's own sandbox and live hosts,
 * and PAYPAL_API_URL must be able to point at a local fake for tests (docs/decisions/0003-payments.md).
 */
export function createPaypalProvider(config: PaypalConfig): PaypalProvider {
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await fetch(`${config.apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new ProviderUnavailableError(
        "paypal",
        `${what}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const res = await send(
      "/v1/oauth2/token",
      {
        method: "POST",
        headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
      },
      "access token",
    );
    if (!res.ok) throw new ProviderUnavailableError("paypal", `access token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    // Renew a minute early so a token never expires between our check and PayPal's.
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api<T>(
    method: string,
    path: string,
    what: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const res = await send(
      path,
      {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      what,
    );
    if (res.ok) return (await res.json()) as T;
    const error = (await res.json().catch(() => ({}))) as PaypalError;
    const issue = error.details?.[0]?.issue ?? error.name ?? "UNKNOWN";
    if (res.status === 422) throw new PaypalDeclinedError(issue);
    throw new ProviderUnavailableError("paypal", `${what}: HTTP ${res.status} ${issue}`);
  }

  function toProviderPayment(order: PaypalOrder): ProviderPayment {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    const [userId, packageId] = (unit?.custom_id ?? capture?.custom_id ?? "").split(":");
    const status =
      order.status === "COMPLETED" && capture?.status === "COMPLETED"
        ? "succeeded"
        : capture?.status === "DECLINED" || capture?.status === "FAILED" || order.status === "VOIDED"
          ? "failed"
          : "pending";
    const amount = capture?.amount ?? unit?.amount;
    return {
      id: order.id,
      status,
      amount: amount ? toCents(amount.value) : 0,
      currency: (amount?.currency_code ?? "").toLowerCase(),
      metadata: { userId, packageId },
    };
  }

  return {
    name: "paypal",

    async clientToken() {
      const body = await api<{ client_token: string }>("POST", "/v1/identity/generate-token", "client token", {});
      return body.client_token;
    },

    async open({ userId, pkg, idempotencyKey }: OpenPaymentRequest) {
      const order = await api<PaypalOrder>(
        "POST",
        "/v2/checkout/orders",
        "create order",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: pkg.id,
              custom_id: `${userId}:${pkg.id}`,
              description: `StoryBites ${pkg.name} (${pkg.credits} credits)`,
              amount: { currency_code: "USD", value: toDollars(pkg.amount) },
            },
          ],
        },
        { "PayPal-Request-Id": idempotencyKey },
      );
      return { providerId: order.id, clientSecret: null };
    },

    /**
     * Captures the approved order. The request id is derived from the order, so concurrent or retried
     * captures are one capture at PayPal; an order captured before is read back instead.
     */
    async settle(providerId: string) {
      const path = `/v2/checkout/orders/${encodeURIComponent(providerId)}`;
      try {
        const order = await api<PaypalOrder>("POST", `${path}/capture`, "capture order", undefined, {
          "PayPal-Request-Id": `capture-${providerId}`,
          Prefer: "return=representation",
        });
        return toProviderPayment(order);
      } catch (error) {
        if (error instanceof PaypalDeclinedError && error.issue === "ORDER_ALREADY_CAPTURED") {
          return toProviderPayment(await api<PaypalOrder>("GET", path, "get order"));
        }
        throw error;
      }
    },
  };
}
