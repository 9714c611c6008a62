import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { FRAME_SIZES, type VideoOptions } from "@common/video-options";
import { toWebVtt } from "../compose/captions";
import { naturalLength, schedule } from "../compose/pacing";
import { registerFonts } from "../compose/fonts";
import { buildTimeline } from "../compose/timeline";
import type { Timeline } from "../compose/types";
import { FPS } from "../kit/frame-rate";
import { type Narration, narrateScript } from "../narrate/narrate";
import type { LocalEngineName, SpeechProviderConfig } from "../narrate/types";
import { fetchScenePictures } from "../pictures/fetch-pictures";
import type { Picture, PictureOutcome, PicturesConfig } from "../pictures/types";
import { loadOwnPhotos, type ScenePhoto } from "../pictures/own-photos";
import type { Script } from "@common/script";
import { mixAudio } from "./audio-mix";
import { Encoder, type EncodeSettings, muxStreams } from "./encode";
import { limits, MAX_RATE, partLengths, rateToFit, targetLength } from "./fit-duration";
import { coverFrame, FrameSource, type FrameStats } from "./frames";
import { narrateFromRecording, type OwnRecording } from "./own-recording";
import type { Report } from "./progress";

export type RenderScriptInput = {
  script: Script;
  options: VideoOptions;
  outDir: string;
  /** File name without extension for the outputs; "video" by default. */
  baseName?: string;
  report?: Report;
  signal?: AbortSignal;
  speech?: SpeechProviderConfig;
  /** Hosted pictures for the scenes; each scene whose picture fails stays illustrated. */
  pictures?: PicturesConfig;
  /** The person's own photos, by scene: shown in place of the scene's hosted or illustrated picture. */
  photos?: readonly ScenePhoto[];
  /**
   * The person's own reading of the script (a prepared recording, see prepareRecording): it narrates instead of a
   * voice. With its words as found when it was checked (alignOwnRecording), the render does not look for them again.
   */
  recording?: OwnRecording;
  /** The local narration engines that may speak; every installed one by default (bench:voice compares them). */
  narrationEngines?: readonly LocalEngineName[];
  /** Benchmarks compare encoder settings; everyone else gets the defaults. */
  encodeSettings?: EncodeSettings;
};

export type RenderScriptResult = {
  videoPath: string;
  thumbnailPath: string;
  /** The cover at card size, for galleries and lists. */
  cardPath: string;
  captionsPath: string;
  script: Script;
  durationSeconds: number;
  narration: { engine: Narration["engine"]; fallbackReason?: string; rate: number };
  /** Per scene, when pictures were asked for: which got a hosted picture (with its credit) and why others did not. */
  pictures?: PictureOutcome[];
  timeline: Timeline;
  frameStats: FrameStats;
};

// Writers aim at ~155 words per minute; the voice profiles are tuned around that pace.
const WRITER_WPM = 155;

