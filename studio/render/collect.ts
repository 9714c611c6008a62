// The renderer's garbage is mostly native pixels V8 does not weigh: canvases and the copies read back from them.
// Where the host exposes the collector (scripts/render-host.mjs starts renders with --expose-gc), the renderer asks
// for collections when it knows a lot has just become garbage; elsewhere (tests, a plain `node`) V8 decides alone.
const gc = (globalThis as { gc?: (options?: { type: "major" | "minor" }) => void }).gc;

/** Pixel copies die young: a minor collection (a millisecond) frees them before they pile up. */
export function collectYoung(): void {
  gc?.({ type: "minor" });
}

/** A finished shot's canvases have lived long enough to be old: only a full collection frees them. */
export function collectAll(): void {
  gc?.();
}
