import { useRef, useState, type Ref } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Comment } from "@common/comments";
import { CommentsSection } from "@/components/comments-section";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/lib/failure-toast";
import { useUser } from "@/lib/use-user";
import { useAddComment } from "../api/community";
import { useDeleteComment } from "../api/own-comments";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { PostComment } from "./post-comment";

type PostCommentsProps = {
  postId: number;
  /** The post's comments, oldest first. */
  comments: UseQueryResult<Comment[]>;
  /** The number in the heading (the post's own count, known before the list loads). */
  count: number;
  /** The section itself, so the Comment button can bring it into view and focus the form. */
  ref?: Ref<HTMLElement>;
};

/**
 * A post's comments: the shared comments section, plus what their authors may do to their own: edit in place, and
 * delete (asked first).
 */
export function PostComments({ postId, comments, count, ref }: PostCommentsProps) {
  const { t } = useTranslation("community");
  const { user } = useUser();
  const addComment = useAddComment(postId);
  const deleteComment = useDeleteComment(postId);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const justDeleted = useRef(false);

  const remove = (comment: Comment) =>
    deleteComment.mutate(comment.id, {
      onSuccess: () => {
        justDeleted.current = true;
        setDeleting(null);
        toast({ title: t("owner.commentDeleted") });
      },
      onError: (error) => toastFailure(t("owner.deleteFailed"), error, t("owner.failedDescription")),
    });

  return (
    <CommentsSection
      ref={ref}
      headingRef={heading}
      comments={comments}
      addComment={addComment}
      count={count}
      guestIntro={t("post.commentsIntro")}
      placeholder={t("post.commentPlaceholder")}
      postedDescription={t("post.commentPosted")}
      renderComment={(comment) => (
        <PostComment
          postId={postId}
          comment={comment}
          own={user?.id === comment.user.id}
          onDelete={() => setDeleting(comment)}
        />
      )}
    >
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("owner.deleteCommentTitle")}
        description={t("owner.deleteCommentDescription")}
        testId="delete-comment-dialog"
        pending={deleteComment.isPending}
        onConfirm={() => deleting && remove(deleting)}
        focusOnClose={() => {
          // A deleted comment's Delete button is gone with it: focus lands on the comments' heading, not the page's top.
          if (!justDeleted.current) return null;
          justDeleted.current = false;
          return heading.current;
        }}
      />
    </CommentsSection>
  );
}
