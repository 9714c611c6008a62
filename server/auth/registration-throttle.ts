import { RateLimiterRes } from "rate-limiter-flexible";
import type { LimitCounters } from "../limit-counters";
import type { AttemptLimit } from "./login-throttle";
import { tooManyAttempts } from "./too-many-attempts";

/**
 * A sign-up's answer says whether its email or name has an account, so probing a list of emails must cost what
 * guessing passwords does. Fifty an hour per address is fewer than the 80 a guesser gets (20 per 15 minutes, see
 * DEFAULT_LOGIN_LIMITS), while the hour's window lets a household or an office behind one address sign up together.
 */
export const DEFAULT_REGISTRATION_LIMIT: AttemptLimit = { attempts: 50, windowSeconds: 60 * 60 };

/** Limits sign-up attempts per address, counted in `counters`: the same for every process. */
export function createRegistrationThrottle(counters: LimitCounters, limit: AttemptLimit = DEFAULT_REGISTRATION_LIMIT) {
  const byIp = counters.counter("register-ip", limit.attempts, limit.windowSeconds);
  return {
    /**
     * Counts an attempt before anything is looked up, so parallel requests can't slip past; a successful one counts
     * too, or probing emails that have no account would be free. Throws a too_many_attempts DomainError when refused.
     */
    async startAttempt(ip: string) {
      try {
        await byIp.consume(ip);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw tooManyAttempts("too_many_signups", refusal.msBeforeNext);
      }
    },
  };
}

export type RegistrationThrottle = ReturnType<typeof createRegistrationThrottle>;
