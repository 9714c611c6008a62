import { Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { BackLink } from "@/components/back-link";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/lib/failure-toast";
import { useCreatePost } from "../api/community";
import { PostForm, type PostFormValues } from "../components/post-form";

/** /community/create (signed in): title, content and an optional video of one's own (content.md §2, §5, §8). */
export function CreatePostPage() {
  const { t } = useTranslation("community");
  const [, navigate] = useLocation();
  const createPost = useCreatePost();

  const publish = (values: PostFormValues) => {
    createPost.mutate(values, {
      onSuccess: () => {
        toast({ title: t("create.created.title"), description: t("create.created.description") });
        navigate("/community");
      },
      onError: (error) => toastFailure(t("create.failed.title"), error, t("create.failed.description")),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/community">{t("backToCommunity")}</BackLink>
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{t("create.title")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{t("create.intro")}</p>
      <PostForm
        label={t("createPost")}
        pending={createPost.isPending}
        submitIcon={<Send aria-hidden="true" />}
        submitLabel={t("createPost")}
        pendingLabel={t("create.creating")}
        onSubmit={publish}
        cancel={{ href: "/community" }}
      />
    </div>
  );
}
