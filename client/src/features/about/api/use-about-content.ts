import { useQuery } from "@tanstack/react-query";
import { aboutSchema } from "@common/support";
import { getJson } from "@/lib/api";
import { aboutKeys } from "./keys";

/** `GET /api/content/about`: mission, how it works and key features. */
export function useAboutContent() {
  return useQuery({
    queryKey: aboutKeys.content(),
    queryFn: ({ signal }) => getJson("/api/content/about", aboutSchema, signal),
  });
}
