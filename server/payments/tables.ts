import type { Generated } from "kysely";

export type PaymentOrdersTable = {
  id: Generated<number>;
  user_id: number;
  provider: string;
  /** The provider's own id: Stripe PaymentIntent, PayPal order, or test intent. Unique per provider. */
  provider_id: string;
  package_id: string;
  credits: number;
  /** Cents, from the server's price list at the time the payment was opened. */
  amount: number;
  currency: string;
  status: string;
  created_at: string;
  updated_at: string;
};

export type PaymentEventsTable = {
  provider: string;
  event_id: string;
  type: string;
  created_at: string;
};

export type TestPaymentIntentsTable = {
  id: string;
  /** SHA-256 of the client secret: the secret itself is only ever in the buyer's page. */
  secret_hash: string;
  amount: number;
  currency: string;
  /** JSON object of strings, like Stripe's metadata. */
  metadata: string;
  status: string;
  created_at: string;
};

export type PaymentTables = {
  payment_orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  test_payment_intents: TestPaymentIntentsTable;
};
