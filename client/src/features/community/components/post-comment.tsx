import { useRef, useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Comment } from "@common/comments";
import { CommentEditor, CommentItem, type SaveComment } from "@/components/comments-section";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useUpdateComment } from "../api/own-comments";
import { useFocusWhenClosed } from "../lib/use-focus-when-closed";

type PostCommentProps = {
  postId: number;
  comment: Comment;
  /** The signed-in person wrote it: they may edit it in place and delete it. */
  own: boolean;
  /** Asks whether to delete it (the list does, as it outlives the comment). */
  onDelete: () => void;
};

const memberHref = (user: Comment["user"]) => `/community/users/${user.id}`;

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
    <CommentItem
      comment={comment}
      authorHref={memberHref}
      editor={
        editing ? (
          <CommentEditor
            label={t("owner.editCommentLabel")}
            labelHidden
            initial={comment.content}
            save={save}
            pending={updateComment.isPending}
            submitLabel={t("owner.save")}
            pendingLabel={t("owner.saving")}
            failedText={t("owner.saveFailed")}
            cancel={{ label: t("create.cancel"), onCancel: () => setEditing(false) }}
            focusText
          />
        ) : null
      }
      actions={
        own && !editing ? (
          <>
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
          </>
        ) : null
      }
    />
  );
}
