import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { scriptSchema } from "@common/script";
import { BEACH } from "./test-support/sample-stories";
import { estimateScriptSeconds, writeLocalScript, writeScript } from "./index";

type Seen = { method?: string; url?: string; auth?: string; body: Record<string, unknown> };
type Reply = (res: ServerResponse) => void;

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A fake OpenAI-compatible server on 127.0.0.1 that records the request and answers with `reply`. */
async function fakeProvider(reply: Reply): Promise<{ baseUrl: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: JSON.parse(raw || "{}") });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({ close: () => server.close() });
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen };
}

const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };

const completion = (content: string) => ({
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

// What a model might send back for BEACH: valid against the schema, about 20 s of speech.
const modelScript = {
  title: "Grandma Rosa and the Sandcastle",
  hook: "One wave. One bucket. One grandma who would not give up.",
  scenes: [
    {
      id: "s1",
      narration: "Grandma Rosa took Sam and me to the beach in Cornwall.",
      onScreenText: "Cornwall, last summer",
      voice: 0,
      visual: { subjects: ["Rosa", "Sam", "beach"], setting: "beach, Cornwall", shot: "wide" },
    },
    {
      id: "s2",
      narration: "We built a huge sandcastle, moat and all. Then a wave took it.",
      onScreenText: "The wave",
      voice: 1,
      visual: { subjects: ["sandcastle", "moat", "wave"] },
    },
    {
      id: "s3",
      narration: "Sam cried. Grandma laughed and handed us her old red bucket.",
      onScreenText: "Try again",
      voice: 0,
      visual: { subjects: ["Sam", "Grandma", "bucket"], shot: "close" },
    },
  ],
  closing: "That castle lasted until sunset.",
  hashtags: ["#storytime", "#beach", "#grandma"],
  voices: [
    { id: "narrator", name: "Narrator", role: "narrator" },
    { id: "rosa", name: "Rosa", role: "character" },
  ],
};

const chat = (baseUrl: string, extra: Partial<{ apiKey: string; timeoutMs: number }> = {}) => ({
  chat: { baseUrl, model: "story-model", ...extra },
});

describe("OpenAI-compatible chat writer", () => {
  test("sends a chat completion request with the model, messages, auth and a JSON schema response format", async () => {
    const provider = await fakeProvider(json(200, completion(JSON.stringify(modelScript))));
    await writeScript(
      BEACH,
      { plotType: "flashback", characterCount: "duo" },
      chat(provider.baseUrl, { apiKey: "sk-test" }),
    );
    const [request] = provider.seen;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.auth).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("story-model");
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[1]?.content).toBe(BEACH);
    expect(messages[0]?.content).toMatch(/open on the ending/);
    expect(messages[0]?.content).toMatch(/only their own quoted words/);
    const format = request?.body.response_format as {
      type: string;
      json_schema: { name: string; schema: { properties: Record<string, unknown> } };
    };
    expect(format.type).toBe("json_schema");
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(
      expect.arrayContaining(["title", "hook", "scenes", "closing", "hashtags", "voices"]),
    );
  });

  test("uses a valid reply, marked as written by openai and held to the duration's minimum", async () => {
    const provider = await fakeProvider(json(200, completion(JSON.stringify(modelScript))));
    const script = await writeScript(BEACH, { duration: "medium" }, chat(provider.baseUrl));
    expect(script.writer).toBe("openai");
    expect(script.fallbackReason).toBeUndefined();
    expect(script.title).toBe(modelScript.title);
    expect(script.scenes.map((s) => s.narration)).toEqual(modelScript.scenes.map((s) => s.narration));
    expect(scriptSchema.safeParse(script).success).toBe(true);
    // Too short for medium: the renderer holds its title card and last shot up to the minimum it aims for.
    expect(estimateScriptSeconds(script).totalSeconds).toBeLessThan(30);
    expect(script.pace?.targetSeconds).toBeGreaterThanOrEqual(30);
  });

  test("asks again with the take as the model's seed", async () => {
    const provider = await fakeProvider(json(200, completion(JSON.stringify(modelScript))));
    await writeScript(BEACH, {}, { ...chat(provider.baseUrl), take: 3 });
    expect(provider.seen[0]?.body.seed).toBe(3);
    const system = (provider.seen[0]?.body.messages as { content: string }[])[0]?.content ?? "";
    expect(system).toMatch(/author's own words/);
    expect(system).toMatch(/Say nothing the story does not say/);
  });

  test("sends no Authorization header without a key (Ollama, vLLM) and accepts a fenced JSON reply", async () => {
    const provider = await fakeProvider(json(200, completion("```json\n" + JSON.stringify(modelScript) + "\n```")));
    const script = await writeScript(BEACH, {}, chat(provider.baseUrl));
    expect(provider.seen[0]?.auth).toBeUndefined();
    expect(script.writer).toBe("openai");
  });

  const local = writeLocalScript(BEACH, {});

  test.each([
    ["an HTTP 500", json(500, { error: { message: "model overloaded" } }), /HTTP 500.*model overloaded/],
    ["a body that is not JSON", json(200, "<html>bad gateway</html>"), /not JSON/],
    [
      "message content that is not JSON",
      json(200, completion("Sure! Here is your script: ...")),
      /content is not JSON/,
    ],
    [
      "JSON that breaks the schema",
      json(200, completion(JSON.stringify({ ...modelScript, scenes: [] }))),
      /does not match the script schema/,
    ],
    [
      "a script that says what the story does not",
      json(
        200,
        completion(
          JSON.stringify({
            ...modelScript,
            hook: "Glasses clinked as the jazz band played.",
            scenes: modelScript.scenes.map((sc) => ({
              ...sc,
              narration: "The orchestra tuned violins while chandeliers sparkled above velvet curtains.",
            })),
          }),
        ),
      ),
      /says what the story does not/,
    ],
    [
      "a script that drops the story's names",
      json(
        200,
        completion(
          JSON.stringify({
            ...modelScript,
            scenes: modelScript.scenes.map((sc) => ({
              ...sc,
              narration: sc.narration.replace(/Rosa|Sam|Cornwall/g, "someone"),
            })),
          }),
        ),
      ),
      /drops the story's names/,
    ],
    [
      "a scene naming a missing voice",
      json(200, completion(JSON.stringify({ ...modelScript, voices: modelScript.voices.slice(0, 1) }))),
      /voice that does not exist/,
    ],
  ])("falls back to the local writer on %s", async (_name, reply, reason) => {
    const provider = await fakeProvider(reply);
    const script = await writeScript(BEACH, {}, chat(provider.baseUrl));
    expect(script.writer).toBe("local");
    expect(script.fallbackReason).toMatch(reason);
    expect({ ...script, fallbackReason: undefined }).toEqual({ ...local, fallbackReason: undefined });
  });

  test("falls back when the provider does not answer in time", async () => {
    const provider = await fakeProvider(() => undefined);
    const started = performance.now();
    const script = await writeScript(BEACH, {}, chat(provider.baseUrl, { timeoutMs: 200 }));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(script.writer).toBe("local");
    expect(script.fallbackReason).toMatch(/timed out after 200 ms/);
  });

  test("falls back when nothing listens at the address", async () => {
    const script = await writeScript(BEACH, {}, chat("http://127.0.0.1:9/v1", { timeoutMs: 2000 }));
    expect(script.writer).toBe("local");
    expect(script.fallbackReason).toMatch(/chat provider failed/);
  });

  test("a caller's abort is not a fallback: it rejects", async () => {
    const provider = await fakeProvider(() => undefined);
    const controller = new AbortController();
    const pending = writeScript(BEACH, {}, { ...chat(provider.baseUrl), signal: controller.signal });
    setTimeout(() => controller.abort(new Error("cancelled by user")), 50);
    await expect(pending).rejects.toThrow("cancelled by user");
  });
});
