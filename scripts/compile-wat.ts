import { fileURLToPath } from "node:url";
import initWabt from "wabt";

/** The studio's WebAssembly text (*.wat) and the modules generated from it (*.wasm.ts). */
export const WASM_DIR = fileURLToPath(new URL("../studio/render/wasm/", import.meta.url));

/**
 * The binary of a WebAssembly text module. wabt is a dev dependency, so this lives with the build script
 * (`npm run build:wasm`) and the test that compiles the text again; the studio loads only the generated base64.
 */
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
