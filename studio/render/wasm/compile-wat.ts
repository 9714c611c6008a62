import { fileURLToPath } from "node:url";
import initWabt from "wabt";

export const WASM_DIR = fileURLToPath(new URL(".", import.meta.url));

/** The binary of a WebAssembly text module (wabt, a dev dependency: the studio loads the generated base64). */
export async function compileWat(source: string, name: string): Promise<Uint8Array> {
  const wabt = await initWabt();
  const parsed = wabt.parseWat(name, source, { simd: true, bulk_memory: true });
  try {
    parsed.validate();
    return parsed.toBinary({}).buffer;
  } finally {
    parsed.destroy();
  }
}
