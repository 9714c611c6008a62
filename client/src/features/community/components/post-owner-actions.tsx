import { useState, type Ref } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { CommunityPost } from "@common/community";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/lib/failure-toast";
import { useDeletePost } from "../api/own-posts";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

type PostOwnerActionsProps = { post: CommunityPost; onEdit: () => void; editRef?: Ref<HTMLButtonElement> };

/** The author's own Edit and Delete on their post's page; Delete asks first, then goes back to the community. */
export function PostOwnerActions({ post, onEdit, editRef }: PostOwnerActionsProps) {
  const { t } = useTranslation("community");
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const deletePost = useDeletePost(post.id);

  const remove = () =>
    deletePost.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t("owner.postDeleted.title"), description: t("owner.postDeleted.description") });
        navigate("/community");
      },
      onError: (error) => toastFailure(t("owner.deleteFailed"), error, t("owner.failedDescription")),
    });

  return (
    <div className="flex items-center gap-2 sm:ml-auto" data-testid="post-owner-actions">
      <Button ref={editRef} type="button" variant="outline" className="h-10 px-4" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {t("owner.editPost")}
      </Button>
      <Button
        type="button"
        variant="outline"
        className="h-10 px-4 text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        {t("owner.deletePost")}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("owner.deletePostTitle")}
        description={t("owner.deletePostDescription")}
        testId="delete-post-dialog"
        pending={deletePost.isPending}
        onConfirm={remove}
      />
    </div>
  );
}
