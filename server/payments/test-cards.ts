import { cardCvcProblem, cardExpiryProblem, cardNumberProblem } from "@common/card-checks";
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

export function checkTestCard(card: CardDetails, now = new Date()): CardOutcome {
  const problem = cardNumberProblem(card.cardNumber) ?? cardExpiryProblem(card.expiry, now) ?? cardCvcProblem(card.cvc);
  if (problem) return { ok: false, refusal: problem };
  const digits = card.cardNumber.replace(/[\s-]/g, "");
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
