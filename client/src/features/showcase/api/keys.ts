/** The showcase's queries, all below `showcaseKeys.all`: invalidating it reaches the list, every example and its comments. */
export const showcaseKeys = {
  all: ["showcase"] as const,
  list: () => [...showcaseKeys.all, "list"] as const,
  detail: (id: number) => [...showcaseKeys.all, "detail", id] as const,
  comments: (id: number) => [...showcaseKeys.detail(id), "comments"] as const,
};
