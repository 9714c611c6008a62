import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, LoaderCircle, PencilLine, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DURATION_RANGES, videoOptionsSchema, type VideoOptions } from "@common/video-options";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useCredits } from "@/lib/use-credits";
import { serverMessageOf } from "@/lib/api";
import { cn } from "@/lib/utils";
import { scriptSchema, type Script } from "@common/script";
import { useScriptPreview } from "../api/use-script-preview";
import { useLayout } from "../hooks/use-breakpoint";
import { useScriptStoryboard } from "../hooks/use-script-storyboard";
import { type DraftMedia, optionsKey, type ScriptDraft } from "../hooks/use-wizard-draft";
import { EnglishOnlyNotice } from "@/components/english-only-notice";
import { ERRORS_NAMESPACE, translateMessage } from "@/i18n/messages";
import { renderMessage } from "@common/messages";
import { OptionsFields } from "./options-fields";
import { OutOfCreditsNotice } from "./out-of-credits-notice";
import { ScriptPreview, type ScriptFormValues, type ScriptPreviewState } from "./script-preview";
import { StoryPreviewFrame } from "./story-preview-frame";
import { YourPhotos, type ChosenPhoto } from "./your-photos";
import { YourVoice, type ChosenRecording, type RecordingCheckState } from "./your-voice";
import type { VideoMedia } from "@common/uploads";

/** Every option is always set in the wizard, so the form works on the schema's output shape. */
const optionsFormSchema = videoOptionsSchema.required();

type OptionsStepProps = {
  story: string;
  options: VideoOptions;
  scriptDraft: ScriptDraft | null;
  generating: boolean;
  /** Out-of-credits message and the like, shown next to Generate. */
  notice?: ReactNode;
  onOptionsChange: (options: VideoOptions) => void;
  onScriptChange: (draft: ScriptDraft | null) => void;
  /** The person's own photos and recording chosen for the video, kept with the draft across a reload. */
  media: DraftMedia;
  onMediaChange: (change: (media: DraftMedia) => DraftMedia) => void;
  onBack: () => void;
  onGenerate: (request: { options: VideoOptions; script?: Script; take: number; media: VideoMedia }) => void;
};

