import { useCallback, useEffect, useState } from "react";
import { ArrowLeft, RefreshCw, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import type { VideoDetails } from "@common/videos";
import type { VideoOptions } from "@common/video-options";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverMessageOf } from "@/lib/api";
import type { Script } from "@common/script";
import { useCreateVideo, videoTitle } from "../api/use-create-video";
import type { VideoMedia } from "@common/uploads";
import { GenerationProblem } from "../components/generation-problem";
import { OptionsStep } from "../components/options-step";
import { OutOfCreditsNotice } from "../components/out-of-credits-notice";
import { ProcessingView } from "../components/processing-view";
import { ResultView } from "../components/result-view";
import { StepIndicator, type WizardStep } from "../components/step-indicator";
import { StoryStep } from "../components/story-step";
import { useVideoJob, type VideoJob } from "../hooks/use-video-job";
import { optionsKey, useWizardDraft, type ScriptDraft } from "../hooks/use-wizard-draft";

/** Which subtitle (`page.subtitle.<name>` in the catalogue) the header shows. */
function subtitleOf(job: VideoJob | null, draftStep: "write" | "options") {
  if (!job) return draftStep;
  if (job.phase === "failed") return "failed";
  // A video whose details could not be loaded is finished all the same.
  return job.phase === "ready" || job.phase === "details-failed" ? "ready" : "making";
}

function stepOf(job: VideoJob | null, draftStep: "write" | "options"): WizardStep {
  if (job) return job.phase === "ready" ? 3 : 2;
  return draftStep === "write" ? 1 : 2;
}

/**
 * /dashboard, the video wizard (core.md §2, §4). The video being made lives in the URL (?video=ID) so a
 * reload, or a link from the profile, comes back to its processing screen or its result.
 */
