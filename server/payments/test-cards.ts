import type { MessageCode } from "@common/messages";

/**
 * The test provider's cards behave like Stripe's documented test cards, with Stripe's own messages,
 * so the checkout can be exercised end to end without a real card or network.
 */
export type CardDetails = { cardNumber: string; expiry: string; cvc: string };
/** Why a card is refused, as the message's code (common/messages.ts: "Your card was declined." is `card_declined`). */
type CardRefusal = Extract<MessageCode, `card_${string}` | "test_cards_only">;
export type CardOutcome = { ok: true } | { ok: false; refusal: CardRefusal };

export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM / YYYY"; a card is valid through the last day of its expiry month. */
function expiryProblem(expiry: string, now: Date): CardRefusal | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return "card_expiry_invalid";
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "card_expiry_month_invalid";
  const firstDayAfter = Date.UTC(year, month, 1);
  if (firstDayAfter <= now.getTime()) return "card_expired";
  if (year > now.getUTCFullYear() + 50) return "card_expiry_year_invalid";
  return null;
}

export function checkTestCard(card: CardDetails, now = new Date()): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, refusal: "card_number_invalid" };
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { ok: false, refusal: expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, refusal: "card_cvc_invalid" };
  switch (digits) {
    case TEST_CARDS.success:
      return { ok: true };
    case TEST_CARDS.declined:
      return { ok: false, refusal: "card_declined" };
    case TEST_CARDS.insufficientFunds:
      return { ok: false, refusal: "card_insufficient_funds" };
    default:
      return { ok: false, refusal: "test_cards_only" };
  }
}
