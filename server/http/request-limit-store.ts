import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { LimitCounter, LimitCounters } from "../limit-counters";

/** What @fastify/rate-limit hands `child`: a route's own limit, naming its route (its types say otherwise). */
type RouteLimit = { routeInfo: { method: string | string[]; url: string } };

/**
 * @fastify/rate-limit's store over the shared counters, so the per-address request limit and each route's own (the
 * script writer's, the newsletter's…) count in one place for every process. A route with its own limit counts apart,
 * under its method and path.
 */
export function requestLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class RequestLimitStore implements FastifyRateLimitStore {
    private counter: LimitCounter | undefined;

    constructor(private readonly name: string) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      // The window and limit come only with a request; a store's are the same for every one.
      this.counter ??= counters.counter(this.name, max, timeWindow / 1000);
      // A penalty counts the request without refusing it: the plugin compares the count with the limit itself.
      this.counter.penalty(key).then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      const { method, url } = (options as RouteLimit).routeInfo;
      return new RequestLimitStore(`requests ${[method].flat().join(",")} ${url}`);
    }
  }

  return class extends RequestLimitStore {
    constructor() {
      super("requests");
    }
  };
}
