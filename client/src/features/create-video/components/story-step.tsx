import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, Eraser, Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { STORY_MAX_LENGTH, STORY_MIN_LENGTH, storySchema, type VideoOptions } from "@common/video-options";
import { renderMessage } from "@common/messages";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/messages";
import { cn } from "@/lib/utils";
import { useLayout } from "../hooks/use-breakpoint";
import { useStoryLanguage } from "../api/use-story-language";
import { EnglishOnlyNotice, useInterfaceInEnglish } from "@/components/english-only-notice";
import { MobilePreviewDrawer } from "./mobile-preview-drawer";
import { PlatformShowcase } from "./platform-showcase";
import { PreviewPanel } from "./preview-panel";
import { Textarea } from "@/components/ui/textarea";
import { useHydrated } from "@/lib/use-hydrated";

const storyFormSchema = z.object({ story: storySchema });

type StoryStepProps = {
  story: string;
  /** While the page as the server drew it is taken over: what was typed then would be lost. */
  readOnly?: boolean;
  options: VideoOptions;
  onStoryChange: (story: string) => void;
  onContinue: (story: string) => void;
};

/** Step 1: write the anecdote. Continue needs 10 characters ("Input Required" toast otherwise). */
export function StoryStep({ story, readOnly = false, options, onStoryChange, onContinue }: StoryStepProps) {
  const { t } = useTranslation("create-video");
  const layout = useLayout();
  // The server cannot know the screen (it draws the desktop layout): until the page is taken over, the screen's own
  // width places the preview panel, so a phone does not see a desktop's two columns and then its own.
  const screenKnown = useHydrated();
  // The notice that videos are made in English describes the story box too, when it is shown.
  const describedBy = useInterfaceInEnglish() ? "story-hint story-count" : "story-hint story-language story-count";
  const form = useForm({ resolver: zodResolver(storyFormSchema), defaultValues: { story } });
  const current = useWatch({ control: form.control, name: "story" }) ?? "";

  useEffect(() => onStoryChange(current), [current, onStoryChange]);

  // The tab's draft arrives once the page as the server drew it is taken over: the form takes its story then, in the
  // same text box (a tour may already be pointing at it).
  const wasReadOnly = useRef(readOnly);
  useEffect(() => {
    if (wasReadOnly.current && !readOnly) form.reset({ story });
    wasReadOnly.current = readOnly;
  }, [readOnly, story, form]);

  const applyExample = (example: string) => {
    form.setValue("story", example, { shouldDirty: true });
    form.setFocus("story");
  };

  const language = useStoryLanguage();
  // A story in another language stops here, in the interface's language; if the check itself cannot be made, the
  // script step asks again (the server refuses such a story there too).
  const continueWith = (valid: string) =>
    language.mutate(valid, {
      onSuccess: ({ english }) => {
        if (english) return onContinue(valid);
        toast({
          title: t("story.notEnglish"),
          description: translateMessage(renderMessage("story_not_english")),
          variant: "destructive",
        });
      },
      onError: () => onContinue(valid),
    });

  const onSubmit = form.handleSubmit(
    ({ story: valid }) => continueWith(valid),
    (errors) =>
      toast({
        title: t("story.inputRequired"),
        description: errors.story?.message
          ? translateMessage(errors.story.message)
          : t("story.tooShort", { min: STORY_MIN_LENGTH }),
        variant: "destructive",
      }),
  );

  const panel = (afterUse?: () => void) => (
    <PreviewPanel
      story={current}
      options={options}
      onUseExample={(example) => {
        // On mobile the drawer closes first so the filled-in text area is what the user sees.
        afterUse?.();
        applyExample(example);
      }}
      arrangement={layout === "tablet" ? "side-by-side" : "stacked"}
    />
  );

  return (
    <div
      className={cn(
        "grid gap-6",
        !screenKnown && "lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8",
        screenKnown && layout === "desktop" && "grid-cols-[minmax(0,1fr)_22rem] items-start gap-8",
      )}
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="p-5 sm:p-7">
          <form onSubmit={onSubmit} noValidate>
            <label htmlFor="story" className="font-display text-xl font-semibold">
              {t("story.label")}
            </label>
            <p id="story-hint" className="mt-1 text-sm text-muted-foreground">
              {t("story.hint")}
            </p>
            <EnglishOnlyNotice id="story-language" className="mt-4">
              {t("englishOnly.story")}
            </EnglishOnlyNotice>
            <Textarea
              id="story"
              data-tour="story-input"
              rows={8}
              maxLength={STORY_MAX_LENGTH}
              aria-describedby={describedBy}
              placeholder={t("story.placeholder")}
              className="mt-4 min-h-48"
              readOnly={readOnly}
              {...form.register("story")}
            />
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {/* Seen as "27/1000", heard (the story box's description) as "27 of 1000 characters": a paragraph cannot
                  carry an aria-label, so the words are their own hidden text. */}
              <p
                data-testid="story-count"
                aria-hidden="true"
                className="mr-auto text-sm tabular-nums text-muted-foreground"
              >
                {current.length}/{STORY_MAX_LENGTH}
              </p>
              <span id="story-count" className="sr-only">
                {t("story.count", { length: current.length, max: STORY_MAX_LENGTH })}
              </span>
              <Button
                type="button"
                variant="ghost"
                disabled={current.length === 0}
                onClick={() => {
                  form.setValue("story", "");
                  form.setFocus("story");
                }}
              >
                <Eraser aria-hidden="true" />
                {t("story.clear")}
              </Button>
              <Button
                type="submit"
                className="w-full sm:w-auto"
                data-tour="story-continue"
                disabled={language.isPending}
                aria-busy={language.isPending}
              >
                {language.isPending ? t("story.checkingLanguage") : t("story.continue")}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </form>
          <p className="mt-5 flex items-start gap-2 rounded-2xl bg-accent/25 px-4 py-3 text-sm text-foreground">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
            {t("story.tip")}
          </p>
        </Card>

        {layout === "tablet" && <Card className="p-6">{panel()}</Card>}
        <PlatformShowcase />
      </div>

      {layout === "desktop" && (
        <aside aria-label={t("story.panelLabel")} className={cn("sticky top-24", !screenKnown && "hidden lg:block")}>
          <Card className="p-6">{panel()}</Card>
        </aside>
      )}
      {layout === "mobile" && <MobilePreviewDrawer>{(close) => panel(close)}</MobilePreviewDrawer>}
    </div>
  );
}
