import { useQuery } from "@tanstack/react-query";
import { faqSchema } from "@common/support";
import { getJson } from "@/lib/api";
import { supportKeys } from "./keys";

/** `GET /api/content/faq`: the FAQ tab's questions and answers. */
export function useFaq() {
  return useQuery({
    queryKey: supportKeys.faq(),
    queryFn: ({ signal }) => getJson("/api/content/faq", faqSchema, signal),
  });
}
