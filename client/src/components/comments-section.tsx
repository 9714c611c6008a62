import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { LogIn, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { COMMENT_MAX_LENGTH, createCommentSchema, type Comment, type CreateCommentRequest } from "@common/comments";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { MemberAvatar } from "@/components/member-avatar";
import { TimeAgo } from "@/components/time-ago";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useFormatters } from "@/i18n/format";
import { translateMessage } from "@/i18n/messages";
import { ApiError, serverMessageOf } from "@/lib/api";
import { countLabel } from "@/lib/count-label";
import { useUser } from "@/lib/use-user";
import { cn } from "@/lib/utils";

/** What the form needs of a feature's add-comment mutation (a TanStack `useMutation` result fits as it is). */
export type AddComment = {
  mutate: (body: CreateCommentRequest, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

type CommentsSectionProps = {
  /** The feature's list query (oldest first). */
  comments: UseQueryResult<Comment[]>;
  /** The feature's add-comment mutation: on success it puts the comment in the list and counts it. */
  addComment: AddComment;
  /** The number in the heading (the item's own count, known before the list loads). */
  count: number;
  /** The sentence a guest reads next to "Log in to comment". */
  guestIntro: string;
  /** The textarea's placeholder. */
  placeholder: string;
  /** The "Comment posted" toast's description. */
  postedDescription: string;
  /** Where an author's name links to; without it the name is plain text. */
  authorHref?: (user: Comment["user"]) => string;
  /** The section itself, so a Comment button can bring it into view and focus its first control. */
  ref?: Ref<HTMLElement>;
  /** The heading, for a feature that moves focus to it (after deleting a comment, whose buttons are gone with it). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** One comment of the list, for a feature that adds to it (its author's own actions); a `CommentItem` by default. */
  renderComment?: (comment: Comment) => ReactNode;
  /** What the feature adds after the list (a dialog its comments open). */
  children?: ReactNode;
};

/** Comments, oldest first, and the form to add one (signed in) or the way to log in (guest). The feature owns the requests. */
export function CommentsSection(props: CommentsSectionProps) {
  const {
    comments,
    addComment,
    count,
    guestIntro,
    placeholder,
    postedDescription,
    authorHref,
    ref,
    headingRef,
    renderComment,
    children,
  } = props;
  const { user, isLoading: sessionLoading } = useUser();
  const { t } = useTranslation("components");

  return (
    <section ref={ref} id="comments" aria-labelledby="comments-heading" className="scroll-mt-24">
      <h2
        ref={headingRef}
        id="comments-heading"
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-2xl font-semibold outline-none"
      >
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
          <NewCommentForm addComment={addComment} placeholder={placeholder} postedDescription={postedDescription} />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border bg-muted/40 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{guestIntro}</p>
            <ButtonLink href="/auth" size="sm">
              <LogIn aria-hidden="true" />
              {t("comments.logInToComment")}
            </ButtonLink>
          </div>
        )}
      </div>

      <div className="mt-6">
        {comments.isPending ? (
          <ul className="flex flex-col gap-5" aria-busy="true" aria-label={t("comments.loading")}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex gap-3">
                <Skeleton className="size-10 shrink-0 rounded-full" />
                <SkeletonLines className="flex-1 space-y-2" lines={["h-4 w-40", "h-4 w-full"]} />
              </li>
            ))}
          </ul>
        ) : comments.isError ? (
          <LoadFailedNotice
            sentence={t("comments.loadFailed")}
            onRetry={() => comments.refetch()}
            retrying={comments.isRefetching}
          />
        ) : comments.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
            {t("comments.empty")}
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-border" data-testid="comment-list">
            {comments.data.map((comment) =>
              renderComment ? (
                <Fragment key={comment.id}>{renderComment(comment)}</Fragment>
              ) : (
                <CommentItem key={comment.id} comment={comment} authorHref={authorHref} />
              ),
            )}
          </ol>
        )}
      </div>

      {children}
    </section>
  );
}

/**
 * The "Comment" button of an item's actions: brings the comments section into view and focuses the form (the heading
 * for a guest, who has no form).
 */
