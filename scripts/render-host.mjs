// How a process that renders videos is started (the server, the dev server, the benchmark's cases).
// Rendering allocates and frees canvases of megabytes many times a second, outside V8's heap:
// - glibc raises its mmap threshold after such frees and keeps later ones in its heap, which only grows; a fixed
//   threshold returns every large buffer to the system when freed (measured: 83 MB kept of 30 canvases, 33 with it
//   and a collection per shot);
// - `--expose-gc` lets the renderer collect a finished shot's canvases at once (studio/render/frames.ts) instead of
//   when V8 next looks at its old generation.
export const RENDER_HOST = {
  execArgv: ["--expose-gc"],
  env: { MALLOC_MMAP_THRESHOLD_: "131072" },
};
