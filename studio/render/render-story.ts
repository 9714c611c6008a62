import { videoOptionsSchema, type VideoOptions } from "../../common/video-options";
import { writeScript } from "../direct";
import { parseDirectInput } from "../direct/validate";
import type { SpeechProviderConfig } from "../narrate/types";
import { type Progress, progressReporter } from "./progress";
import { renderScript, type RenderScriptResult } from "./render-script";

export type ChatProviderConfig = { baseUrl: string; apiKey?: string; model: string };
export type Providers = { chat?: ChatProviderConfig; speech?: SpeechProviderConfig };

export type RenderStoryInput = {
  story: string;
  options?: Partial<VideoOptions>;
  outDir: string;
  baseName?: string;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
  providers?: Providers;
};

export type RenderStoryResult = Pick<RenderScriptResult, "videoPath" | "thumbnailPath" | "captionsPath" | "script" | "durationSeconds" | "narration">;

/** Story and options in, finished video out: direct → narrate → compose → render → finalize. */
export async function renderStory(input: RenderStoryInput): Promise<RenderStoryResult> {
  // Refuse bad input before anything is spoken, drawn or written.
  const { story, options } = parseDirectInput(input.story, input.options ?? {});
  const full: VideoOptions = videoOptionsSchema.parse(options);
  input.signal?.throwIfAborted();
  const report = progressReporter(input.onProgress);

  report("direct", 0, "Reading your story");
  const script = await writeScript(story, full, {
    ...(input.providers?.chat ? { chat: input.providers.chat } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  report("direct", 1, `Script ready: ${script.scenes.length} scenes`);

  const result = await renderScript({
    script,
    options: full,
    outDir: input.outDir,
    report,
    ...(input.baseName ? { baseName: input.baseName } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.providers?.speech ? { speech: input.providers.speech } : {}),
  });
  const { videoPath, thumbnailPath, captionsPath, durationSeconds, narration } = result;
  return { videoPath, thumbnailPath, captionsPath, script, durationSeconds, narration };
}
