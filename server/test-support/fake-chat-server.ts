import http from "node:http";
import type { AddressInfo } from "node:net";

export type ChatRequestBody = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
};

export type RecordedChatRequest = { authorization: string | undefined; body: ChatRequestBody };

/** What the fake does with one request: answer with a message (and citations, as Perplexity does), fail, or never answer. */
export type FakeChatBehaviour =
  | { kind: "answer"; content: string; citations?: string[]; searchResults?: { title: string; url: string }[] }
  | { kind: "error"; status: number; body?: string }
  | { kind: "hang" };

/**
 * A local server speaking the OpenAI chat completions protocol (`POST {base}/chat/completions`, Bearer key, JSON
 * body with model, messages and response_format), which Perplexity's API also speaks, adding `citations` and
 * `search_results` to its answers. Each request is recorded and answered by `respond`, which tests set per case.
 */
export async function startFakeChatServer(options: { apiKey?: string } = {}) {
  const requests: RecordedChatRequest[] = [];
  let respond: (body: ChatRequestBody) => FakeChatBehaviour = () => ({ kind: "answer", content: "{}" });
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions"))
        return send(res, 404, { error: { message: "Not found" } });
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return send(res, 401, { error: { message: "Invalid API key", type: "invalid_request_error" } });
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequestBody;
      } catch {
        return send(res, 400, { error: { message: "Invalid JSON" } });
      }
      if (typeof body.model !== "string" || !Array.isArray(body.messages))
        return send(res, 400, { error: { message: "model and messages are required" } });
      requests.push({ authorization: req.headers.authorization, body });
      const behaviour = respond(body);
      if (behaviour.kind === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (behaviour.kind === "error")
        return send(res, behaviour.status, behaviour.body ?? { error: { message: "Internal error" } });
      send(res, 200, {
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: behaviour.content } }],
        ...(behaviour.citations ? { citations: behaviour.citations } : {}),
        ...(behaviour.searchResults ? { search_results: behaviour.searchResults } : {}),
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Sets how every following request is answered. */
    setBehaviour(next: (body: ChatRequestBody) => FakeChatBehaviour) {
      respond = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeChatServer = Awaited<ReturnType<typeof startFakeChatServer>>;

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}
