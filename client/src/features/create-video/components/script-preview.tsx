import type { ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { AlertCircle, PenLine, RefreshCw } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { z } from "zod";
import type { Duration } from "@common/video-options";
import type { Script, scriptSchema } from "@common/script";
import { StoryboardStrip, StoryboardSummary, type StoryboardState } from "./storyboard";
import { Textarea } from "@/components/ui/textarea";

/** The form holds the schema's input (defaults may be missing) and submits the parsed Script. */
export type ScriptFormValues = z.input<typeof scriptSchema>;
export type ScriptForm = UseFormReturn<ScriptFormValues, unknown, Script>;

export type ScriptPreviewState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; stale: boolean };

type ScriptPreviewProps = {
  form: ScriptForm;
  state: ScriptPreviewState;
  onRewrite: () => void;
  /** When each line plays and what each scene shows, laid out again as lines are edited. */
  storyboard: StoryboardState;
  duration: Duration;
};

/**
 * What the narrator will say, from /api/process-anecdote; every spoken line can be edited before generating. Under
 * each line, its storyboard: when it plays and, for a scene, the setting and pictures.
 */
export function ScriptPreview(props: ScriptPreviewProps) {
  const { state, onRewrite } = props;
  const { t } = useTranslation("create-video");
  return (
    <section aria-labelledby="script-heading" aria-busy={state.kind === "loading"} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="script-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
            <PenLine aria-hidden="true" className="size-5 text-primary" />
            {t("script.heading")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("script.intro")}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onRewrite} disabled={state.kind === "loading"}>
          <RefreshCw aria-hidden="true" className={state.kind === "loading" ? "animate-spin" : undefined} />
          {state.kind === "loading" ? t("script.writing") : t("script.rewrite")}
        </Button>
      </div>
      <ScriptBody {...props} />
    </section>
  );
}

function ScriptBody({ form, state, onRewrite, storyboard, duration }: ScriptPreviewProps) {
  const { t } = useTranslation("create-video");
  if (state.kind === "loading") {
    return (
      <div className="flex flex-col gap-3" data-testid="script-loading">
        <span className="sr-only" role="status">
          {t("script.writingStatus")}
        </span>
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-14 w-full rounded-2xl" />
          </div>
        ))}
      </div>
    );
  }

  if (state.kind === "error") {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4"
      >
        <p className="flex items-start gap-2 text-sm font-medium text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("script.previewFailed", { message: state.message })}
        </p>
        <p className="text-sm text-muted-foreground">{t("script.stillGenerate")}</p>
        <Button type="button" variant="outline" size="sm" onClick={onRewrite}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }

  const scenes = form.getValues("scenes");
  const hashtags = form.getValues("hashtags");
  const { errors } = form.formState;
  /** The hook and the closing: fixed lines, each drawn on its own storyboard card (the title card, the end card). */
  const cardLine = (name: "hook" | "closing", card: "title" | "end") => (
    <Line
      form={form}
      name={name}
      label={t(`script.${name}`)}
      emptyNote={t(`script.${name}Empty`)}
      maxLength={200}
      invalid={Boolean(errors[name])}
    >
      <StoryboardStrip state={storyboard} part={{ card }} />
    </Line>
  );

  return (
    <div className="flex flex-col gap-4">
      {state.stale && (
        <p className="rounded-2xl bg-accent/25 px-4 py-3 text-sm">
          <Trans
            t={t}
            i18nKey="script.stale"
            values={{ rewrite: t("script.rewrite") }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      <StoryboardSummary state={storyboard} duration={duration} />
      {cardLine("hook", "title")}
      {scenes.map((scene, index) => (
        <Line
          key={scene.id}
          form={form}
          name={`scenes.${index}.narration`}
          label={t("script.scene", { number: index + 1 })}
          caption={scene.onScreenText}
          maxLength={600}
          invalid={Boolean(errors.scenes?.[index]?.narration)}
        >
          {scene.addedDetail && <AddedDetail form={form} index={index} detail={scene.addedDetail} />}
          <StoryboardStrip state={storyboard} part={{ sceneId: scene.id }} />
        </Line>
      ))}
      {cardLine("closing", "end")}
      {hashtags.length > 0 && (
        <ul aria-label={t("script.hashtags")} className="flex flex-wrap gap-1.5">
          {hashtags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type LineProps = {
  form: ScriptForm;
  name: "hook" | "closing" | `scenes.${number}.narration`;
  label: string;
  caption?: string;
  maxLength: number;
  invalid: boolean;
  /** Said under a line that may be empty (the hook, the closing) while it is. */
  emptyNote?: string;
  /** The line's storyboard. */
  children: ReactNode;
};

function Line({ form, name, label, caption, maxLength, invalid, emptyNote, children }: LineProps) {
  const { t } = useTranslation("create-video");
  const id = `script-${name.replaceAll(".", "-")}`;
  const value = useWatch({ control: form.control, name }) as string | undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className="flex items-baseline gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
      >
        <span className="shrink-0">{label}</span>
        {caption && (
          <span className="min-w-0 truncate font-normal normal-case tracking-normal">
            {t("script.onScreen", { caption })}
          </span>
        )}
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={maxLength}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="min-h-16 bg-background field-sizing-content"
        {...form.register(name)}
      />
      {invalid && (
        // Lines are only ever too short: maxLength stops them growing past the script's limits.
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t("script.emptyLine")}
        </p>
      )}
      {emptyNote && !value?.trim() && <p className="text-sm text-muted-foreground">{emptyNote}</p>}
      {children}
    </div>
  );
}

/** The sensory line the writer added (addDetails) is marked as not the author's, with a way to take it out. */
function AddedDetail({ form, index, detail }: { form: ScriptForm; index: number; detail: string }) {
  const { t } = useTranslation("create-video");
  const name = `scenes.${index}.narration` as const;
  const narration = useWatch({ control: form.control, name }) ?? "";
  if (!narration.includes(detail)) return null;
  const remove = () => {
    form.setValue(
      name,
      narration
        .replace(detail, "")
        .replace(/\s{2,}/g, " ")
        .trim(),
      { shouldDirty: true },
    );
    form.setValue(`scenes.${index}.addedDetail`, undefined, { shouldDirty: true });
  };
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground" data-testid="added-detail">
      <span>{t("script.addedDetail", { detail })}</span>
      <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={remove}>
        {t("script.removeDetail")}
      </Button>
    </p>
  );
}
