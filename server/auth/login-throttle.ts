import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "../http/errors";

export type LoginThrottleLimits = { perAccount: number; perIp: number; windowSeconds: number };

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 };

/**
 * Counts failed logins per account and per IP (OWASP: slow down guessing against one account
 * and spraying from one address). A success clears the account's count.
 * In-memory: with several server processes each counts on its own, which is stricter than nothing;
 * rate-limiter-flexible offers the same API over PostgreSQL when that matters.
 */
export function createLoginThrottle(limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS) {
  const byAccount = new RateLimiterMemory({ keyPrefix: "login-account", points: limits.perAccount, duration: limits.windowSeconds });
  const byIp = new RateLimiterMemory({ keyPrefix: "login-ip", points: limits.perIp, duration: limits.windowSeconds });

  function tooMany(msBeforeNext: number) {
    const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
    return new HttpError(
      429,
      `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      { "retry-after": String(Math.ceil(msBeforeNext / 1000)) },
    );
  }

  return {
    /** Refuses before the password is checked when either counter is spent. */
    async assertAllowed(account: string, ip: string) {
      const [a, i] = await Promise.all([byAccount.get(account.toLowerCase()), byIp.get(ip)]);
      const blocked = [a, i].filter((r): r is RateLimiterRes => r !== null && r.consumedPoints >= (r === a ? limits.perAccount : limits.perIp));
      if (blocked.length > 0) throw tooMany(Math.max(...blocked.map((r) => r.msBeforeNext)));
    },
    async recordFailure(account: string, ip: string) {
      await Promise.allSettled([byAccount.consume(account.toLowerCase()), byIp.consume(ip)]);
    },
    async recordSuccess(account: string) {
      await byAccount.delete(account.toLowerCase());
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
