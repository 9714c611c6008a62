import { useCallback, useRef } from "react";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { commentListSchema, commentSchema, type Comment, type CreateCommentRequest } from "@common/comments";
import {
  showcaseExampleSchema,
  showcaseLikeResponseSchema,
  showcaseListSchema,
  showcaseViewsResponseSchema,
  type ShowcaseExample,
} from "@common/showcase";
import { getJson, postJson } from "@/lib/api";
import { toggledLike } from "@/lib/toggled-like";
import { patchInList, type ExamplePatch } from "../lib/cache";
import { showcaseKeys } from "./keys";

/** Examples render in the background on the server's first start: while any is still being made, ask again this often. */
const POLL_MS = 5000;

export function useShowcaseList() {
  return useQuery({
    queryKey: showcaseKeys.list(),
    queryFn: ({ signal }) => getJson("/api/showcase", showcaseListSchema, signal),
    refetchInterval: (query) => (query.state.data?.some((example) => !example.ready) ? POLL_MS : false),
  });
}

/** One example; the gallery's copy stands in while it loads. `id` is null for an address that cannot be an example. */
export function useShowcaseExample(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery<ShowcaseExample, Error, ShowcaseExample, ReturnType<typeof showcaseKeys.detail>>({
    queryKey: showcaseKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getJson(`/api/showcase/${id}`, showcaseExampleSchema, signal),
    enabled: id !== null,
    placeholderData: () =>
      queryClient.getQueryData<ShowcaseExample[]>(showcaseKeys.list())?.find((example) => example.id === id),
    refetchInterval: (query) => (query.state.data && !query.state.data.ready ? POLL_MS : false),
  });
}

/** Applies the same change to the example in the gallery and on its own page, wherever they are cached. */
function patchExample(queryClient: QueryClient, id: number, patch: (example: ShowcaseExample) => ExamplePatch) {
  queryClient.setQueryData<ShowcaseExample[]>(showcaseKeys.list(), (list) => patchInList(list, id, patch));
  queryClient.setQueryData<ShowcaseExample>(showcaseKeys.detail(id), (example) =>
    example ? { ...example, ...patch(example) } : example,
  );
}

type LikeContext = { list?: ShowcaseExample[]; detail?: ShowcaseExample };

/** Toggles the signed-in person's like: shown at once, then set to what the server counted (or put back on failure). */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation<{ liked: boolean; likes: number }, Error, ShowcaseExample, LikeContext>({
    mutationFn: (example) => postJson(`/api/showcase/${example.id}/like`, showcaseLikeResponseSchema),
    onMutate: async (example) => {
      // A poll landing now would paint the old count over the new one.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: showcaseKeys.list(), exact: true }),
        queryClient.cancelQueries({ queryKey: showcaseKeys.detail(example.id), exact: true }),
      ]);
      const context = {
        list: queryClient.getQueryData<ShowcaseExample[]>(showcaseKeys.list()),
        detail: queryClient.getQueryData<ShowcaseExample>(showcaseKeys.detail(example.id)),
      };
      const optimistic = toggledLike(example);
      patchExample(queryClient, example.id, () => optimistic);
      return context;
    },
    onError: (_error, example, context) => {
      if (context?.list) queryClient.setQueryData(showcaseKeys.list(), context.list);
      if (context?.detail) queryClient.setQueryData(showcaseKeys.detail(example.id), context.detail);
    },
    onSuccess: ({ liked, likes }, example) =>
      patchExample(queryClient, example.id, () => ({ likedByMe: liked, likes })),
  });
}

/**
 * Counts a view when the example's video starts playing: once per page (a pause and play again sends nothing), and the
 * server counts each viewer once a day. The count it answers goes into the cached example, so the page shows it.
 */
export function useCountView(id: number) {
  const queryClient = useQueryClient();
  const sent = useRef(false);
  return useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    postJson(`/api/showcase/${id}/views`, showcaseViewsResponseSchema)
      .then(({ views }) => patchExample(queryClient, id, (example) => ({ views: Math.max(example.views, views) })))
      .catch((error: unknown) => {
        // The next play tries again.
        sent.current = false;
        console.error("Could not record the view", error);
      });
  }, [id, queryClient]);
}

export function useShowcaseComments(id: number) {
  return useQuery({
    queryKey: showcaseKeys.comments(id),
    queryFn: ({ signal }) => getJson(`/api/showcase/${id}/comments`, commentListSchema, signal),
  });
}

/** Posts a comment (signed in), adds it below the others and counts it on the example. */
export function usePostComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentRequest) => postJson(`/api/showcase/${id}/comments`, commentSchema, body),
    onSuccess: (comment) => {
      const cached = queryClient.getQueryData<Comment[]>(showcaseKeys.comments(id));
      if (cached) queryClient.setQueryData(showcaseKeys.comments(id), [...cached, comment]);
      else void queryClient.invalidateQueries({ queryKey: showcaseKeys.comments(id) });
      patchExample(queryClient, id, (example) => ({ commentsCount: example.commentsCount + 1 }));
    },
  });
}
