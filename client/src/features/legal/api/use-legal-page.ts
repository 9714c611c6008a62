import { useQuery } from "@tanstack/react-query";
import { legalPageSchema, type LegalPage } from "@common/support";
import { getJson } from "@/lib/api";
import { legalKeys } from "./keys";

/** `GET /api/legal/{page}`: title, last-updated date and the text as HTML the server has sanitised. */
export function useLegalPage(page: LegalPage) {
  return useQuery({
    queryKey: legalKeys.page(page),
    queryFn: ({ signal }) => getJson(`/api/legal/${page}`, legalPageSchema, signal),
  });
}
