/**
 * The test provider's cards behave like Stripe's documented test cards, with Stripe's own messages,
 * so the checkout can be exercised end to end without a real card or network.
 */
export type CardDetails = { cardNumber: string; expiry: string; cvc: string };
export type CardOutcome = { ok: true } | { ok: false; message: string };

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
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return "Your card's expiration date is invalid.";
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  const firstDayAfter = Date.UTC(year, month, 1);
  if (firstDayAfter <= now.getTime()) return "Your card has expired.";
  if (year > now.getUTCFullYear() + 50) return "Your card's expiration year is invalid.";
  return null;
}

export function checkTestCard(card: CardDetails, now = new Date()): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, message: "Your card number is invalid." };
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { ok: false, message: expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, message: "Your card's security code is invalid." };
  switch (digits) {
    case TEST_CARDS.success:
      return { ok: true };
    case TEST_CARDS.declined:
      return { ok: false, message: "Your card was declined." };
    case TEST_CARDS.insufficientFunds:
      return { ok: false, message: "Your card has insufficient funds." };
    default:
      return {
        ok: false,
        message: "Test mode accepts test cards only: use 4242 4242 4242 4242 with any future date and any CVC. No real card is charged.",
      };
  }
}
