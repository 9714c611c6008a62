import { RateLimiterMemory } from "rate-limiter-flexible";
import type { MessageCode } from "@common/messages";
import { DomainError } from "./domain-error";

/** What a person is doing too fast, as their message says it: "You are posting too fast…". */
const TOO_FAST = {
  posting: "too_fast_posting",
  commenting: "too_fast_commenting",
  "using the AI tools": "too_fast_ai_tools",
  "sending messages": "too_fast_chat",
} as const satisfies Record<string, MessageCode>;

/** A limit per person (or per address for a guest), in this process: `points` actions per `seconds`. */
export function perPersonLimit(points: number, seconds = 60): RateLimiterMemory {
  return new RateLimiterMemory({ points, duration: seconds });
}

/** Takes one action from `key`'s allowance, or says how long to wait: "You are posting too fast. Please wait 12 seconds…". */
export async function takeAction(limiter: RateLimiterMemory, key: string | number, what: keyof typeof TOO_FAST): Promise<void> {
  try {
    await limiter.consume(String(key));
  } catch (rejection) {
    const seconds = Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000);
    throw new DomainError("too_many_attempts", { code: TOO_FAST[what], params: { seconds } }, seconds);
  }
}