/** Narrate, compose and render a finished script into an MP4, a JPEG thumbnail (full size and card size) and a WebVTT file in `outDir`. */
export async function renderScript(input: RenderScriptInput): Promise<RenderScriptResult> {
  const { script, options, signal } = input;
  const report: Report = input.report ?? (() => undefined);
  const base = input.baseName ?? "video";
  await mkdir(input.outDir, { recursive: true });
  const temp = await mkdtemp(join(input.outDir, `.${base}-render-`));
  // Stops the audio pass too when drawing fails, so nothing still writes into `temp` when it is removed.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  let audio: Promise<string> | undefined;
  try {
    report("narrate", 0, "Recording the narration");
    // The scenes are known from the script, so their pictures are fetched while the narration is spoken.
    const pictures = input.pictures ? fetchScenePictures(script, options, input.pictures, stop.signal) : undefined;
    pictures?.catch(() => undefined);
    const ownPhotos = input.photos?.length
      ? loadOwnPhotos(input.photos, script.scenes.length, FRAME_SIZES[options.aspectRatio])
      : undefined;
    ownPhotos?.catch(() => undefined);
    // The narration engines speak in their own thread or process; meanwhile this one starts ffmpeg (frame size and
    // rate are known from the options) and loads the fonts, so the first frame can be drawn as soon as the words are timed.
    const narrated = input.recording
      ? narrateFromRecording(script, options, input.recording, stop.signal)
      : narrateToFit(script, options, input, report);
    narrated.catch(() => undefined);
    const videoOnly = join(temp, "video-only.mp4");
    const encoder = new Encoder({
      ...FRAME_SIZES[options.aspectRatio],
      fps: FPS,
      out: videoOnly,
      signal: stop.signal,
      ...(input.encodeSettings ? { settings: input.encodeSettings } : {}),
    });
    registerFonts();
    const { narration, rate, lengths } = await narrated;
    report("narrate", 1, `Narration ready (${narration.engine})`);
    const scenePictures = await pictures;
    signal?.throwIfAborted();

    report("compose", 0, "Laying out scenes");
    const timeline = buildTimeline(
      script,
      narration,
      schedule(lengths, targetLength(script, lengths, options.duration)),
      options,
      await scenePicturesWith(scenePictures?.pictures, ownPhotos),
    );
    audio = mixAudio({
      narration: timeline.narration,
      mood: options.mood,
      duration: timeline.duration,
      dir: temp,
      signal: stop.signal,
    });
    // Settled later; this only keeps a failure from counting as unhandled before then.
    audio.catch(() => undefined);
    report("compose", 1, `${timeline.shots.length} shots, ${timeline.duration.toFixed(1)} s`);

    const frameStats = await renderFrames(timeline, encoder, report, stop.signal);

    report("finalize", 0, "Writing thumbnail and captions");
    const videoPath = join(input.outDir, `${base}.mp4`);
    const thumbnailPath = join(input.outDir, `${base}.jpg`);
    const cardPath = join(input.outDir, `${base}.card.jpg`);
    const captionsPath = join(input.outDir, `${base}.vtt`);
    // While x264 encodes its last frames, the thumbnail and captions are written (into the temporary
    // folder, so a failure after this point leaves nothing behind).
    const thumbnailTemp = join(temp, "thumbnail.jpg");
    const cardTemp = join(temp, "card.jpg");
    const captionsTemp = join(temp, "captions.vtt");
    const cover = await covers(timeline);
    await writeFile(thumbnailTemp, cover.thumbnail);
    await writeFile(cardTemp, cover.card);
    await writeFile(captionsTemp, toWebVtt(timeline.phrases));
    await encoder.finish();
    report("finalize", 0.5, "Joining picture and sound");
    const videoTemp = join(temp, "video.mp4");
    await muxStreams(videoOnly, await audio, timeline.duration, videoTemp, stop.signal);
    await rename(thumbnailTemp, thumbnailPath);
    await rename(cardTemp, cardPath);
    await rename(captionsTemp, captionsPath);
    await rename(videoTemp, videoPath);
    report("finalize", 1, "Video ready");
    return {
      videoPath,
      thumbnailPath,
      cardPath,
      captionsPath,
      script,
      durationSeconds: timeline.duration,
      narration: {
        engine: narration.engine,
        rate,
        ...(narration.fallbackReason ? { fallbackReason: narration.fallbackReason } : {}),
      },
      ...(scenePictures ? { pictures: scenePictures.outcomes } : {}),
      timeline,
      frameStats,
    };
  } catch (error) {
    stop.abort(error);
    await audio?.catch(() => undefined);
    throw error;
  } finally {
    signal?.removeEventListener("abort", onAbort);
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * Narrates at the writer's pace; when that runs past the duration's maximum, narrates
 * again faster (each engine re-times its own words) rather than cutting anything.
 */
export async function narrateToFit(
  script: Script,
  options: VideoOptions,
  input: NarrationInput,
  report: Report = () => undefined,
) {
  let rate = (script.pace?.wordsPerMinute ?? WRITER_WPM) / WRITER_WPM;
  let narration = await narrateScript(script, narrateOptions(input, rate));
  for (let attempt = 0; attempt < 2; attempt++) {
    const faster = rateToFit(partLengths(script, narration), rate, options.duration);
    if (faster === undefined || faster <= rate) break;
    rate = faster;
    report("narrate", 0.5, "Tightening the narration to fit the duration");
    narration = await narrateScript(script, narrateOptions(input, rate));
  }
  const lengths = partLengths(script, narration);
  const natural = naturalLength(lengths);
  if (natural > limits(options.duration).max) {
    throw new Error(
      `The narration runs ${natural.toFixed(1)} s even at ${Math.round(MAX_RATE * 100)}% speed, longer than the ${options.duration} duration allows; choose a longer duration or a shorter story.`,
    );
  }
  return { narration, rate, lengths };
}

type NarrationInput = Pick<RenderScriptInput, "speech" | "signal" | "narrationEngines">;

function narrateOptions(input: NarrationInput, rate: number) {
  return {
    rateFactor: rate,
    ...(input.speech ? { speech: input.speech } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.narrationEngines ? { engines: input.narrationEngines } : {}),
  };
}

/** Draws every frame into the encoder; ends with the last frame queued, not yet encoded. */
async function renderFrames(
  timeline: Timeline,
  encoder: Encoder,
  report: Report,
  signal: AbortSignal,
): Promise<FrameStats> {
  const source = new FrameSource(timeline);
  try {
    for (let index = 0; index < timeline.frameCount; index++) {
      signal.throwIfAborted();
      await source.prepare(index);
      source.render(index);
      await (source.changed ? encoder.write(source.frame.data) : encoder.repeat());
      // Native pixel buffers are freed only when the event loop turns; yielding every frame keeps memory flat.
      await new Promise((resolve) => setImmediate(resolve));
      if (index % 15 === 0)
        report("render", index / timeline.frameCount, `Rendering frame ${index + 1} of ${timeline.frameCount}`);
    }
  } finally {
    source.close();
  }
  report("render", 1, "Encoding the last frames");
  return source.stats;
}

/**
 * The cover: the title over the first scene's picture, without captions (see coverFrame). It was a snapshot of the
 * title card's last moment, and with captions on that moment shows the hook being spoken: a lone word of it ("with")
 * sat under the title.
 */
async function covers(timeline: Timeline): Promise<{ thumbnail: Buffer; card: Buffer }> {
  const cover = coverFrame(timeline).canvas;
  // The card: a gallery on a phone fetches a few dozen kilobytes per video instead of the full frame's few hundred.
  const scale = CARD_LONG_SIDE / Math.max(cover.width, cover.height);
  const card = createCanvas(Math.round(cover.width * scale), Math.round(cover.height * scale));
  const ctx = card.getContext("2d");
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(cover, 0, 0, card.width, card.height);
  return { thumbnail: await cover.encode("jpeg", 86), card: await card.encode("jpeg", 80) };
}

/** The card's longer side in pixels: sharp at a phone's full width (about 400 points at 2x) and in desktop grids. */
const CARD_LONG_SIDE = 720;

/** Each scene's picture: the person's own photo where they gave one, else the hosted picture, if any. */
async function scenePicturesWith(
  hosted: ReadonlyArray<Picture | undefined> | undefined,
  own: Promise<(Picture | undefined)[]> | undefined,
): Promise<ReadonlyArray<Picture | undefined> | undefined> {
  if (!own) return hosted;
  return (await own).map((photo, i) => photo ?? hosted?.[i]);
}
