/** The support chat's calls: one mutation per message sent, nothing cached. */
export const supportChatKeys = {
  all: ["support-chat"] as const,
  send: () => [...supportChatKeys.all, "send"] as const,
};
