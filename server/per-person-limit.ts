import { RateLimiterMemory } from "rate-limiter-flexible";
import { DomainError } from "./domain-error";

/** A limit per person (or per address for a guest), in this process: `points` actions per `seconds`. */
export function perPersonLimit(points: number, seconds = 60): RateLimiterMemory {
  return new RateLimiterMemory({ points, duration: seconds });
}

/** Takes one action from `key`'s allowance, or says how long to wait: "You are posting too fast. Please wait 12 seconds…". */
export async function takeAction(limiter: RateLimiterMemory, key: string | number, what: string): Promise<void> {
  try {
    await limiter.consume(String(key));
  } catch (rejection) {
    const seconds = Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000);
    throw new DomainError("too_many_attempts", `You are ${what} too fast. Please wait ${seconds} seconds and try again.`, seconds);
  }
}
