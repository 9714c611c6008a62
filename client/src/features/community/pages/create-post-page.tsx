import type { FormEvent } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, LoaderCircle, Send } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { createPostSchema, POST_CONTENT_MAX, POST_TITLE_MAX } from "@common/community";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
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
          toast({ title: "Post created successfully!", description: "Your post has been published to the community." });
          navigate("/community");
        },
        onError: (error) => {
          toast({
            title: "Failed to create post",
            description: serverMessageOf(error) ?? "There was an error creating your post. Please try again.",
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
      toast({ title: "Form incomplete", description: "Please fill in both title and content fields.", variant: "destructive" });
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
        Back to Community
      </Link>
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">Create a Post</h1>
      <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
        Tell the community the story behind a video, ask for ideas or share what worked. Add #hashtags to your text so others
        find it by topic.
      </p>

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Create Post"
        className="mt-8 flex flex-col gap-6 rounded-3xl border border-border bg-card p-5 shadow-sm shadow-black/[0.03] sm:p-8"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="post-title">Title</Label>
          <Input
            id="post-title"
            autoComplete="off"
            placeholder="What is your post about?"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? "post-title-error post-title-count" : "post-title-count"}
            disabled={publishing}
            {...form.register("title")}
          />
          <FieldFooter id="post-title" error={errors.title?.message} length={title.length} max={POST_TITLE_MAX} />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="post-content">Content</Label>
          <textarea
            id="post-content"
            rows={8}
            placeholder="Share your story, a question or a tip. #storytelling"
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
            <Link href="/community">Cancel</Link>
          </Button>
          <Button type="submit" size="lg" disabled={!complete || publishing}>
            {publishing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            {publishing ? "Creating..." : "Create Post"}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The field's error (from the server's own schema) and how much of its limit is used. */
function FieldFooter({ id, error, length, max }: { id: string; error?: string; length: number; max: number }) {
  const over = length > max;
  return (
    <div className="flex items-start justify-between gap-3 text-sm">
      <div className="min-w-0">
        {error && (
          <p id={`${id}-error`} className="font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <p id={`${id}-count`} className={cn("shrink-0 text-xs tabular-nums text-muted-foreground", over && "font-semibold text-destructive")}>
        <span aria-hidden="true">
          {length.toLocaleString("en-US")}/{max.toLocaleString("en-US")}
        </span>
        <span className="sr-only">
          {length.toLocaleString("en-US")} of {max.toLocaleString("en-US")} characters
        </span>
      </p>
    </div>
  );
}
