import { z } from "zod";
import { renderMessage } from "@common/messages";
import type { ChatEndpoint } from "./config";

export type ChatTurn = { role: "system" | "user" | "assistant"; content: string };

/**
 * Why a hosted model's answer could not be used, in a sentence a person can read (one of common/messages.ts, so the
 * client can show it in their language); the offline engine then answers.
 */
export class ProviderFailure extends Error {}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
  // Perplexity: `citations` (URLs), and in newer answers `search_results` ({ url, title }) as well.
  citations: z.array(z.string()).optional(),
  search_results: z.array(z.object({ url: z.string() }).loose()).optional(),
});

export type Completion = { content: string; citations: string[] };

/**
 * One chat completion from an OpenAI-compatible API (OpenAI, Ollama, vLLM, Perplexity), asking for JSON matching
 * `schema` and parsing it. Every way it can fail (timeout, HTTP error, unreadable or off-schema answer) is a
 * ProviderFailure with a reason for the person reading the answer.
 */
export async function completeJson<T extends z.ZodType>(
  endpoint: ChatEndpoint,
  messages: ChatTurn[],
  schema: T,
  name: string,
): Promise<{ value: z.infer<T>; citations: string[] }> {
  const completion = await complete(endpoint, messages, {
    type: "json_schema",
    json_schema: { name, schema: z.toJSONSchema(schema, { io: "input" }) },
  });
  let json: unknown;
  try {
    json = JSON.parse(completion.content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    throw new ProviderFailure(renderMessage("ai_not_json"));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderFailure(renderMessage("ai_incomplete"));
  return { value: parsed.data, citations: completion.citations };
}

/** A plain-text completion (the support chat's answer). */
export async function completeText(endpoint: ChatEndpoint, messages: ChatTurn[]): Promise<string> {
  return (await complete(endpoint, messages)).content.trim();
}

async function complete(endpoint: ChatEndpoint, messages: ChatTurn[], responseFormat?: object): Promise<Completion> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        temperature: 0.3,
        messages,
        ...(responseFormat ? { response_format: responseFormat } : {}),
      }),
      // Covers the body too: a server that sends headers and then stalls is as late as one that never answers.
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new ProviderFailure(renderMessage("ai_timed_out", { seconds: Math.round(endpoint.timeoutMs / 1000) }));
    }
    throw new ProviderFailure(renderMessage("ai_unreachable"));
  }
  if (!response.ok) throw new ProviderFailure(renderMessage("ai_http_error", { status: response.status }));
  let parsed: z.infer<typeof completionSchema>;
  try {
    parsed = completionSchema.parse(JSON.parse(body));
  } catch {
    throw new ProviderFailure(renderMessage("ai_unreadable"));
  }
  const urls = [...(parsed.citations ?? []), ...(parsed.search_results ?? []).map((result) => result.url)];
  return { content: parsed.choices[0]!.message.content, citations: [...new Set(urls.filter(isWebAddress))] };
}

function isWebAddress(text: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** A failure's reason as shown with the offline answer. */
export function fallbackReason(error: unknown): string {
  const reason = error instanceof ProviderFailure ? error.message : renderMessage("ai_failed");
  return renderMessage("ai_offline_answer", { reason });
}
