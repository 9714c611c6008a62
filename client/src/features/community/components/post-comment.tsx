import { useRef, useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { Comment } from "@common/comments";
import { MemberAvatar } from "@/components/member-avatar";
import { TimeAgo } from "@/components/time-ago";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useUpdateComment } from "../api/own-comments";
import { useFocusWhenClosed } from "../lib/use-focus-when-closed";
import { CommentEditor, type SaveComment } from "./comment-editor";

type PostCommentProps = {
  postId: number;
  comment: Comment;
  /** The signed-in person wrote it: they may edit it in place and delete it. */
  own: boolean;
  /** Asks whether to delete it (the list does, as it outlives the comment). */
  onDelete: () => void;
};

/** One comment on a post: author, time and text; its author edits it in place, and can ask to delete it. */
export function PostComment({ postId, comment, own, onDelete }: PostCommentProps) {
  const { t } = useTranslation("community");
  const [editing, setEditing] = useState(false);
  const updateComment = useUpdateComment(postId);
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusWhenClosed(editing, editButton);

  const save: SaveComment = (content, { onSuccess, onError }) =>
    updateComment.mutate(
      { commentId: comment.id, content },
      {
        onSuccess: () => {
          onSuccess();
          setEditing(false);
          toast({ title: t("owner.commentSaved") });
        },
        onError,
      },
    );

  return (
    <li className="flex gap-3 py-4 first:pt-0" data-testid="comment">
      <MemberAvatar username={comment.user.username} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            href={`/community/users/${comment.user.id}`}
            className="rounded-sm font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {comment.user.username}
          </Link>
          <TimeAgo date={comment.createdAt} className="text-muted-foreground" />
        </p>
        {editing ? (
          <div className="mt-2">
            <CommentEditor
              label={t("owner.editCommentLabel")}
              labelHidden
              initial={comment.content}
              save={save}
              pending={updateComment.isPending}
              submitLabel={t("owner.save")}
              pendingLabel={t("owner.saving")}
              failedText={t("owner.saveFailed")}
              onCancel={() => setEditing(false)}
              focusText
            />
          </div>
        ) : (
          // Plain text: React escapes it, and the line breaks the writer typed are kept.
          <p className="mt-1 whitespace-pre-wrap break-words leading-relaxed">{comment.content}</p>
        )}
        {own && !editing && (
          <div className="-ml-2 mt-1 flex items-center gap-1">
            <Button
              ref={editButton}
              type="button"
              size="sm"
              variant="ghost"
              className="h-8 px-2 text-muted-foreground"
              aria-label={t("owner.editComment")}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              {t("owner.edit")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="h-8 px-2 text-muted-foreground hover:text-destructive"
              aria-label={t("owner.deleteComment")}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
              {t("owner.delete")}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
