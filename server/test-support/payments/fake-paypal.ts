import http from "node:http";
import type { AddressInfo } from "node:net";

export type CaptureOutcome = "COMPLETED" | "DECLINED" | "PENDING" | "INSTRUMENT_DECLINED";

type FakeOrder = {
  id: string;
  status: string;
  purchase_units: Array<{
    reference_id: string;
    custom_id: string;
    amount: { currency_code: string; value: string };
    payments?: {
      captures: Array<{
        id: string;
        status: string;
        custom_id: string;
        amount: { currency_code: string; value: string };
      }>;
    };
  }>;
};

/**
 * A stand-in for PayPal's JS SDK (`GET /sdk/js`), loaded by the real page through @paypal/paypal-js: it checks what
 * the page loads it with (client id, currency, intent, the server's client token) as PayPal would, and renders a button
 * that plays the buyer's side: the order is created through the page's createOrder (our server, then this fake's REST
 * API) and approved at once, as if the buyer had logged in to PayPal and agreed.
 */
function fakeSdkSource(clientId: string): string {
  return `(() => {
  const script = document.currentScript;
  const query = new URL(script.src).searchParams;
  const problems = [];
  if (query.get("client-id") !== ${JSON.stringify(clientId)}) problems.push("client-id");
  if (query.get("currency") !== "USD") problems.push("currency");
  if (query.get("intent") !== "capture") problems.push("intent");
  if (!script.getAttribute("data-client-token")) problems.push("data-client-token");
  if (problems.length) throw new Error("fake PayPal SDK loaded with a wrong " + problems.join(", "));
  window.paypal = {
    version: "fake",
    Buttons(options) {
      let button = null;
      return {
        isEligible: () => true,
        render(container) {
          const host = typeof container === "string" ? document.querySelector(container) : container;
          button = document.createElement("button");
          button.type = "button";
          button.textContent = "PayPal (test buyer)";
          button.onclick = async () => {
            try {
              const orderID = await options.createOrder();
              await options.onApprove({ orderID });
            } catch (error) {
              options.onError && options.onError(error);
            }
          };
          host.appendChild(button);
          return Promise.resolve();
        },
        close() {
          if (button) button.remove();
          return Promise.resolve();
        },
      };
    },
  };
})();
`;
}

/**
 * Enough of PayPal's REST API: OAuth client credentials, client tokens, Orders v2 create and capture
 * (PayPal-Request-Id replays the first answer, as PayPal does). Captures are slow on purpose so that
 * concurrent captures really overlap.
 */
export async function startFakePaypal(clientId: string, clientSecret: string) {
  const orders = new Map<string, FakeOrder>();
  const outcomes = new Map<string, CaptureOutcome>();
  const replies = new Map<string, { status: number; body: unknown }>();
  let captureCalls = 0;
  let amountOverride: string | null = null;
  let seq = 0;
  const token = "A21AAfaketoken";

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      // An answer that throws still answers, so the client under test sees a failure rather than waiting.
      void (async () => {
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        const url = new URL(req.url ?? "/", "http://fake");
        if (req.method === "GET" && url.pathname === "/sdk/js") {
          res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
          return res.end(fakeSdkSource(clientId));
        }
        if (req.method === "POST" && url.pathname === "/v1/oauth2/token") {
          const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
          if (req.headers.authorization !== expected || raw !== "grant_type=client_credentials")
            return send(401, { error: "invalid_client" });
          return send(200, { access_token: token, token_type: "Bearer", expires_in: 32400 });
        }
        if (req.headers.authorization !== `Bearer ${token}`) return send(401, { name: "AUTHENTICATION_FAILURE" });
        if (req.method === "POST" && url.pathname === "/v1/identity/generate-token") {
          return send(200, { client_token: "fake-client-token", expires_in: 3600 });
        }
        const capture = /^\/v2\/checkout\/orders\/([\w-]+)\/capture$/.exec(url.pathname);
        // Every capture that arrives counts, replayed or not: a test of concurrent captures asks how many were sent.
        if (req.method === "POST" && capture) captureCalls += 1;
        const requestId = String(req.headers["paypal-request-id"] ?? "");
        const replay = requestId ? replies.get(requestId) : undefined;
        if (replay) return send(replay.status, replay.body);
        const remember = (status: number, body: unknown) => {
          if (requestId) replies.set(requestId, { status, body });
          send(status, body);
        };

        if (req.method === "POST" && url.pathname === "/v2/checkout/orders") {
          const body = JSON.parse(raw) as { purchase_units: FakeOrder["purchase_units"] };
          seq += 1;
          const id = `5O${String(seq).padStart(6, "0")}FAKE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
          orders.set(id, { id, status: "CREATED", purchase_units: body.purchase_units });
          return remember(201, { id, status: "CREATED" });
        }
        if (req.method === "POST" && capture) {
          // Long enough that two captures sent together overlap here even on a busy machine (30 ms was not, in CI).
          await new Promise((r) => setTimeout(r, 300));
          const order = orders.get(capture[1]!);
          if (!order) return remember(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
          if (order.status === "COMPLETED")
            return remember(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] });
          const outcome = outcomes.get(order.id) ?? "COMPLETED";
          if (outcome === "INSTRUMENT_DECLINED")
            return remember(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] });
          const unit = order.purchase_units[0]!;
          order.status = "COMPLETED";
          unit.payments = {
            captures: [
              {
                id: `CAP${seq}`,
                status: outcome,
                custom_id: unit.custom_id,
                amount: { currency_code: unit.amount.currency_code, value: amountOverride ?? unit.amount.value },
              },
            ],
          };
          return remember(201, order);
        }
        const get = /^\/v2\/checkout\/orders\/([\w-]+)$/.exec(url.pathname);
        if (req.method === "GET" && get) {
          const order = orders.get(get[1]!);
          return order ? send(200, order) : send(404, { name: "RESOURCE_NOT_FOUND" });
        }
        send(404, { name: "NOT_FOUND" });
      })().catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    /** What capturing this order will do. */
    setOutcome: (orderId: string, outcome: CaptureOutcome) => outcomes.set(orderId, outcome),
    /** Captures report this amount instead of the order's (a tampered or partial capture). */
    setCapturedAmount: (value: string | null) => (amountOverride = value),
    captureCalls: () => captureCalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
