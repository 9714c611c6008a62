// Bodies past these sizes are not pictures of a video frame (a 1080x1920 PNG is a few MB, as base64 a third more).
const MAX_JSON_BYTES = 32 * 2 ** 20;
const MAX_IMAGE_BYTES = 24 * 2 ** 20;

/** Throws with the status and the start of the body, which is where providers say what went wrong. */
export async function ensureOk(response: Response, label: string): Promise<void> {
  if (response.ok) return;
  const body = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim();
  throw new Error(`${label} answered ${response.status}${body ? `: ${body.slice(0, 200)}` : ""}`);
}

export async function readJson(response: Response, label: string): Promise<unknown> {
  const text = (await readBody(response, MAX_JSON_BYTES, label)).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${label} sent invalid JSON`);
  }
}

export function readImageBytes(response: Response, label: string): Promise<Buffer> {
  return readBody(response, MAX_IMAGE_BYTES, label);
}

/** The whole body, refusing one larger than `maxBytes` before it is all in memory. */
async function readBody(response: Response, maxBytes: number, label: string): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`${label} sent more than ${Math.round(maxBytes / 2 ** 20)} MB`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}
