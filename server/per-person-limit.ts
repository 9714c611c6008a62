import { RateLimiterRes } from "rate-limiter-flexible";
import type { MessageCode } from "@common/messages";
import { DomainError } from "./domain-error";
import type { LimitCounter, LimitCounters } from "./limit-counters";

/** What a person is doing too fast, as their message says it: "You are posting too fast…". */
const TOO_FAST = {
  posting: "too_fast_posting",
  commenting: "too_fast_commenting",
  "using the AI tools": "too_fast_ai_tools",
  "sending messages": "too_fast_chat",
  uploading: "too_fast_uploading",
} as const satisfies Record<string, MessageCode>;

type Activity = keyof typeof TOO_FAST;

/** A limit on one activity per person (or per address for a guest). */
export type PerPersonLimit = { counter: LimitCounter; what: Activity };

/** `points` actions of `what` per `seconds`, counted in `counters`: the same for every process. */
export function perPersonLimit(counters: LimitCounters, what: Activity, points: number, seconds = 60): PerPersonLimit {
  return { counter: counters.counter(`person ${what}`, points, seconds), what };
}

/** Takes one action from `key`'s allowance, or says how long to wait: "You are posting too fast. Please wait 12 seconds…". */
export async function takeAction({ counter, what }: PerPersonLimit, key: string | number): Promise<void> {
  try {
    await counter.consume(String(key));
  } catch (rejection) {
    // Anything else is the store failing, not the person.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.ceil(rejection.msBeforeNext / 1000);
    throw new DomainError("too_many_attempts", { code: TOO_FAST[what], params: { seconds } }, seconds);
  }
}
