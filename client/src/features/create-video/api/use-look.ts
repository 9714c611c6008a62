import { useQuery } from "@tanstack/react-query";
import type { Look, LookQuery } from "@common/videos";

/** The studio's colours and title face for a style and mood, for a preview with no storyboard (yet). */
export function useLook({ style, mood }: Required<LookQuery>) {
  return useQuery<Look>({ queryKey: [`/api/look?${new URLSearchParams({ style, mood }).toString()}`] });
}
