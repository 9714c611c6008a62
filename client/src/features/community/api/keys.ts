import { partialMatchKey, type Query } from "@tanstack/react-query";
import type { CommunitySort, CommunityVideoFilter } from "@common/community";

/** One post list request: every filter the server applies, with its default when unset (so equal lists share a key). */
export type PostFilters = {
  search: string;
  video: CommunityVideoFilter;
  sort: CommunitySort;
  page: number;
  userId: number | null;
  topic: string | null;
};

/**
 * The community's queries, all below `communityKeys.all`: invalidating it reaches every list, every post and its
 * comments, the members and the stats. `posts()` covers the lists and the posts (what a new post or a like changes).
 */
export const communityKeys = {
  all: ["community"] as const,
  posts: () => [...communityKeys.all, "posts"] as const,
  lists: () => [...communityKeys.posts(), "list"] as const,
  list: (filters: PostFilters) => [...communityKeys.lists(), filters] as const,
  post: (id: number) => [...communityKeys.posts(), "detail", id] as const,
  comments: (id: number) => [...communityKeys.post(id), "comments"] as const,
  user: (id: number) => [...communityKeys.all, "user", id] as const,
  stats: () => [...communityKeys.all, "stats"] as const,
};

/**
 * Every community query but one post's own and its comments': what an edit or a delete of that post makes stale. A
 * deleted post's own query is left alone, so its page does not fetch it again (and flash "not found") on the way out.
 */
export const exceptPost = (id: number) => (query: Query) => !partialMatchKey(query.queryKey, communityKeys.post(id));
