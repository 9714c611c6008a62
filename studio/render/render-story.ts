import { videoOptionsSchema, type VideoOptions } from "@common/video-options";
import { StudioInputError, writeScript } from "../direct";
import { parseDirectInput } from "../direct/validate";
import type { SpeechProviderConfig } from "../narrate/types";
import type { PicturesConfig } from "../pictures/types";
import { type Script, scriptSchema } from "@common/script";
import type { OwnRecording } from "./own-recording";
import { type Progress, progressReporter } from "./progress";
import { renderScript, type RenderScriptResult } from "./render-script";
import { placePhotos } from "@common/uploads";
import type { ScenePhoto } from "../pictures/own-photos";

export type ChatProviderConfig = { baseUrl: string; apiKey?: string; model: string };
export type Providers = { chat?: ChatProviderConfig; speech?: SpeechProviderConfig; pictures?: PicturesConfig };

export type RenderStoryInput = {
  story: string;
  options?: Partial<VideoOptions>;
  outDir: string;
  baseName?: string;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
  providers?: Providers;
  /** A script written earlier (e.g. approved or edited by the user): rendered as it is, without the writer. */
  script?: Script;
  /** Which take of the story the writer writes (0, the first, by default). */
  take?: number;
  /** The person's own photos, each with the scene they chose (0 = the first), if any: placed once the script is known. */
  photos?: readonly { file: string; scene?: number | undefined }[];
  /** The person's own recording of the script (prepared, see prepareRecording): it narrates instead of a voice. */
  recording?: OwnRecording;
};

/** The finished video and what made it; the timeline and the drawing's figures stay with renderScript's callers. */
export type RenderStoryResult = Omit<RenderScriptResult, "timeline" | "frameStats">;

/** Story and options in, finished video out: direct → narrate → compose → render → finalize. */
export async function renderStory(input: RenderStoryInput): Promise<RenderStoryResult> {
  // Refuse bad input before anything is spoken, drawn or written.
  const { story, options } = parseDirectInput(input.story, input.options ?? {});
  const full: VideoOptions = videoOptionsSchema.parse(options);
  const given = input.script === undefined ? undefined : parseScript(input.script);
  input.signal?.throwIfAborted();
  const report = progressReporter(input.onProgress);

  report("direct", 0, given ? "Using your script" : "Reading your story");
  const script =
    given ??
    (await writeScript(story, full, {
      ...(input.providers?.chat ? { chat: input.providers.chat } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
      take: input.take ?? 0,
    }));
  report("direct", 1, `Script ready: ${script.scenes.length} scenes`);

  const result = await renderScript({
    script,
    options: full,
    outDir: input.outDir,
    report,
    ...(input.baseName ? { baseName: input.baseName } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.providers?.speech && !input.recording ? { speech: input.providers.speech } : {}),
    ...(input.recording ? { recording: input.recording } : {}),
    ...(input.providers?.pictures ? { pictures: input.providers.pictures } : {}),
    ...(input.photos?.length ? { photos: scenePhotos(input.photos, script.scenes.length) } : {}),
  });
  const { timeline: _timeline, frameStats: _frameStats, ...finished } = result;
  return { ...finished, script };
}

function parseScript(script: unknown): Script {
  const parsed = scriptSchema.safeParse(script);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (script.${issue.path.join(".")})` : "";
  throw new StudioInputError(`${issue?.message ?? "Invalid script."}${where}`);
}

/** Each photo in the scene it goes to (common/uploads.ts's placePhotos); photos beyond the scenes are left out. */
function scenePhotos(
  photos: readonly { file: string; scene?: number | undefined }[],
  sceneCount: number,
): ScenePhoto[] {
  const scenes = placePhotos(photos, sceneCount);
  return photos.flatMap((photo, i) => {
    const scene = scenes[i];
    return scene === null || scene === undefined ? [] : [{ scene, file: photo.file }];
  });
}
