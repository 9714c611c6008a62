/** The About page's own query: its copy, read from the server. */
export const aboutKeys = {
  all: ["about"] as const,
  content: () => [...aboutKeys.all, "content"] as const,
};
