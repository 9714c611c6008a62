import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
};

/** Stripe's form encoding (`metadata[userId]=7`) back into a nested object, one level deep. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    if (nested) {
      const parent = (out[nested[1]!] ??= {}) as Record<string, string>;
      parent[nested[2]!] = value;
    } else out[key] = value;
  }
  return out;
}

/**
 * Enough of Stripe's REST API for the SDK: create (honouring Idempotency-Key) and retrieve a
 * PaymentIntent. Tests move intents along (succeed, tamper) as the real card network would.
 */
export async function startFakeStripe(secretKey: string) {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const idempotencyKeys: string[] = [];
  let seq = 0;

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${seq}` });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const url = new URL(req.url ?? "/", "http://fake");
      if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
        const key = String(req.headers["idempotency-key"] ?? "");
        idempotencyKeys.push(key);
        const replay = key ? byIdempotencyKey.get(key) : undefined;
        if (replay) return send(200, replay);
        const params = parseForm(body);
        seq += 1;
        const id = `pi_fake${seq}${Math.random().toString(36).slice(2, 8)}`;
        const intent: FakeIntent = {
          id,
          object: "payment_intent",
          amount: Number(params.amount),
          currency: String(params.currency),
          status: "requires_payment_method",
          client_secret: `${id}_secret_fake${seq}`,
          metadata: (params.metadata as Record<string, string>) ?? {},
          livemode: false,
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      if (req.method === "GET" && match) {
        const intent = intents.get(match[1]!);
        if (!intent)
          return send(404, {
            error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
          });
        return send(200, intent);
      }
      send(404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    idempotencyKeys,
    update(id: string, patch: Partial<FakeIntent>) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      Object.assign(intent, patch);
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
