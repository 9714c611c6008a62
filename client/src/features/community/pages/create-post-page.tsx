import type { FormEvent } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, LoaderCircle, Send } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { createPostSchema, POST_CONTENT_MAX, POST_TITLE_MAX } from "@common/community";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useFormatters } from "@/i18n/format";
import { translateMessage } from "@/i18n/messages";
import { serverMessageOf } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useCreatePost } from "../api/community";
import { VideoPicker } from "../components/video-picker";
import { isPostComplete, NO_VIDEO, videoIdOf } from "../lib/post-form";

/** The server's own rules for the two texts; the video is the selector's choice, read by `videoIdOf`. */
const postFormSchema = z.object({
  title: createPostSchema.shape.title,
  content: createPostSchema.shape.content,
  video: z.string(),
});
type PostFormInput = z.input<typeof postFormSchema>;
type PostFormOutput = z.output<typeof postFormSchema>;

const EMPTY: PostFormInput = { title: "", content: "", video: NO_VIDEO };

/** /community/create (signed in): title, content and an optional video of one's own (content.md §2, §5, §8). */
export function CreatePostPage() {
  const { t } = useTranslation("community");
  const [, navigate] = useLocation();
  const createPost = useCreatePost();
  const form = useForm<PostFormInput, unknown, PostFormOutput>({ resolver: zodResolver(postFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [title, content] = useWatch({ control: form.control, name: ["title", "content"] });
  const complete = isPostComplete(title, content);
  const publishing = createPost.isPending;

  const publish = (values: PostFormOutput) => {
    createPost.mutate(
      { title: values.title, content: values.content, videoId: videoIdOf(values.video) },
      {
        onSuccess: () => {
          toast({ title: t("create.created.title"), description: t("create.created.description") });
          navigate("/community");
        },
        onError: (error) => {
          toast({
            title: t("create.failed.title"),
            description: serverMessageOf(error) ?? t("create.failed.description"),
            variant: "destructive",
          });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = form.getValues();
    if (!isPostComplete(values.title, values.content)) {
      event.preventDefault();
      toast({ title: t("create.incomplete.title"), description: t("create.incomplete.description"), variant: "destructive" });
      return;
    }
    void form.handleSubmit(publish)(event);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        href="/community"
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("backToCommunity")}
      </Link>
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{t("create.title")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{t("create.intro")}</p>

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t("createPost")}
        className="mt-8 flex flex-col gap-6 rounded-3xl border border-border bg-card p-5 shadow-sm shadow-black/[0.03] sm:p-8"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="post-title">{t("create.titleLabel")}</Label>
          <Input
            id="post-title"
            autoComplete="off"
            placeholder={t("create.titlePlaceholder")}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? "post-title-error post-title-count" : "post-title-count"}
            disabled={publishing}
            {...form.register("title")}
          />
          <FieldFooter id="post-title" error={errors.title?.message} length={title.length} max={POST_TITLE_MAX} />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="post-content">{t("create.contentLabel")}</Label>
          <textarea
            id="post-content"
            rows={8}
            placeholder={t("create.contentPlaceholder")}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? "post-content-error post-content-count" : "post-content-count"}
            disabled={publishing}
            className="min-h-48 w-full resize-y rounded-xl border border-input bg-card px-3.5 py-3 text-base leading-relaxed text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25 sm:text-sm"
            {...form.register("content")}
          />
          <FieldFooter id="post-content" error={errors.content?.message} length={content.length} max={POST_CONTENT_MAX} />
        </div>

        <Controller
          control={form.control}
          name="video"
          render={({ field }) => (
            <VideoPicker id="post-video" value={field.value} onChange={field.onChange} onBlur={field.onBlur} disabled={publishing} />
          )}
        />

        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-end">
          <Button asChild variant="ghost">
            <Link href="/community">{t("create.cancel")}</Link>
          </Button>
          <Button type="submit" size="lg" disabled={!complete || publishing}>
            {publishing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            {publishing ? t("create.creating") : t("createPost")}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The field's error (from the server's own schema) and how much of its limit is used. */
function FieldFooter({ id, error, length, max }: { id: string; error?: string; length: number; max: number }) {
  const { t } = useTranslation("community");
  const { number } = useFormatters();
  const over = length > max;
  return (
    <div className="flex items-start justify-between gap-3 text-sm">
      <div className="min-w-0">
        {error && (
          <p id={`${id}-error`} className="font-medium text-destructive">
            {translateMessage(error)}
          </p>
        )}
      </div>
      <p id={`${id}-count`} className={cn("shrink-0 text-xs tabular-nums text-muted-foreground", over && "font-semibold text-destructive")}>
        <span aria-hidden="true">
          {number(length)}/{number(max)}
        </span>
        <span className="sr-only">{t("create.characters", { length: number(length), max: number(max) })}</span>
      </p>
    </div>
  );
}
