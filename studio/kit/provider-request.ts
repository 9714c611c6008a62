/**
 * The request every hosted provider of the studio makes (the script writer, the voice, the pictures): a JSON POST to an
 * OpenAI-compatible endpoint under its base URL, with the API key as a bearer token when one is configured.
 */
export function postToProvider(
  config: { baseUrl: string; apiKey?: string | undefined },
  endpoint: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${config.baseUrl.replace(/\/+$/, "")}/${endpoint}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}