/** Step 2: the options, the script preview with editable lines, Back and Generate Video. */
export function OptionsStep(props: OptionsStepProps) {
  const { story, scriptDraft, generating, notice, onOptionsChange, onScriptChange, onBack, onGenerate } = props;
  const { t } = useTranslation("create-video");
  const layout = useLayout();
  const credits = useCredits();
  // Known to be out of credits: Generate cannot work, so it is off and the way to more credits is shown instead.
  const broke = credits.data?.credits === 0;
  const { t: tErrors } = useTranslation(ERRORS_NAMESPACE);
  const optionsForm = useForm({ resolver: zodResolver(optionsFormSchema), defaultValues: props.options });
  const options = useWatch({ control: optionsForm.control }) as VideoOptions;
  // The script the user already saw for this story is shown again on arrival instead of writing a new one. It is the
  // form's starting value, not a reset after the first render: that render already shows the script's lines.
  const draftForStory = scriptDraft && scriptDraft.story === story ? scriptDraft : null;
  const scriptForm = useForm<ScriptFormValues, unknown, Script>({
    resolver: zodResolver(scriptSchema),
    defaultValues: draftForStory?.script,
  });
  const preview = useScriptPreview();
  // The options the shown script was written for; null until a script is shown.
  const [writtenFor, setWrittenFor] = useState<string | null>(draftForStory?.optionsKey ?? null);
  // Which take of the story the shown script is: "Rewrite script" asks for the next one.
  const [take, setTake] = useState(draftForStory?.take ?? 0);

  // Compared by value: the watched object is not guaranteed to keep its identity between renders.
  const currentKey = optionsKey(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value (currentKey), not by the object's identity
  useEffect(() => onOptionsChange(options), [currentKey, onOptionsChange]);

  const write = (nextTake: number) => {
    const current = optionsForm.getValues();
    preview.mutate(
      { anecdote: story, options: current, take: nextTake },
      {
        onSuccess: (script) => {
          scriptForm.reset(script);
          setWrittenFor(optionsKey(current));
          setTake(nextTake);
        },
      },
    );
  };
  // A rewrite of the script shown is another take; after a failed attempt, or for new options, the same take again.
  const rewrite = () => write(scriptState.kind === "ready" && !scriptState.stale ? take + 1 : take);

  // On arrival: reuse the script the user already saw for this story, else ask for one. Once only,
  // also under StrictMode's double effects, because each call is a full script-writing pass.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!draftForStory) write(take);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: each call is a full script-writing pass
  }, []);

  const scriptState: ScriptPreviewState = preview.isPending
    ? { kind: "loading" }
    : preview.isError
      ? { kind: "error", message: serverMessageOf(preview.error) ?? preview.error.message }
      : writtenFor
        ? { kind: "ready", stale: writtenFor !== currentKey }
        : { kind: "loading" };

  const { photos, recording } = props.media;
  const setPhotos = (chosen: ChosenPhoto[]) => props.onMediaChange((media) => ({ ...media, photos: chosen }));
  const setRecording = (chosen: ChosenRecording | null) =>
    props.onMediaChange((media) => ({ ...media, recording: chosen }));
  const setRecordingCheck = (upload: number, check: RecordingCheckState) =>
    props.onMediaChange((media) =>
      media.recording?.upload === upload ? { ...media, recording: { ...media.recording, check } } : media,
    );
  const media: VideoMedia = {
    photos: photos.map(({ upload, scene }) => (scene === undefined ? { upload } : { upload, scene })),
    ...(recording ? { narration: recording.upload } : {}),
  };
  const scriptNow = useWatch({ control: scriptForm.control });
  const readLines =
    scriptState.kind === "ready"
      ? [
          scriptNow.hook ?? "",
          ...(scriptNow.scenes ?? []).map((scene) => scene?.narration ?? ""),
          scriptNow.closing ?? "",
        ]
      : [];
  const storyboard = useScriptStoryboard(scriptForm, scriptState.kind === "ready", options, media);

  /** Remembers the (edited) script so Back, a reload or Edit Options bring it back. */
  const saveScript = () => {
    if (scriptState.kind !== "ready" || !writtenFor) return onScriptChange(null);
    onScriptChange({ script: scriptForm.getValues() as Script, story, optionsKey: writtenFor, take });
  };

  const goBack = () => {
    saveScript();
    onBack();
  };

  const submit = optionsForm.handleSubmit((chosen) => {
    saveScript();
    if (scriptState.kind !== "ready") return onGenerate({ options: chosen, take, media });
    return scriptForm.handleSubmit(
      (script) => onGenerate({ options: chosen, script, take, media }),
      () =>
        toast({
          title: t("generate.checkScript"),
          description: t("generate.checkScriptDescription"),
          variant: "destructive",
        }),
    )();
  });

  const summary = (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display text-lg font-semibold">{t("generate.yourVideo")}</h2>
      <div
        className={cn("mt-4 grid gap-5", layout !== "desktop" && "sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start")}
      >
        <StoryPreviewFrame story={story} options={options} look={storyboard.look} title={storyboard.title} />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t("generate.yourStory")}
          </p>
          <p className="mt-1 line-clamp-4 text-sm leading-relaxed">{story}</p>
          <Button type="button" variant="link" className="mt-1 h-auto px-0" onClick={goBack}>
            <PencilLine aria-hidden="true" />
            {t("generate.editStory")}
          </Button>
        </div>
      </div>
    </Card>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={cn("grid gap-6", layout === "desktop" && "grid-cols-[minmax(0,1fr)_20rem] items-start gap-8")}
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="p-5 sm:p-7">
          <OptionsFields control={optionsForm.control} setValue={optionsForm.setValue} />
        </Card>
        {layout !== "desktop" && summary}
        <Card className="p-5 sm:p-7">
          <ScriptPreview
            form={scriptForm}
            state={scriptState}
            onRewrite={rewrite}
            storyboard={storyboard.state}
            duration={options.duration}
          />
        </Card>
        <Card className="p-5 sm:p-7">
          <YourPhotos
            photos={photos}
            onChange={setPhotos}
            sceneCount={storyboard.state.kind === "ready" ? storyboard.state.storyboard.scenes.length : 0}
            placed={storyboard.photos}
          />
        </Card>
        <Card className="p-5 sm:p-7">
          <YourVoice
            lines={readLines}
            checkAgainst={() =>
              scriptState.kind === "ready"
                ? { script: scriptForm.getValues() as Script, duration: optionsForm.getValues("duration") }
                : null
            }
            recording={recording}
            onChange={setRecording}
            onCheck={setRecordingCheck}
            maxSeconds={DURATION_RANGES[options.duration].max}
          />
        </Card>
        {notice ?? (broke && <OutOfCreditsNotice message={translateMessage(renderMessage("no_credits"), tErrors)} />)}
        <EnglishOnlyNotice>{t("englishOnly.generate")}</EnglishOnlyNotice>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <Button type="button" variant="outline" size="lg" onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            {t("generate.back")}
          </Button>
          <p className="text-sm text-muted-foreground sm:ml-auto" data-testid="generate-cost">
            {credits.data ? t("generate.costWithBalance", { count: credits.data.credits }) : t("generate.cost")}
          </p>
          <Button type="submit" size="lg" disabled={generating || broke} data-tour="options-generate">
            {generating ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {generating ? t("generate.starting") : t("generate.submit")}
          </Button>
        </div>
      </div>
      {layout === "desktop" && <aside className="sticky top-24">{summary}</aside>}
    </form>
  );
}
