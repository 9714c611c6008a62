import { renderStory, writeScript } from "@studio";
import type { StudioProvidersConfig } from "@common/studio-providers";
import type { Renderer, ScriptWriter } from "./renderer";

/** The real studio. Its renderer loads on the first render (see studio/index.ts): processes that never render skip it. */
export function studioRenderer(providers: StudioProvidersConfig): Renderer {
  return async ({ story, options, script, take, outDir, photos, recording, onProgress, signal }) => {
    // An approved (possibly edited) script skips the writer.
    return renderStory({
      story,
      options,
      outDir,
      onProgress,
      signal,
      providers,
      take,
      ...(script ? { script } : {}),
      ...(photos?.length ? { photos } : {}),
      ...(recording ? { recording } : {}),
    });
  };
}

export function studioScriptWriter(providers: StudioProvidersConfig): ScriptWriter {
  return (story, options, signal, take) => writeScript(story, options, { chat: providers.chat, signal, take });
}
