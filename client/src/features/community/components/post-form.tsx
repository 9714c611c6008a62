import { useEffect, type FormEvent, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { createPostSchema, POST_CONTENT_MAX, POST_TITLE_MAX } from "@common/community";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/ui/pending-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useFormatters } from "@/i18n/format";
import { translateMessage } from "@/i18n/messages";
import { cn } from "@/lib/utils";
import { isPostComplete, NO_VIDEO, videoIdOf } from "../lib/post-form";
import { VideoPicker } from "./video-picker";

/** The server's own rules for the two texts; the video is the selector's choice, read by `videoIdOf`. */
const postFormSchema = z.object({
  title: createPostSchema.shape.title,
  content: createPostSchema.shape.content,
  video: z.string(),
});
type PostFormInput = z.input<typeof postFormSchema>;
type PostFormOutput = z.output<typeof postFormSchema>;

/** What the form sends: trimmed texts and the chosen video, if any. */
export type PostFormValues = { title: string; content: string; videoId: number | undefined };

type PostFormProps = {
  /** The form's accessible name. */
  label: string;
  /** An existing post's title, text and video, to edit; a new post starts empty. */
  initial?: { title: string; content: string; videoId: number | null };
  pending: boolean;
  submitIcon: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: PostFormValues) => void;
  /** Cancel goes back: to an address, or to where the form was opened from. */
  cancel: { href: string } | { onClick: () => void };
  /** Puts the cursor in the title: the form was opened by the person's own Edit, so that is where they meant to go. */
  focusTitle?: boolean;
};

/** Title, content and an optional video of one's own (content.md §2, §5, §8): the form that writes a post and edits it. */
export function PostForm({
  label,
  initial,
  pending,
  submitIcon,
  submitLabel,
  pendingLabel,
  onSubmit,
  cancel,
  focusTitle = false,
}: PostFormProps) {
  const { t } = useTranslation("community");
  const form = useForm<PostFormInput, unknown, PostFormOutput>({
    resolver: zodResolver(postFormSchema),
    defaultValues: {
      title: initial?.title ?? "",
      content: initial?.content ?? "",
      video: initial?.videoId ? String(initial.videoId) : NO_VIDEO,
    },
  });
  const { errors } = form.formState;
  const [title, content] = useWatch({ control: form.control, name: ["title", "content"] });
  const complete = isPostComplete(title, content);

  useEffect(() => {
    if (focusTitle) form.setFocus("title");
  }, [focusTitle, form]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const values = form.getValues();
    if (!isPostComplete(values.title, values.content)) {
      event.preventDefault();
      toast({
        title: t("create.incomplete.title"),
        description: t("create.incomplete.description"),
        variant: "destructive",
      });
      return;
    }
    void form.handleSubmit((valid) =>
      onSubmit({ title: valid.title, content: valid.content, videoId: videoIdOf(valid.video) }),
    )(event);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
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
          disabled={pending}
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
          disabled={pending}
          className="min-h-48 w-full resize-y rounded-xl border border-input bg-card px-3.5 py-3 text-base leading-relaxed text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25 sm:text-sm"
          {...form.register("content")}
        />
        <FieldFooter id="post-content" error={errors.content?.message} length={content.length} max={POST_CONTENT_MAX} />
      </div>

      <Controller
        control={form.control}
        name="video"
        render={({ field }) => (
          <VideoPicker
            id="post-video"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={pending}
          />
        )}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-end">
        {"href" in cancel ? (
          <ButtonLink href={cancel.href} variant="ghost">
            {t("create.cancel")}
          </ButtonLink>
        ) : (
          <Button type="button" variant="ghost" onClick={cancel.onClick} disabled={pending}>
            {t("create.cancel")}
          </Button>
        )}
        <PendingButton
          type="submit"
          size="lg"
          disabled={!complete}
          pending={pending}
          pendingLabel={pendingLabel}
          icon={submitIcon}
        >
          {submitLabel}
        </PendingButton>
      </div>
    </form>
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
      <p
        id={`${id}-count`}
        className={cn("shrink-0 text-xs tabular-nums text-muted-foreground", over && "font-semibold text-destructive")}
      >
        <span aria-hidden="true">
          {number(length)}/{number(max)}
        </span>
        <span className="sr-only">{t("create.characters", { length: number(length), max: number(max) })}</span>
      </p>
    </div>
  );
}
