import { useRef, useState, type Ref } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { LogIn, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { Comment } from "@common/comments";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api";
import { useUser } from "@/lib/use-user";
import { useAddComment } from "../api/community";
import { useDeleteComment } from "../api/own-comments";
import { CommentEditor, type SaveComment } from "./comment-editor";
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
 * A post's comments, as the shared comments section shows an item's, plus what their authors may do to their own:
 * edit in place, and delete (asked first). The wording is the shared section's, so both read alike.
 */
export function PostComments({ postId, comments, count, ref }: PostCommentsProps) {
  const { t } = useTranslation("components");
  const { t: tc } = useTranslation("community");
  const { user, isLoading: sessionLoading } = useUser();
  const addComment = useAddComment(postId);
  const deleteComment = useDeleteComment(postId);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const justDeleted = useRef(false);

  const add: SaveComment = (content, { onSuccess, onError }) =>
    addComment.mutate(
      { content },
      {
        onSuccess: () => {
          onSuccess();
          toast({ title: t("comments.posted"), description: tc("post.commentPosted") });
        },
        onError,
      },
    );

  const remove = (comment: Comment) =>
    deleteComment.mutate(comment.id, {
      onSuccess: () => {
        justDeleted.current = true;
        setDeleting(null);
        toast({ title: tc("owner.commentDeleted") });
      },
      onError: (error) => {
        toast({ title: tc("owner.deleteFailed"), description: serverMessageOf(error) ?? tc("owner.failedDescription"), variant: "destructive" });
      },
    });

  return (
    <section ref={ref} id="comments" aria-labelledby="comments-heading" className="scroll-mt-24">
      <h2 ref={heading} id="comments-heading" tabIndex={-1} className="flex items-center gap-2 font-display text-2xl font-semibold outline-none">
        <MessageCircle aria-hidden="true" className="size-5 text-primary" />
        {t("comments.heading")}
        <span className="rounded-full bg-muted px-2.5 py-0.5 font-sans text-sm font-semibold tabular-nums text-muted-foreground">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only">)</span>
        </span>
      </h2>

      <div className="mt-5">
        {sessionLoading ? (
          <Skeleton className="h-32 rounded-2xl" />
        ) : user ? (
          <CommentEditor
            label={t("comments.label")}
            placeholder={tc("post.commentPlaceholder")}
            save={add}
            pending={addComment.isPending}
            submitLabel={t("comments.post")}
            pendingLabel={t("comments.posting")}
            failedText={t("comments.postFailed")}
            clearOnSuccess
          />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border bg-muted/40 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{tc("post.commentsIntro")}</p>
            <Button asChild size="sm">
              <Link href="/auth">
                <LogIn aria-hidden="true" />
                {t("comments.logInToComment")}
              </Link>
            </Button>
          </div>
        )}
      </div>

      <div className="mt-6">
        {comments.isPending ? (
          <ul className="flex flex-col gap-5" aria-busy="true" aria-label={t("comments.loading")}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex gap-3">
                <Skeleton className="size-10 shrink-0 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-4 w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : comments.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p>{t("comments.loadFailed")}</p>
            <Button size="sm" variant="outline" onClick={() => comments.refetch()} disabled={comments.isRefetching}>
              {comments.isRefetching ? t("common:retrying") : t("common:tryAgain")}
            </Button>
          </div>
        ) : comments.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">{t("comments.empty")}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border" data-testid="comment-list">
            {comments.data.map((comment) => (
              <PostComment key={comment.id} postId={postId} comment={comment} own={user?.id === comment.user.id} onDelete={() => setDeleting(comment)} />
            ))}
          </ol>
        )}
      </div>

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={tc("owner.deleteCommentTitle")}
        description={tc("owner.deleteCommentDescription")}
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
    </section>
  );
}
