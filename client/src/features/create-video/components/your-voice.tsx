import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, CircleStop, FileAudio, LoaderCircle, Mic, RotateCcw, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { Script } from "@common/script";
import type { Duration } from "@common/video-options";
import { useRecordingCheck } from "../api/use-recording-check";
import { useUpload } from "../api/use-upload";
import { canRecord, useVoiceRecorder } from "../hooks/use-voice-recorder";

/** Whether the recording was found to read the script (useRecordingCheck), and the video it makes. */
export type RecordingCheckState =
  | { status: "checking" }
  | { status: "passed"; videoSeconds: number }
  | { status: "failed"; message: string };

/** The person's recording of the script for this video, the script's lines as they were when it was recorded, and its check. */
export type ChosenRecording = {
  upload: number;
  name: string;
  seconds: number;
  fileUrl: string;
  linesKey: string;
  check: RecordingCheckState;
};

type YourVoiceProps = {
  /** The script's lines in the order they are read (opening line, scenes, closing line); empty while it is written. */
  lines: string[];
  /** The script and the duration as they are now, for checking a recording against them. */
  checkAgainst: () => { script: Script; duration: Duration } | null;
  recording: ChosenRecording | null;
  onChange: (recording: ChosenRecording | null) => void;
  /** A check's answer for an upload: applied only if that upload is still the chosen recording. */
  onCheck: (upload: number, check: RecordingCheckState) => void;
  /** The longest the chosen duration lets the video be, in seconds. */
  maxSeconds: number;
};

const linesKeyOf = (lines: string[]) => JSON.stringify(lines);

/**
 * "Your voice": the person reads the settled script aloud (a teleprompter shows it a line at a time while the browser
 * records) or uploads a recording of it, and their voice narrates the video instead of the synthetic one. The studio
 * finds the script's words in it, so the captions and the scene changes follow the person's own timing.
 */
export function YourVoice({ lines, checkAgainst, recording, onChange, onCheck, maxSeconds }: YourVoiceProps) {
  const { t } = useTranslation("create-video");
  const upload = useUpload();
  const check = useRecordingCheck();
  const fileInput = useRef<HTMLInputElement>(null);
  const [line, setLine] = useState(0);
  const spoken = lines.filter((text) => text.trim());
  const ready = spoken.length > 0;

  const keep = async (file: File) => {
    try {
      const saved = await upload.mutateAsync(file);
      const chosen: ChosenRecording = {
        upload: saved.id,
        name: saved.name,
        seconds: saved.seconds ?? 0,
        fileUrl: saved.fileUrl,
        linesKey: linesKeyOf(spoken),
        check: { status: "checking" },
      };
      onChange(chosen);
      void checkRecording(chosen);
    } catch (error) {
      toast({
        title: t("voice.uploadFailed"),
        description: serverMessageOf(error) ?? (error as Error).message,
        variant: "destructive",
      });
    }
  };
  // Checked at once, so a recording that misses a line is caught now, not when the credit is spent. The answer may
  // come after the person recorded again or went back to the synthetic voice: it then changes nothing.
  const checkRecording = async ({ upload, seconds }: ChosenRecording) => {
    const against = checkAgainst();
    if (!against) return onCheck(upload, { status: "passed", videoSeconds: seconds });
    try {
      const { videoSeconds } = await check.mutateAsync({ upload, ...against });
      onCheck(upload, { status: "passed", videoSeconds });
    } catch (error) {
      onCheck(upload, { status: "failed", message: serverMessageOf(error) ?? (error as Error).message });
    }
  };
  // A check cut off by a reload (the recording is kept with the wizard's draft) is asked again.
  const interrupted = useRef(recording?.check.status === "checking" ? recording : null);
  useEffect(() => {
    if (interrupted.current) void checkRecording(interrupted.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  const recorder = useVoiceRecorder();
  const isRecording = recorder.status === "recording";

  const startRecording = () => {
    setLine(0);
    void recorder.start((file) => void keep(file));
  };

  return (
    <section aria-labelledby="voice-heading" className="flex flex-col gap-4" data-testid="your-voice">
      <div>
        <h2 id="voice-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
          <Mic aria-hidden="true" className="size-5 text-primary" />
          {t("voice.heading")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("voice.intro")}</p>
      </div>

      {isRecording ? (
        <Teleprompter
          lines={spoken}
          line={Math.min(line, spoken.length - 1)}
          onLine={setLine}
          level={recorder.level}
          seconds={recorder.seconds}
          maxSeconds={maxSeconds}
          onStop={recorder.stop}
        />
      ) : upload.isPending ? (
        <p className="flex items-center gap-2 text-sm" role="status">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t("voice.saving")}
        </p>
      ) : recording ? (
        <ChosenRecordingView
          recording={recording}
          changed={recording.linesKey !== linesKeyOf(spoken)}
          tooLong={recording.check.status !== "failed" && recording.seconds > maxSeconds}
          maxSeconds={maxSeconds}
          onRecordAgain={canRecord() ? startRecording : () => fileInput.current?.click()}
          onRemove={() => onChange(null)}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {!ready && <p className="text-sm text-muted-foreground">{t("voice.waitForScript")}</p>}
          <div className="flex flex-wrap gap-3">
            {canRecord() && (
              <Button
                type="button"
                variant="outline"
                disabled={!ready || recorder.status === "asking"}
                onClick={startRecording}
              >
                {recorder.status === "asking" ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Mic aria-hidden="true" />
                )}
                {t("voice.record")}
              </Button>
            )}
            <Button type="button" variant="ghost" disabled={!ready} onClick={() => fileInput.current?.click()}>
              <FileAudio aria-hidden="true" />
              {t("voice.upload")}
            </Button>
          </div>
          {recorder.status === "blocked" && (
            <p className="text-sm text-destructive" role="alert">
              {t("voice.blocked")}
            </p>
          )}
          <p className="text-sm text-muted-foreground">{t("voice.none")}</p>
        </div>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="audio/*,.webm,.ogg,.mp3,.m4a,.wav"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("voice.upload")}
        data-testid="recording-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void keep(file);
        }}
      />
    </section>
  );
}

