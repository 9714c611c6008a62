import { useMutation } from "@tanstack/react-query";
import { supportRequestResponseSchema, type SupportRequest } from "@common/support";
import { postJson } from "@/lib/api";

/** `POST /api/support/requests`: the Contact Us form, stored for the support team. */
export function useSubmitSupportRequest() {
  return useMutation({
    mutationFn: (request: SupportRequest) => postJson("/api/support/requests", supportRequestResponseSchema, request),
  });
}
