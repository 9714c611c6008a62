import { RateLimiterRes } from "rate-limiter-flexible";
import type { LimitCounter, LimitCounters } from "../limit-counters";
import { tooManyAttempts } from "./too-many-attempts";

/** At most `attempts` per `windowSeconds`. */
export type AttemptLimit = { attempts: number; windowSeconds: number };

/**
 * perAccountAndIp is OWASP's lock-out, scoped to one address so a stranger's failures can't lock the owner out
 * from their own; perIp stops password spraying over many usernames; perAccount is a looser ceiling over all
 * addresses, so a botnet spreading its guesses over many of them still can't guess freely.
 */
export type LoginThrottleLimits = { perAccountAndIp: AttemptLimit; perIp: AttemptLimit; perAccount: AttemptLimit };

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  perAccountAndIp: { attempts: 5, windowSeconds: 15 * 60 },
  perIp: { attempts: 20, windowSeconds: 15 * 60 },
  // Two and a half times what one address may fail in an hour (20), so an owner on a couple of devices never
  // meets it, while a botnet gets at most 1,200 guesses a day at one account. The price: failures from
  // everywhere do lock the account, but that takes a distributed attack, not one stranger.
  perAccount: { attempts: 50, windowSeconds: 60 * 60 },
};

type Counter = { limiter: LimitCounter; key: string };
/** A point an attempt took from a counter, and when that counter's window ends. */
type Taken = Counter & { windowEndsAt: number };

const taken = (counter: Counter, res: RateLimiterRes): Taken => ({
  ...counter,
  windowEndsAt: Date.now() + res.msBeforeNext,
});

/** Giving back a point whose window has ended would start the next window below zero, so those are dropped. */
async function giveBack(points: Taken[]) {
  const now = Date.now();
  await Promise.all(points.filter((p) => p.windowEndsAt > now).map((p) => p.limiter.reward(p.key)));
}

/**
 * Takes a point from each counter in order and stops at the first that refuses. A refused attempt gives back
 * everything it took (the refusing counter counts its point too), so the counters hold only attempts that
 * reached the password check.
 */
async function takeAll(counters: Counter[]): Promise<Taken[]> {
  const points: Taken[] = [];
  for (const counter of counters) {
    try {
      points.push(taken(counter, await counter.limiter.consume(counter.key)));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await giveBack([...points, taken(counter, refusal)]);
      throw tooManyAttempts("too_many_logins", refusal.msBeforeNext);
    }
  }
  return points;
}

/**
 * Limits login attempts per account and address, per address, and per account (see LoginThrottleLimits), counted
 * in `counters`: the same for every process.
 */
export function createLoginThrottle(counters: LimitCounters, limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS) {
  const limiter = (name: string, { attempts, windowSeconds }: AttemptLimit) =>
    counters.counter(`login-${name}`, attempts, windowSeconds);
  const byAccountAndIp = limiter("account-ip", limits.perAccountAndIp);
  const byIp = limiter("ip", limits.perIp);
  const byAccount = limiter("account", limits.perAccount);

  return {
    /**
     * Counts the attempt before the password is checked: a check made first and counted after the slow hash
     * let parallel requests all pass it. Narrowest counter first, so a stranger refused on their own address
     * spends neither the address's nor the account's allowance. Throws a too_many_attempts DomainError when refused.
     */
    async startAttempt(username: string, ip: string) {
      const account = username.toLowerCase();
      const accountAndIp: Counter = { limiter: byAccountAndIp, key: `${ip}/${account}` };
      const points = await takeAll([accountAndIp, { limiter: byIp, key: ip }, { limiter: byAccount, key: account }]);
      return {
        /**
         * The password was right: the attempt wasn't a failure, and the owner's earlier slips from this address
         * are forgiven. Only those: clearing the address would let a sprayer reset it by logging into an account
         * of their own, and clearing the account would reset the ceiling a botnet is held to.
         */
        async succeeded() {
          await giveBack(points.filter((p) => p.limiter !== byAccountAndIp));
          await byAccountAndIp.delete(accountAndIp.key);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
