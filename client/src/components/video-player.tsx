import { useEffect, useRef, useState, type ReactNode } from "react";
import { Bookmark, Check, Copy, Heart, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AspectRatio } from "@common/video-options";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/utils";

/** core.md §9: "Copied!" shows for 2 seconds. */
const COPIED_MS = 2000;
const SEEK_STEP_S = 5;

const RATIOS: Record<AspectRatio, { width: number; height: number }> = {
  "9:16": { width: 9, height: 16 },
  "16:9": { width: 16, height: 9 },
  "1:1": { width: 1, height: 1 },
  "4:5": { width: 4, height: 5 },
};
/** While playing, the controls step aside this long after the pointer stops, so the burned-in captions show. */
const CONTROLS_IDLE_MS = 2500;

function clock(seconds: number) {
  if (!Number.isFinite(seconds) || seconds < 0) return "0:00";
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

type VideoPlayerProps = {
  src: string;
  poster?: string | null;
  captionsUrl?: string | null;
  /** Captions drawn into the frames: the text track then stays off, or the words would show twice. */
  captionsBurnedIn?: boolean;
  /** The frame's shape; when absent it is read from the file itself (9:16 until the metadata arrives). */
  aspectRatio?: AspectRatio;
  title: string;
  script: string;
  /** The wizard's local like, save and copy-script row; pages with their own (real) actions turn it off. */
  showActions?: boolean;
  /** Every time playback starts (the showcase counts a view then). */
  onPlay?: () => void;
};

/**
 * The result player of core.md §2: play/pause, seek by clicking the bar, volume click, mute (volume 0
 * or 1), fullscreen, like and save (local only: never stored or sent) and copy script. Shared by the wizard's
 * result and the showcase's example page.
 */
export function VideoPlayer({
  src,
  poster,
  captionsUrl,
  captionsBurnedIn = false,
  aspectRatio,
  title,
  script,
  showActions = true,
  onPlay,
}: VideoPlayerProps) {
  const { t } = useTranslation("components");
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const [measured, setMeasured] = useState<{ width: number; height: number } | null>(null);
  const [pointerIdle, setPointerIdle] = useState(true);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const wakeControls = () => {
    setPointerIdle(false);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setPointerIdle(true), CONTROLS_IDLE_MS);
  };

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch((error: unknown) => console.error("Playback failed", error));
    } else {
      element.pause();
    }
  };

  const seekTo = (seconds: number) => {
    const element = video.current;
    if (!element || !Number.isFinite(element.duration)) return;
    element.currentTime = Math.min(element.duration, Math.max(0, seconds));
    setTime(element.currentTime);
  };

  const changeVolume = (next: number) => {
    const element = video.current;
    if (!element) return;
    element.volume = next;
    element.muted = false;
  };

  const toggleFullscreen = () => {
    const request = document.fullscreenElement ? document.exitFullscreen() : frame.current?.requestFullscreen();
    // core.md §8: a fullscreen failure is only logged.
    request?.catch((error: unknown) => console.error("Fullscreen failed", error));
  };

  const copyScript = () => {
    navigator.clipboard
      .writeText(script)
      .then(() => setCopied(true))
      .catch((error: unknown) => console.error("Copy failed", error));
  };

  const shape = aspectRatio ? RATIOS[aspectRatio] : (measured ?? RATIOS["9:16"]);
  const vertical = shape.width < shape.height;
  // The whole frame, controls included, fits the window under the page header and title: a tall video is narrowed.
  const fitted = {
    aspectRatio: `${shape.width} / ${shape.height}`,
    maxWidth: `min(100%,${vertical ? " 26rem," : ""} calc((100dvh - 15rem) * ${(shape.width / shape.height).toFixed(4)}))`,
  };
  const controlsHidden = playing && pointerIdle;
  const controlButton =
    "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={frame}
        data-testid="video-player"
        style={fullscreen ? undefined : fitted}
        onPointerMove={wakeControls}
        onPointerDown={wakeControls}
        className={cn(
          "group relative mx-auto w-full overflow-hidden rounded-3xl bg-[#0d0a08] shadow-xl shadow-black/20",
          fullscreen && "flex items-center justify-center rounded-none",
          controlsHidden && "cursor-none",
        )}
      >
        {/* The captions track is below, when the video has one (jsx-a11y cannot see a conditional track). */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={video}
          src={src}
          poster={poster ?? undefined}
          preload="metadata"
          playsInline
          onClick={togglePlay}
          onPlay={() => {
            setPlaying(true);
            onPlay?.();
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => {
            const { duration: length, videoWidth, videoHeight } = event.currentTarget;
            setDuration(length);
            if (videoWidth > 0 && videoHeight > 0) setMeasured({ width: videoWidth, height: videoHeight });
          }}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onVolumeChange={(event) => setVolume(event.currentTarget.muted ? 0 : event.currentTarget.volume)}
          className="size-full object-contain"
        >
          {captionsUrl && (
            <track
              kind="captions"
              src={captionsUrl}
              srcLang="en"
              label={t("player.captions")}
              default={!captionsBurnedIn}
            />
          )}
        </video>

        {!playing && (
          <button
            type="button"
            onClick={togglePlay}
            aria-label={t("player.playTitle", { title })}
            className="absolute left-1/2 top-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-[#241a14] shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/60"
          >
            <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
          </button>
        )}

        <div
          data-testid="player-controls"
          className={cn(
            "absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/80 via-black/45 to-transparent px-3 pb-2 pt-10 transition-opacity duration-300",
            // Keyboard focus keeps them: someone tabbing through must see what they are on.
            controlsHidden && "opacity-0 has-[:focus-visible]:opacity-100",
          )}
        >
          <Slider
            label={t("player.seek")}
            value={time}
            max={duration > 0 ? duration : 1}
            step={SEEK_STEP_S}
            valueText={t("player.position", { time: clock(time), duration: clock(duration) })}
            onValueChange={seekTo}
            disabled={duration <= 0}
            data-testid="seek-bar"
            rangeClassName="bg-accent"
            className="h-5 cursor-pointer"
          />

          <div className="flex items-center gap-0.5">
            <button
              type="button"
              onClick={togglePlay}
              aria-label={playing ? t("player.pause") : t("player.play")}
              className={controlButton}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-5 fill-current" />
              ) : (
                <Play aria-hidden="true" className="size-5 fill-current" />
              )}
            </button>
            <button
              type="button"
              onClick={() => changeVolume(volume === 0 ? 1 : 0)}
              aria-label={volume === 0 ? t("player.unmute") : t("player.mute")}
              className={controlButton}
            >
              {volume === 0 ? (
                <VolumeX aria-hidden="true" className="size-5" />
              ) : (
                <Volume2 aria-hidden="true" className="size-5" />
              )}
            </button>
            <Slider
              label={t("player.volume")}
              value={volume}
              max={1}
              step={0.1}
              valueText={t("player.volumePercent", { percent: Math.round(volume * 100) })}
              onValueChange={changeVolume}
              className="hidden h-8 w-20 cursor-pointer px-1 sm:flex"
            />
            <span className="ml-2 text-xs font-medium tabular-nums text-white" data-testid="player-time">
              {clock(time)} / {clock(duration)}
            </span>
            <button
              type="button"
              onClick={toggleFullscreen}
              aria-label={fullscreen ? t("player.exitFullscreen") : t("player.fullscreen")}
              className={cn(controlButton, "ml-auto")}
            >
              {fullscreen ? (
                <Minimize aria-hidden="true" className="size-5" />
              ) : (
                <Maximize aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
      </div>

      {showActions && (
        <div className="flex flex-wrap items-center justify-center gap-2">
          <SocialToggle pressed={liked} onToggle={() => setLiked((v) => !v)} label={t("like")}>
            <Heart aria-hidden="true" className={cn("size-4", liked && "fill-current")} />
          </SocialToggle>
          <SocialToggle pressed={saved} onToggle={() => setSaved((v) => !v)} label={t("player.save")}>
            <Bookmark aria-hidden="true" className={cn("size-4", saved && "fill-current")} />
          </SocialToggle>
          <button
            type="button"
            onClick={copyScript}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-input bg-card px-4 text-sm font-semibold transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {copied ? (
              <Check aria-hidden="true" className="size-4 text-success" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            <span aria-live="polite">{copied ? t("common:copied") : t("player.copyScript")}</span>
          </button>
        </div>
      )}
    </div>
  );
}

type SocialToggleProps = { pressed: boolean; onToggle: () => void; label: string; children: ReactNode };

function SocialToggle({ pressed, onToggle, label, children }: SocialToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        pressed
          ? "border-primary bg-primary-soft text-primary-soft-foreground"
          : "border-input bg-card text-foreground hover:bg-muted",
      )}
    >
      {children}
      {label}
    </button>
  );
}
