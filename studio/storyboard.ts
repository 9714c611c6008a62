import type { VideoOptions } from "@common/video-options";
import { iconName } from "./art/icons";
import { schedule } from "./compose/pacing";
import { type SettingKind, type Storyboard, type TimeOfDay, type Vehicle, vehicleOf } from "@common/storyboard";
import { scenePictures } from "./compose/scene-pictures";
import { scenePlaces } from "./compose/scene-places";
import { countSpokenWords } from "./language/text";
import { NORMAL_WORDS_PER_MINUTE } from "./direct/timing";
import { partLengthsOf, rateToFit, targetLength } from "./render/fit-duration";
import type { Script } from "@common/script";

/**
 * The storyboard of a script without narrating it: each spoken part's seconds estimated from its words at the
 * script's pace, sped up and laid out by the renderer's own rules (fit-duration, pacing), so cards, holds and the
 * total follow the real video; pictures as the compositor chooses them.
 */
export function storyboard(script: Script, options: Pick<VideoOptions, "duration">): Storyboard {
  const wordsPerMinute = script.pace?.wordsPerMinute ?? NORMAL_WORDS_PER_MINUTE;
  const spoken = [script.hook, ...script.scenes.map((scene) => scene.narration), script.closing];
  const seconds = spoken.map((text) => (countSpokenWords(text) * 60) / wordsPerMinute);
  // The renderer narrates at this rate and, when the video would run past the duration's maximum, faster.
  const writerRate = wordsPerMinute / NORMAL_WORDS_PER_MINUTE;
  const speechRate =
    (rateToFit(partLengthsOf(script, seconds), writerRate, options.duration) ?? writerRate) / writerRate;
  const lengths = partLengthsOf(
    script,
    seconds.map((s) => s / speechRate),
  );
  const slots = schedule(lengths, targetLength(script, lengths, options.duration));
  const pictures = scenePictures(script);
  const settings = scenePlaces(script);
  const vehicles = vehiclesOf(settings);
  return {
    estimated: true,
    speechRate: round(speechRate),
    titleCard: { start: round(slots.title.start), end: round(slots.title.end), title: script.title, hook: script.hook },
    scenes: script.scenes.map((scene, i) => ({
      id: scene.id,
      start: round(slots.scenes[i]!.start),
      end: round(slots.scenes[i]!.end),
      narration: scene.narration,
      setting: settingOf(settings[i]!, vehicles[i]),
      pictures: pictures[i]!.map(({ word, kind, picture, who }) => ({
        word,
        kind,
        picture: picture ? { id: picture, name: iconName(picture)! } : null,
        ...(who ? { who } : {}),
      })),
    })),
    endCard: { start: round(slots.end.start), end: round(slots.end.end), closing: script.closing },
    total: round(slots.total),
  };
}

const PLACE_NAMES: Partial<Record<SettingKind, string>> = {
  "city-night": "City",
  "living-room": "Living room",
  sky: "In the sky",
};
const TIME_NAMES: Record<TimeOfDay, string> = {
  morning: "in the morning",
  day: "by day",
  sunset: "at sunset",
  night: "at night",
};

type Place = { kind: SettingKind; time: TimeOfDay; word?: string | undefined };

/** The vehicle each scene is in: named by the scene that set it, kept by the scenes after it in the same drawing. */
function vehiclesOf(places: readonly Place[]): Array<Vehicle | undefined> {
  let vehicle: Vehicle | undefined;
  return places.map(({ kind, word }, i) => {
    const named = vehicleOf(kind, word);
    vehicle = named ?? (kind === places[i - 1]?.kind ? vehicle : undefined);
    return vehicle;
  });
}

function settingOf({ kind, time, word }: Place, vehicle: Vehicle | undefined) {
  return { kind, time, word: word ?? null, ...(vehicle ? { vehicle } : {}), label: settingLabel(kind, time, vehicle) };
}

/** "Beach at sunset", "Kitchen at night", "City at night", "Bus by day". */
export function settingLabel(kind: SettingKind, time: TimeOfDay, vehicle?: Vehicle): string {
  const place = vehicle ?? PLACE_NAMES[kind] ?? kind;
  return `${place.charAt(0).toUpperCase()}${place.slice(1)} ${TIME_NAMES[time]}`;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;