function Teleprompter(props: {
  lines: string[];
  line: number;
  onLine: (line: number) => void;
  level: number;
  seconds: number;
  maxSeconds: number;
  onStop: () => void;
}) {
  const { lines, line, onLine, level, seconds, maxSeconds, onStop } = props;
  const { t } = useTranslation("create-video");
  const last = line === lines.length - 1;
  // The Record button is gone once recording starts: the keyboard's focus goes on to the teleprompter's next step.
  const next = useRef<HTMLButtonElement>(null);
  const stop = useRef<HTMLButtonElement>(null);
  useEffect(() => (last ? stop : next).current?.focus(), [last]);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border bg-muted/40 p-4 sm:p-5" data-testid="teleprompter">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-2 font-medium text-destructive">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-destructive" />
          {t("voice.recording")}
        </span>
        <span className={cn("tabular-nums text-muted-foreground", seconds > maxSeconds && "text-destructive")}>
          {clock(seconds)} / {clock(maxSeconds)}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t("voice.level")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(level * 100)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-75"
          style={{ width: `${level * 100}%` }}
        />
      </div>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground" aria-live="polite">
        {t("voice.lineOf", { number: line + 1, total: lines.length })}
      </p>
      <p className="font-display text-2xl font-semibold leading-snug sm:text-3xl" data-testid="teleprompter-line">
        {lines[line]}
      </p>
      {!last && <p className="line-clamp-2 text-base text-muted-foreground">{lines[line + 1]}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="ghost" size="sm" disabled={line === 0} onClick={() => onLine(line - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t("voice.previousLine")}
        </Button>
        {!last && (
          <Button type="button" variant="outline" size="sm" ref={next} onClick={() => onLine(line + 1)}>
            {t("voice.nextLine")}
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
        <Button type="button" size="sm" className="ml-auto" ref={stop} onClick={onStop}>
          <CircleStop aria-hidden="true" />
          {t("voice.stop")}
        </Button>
      </div>
    </div>
  );
}

function ChosenRecordingView(props: {
  recording: ChosenRecording;
  changed: boolean;
  tooLong: boolean;
  maxSeconds: number;
  onRecordAgain: () => void;
  onRemove: () => void;
}) {
  const { recording, changed, tooLong, maxSeconds, onRecordAgain, onRemove } = props;
  const { t } = useTranslation("create-video");
  return (
    <div className="flex flex-col gap-3 rounded-2xl border p-3" data-testid="chosen-recording">
      {recording.check.status === "checking" ? (
        <p className="flex items-center gap-2 text-sm font-medium" role="status">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t("voice.checking")}
        </p>
      ) : recording.check.status === "failed" ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {recording.check.message}
        </p>
      ) : (
        <p className="text-sm font-medium" role="status">
          {t("voice.chosen", { seconds: Math.round(recording.seconds) })}
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the person's own reading of the script they have in front of them */}
      <audio controls preload="metadata" src={recording.fileUrl} className="w-full" aria-label={t("voice.playback")} />
      {changed && (
        <p className="text-sm text-amber-700 dark:text-amber-400" role="status">
          {t("voice.scriptChanged")}
        </p>
      )}
      {tooLong && (
        <p className="text-sm text-destructive" role="alert">
          {t("voice.tooLong", { seconds: Math.round(recording.seconds), max: maxSeconds })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onRecordAgain}>
          <RotateCcw aria-hidden="true" />
          {t("voice.again")}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <X aria-hidden="true" />
          {t("voice.remove")}
        </Button>
      </div>
    </div>
  );
}

function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
