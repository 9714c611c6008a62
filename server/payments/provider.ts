import type { CreditPackage, PaymentProviderName } from "@common/credit-packages";

/** A payment as the provider itself reports it; the only thing credits are ever granted on. */
export type ProviderPayment = {
  id: string;
  status: "succeeded" | "pending" | "failed";
  /** Cents. */
  amount: number;
  /** Lower-case ISO code. */
  currency: string;
  /** What the server attached when it opened the payment. */
  metadata: { userId?: string; packageId?: string };
};

export type OpenPaymentRequest = { userId: number; pkg: CreditPackage; idempotencyKey: string };

export type OpenedPayment = {
  providerId: string;
  /** For the card providers: what the buyer's page confirms with. PayPal has none. */
  clientSecret: string | null;
};

/**
 * One interface for the test provider, Stripe and PayPal. open() charges nothing: it asks the provider
 * for a payment of the server's own price. settle() asks the provider what became of it (for PayPal,
 * capturing the approved order), so a grant never rests on what the browser says.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  open(request: OpenPaymentRequest): Promise<OpenedPayment>;
  settle(providerId: string): Promise<ProviderPayment>;
}

/** The provider could not be reached or answered unexpectedly: a 502 for the buyer, a log line for us. */
export class ProviderUnavailableError extends Error {
  constructor(provider: PaymentProviderName, detail: string) {
    super(`${provider} request failed: ${detail}`);
    this.name = "ProviderUnavailableError";
  }
}
