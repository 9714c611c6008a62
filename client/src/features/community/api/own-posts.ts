import { useMutation, useQueryClient } from "@tanstack/react-query";
import { communityPostSchema, type CommunityPost, type UpdatePostRequest } from "@common/community";
import { apiRequest, patchJson } from "@/lib/api";
import { type CommunityPostPage, withoutPost } from "../lib/cache";
import { communityKeys, exceptPost } from "./keys";

/**
 * `PATCH /api/community/posts/{id}` (its author): the post's page shows the answer at once; lists, topics and figures,
 * which its new text may move, are fetched again.
 */
export function useUpdatePost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostRequest) => patchJson(`/api/community/posts/${id}`, communityPostSchema, body),
    onSuccess: (post) => {
      queryClient.setQueryData<CommunityPost>(communityKeys.post(id), post);
      void queryClient.invalidateQueries({ queryKey: communityKeys.all, predicate: exceptPost(id) });
    },
  });
}

/** `DELETE /api/community/posts/{id}` (its author): it leaves every cached list at once, and the figures are counted again. */
export function useDeletePost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", `/api/community/posts/${id}`);
    },
    onSuccess: () => {
      queryClient.setQueriesData<CommunityPostPage>({ queryKey: communityKeys.lists() }, (page) =>
        withoutPost(page, id),
      );
      void queryClient.invalidateQueries({ queryKey: communityKeys.all, predicate: exceptPost(id) });
    },
  });
}
