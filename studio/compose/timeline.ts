import { FRAME_SIZES, type VideoOptions } from "@common/video-options";
import { FPS } from "../kit/frame-rate";
import type { Narration } from "../narrate/narrate";
import type { Picture } from "../pictures/types";
import type { Script } from "@common/script";
import { phrases, sentenceEnds } from "./captions";
import { registerFonts } from "./fonts";
import { frameLayout } from "./layout";
import type { Schedule } from "./pacing";
import { palette } from "./palette";
import { withScenePicture } from "./picture-scene";
import { safeZone } from "./safe-zone";
import { sceneHeadlines } from "./headlines";
import { endShot, headlineTiming, sceneShot, type ShotContext, titleShot } from "./shots";
import { STYLE_KITS } from "./styles";
import type { PlacedClip, TimedWord, Timeline } from "./types";

/**
 * Turns a script, its narration and a schedule into shots, sprites and caption phrases on one clock.
 * `pictures` (per scene, in script order) are hosted pictures, or the person's own photos, shown instead of the
 * illustrated scene.
 */
export function buildTimeline(
  script: Script,
  narration: Narration,
  plan: Schedule,
  options: VideoOptions,
  pictures: ReadonlyArray<Picture | undefined> = [],
): Timeline {
  registerFonts();
  const { width, height } = FRAME_SIZES[options.aspectRatio];
  const kit = STYLE_KITS[options.style];
  const safe = safeZone(options.socialPlatform, width, height);
  const layout = frameLayout(width, height, safe);
  const colours = palette(options.style, options.mood);

  const slots = [plan.title, ...plan.scenes, plan.end];
  const placed: PlacedClip[] = narration.parts.map((part, i) => ({ start: slots[i]!.speechAt, clip: part.clip }));
  const wordsOf = (i: number): TimedWord[] => {
    const ends = sentenceEnds(narration.parts[i]!.text, placed[i]!.clip.words.length);
    return placed[i]!.clip.words.map((w, k) => ({
      text: w.text,
      start: w.start + placed[i]!.start,
      end: w.end + placed[i]!.start,
      ...(ends[k] ? { endsSentence: true } : {}),
    }));
  };
  // Phrases are built per spoken part and per shot, so none runs across a cut: the hook may run on
  // past the title card.
  const cuts = slots.slice(0, -1).map((slot) => slot.end);
  const allPhrases = placed.flatMap((_, i) => splitAtCuts(wordsOf(i), cuts).flatMap(phrases));
  // A phrase lingers after its last word, but not into the next one (which may start right after a cut).
  allPhrases.forEach((phrase, i) => (phrase.end = Math.min(phrase.end, allPhrases[i + 1]?.start ?? phrase.end)));

  const ctx: ShotContext = { script, options, layout, kit, palette: colours, phrases: allPhrases };
  const frameCount = Math.round(plan.total * FPS);
  const headlines = sceneHeadlines(
    script,
    options.includeCaption,
    plan.scenes.map((slot) => headlineTiming(ctx, slot)),
  );
  const shots = [
    titleShot(ctx, plan.title),
    ...plan.scenes.map((slot, i) =>
      withScenePicture(
        sceneShot(ctx, slot, i, wordsOf(i + 1), slot.speechAt + (placed[i + 1]?.clip.duration ?? 0), headlines[i]),
        pictures[i],
        ctx,
      ),
    ),
    endShot(ctx, plan.end),
  ];
  const last = shots[shots.length - 1]!;
  last.end = frameCount / FPS;

  return {
    width,
    height,
    fps: FPS,
    duration: frameCount / FPS,
    frameCount,
    style: options.style,
    mood: options.mood,
    platform: options.socialPlatform,
    aspectRatio: options.aspectRatio,
    safeZone: safe,
    captionsEnabled: options.includeCaption,
    shots,
    phrases: allPhrases,
    narration: placed,
  };
}

/** Consecutive runs of words that start in the same shot. */
function splitAtCuts(words: TimedWord[], cuts: number[]): TimedWord[][] {
  const runs: TimedWord[][] = [];
  let shot = -1;
  for (const word of words) {
    const wordShot = cuts.filter((cut) => word.start >= cut).length;
    if (wordShot !== shot) runs.push([]);
    shot = wordShot;
    runs.at(-1)!.push(word);
  }
  return runs;
}
