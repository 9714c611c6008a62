import { useQuery } from "@tanstack/react-query";
import { lookSchema } from "@common/storyboard";
import type { LookQuery } from "@common/videos";
import { getJson } from "@/lib/api";
import { previewKeys } from "./keys";

/** The studio's colours and title face for a style and mood, for a preview with no storyboard (yet). */
export function useLook({ style, mood }: Required<LookQuery>) {
  return useQuery({
    queryKey: previewKeys.look({ style, mood }),
    queryFn: ({ signal }) =>
      getJson(`/api/look?${new URLSearchParams({ style, mood }).toString()}`, lookSchema, signal),
  });
}
