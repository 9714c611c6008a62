import { FRAME_SIZES, type VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import { openAiImages } from "./openai-images";
import { pexels } from "./pexels";
import type { Picture, PictureOutcome, PictureProvider, PictureRequest, PicturesConfig } from "./types";

/** A generated image takes a hosted service 5-15 s; one that has not arrived by then is not worth waiting for. */
const DEFAULT_TIMEOUT_MS = 20_000;

/** Per scene, in script order: the picture, or undefined where the scene stays illustrated. */
export type ScenePictures = { pictures: Array<Picture | undefined>; outcomes: PictureOutcome[] };

function pictureProvider(config: PicturesConfig): PictureProvider {
  return config.provider === "openai" ? openAiImages(config) : pexels(config);
}

/**
 * Every scene's picture at once, each within its own time limit. Pictures are an upgrade, never a point of failure:
 * a scene whose picture fails in any way stays illustrated and says why. Only the render's own abort ends the fetch.
 */
export async function fetchScenePictures(
  script: Script,
  options: VideoOptions,
  config: PicturesConfig,
  signal?: AbortSignal,
): Promise<ScenePictures> {
  const provider = pictureProvider(config);
  const frame = FRAME_SIZES[options.aspectRatio];
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const results = await Promise.all(
    script.scenes.map((scene) => scenePicture(provider, { scene, style: options.style, ...frame }, timeoutMs, signal)),
  );
  return {
    pictures: results.map((result) => ("picture" in result ? result.picture : undefined)),
    outcomes: results.map((result, i): PictureOutcome => {
      const sceneId = script.scenes[i]!.id;
      if (!("picture" in result)) return { sceneId, source: "illustrated", fallbackReason: result.reason };
      const { credit, pageUrl } = result.picture;
      return { sceneId, source: provider.source, ...(credit ? { credit } : {}), ...(pageUrl ? { pageUrl } : {}) };
    }),
  };
}

async function scenePicture(
  provider: PictureProvider,
  request: PictureRequest,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ picture: Picture } | { reason: string }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return { picture: await provider.picture(request, signal ? AbortSignal.any([signal, timeout]) : timeout) };
  } catch (error) {
    // The render being stopped is not a picture failing: it stops the render.
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) return { reason: `${provider.label} timed out after ${timeoutMs} ms` };
    return { reason: reasonOf(error) };
  }
}

/** fetch says only "fetch failed"; what failed (refused, reset, unknown host) is in its cause. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
