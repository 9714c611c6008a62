import { useMutation } from "@tanstack/react-query";
import { supportChatResponseSchema, type SupportChatRequest } from "@common/support-chat";
import { postJson } from "@/lib/api";
import { supportChatKeys } from "./keys";

/** `POST /api/support-chat`: the new message and what was said before it; open to guests and signed-in users. */
export function useSendChatMessage() {
  return useMutation({
    mutationKey: supportChatKeys.send(),
    mutationFn: (request: SupportChatRequest) => postJson("/api/support-chat", supportChatResponseSchema, request),
  });
}
