import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { commentListSchema, commentSchema, type Comment, type CreateCommentRequest } from "@common/comments";
import {
  communityPostPageSchema,
  communityPostSchema,
  communityStatsSchema,
  communityUserSchema,
  postLikeResponseSchema,
  type CommunityPost,
  type CreatePostRequest,
} from "@common/community";
import type { z } from "zod";
import { getJson, postJson } from "@/lib/api";
import { hrefWithQuery } from "@/lib/href";
import { toggledLike } from "@/lib/toggled-like";
import { findPostInPages, patchPostInPage, type CommunityPostPage, type PostPatch } from "../lib/cache";
import { DEFAULT_LIST_STATE } from "../lib/list-state";
import { communityKeys, type PostFilters } from "./keys";

/** Every filter at its default: the whole community, newest first, page 1. */
export function postFilters(filters: Partial<PostFilters>): PostFilters {
  return {
    search: filters.search?.trim() ?? "",
    video: filters.video ?? DEFAULT_LIST_STATE.video,
    sort: filters.sort ?? DEFAULT_LIST_STATE.sort,
    page: filters.page ?? 1,
    userId: filters.userId ?? null,
    topic: filters.topic ?? null,
  };
}

/** `GET /api/community/posts?search=&video=&sort=&page=&userId=&topic=`: the server's defaults are left out. */
export function postsUrl(filters: PostFilters): string {
  return hrefWithQuery("/api/community/posts", {
    search: filters.search,
    video: filters.video === "all" ? null : filters.video,
    sort: filters.sort === "latest" ? null : filters.sort,
    page: filters.page > 1 ? filters.page : null,
    userId: filters.userId,
    topic: filters.topic,
  });
}

/** One page of posts, filtered, searched and sorted by the server. While another page loads, this one stays (dimmed). */
export function usePosts(filters: PostFilters) {
  return useQuery({
    queryKey: communityKeys.list(filters),
    queryFn: ({ signal }) => getJson(postsUrl(filters), communityPostPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

function cachedPages(queryClient: QueryClient) {
  return queryClient.getQueriesData<CommunityPostPage>({ queryKey: communityKeys.lists() }).map(([, page]) => page);
}

/** One post; a copy from a list already loaded stands in meanwhile. `id` is null for an address that cannot be a post. */
export function usePost(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery<CommunityPost, Error, CommunityPost, ReturnType<typeof communityKeys.post>>({
    queryKey: communityKeys.post(id ?? 0),
    queryFn: ({ signal }) => getJson(`/api/community/posts/${id}`, communityPostSchema, signal),
    enabled: id !== null,
    placeholderData: () => (id === null ? undefined : findPostInPages(cachedPages(queryClient), id)),
  });
}

/** `id` is null for an address that cannot be a member. */
export function useCommunityUser(id: number | null) {
  return useQuery({
    queryKey: communityKeys.user(id ?? 0),
    queryFn: ({ signal }) => getJson(`/api/community/users/${id}`, communityUserSchema, signal),
    enabled: id !== null,
  });
}

export function useCommunityStats() {
  return useQuery({
    queryKey: communityKeys.stats(),
    queryFn: ({ signal }) => getJson("/api/community/stats", communityStatsSchema, signal),
  });
}

/** Applies one change to a post wherever it is cached: every list page it is on and its own page. */
export function patchPost(queryClient: QueryClient, id: number, patch: (post: CommunityPost) => PostPatch) {
  queryClient.setQueriesData<CommunityPostPage>({ queryKey: communityKeys.lists() }, (page) =>
    patchPostInPage(page, id, patch),
  );
  queryClient.setQueryData<CommunityPost>(communityKeys.post(id), (post) =>
    post ? { ...post, ...patch(post) } : post,
  );
}

type LikeContext = { lists: [QueryKey, CommunityPostPage | undefined][]; post: CommunityPost | undefined };

/** Toggles the signed-in person's like: shown at once, then set to what the server counted (or put back on failure). */
export function useTogglePostLike() {
  const queryClient = useQueryClient();
  return useMutation<z.infer<typeof postLikeResponseSchema>, Error, CommunityPost, LikeContext>({
    mutationFn: (post) => postJson(`/api/community/posts/${post.id}/like`, postLikeResponseSchema),
    onMutate: async (post) => {
      // An answer on its way was read before the like: landing after it, it would paint the old count back.
      await queryClient.cancelQueries({ queryKey: communityKeys.post(post.id), exact: true });
      const context = {
        lists: queryClient.getQueriesData<CommunityPostPage>({ queryKey: communityKeys.lists() }),
        post: queryClient.getQueryData<CommunityPost>(communityKeys.post(post.id)),
      };
      const optimistic = toggledLike(post);
      patchPost(queryClient, post.id, () => optimistic);
      // Opened from a list, the post may have no copy of its own yet (the list's stands in): it gets one.
      if (!context.post) queryClient.setQueryData(communityKeys.post(post.id), { ...post, ...optimistic });
      return context;
    },
    onError: (_error, post, context) => {
      for (const [key, page] of context?.lists ?? []) queryClient.setQueryData(key, page);
      queryClient.setQueryData(communityKeys.post(post.id), context?.post ?? post);
    },
    onSuccess: ({ liked, likes }, post) => patchPost(queryClient, post.id, () => ({ likedByMe: liked, likes })),
  });
}

export function usePostComments(id: number) {
  return useQuery({
    queryKey: communityKeys.comments(id),
    queryFn: ({ signal }) => getJson(`/api/community/posts/${id}/comments`, commentListSchema, signal),
  });
}

/** Adds a comment (signed in) below the others and counts it on the post, in the lists too. */
export function useAddComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentRequest) => postJson(`/api/community/posts/${id}/comments`, commentSchema, body),
    onSuccess: (comment) => {
      const cached = queryClient.getQueryData<Comment[]>(communityKeys.comments(id));
      if (cached) queryClient.setQueryData(communityKeys.comments(id), [...cached, comment]);
      else void queryClient.invalidateQueries({ queryKey: communityKeys.comments(id) });
      patchPost(queryClient, id, (post) => ({ commentsCount: post.commentsCount + 1 }));
    },
  });
}

/** `POST /api/community/posts`; on success everything the community shows is refreshed (content.md §7). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostRequest) => postJson("/api/community/posts", communityPostSchema, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
