import { z } from "zod";
import { renderMessage } from "./messages";

export const CREDIT_PACKAGE_IDS = ["snack_pack", "meal_deal", "feast_plan"] as const;
export type CreditPackageId = (typeof CREDIT_PACKAGE_IDS)[number];

const creditPackageSchema = z.object({
  id: z.enum(CREDIT_PACKAGE_IDS),
  name: z.string(),
  credits: z.number().int(),
  /** Price in US cents. The server charges this figure; the client only displays it. */
  amount: z.number().int(),
  badge: z.string().nullable(),
  highlighted: z.boolean(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** `GET /api/credit-packages`: every package, by id (an enum key makes the record exhaustive). */
export const creditPackagesResponseSchema = z.record(z.enum(CREDIT_PACKAGE_IDS), creditPackageSchema);
export type CreditPackagesResponse = z.infer<typeof creditPackagesResponseSchema>;

const SNACK_PACK = { credits: 3, amount: 799 };

/**
 * How much less a credit costs in `pkg` than in the smallest pack, in whole percent: the badges say what the prices
 * give ($19.99 for 10 is 25% under $7.99 for 3), not a figure of their own.
 */
export function savingsPercent(pkg: Pick<CreditPackage, "amount" | "credits">): number {
  return Math.round((1 - pkg.amount / pkg.credits / (SNACK_PACK.amount / SNACK_PACK.credits)) * 100);
}

const MEAL_DEAL = { credits: 10, amount: 1999 };
const FEAST_PLAN = { credits: 25, amount: 3999 };

/** The price list (core.md §9). The server is the only place that turns a package into a charge. */
export const CREDIT_PACKAGES: CreditPackagesResponse = {
  snack_pack: { id: "snack_pack", name: "Snack Pack", ...SNACK_PACK, badge: null, highlighted: false },
  meal_deal: {
    id: "meal_deal",
    name: "Meal Deal",
    ...MEAL_DEAL,
    badge: `Save ${savingsPercent(MEAL_DEAL)}%`,
    highlighted: true,
  },
  feast_plan: {
    id: "feast_plan",
    name: "Feast Plan",
    ...FEAST_PLAN,
    badge: `Best Value! Save ${savingsPercent(FEAST_PLAN)}%`,
    highlighted: false,
  },
};

export const DEFAULT_PACKAGE_ID: CreditPackageId = "meal_deal";
export const PAYMENT_CURRENCY = "usd";

export type PaymentProviderName = "test" | "stripe" | "paypal";
/** The providers that take cards; PayPal has its own checkout. */
const CARD_PROVIDERS = ["test", "stripe"] as const;

/** `GET /api/credits`: the signed-in user's balance. */
export const creditBalanceSchema = z.object({ credits: z.number().int() });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

const transactionStatusSchema = z.enum(["pending", "succeeded", "failed"]);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** One purchase as `GET /api/transactions` answers it. */
const transactionSchema = z.object({
  id: z.number().int(),
  packageName: z.string(),
  createdAt: z.string(),
  amount: z.number().int(),
  status: transactionStatusSchema,
  credits: z.number().int(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = z.array(transactionSchema);

/** `GET /api/payments/setup`: what the client needs to mount the right checkout; no secret ever appears here. */
export const paymentSetupSchema = z.object({
  /** "off": no card checkout at all (production without Stripe keys nor PAYMENTS_MODE=test). */
  cardProvider: z.enum([...CARD_PROVIDERS, "off"]),
  stripePublishableKey: z.string().nullable(),
  paypalClientId: z.string().nullable(),
  /** Where the browser loads PayPal's JS SDK from (PAYPAL_SDK_URL); null without PayPal. */
  paypalSdkUrl: z.string().nullable(),
});
export type PaymentSetup = z.infer<typeof paymentSetupSchema>;

/** `POST /api/create-payment-intent`: the card payment the checkout confirms. */
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(CARD_PROVIDERS),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** `POST /api/test-payments/confirm` and `POST /api/payments/fulfil`: where the payment stands, and the balance after it. */
export const cardPaymentResultSchema = z.object({
  status: transactionStatusSchema,
  credits: z.number().int(),
});
export type CardPaymentResult = z.infer<typeof cardPaymentResultSchema>;

/** `GET /setup`: the client token the PayPal JS SDK is loaded with. */
export const paypalClientTokenSchema = z.object({ clientToken: z.string() });

/** `POST /order`: the PayPal order opened for a package. */
export const paypalOrderCreatedSchema = z.object({ id: z.string() });

/** `POST /order/:id/capture`: a declined capture is an error answer, so only these two come back. */
export const paypalCaptureSchema = z.object({
  id: z.string(),
  status: z.enum(["COMPLETED", "PENDING"]),
  credits: z.number().int(),
});

export const createPaymentIntentSchema = z.object({
  packageId: z.enum(CREDIT_PACKAGE_IDS, { error: renderMessage("package_invalid") }),
});

const REFERENCE_MISSING = renderMessage("payment_reference_missing");

export const testPaymentConfirmSchema = z.object({
  clientSecret: z.string({ error: REFERENCE_MISSING }).min(1, REFERENCE_MISSING).max(200),
  cardNumber: z.string({ error: renderMessage("card_number_missing") }).max(40, renderMessage("card_number_invalid")),
  expiry: z.string({ error: renderMessage("card_expiry_missing") }).max(10, renderMessage("card_expiry_invalid")),
  cvc: z.string({ error: renderMessage("card_cvc_missing") }).max(10, renderMessage("card_cvc_invalid")),
  name: z.string().trim().max(100, renderMessage("card_name_too_long")).optional(),
});

export const fulfilPaymentSchema = z.object({
  paymentIntentId: z
    .string({ error: REFERENCE_MISSING })
    .regex(/^[A-Za-z0-9_]{3,100}$/, renderMessage("payment_reference_invalid")),
});

/** `POST /order` (content.md §7): the amount must be one of the package prices, in USD, to capture. */
export const paypalOrderSchema = z.object({
  amount: z.union([z.string(), z.number()], { error: renderMessage("paypal_amount_missing") }),
  currency: z.literal("USD", { error: renderMessage("paypal_currency_invalid") }),
  intent: z.literal("CAPTURE", { error: renderMessage("paypal_intent_invalid") }),
});

export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;
export type TestPaymentConfirmInput = z.infer<typeof testPaymentConfirmSchema>;

/** "$19.99" from 1999. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Price per credit shown under each package, to the nearest cent: $7.99 / 3 = "$2.66", $39.99 / 25 = "$1.60". */
export function formatPerCredit(pkg: Pick<CreditPackage, "amount" | "credits">): string {
  return formatCents(Math.round(pkg.amount / pkg.credits));
}

/** Package priced at this amount ("19.99" or 19.99), or null; PayPal orders name an amount, not a package. */
export function packageForDollarAmount(amount: string | number): CreditPackage | null {
  const text = String(amount).trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Object.values(CREDIT_PACKAGES).find((p) => p.amount === cents) ?? null;
}