export function DashboardPage() {
  const { t } = useTranslation("create-video");
  const [params, setParams] = useSearchParams();
  const videoId = params.get("video");
  // A story handed over by a link (`?story=`, e.g. "Use in a new video" on the AI Tools page) starts the draft.
  const { draft, restored, update, changeMedia, startOver } = useWizardDraft(videoId ? null : params.get("story"));
  const job = useVideoJob(videoId);
  const createVideo = useCreateVideo();
  const [outOfCredits, setOutOfCredits] = useState<string | null>(null);
  const step = stepOf(job, draft.step);
  const view = job?.phase ?? draft.step;

  // The handed-over story leaves the address, so a reload or Back does not hand it over again.
  useEffect(() => {
    if (!params.has("story")) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("story");
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  // Each view starts at its top: Generate and Continue sit at the bottom of long forms.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [view]);

  const setStory = useCallback((story: string) => update({ story }), [update]);
  const setOptions = useCallback((options: VideoOptions) => update({ options }), [update]);
  const setScript = useCallback((script: ScriptDraft | null) => update({ script }), [update]);

  const generate = (request: {
    story: string;
    options: VideoOptions;
    script?: Script;
    take?: number;
    media?: VideoMedia;
  }) => {
    setOutOfCredits(null);
    createVideo.mutate(
      {
        title: request.script?.title ?? videoTitle(),
        originalAnecdote: request.story,
        options: request.options,
        script: request.script,
        take: request.take ?? 0,
        ...(request.media?.photos.length || request.media?.narration ? { media: request.media } : {}),
      },
      {
        onSuccess: ({ id }) => {
          startOver();
          setParams({ video: String(id) });
        },
        onError: (error) => {
          const message = serverMessageOf(error) ?? error.message;
          // 402: no credits left. The server's message says how to get more; the notice links there.
          if (error instanceof ApiError && error.status === 402) setOutOfCredits(message);
          toast({ title: t("errorTitle"), description: t("page.generateFailed", { message }), variant: "destructive" });
        },
      },
    );
  };

  /** Back to step 2 with what this video was made from, its rendered (maybe edited) script included. */
  const editOptions = (video: VideoDetails) => {
    setOutOfCredits(null);
    update({
      step: "options",
      story: video.originalAnecdote,
      options: video.options,
      script: video.script
        ? {
            script: video.script,
            story: video.originalAnecdote,
            optionsKey: optionsKey(video.options),
            take: video.take,
          }
        : null,
    });
    setParams({});
  };

  const notice = outOfCredits ? <OutOfCreditsNotice message={outOfCredits} /> : undefined;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t("page.title")}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t(`page.subtitle.${subtitleOf(job, draft.step)}`)}</p>
        </div>
        <StepIndicator step={step} />
      </header>

      {!job && draft.step === "write" && (
        <StoryStep
          readOnly={!restored}
          story={draft.story}
          options={draft.options}
          onStoryChange={setStory}
          onContinue={(story) => update({ story, step: "options" })}
        />
      )}

      {!job && draft.step === "options" && (
        <OptionsStep
          story={draft.story}
          options={draft.options}
          scriptDraft={draft.script}
          generating={createVideo.isPending}
          notice={notice}
          onOptionsChange={setOptions}
          onScriptChange={setScript}
          media={draft.media}
          onMediaChange={changeMedia}
          onBack={() => {
            setOutOfCredits(null);
            update({ step: "write" });
          }}
          onGenerate={({ options, script, take, media }) =>
            generate({ story: draft.story, options, script, take, media })
          }
        />
      )}

      {job?.phase === "processing" && <ProcessingView status={job.status} percent={job.percent} stage={job.stage} />}

      {job?.phase === "failed" && (
        // The server's message already says the credit was refunded (server/videos/failure-messages.ts).
        <GenerationProblem title={t("page.failedTitle")} message={job.message}>
          {job.video ? (
            <FailedVideoActions
              video={job.video}
              retrying={createVideo.isPending}
              onEditOptions={editOptions}
              onRetry={(video) =>
                generate({ story: video.originalAnecdote, options: video.options, script: video.script ?? undefined })
              }
            />
          ) : (
            <Spinner label={t("page.loadingStory")} />
          )}
          {notice && <div className="w-full text-left">{notice}</div>}
        </GenerationProblem>
      )}

      {(job?.phase === "status-failed" || job?.phase === "details-failed") && (
        <GenerationProblem
          title={job.phase === "status-failed" ? t("page.statusFailedTitle") : t("page.detailsFailedTitle")}
          message={job.phase === "status-failed" ? t("page.statusFailedMessage") : t("page.detailsFailedMessage")}
        >
          <Button onClick={job.retry}>
            <RefreshCw aria-hidden="true" />
            {job.phase === "status-failed" ? t("page.checkAgain") : t("page.loadVideo")}
          </Button>
        </GenerationProblem>
      )}

      {job?.phase === "ready" && (
        <ResultView
          video={job.video}
          regenerating={createVideo.isPending}
          notice={notice}
          // The next take: the story and options again, and a script that opens, tightens and frames it another way.
          // A video the person narrated keeps its script, the one their recording reads.
          onRegenerate={() =>
            generate({
              story: job.video.originalAnecdote,
              options: job.video.options,
              ...(job.video.media.narration !== undefined && job.video.script
                ? { script: job.video.script, take: job.video.take }
                : { take: job.video.take + 1 }),
              media: job.video.media,
            })
          }
          onEditOptions={() => editOptions(job.video)}
        />
      )}
    </section>
  );
}

type FailedVideoActionsProps = {
  video: VideoDetails;
  retrying: boolean;
  onEditOptions: (video: VideoDetails) => void;
  onRetry: (video: VideoDetails) => void;
};

/** A failed render can be tried again as it was (its credit came back) or adjusted first. */
function FailedVideoActions({ video, retrying, onEditOptions, onRetry }: FailedVideoActionsProps) {
  const { t } = useTranslation("create-video");
  return (
    <>
      <Button variant="outline" onClick={() => onEditOptions(video)}>
        <ArrowLeft aria-hidden="true" />
        {t("page.backToOptions")}
      </Button>
      <Button onClick={() => onRetry(video)} disabled={retrying}>
        <RotateCcw aria-hidden="true" />
        {t("tryAgain")}
      </Button>
    </>
  );
}
