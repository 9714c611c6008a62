import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { COMMENT_MAX_LENGTH, createCommentSchema } from "@common/comments";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/i18n/format";
import { translateMessage } from "@/i18n/messages";
import { ApiError, serverMessageOf } from "@/lib/api";
import { cn } from "@/lib/utils";

/** What the editor needs of a save: a TanStack `mutate` shape, so a failure's words can be shown under the field. */
export type SaveComment = (content: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;

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
  onCancel?: () => void;
  /** Puts the cursor in the text: an edit was opened by the person's own Edit, so that is where they meant to go. */
  focusText?: boolean;
};

/** A comment's text, checked by the shared schema before it is sent: writing a new one, or editing one's own in place. */
export function CommentEditor(props: CommentEditorProps) {
  const { label, labelHidden, initial = "", placeholder, save, pending, submitLabel, pendingLabel, failedText, clearOnSuccess, onCancel, focusText = false } = props;
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
        setError(failure instanceof ApiError && failure.status === 401 ? t("comments.sessionEnded") : (serverMessageOf(failure) ?? failedText));
      },
    });
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !onCancel) return;
    event.preventDefault();
    onCancel();
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
          {onCancel && (
            <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
              {t("community:create.cancel")}
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
