import type { MessageCode } from "./messages";

/**
 * What can be told of a card before anyone is asked to charge it: a number that passes the Luhn check, an expiry
 * that has not passed, a 3-4 digit CVC. The checkout form says these under each field; the test provider refuses
 * the same cards with the same messages (server/payments/test-cards.ts).
 */
export type CardFieldProblem = Extract<MessageCode, `card_${string}`>;

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

/** Spaces and dashes are how people group a number; 12 to 19 digits and a right check digit make a card number. */
export function cardNumberProblem(cardNumber: string): CardFieldProblem | null {
  const digits = cardNumber.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? null : "card_number_invalid";
}

/** "MM/YY" or "MM / YYYY"; a card is valid through the last day of its expiry month. */
export function cardExpiryProblem(expiry: string, now = new Date()): CardFieldProblem | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return "card_expiry_invalid";
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "card_expiry_month_invalid";
  if (Date.UTC(year, month, 1) <= now.getTime()) return "card_expired";
  if (year > now.getUTCFullYear() + 50) return "card_expiry_year_invalid";
  return null;
}

export function cardCvcProblem(cvc: string): CardFieldProblem | null {
  return /^\d{3,4}$/.test(cvc.trim()) ? null : "card_cvc_invalid";
}