export function CommentsButton({ count, sectionRef }: { count: number; sectionRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation("components");
  const { number } = useFormatters();
  const focusComments = () => {
    const section = sectionRef.current;
    if (!section) return;
    section.scrollIntoView({ behavior: "smooth", block: "start" });
    const target =
      section.querySelector<HTMLElement>("textarea") ?? section.querySelector<HTMLElement>("#comments-heading");
    target?.focus({ preventScroll: true });
  };

  return (
    <Button type="button" variant="outline" onClick={focusComments} className="h-10 px-4" aria-controls="comments">
      <MessageCircle aria-hidden="true" />
      {t("comments.comment")}
      <span className="tabular-nums text-muted-foreground" aria-hidden="true">
        {number(count)}
      </span>
      <span className="sr-only">, {countLabel(count, "comment")}</span>
    </Button>
  );
}

type CommentItemProps = {
  comment: Comment;
  /** Where the author's name links to; without it the name is plain text. */
  authorHref?: (user: Comment["user"]) => string;
  /** Shown instead of the text (its author editing it in place). */
  editor?: ReactNode;
  /** Shown under the text (what its author may do to it). */
  actions?: ReactNode;
};

/** One comment: author, time and text. */
export function CommentItem({ comment, authorHref, editor, actions }: CommentItemProps) {
  return (
    <li className="flex gap-3 py-4 first:pt-0" data-testid="comment">
      <MemberAvatar username={comment.user.username} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {authorHref ? (
            <Link
              href={authorHref(comment.user)}
              className="rounded-sm font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {comment.user.username}
            </Link>
          ) : (
            <span className="font-semibold">{comment.user.username}</span>
          )}
          <TimeAgo date={comment.createdAt} className="text-muted-foreground" />
        </p>
        {editor ? (
          <div className="mt-2">{editor}</div>
        ) : (
          // Plain text: React escapes it, and the line breaks the writer typed are kept.
          <p className="mt-1 whitespace-pre-wrap break-words leading-relaxed">{comment.content}</p>
        )}
        {actions ? <div className="-ml-2 mt-1 flex items-center gap-1">{actions}</div> : null}
      </div>
    </li>
  );
}

type NewCommentFormProps = { addComment: AddComment; placeholder: string; postedDescription: string };

/** The form to add a comment: emptied and a toast shown once it is posted. */
function NewCommentForm({ addComment, placeholder, postedDescription }: NewCommentFormProps) {
  const { t } = useTranslation("components");
  const save: SaveComment = (content, { onSuccess, onError }) =>
    addComment.mutate(
      { content },
      {
        onSuccess: () => {
          onSuccess();
          toast({ title: t("comments.posted"), description: postedDescription });
        },
        onError,
      },
    );

  return (
    <CommentEditor
      label={t("comments.label")}
      placeholder={placeholder}
      save={save}
      pending={addComment.isPending}
      submitLabel={t("comments.post")}
      pendingLabel={t("comments.posting")}
      failedText={t("comments.postFailed")}
      clearOnSuccess
    />
  );
}

/** What the editor needs of a save: a TanStack `mutate` shape, so a failure's words can be shown under the field. */
export type SaveComment = (
  content: string,
  callbacks: { onSuccess: () => void; onError: (error: Error) => void },
) => void;

type CommentEditorProps = {
  label: string;
  /** The label read out only (the comment being edited already says what it is). */
  labelHidden?: boolean;
  initial?: string;
  placeholder?: string;
  save: SaveComment;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The words when the save fails for a reason the server does not name. */
  failedText: string;
  /** Emptied after a save (a new comment); an edit is closed by its owner instead. */
  clearOnSuccess?: boolean;
  /** Cancel (and Escape): only an edit has somewhere to go back to. */
  cancel?: { label: string; onCancel: () => void };
  /** Puts the cursor in the text: an edit was opened by the person's own Edit, so that is where they meant to go. */
  focusText?: boolean;
};

/** A comment's text, checked by the shared schema before it is sent: writing a new one, or editing one's own in place. */
export function CommentEditor(props: CommentEditorProps) {
  const {
    label,
    labelHidden,
    initial = "",
    placeholder,
    save,
    pending,
    submitLabel,
    pendingLabel,
    failedText,
    clearOnSuccess,
    cancel,
    focusText = false,
  } = props;
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const countId = `${inputId}-count`;
  const { t } = useTranslation("components");
  const { number } = useFormatters();

  useEffect(() => {
    if (!focusText || !field.current) return;
    field.current.focus();
    // At the end of the text, ready to add to it.
    field.current.setSelectionRange(field.current.value.length, field.current.value.length);
  }, [focusText]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCommentSchema.safeParse({ content: text });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? translateMessage(issue) : t("comments.required"));
      return;
    }
    setError(null);
    save(parsed.data.content, {
      onSuccess: () => {
        if (clearOnSuccess) setText("");
      },
      onError: (failure) => {
        setError(
          failure instanceof ApiError && failure.status === 401
            ? t("comments.sessionEnded")
            : (serverMessageOf(failure) ?? failedText),
        );
      },
    });
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !cancel) return;
    event.preventDefault();
    cancel.onCancel();
  };

  const remaining = COMMENT_MAX_LENGTH - text.length;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className={cn("text-sm font-medium", labelHidden && "sr-only")}>
        {label}
      </label>
      <textarea
        ref={field}
        id={inputId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={cancelOnEscape}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        className={cn(
          "min-h-24 w-full resize-y rounded-2xl border border-input bg-card px-3.5 py-3 text-base text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 sm:text-sm",
          error && "border-destructive focus-visible:ring-destructive/25",
        )}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-h-5 text-sm">
          {error ? (
            <p id={errorId} className="font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <p id={countId} className={cn("text-xs text-muted-foreground", error && "sr-only")}>
            {t("comments.charactersLeft", { count: remaining, number: number(remaining) })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {cancel && (
            <Button type="button" size="sm" variant="ghost" onClick={cancel.onCancel} disabled={pending}>
              {cancel.label}
            </Button>
          )}
          <Button type="submit" size="sm" disabled={pending || text.trim().length === 0}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
