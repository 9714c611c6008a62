import type { TFunction } from "i18next";
import {
  ASPECT_RATIOS,
  CHARACTER_COUNTS,
  DURATION_RANGES,
  DURATIONS,
  GENRES,
  MOODS,
  PLOT_TYPES,
  SOCIAL_PLATFORMS,
  STYLES,
  type AspectRatio,
  type Duration,
} from "@common/video-options";

/** What a person reads for each option value; the values come from common/video-options, the words from the catalogue. */
export type Choice<T extends string> = { value: T; label: string; description?: string };

type Translate = TFunction<"create-video">;

/** Catalogue keys of the aspect ratios: "9:16" cannot be one, i18next reads the colon as a namespace separator. */
const ASPECT_RATIO_KEYS: Record<AspectRatio, string> = {
  "9:16": "vertical",
  "16:9": "widescreen",
  "1:1": "square",
  "4:5": "portrait",
};

/**
 * "15-30 sec", "1-2 min": the ranges of core.md §9, read from the shared table so they never drift.
 * Non-breaking hyphen and space (in the catalogue) keep a range on one line in narrow option cards.
 */
export function durationRange(duration: Duration, t: Translate) {
  const { min, max } = DURATION_RANGES[duration];
  if (min >= 60) return t("durationRange.minutes", { min: min / 60, max: max / 60 });
  return t("durationRange.seconds", { min, max });
}

/** Choices drawn as cards, with a line about each under its label. */
function described<T extends string>(
  group: string,
  values: readonly T[],
  t: Translate,
  key: (value: T) => string = (value) => value,
) {
  return values.map(
    (value): Choice<T> => ({
      value,
      label: t(`choices.${group}.${key(value)}.label`),
      description: t(`choices.${group}.${key(value)}.description`),
    }),
  );
}

/** Choices drawn as chips: a label only. */
function labelled<T extends string>(group: string, values: readonly T[], t: Translate) {
  return values.map((value): Choice<T> => ({ value, label: t(`choices.${group}.${value as string}`) }));
}

export const styleChoices = (t: Translate) => described("style", STYLES, t);
export const durationChoices = (t: Translate) =>
  DURATIONS.map(
    (value): Choice<Duration> => ({
      value,
      label: t(`choices.duration.${value}`),
      description: durationRange(value, t),
    }),
  );
export const genreChoices = (t: Translate) => labelled("genre", GENRES, t);
export const moodChoices = (t: Translate) => labelled("mood", MOODS, t);
export const plotChoices = (t: Translate) => described("plot", PLOT_TYPES, t);
export const characterChoices = (t: Translate) => described("characters", CHARACTER_COUNTS, t);
export const platformChoices = (t: Translate) => described("platform", SOCIAL_PLATFORMS, t);
export const aspectRatioChoices = (t: Translate) =>
  described("aspectRatio", ASPECT_RATIOS, t, (ratio) => ASPECT_RATIO_KEYS[ratio]);

export function labelOf<T extends string>(choices: Choice<T>[], value: T) {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
