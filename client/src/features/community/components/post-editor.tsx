import { ArrowLeft, Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CommunityPost, UpdatePostRequest } from "@common/community";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/lib/failure-toast";
import { useUpdatePost } from "../api/own-posts";
import { PostForm, type PostFormValues } from "./post-form";

/** The author's post in the create form, filled in; saving or cancelling goes back to the post. */
export function PostEditor({ post, onClose }: { post: CommunityPost; onClose: () => void }) {
  const { t } = useTranslation("community");
  const updatePost = useUpdatePost(post.id);

  const save = ({ title, content, videoId }: PostFormValues) => {
    const changes: UpdatePostRequest = { title, content };
    // The video is sent only when it was changed: one being made again (not shown meanwhile) stays attached.
    if ((videoId ?? null) !== post.videoId) changes.videoId = videoId ?? null;
    updatePost.mutate(changes, {
      onSuccess: () => {
        toast({ title: t("owner.postSaved.title"), description: t("owner.postSaved.description") });
        onClose();
      },
      onError: (error) => toastFailure(t("owner.saveFailedTitle"), error, t("owner.failedDescription")),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12" data-testid="post-editor">
      <Button
        type="button"
        variant="link"
        className="h-auto px-0 text-muted-foreground hover:text-foreground"
        onClick={onClose}
        disabled={updatePost.isPending}
      >
        <ArrowLeft aria-hidden="true" />
        {t("owner.backToPost")}
      </Button>
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{t("owner.editTitle")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{t("owner.editIntro")}</p>
      <PostForm
        label={t("owner.editTitle")}
        initial={{ title: post.title, content: post.content, videoId: post.videoId }}
        pending={updatePost.isPending}
        submitIcon={<Save aria-hidden="true" />}
        submitLabel={t("owner.saveChanges")}
        pendingLabel={t("owner.saving")}
        onSubmit={save}
        cancel={{ onClick: onClose }}
        focusTitle
      />
    </div>
  );
}
