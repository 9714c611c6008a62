import { writeScript } from "@studio/direct";
import type { StudioProvidersConfig } from "@common/studio-providers";
import type { Renderer, ScriptWriter } from "./renderer";

/** The real studio. Loaded on first render: canvas, fonts and ffmpeg stay out of processes that never render. */
export function studioRenderer(providers: StudioProvidersConfig): Renderer {
  return async ({ story, options, script, take, outDir, onProgress, signal }) => {
    const studio = await import("@studio");
    // An approved (possibly edited) script skips the writer.
    return studio.renderStory({
      story,
      options,
      outDir,
      onProgress,
      signal,
      providers,
      take,
      ...(script ? { script } : {}),
    });
  };
}

export function studioScriptWriter(providers: StudioProvidersConfig): ScriptWriter {
  return (story, options, signal, take) => writeScript(story, options, { chat: providers.chat, signal, take });
}
