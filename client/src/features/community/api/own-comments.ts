import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commentSchema, type Comment, type UpdateCommentRequest } from "@common/comments";
import { apiRequest, patchJson } from "@/lib/api";
import { patchPost } from "./community";
import { communityKeys } from "./keys";

const commentUrl = (postId: number, commentId: number) => `/api/community/posts/${postId}/comments/${commentId}`;

/** `PATCH …/comments/{commentId}` (its author): the new text takes the old one's place in the list. */
export function useUpdateComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, ...body }: UpdateCommentRequest & { commentId: number }) =>
      patchJson(commentUrl(postId, commentId), commentSchema, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(communityKeys.comments(postId), (list) =>
        list?.map((item) => (item.id === comment.id ? comment : item)),
      );
    },
  });
}

/** `DELETE …/comments/{commentId}` (its author): it leaves the list, and the post counts one comment fewer, in the lists too. */
export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: number) => {
      await apiRequest("DELETE", commentUrl(postId, commentId));
    },
    onSuccess: (_answer, commentId) => {
      queryClient.setQueryData<Comment[]>(communityKeys.comments(postId), (list) =>
        list?.filter((item) => item.id !== commentId),
      );
      patchPost(queryClient, postId, (post) => ({ commentsCount: Math.max(0, post.commentsCount - 1) }));
    },
  });
}
