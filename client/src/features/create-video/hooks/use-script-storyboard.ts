import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import type { VideoOptions } from "@common/video-options";
import type { VideoMedia } from "@common/uploads";
import type { Look, PlacedPhoto } from "@common/videos";
import { serverMessageOf } from "@/lib/api";
import { scriptSchema } from "@common/script";
import { useLook } from "../api/use-look";
import { useStoryboard } from "../api/use-storyboard";
import type { ScriptForm } from "../components/script-preview";
import type { StoryboardState } from "../components/storyboard";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** A pause in typing this long lays the storyboard out again. */
const DEBOUNCE_MS = 500;

/**
 * The storyboard of the script form's lines as they stand, laid out again once typing pauses or when an option or
 * the chosen photos change, the look the preview frame is drawn with, and where each photo goes. `ready`: the form holds a script (not while it is written).
 */
export function useScriptStoryboard(
  form: ScriptForm,
  ready: boolean,
  options: VideoOptions,
  media: VideoMedia,
): { state: StoryboardState; look: Look | undefined; title: string | undefined; photos: PlacedPhoto[] | undefined } {
  // Compared as text: the watched values are not guaranteed to keep their identity between renders.
  const lines = useWatch({ control: form.control });
  const linesNow = ready ? JSON.stringify(lines) : null;
  const settledLines = useDebouncedValue(linesNow, DEBOUNCE_MS);
  const laidOut = useMemo(
    () => (settledLines === null ? null : scriptSchema.safeParse(JSON.parse(settledLines))),
    [settledLines],
  );
  const board = useStoryboard(
    laidOut?.success ? { script: laidOut.data, options, ...(media.photos.length ? { media } : {}) } : null,
  );
  // The look alone is fetched once per style and mood, so the frame follows a change of either at once; the
  // storyboard's own look takes over when it is for the current options.
  const lookAlone = useLook(options);

  const state: StoryboardState =
    laidOut === null || (board.isPending && board.fetchStatus !== "idle")
      ? { kind: "loading" }
      : !laidOut.success
        ? { kind: "empty" }
        : board.isError
          ? {
              kind: "error",
              message: serverMessageOf(board.error) ?? board.error.message,
              onRetry: () => void board.refetch(),
            }
          : board.data
            ? {
                kind: "ready",
                storyboard: board.data.storyboard,
                photos: board.data.photos,
                updating: board.isPlaceholderData || board.isFetching || linesNow !== settledLines,
              }
            : { kind: "loading" };
  return {
    state,
    look: (board.data && !board.isPlaceholderData ? board.data.look : undefined) ?? lookAlone.data,
    title: board.data?.storyboard.titleCard.title,
    photos: board.data && !board.isPlaceholderData ? board.data.photos : undefined,
  };
}
