import { writeScript } from "../../studio/direct";
import type { StudioProvidersConfig } from "./config";
import type { Renderer, ScriptWriter } from "./renderer";

/** The real studio. Loaded on first render: canvas, fonts and ffmpeg stay out of processes that never render. */
export function studioRenderer(providers: StudioProvidersConfig): Renderer {
  return async ({ story, options, script, outDir, onProgress, signal }) => {
    const studio = await import("../../studio");
    if (!script) return studio.renderStory({ story, options, outDir, onProgress, signal, providers });
    // An approved (possibly edited) script skips the writer. renderStory does not take a script yet, so its
    // second half is called directly, reporting progress the same way.
    const { progressReporter } = await import("../../studio/render/progress");
    const report = progressReporter(onProgress);
    return studio.renderScript({ script, options, outDir, report, signal, ...(providers.speech ? { speech: providers.speech } : {}) });
  };
}

export function studioScriptWriter(providers: StudioProvidersConfig): ScriptWriter {
  return (story, options, signal) => writeScript(story, options, { chat: providers.chat, signal });
}
