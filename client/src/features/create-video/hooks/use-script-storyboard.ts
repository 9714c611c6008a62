import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import type { VideoOptions } from "@common/video-options";
import type { Look } from "@common/videos";
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
 * The storyboard of the script form's lines as they stand, laid out again once typing pauses or when an option
 * changes, and the look the preview frame is drawn with. `ready`: the form holds a script (not while it is written).
 */
export function useScriptStoryboard(
  form: ScriptForm,
  ready: boolean,
  options: VideoOptions,
): { state: StoryboardState; look: Look | undefined; title: string | undefined } {
  // Compared as text: the watched values are not guaranteed to keep their identity between renders.
  const lines = useWatch({ control: form.control });
  const linesNow = ready ? JSON.stringify(lines) : null;
  const settledLines = useDebouncedValue(linesNow, DEBOUNCE_MS);
  const laidOut = useMemo(
    () => (settledLines === null ? null : scriptSchema.safeParse(JSON.parse(settledLines))),
    [settledLines],
  );
  const board = useStoryboard(laidOut?.success ? { script: laidOut.data, options } : null);
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
                updating: board.isPlaceholderData || board.isFetching || linesNow !== settledLines,
              }
            : { kind: "loading" };
  return {
    state,
    look: (board.data && !board.isPlaceholderData ? board.data.look : undefined) ?? lookAlone.data,
    title: board.data?.storyboard.titleCard.title,
  };
}
