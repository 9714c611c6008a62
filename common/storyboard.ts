import type { PictureKind } from "./script";

/** Every place a scene can be set in; the studio (studio/compose/settings) draws each as a layered illustration. */
export const SETTING_KINDS = [
  "beach",
  "sea",
  "harbour",
  "lake",
  "street",
  "city-night",
  "park",
  "garden",
  "forest",
  "mountains",
  "snow",
  "countryside",
  "sky",
  "kitchen",
  "bakery",
  "cafe",
  "shop",
  "classroom",
  "office",
  "hospital",
  "living-room",
  "bedroom",
  "car",
  "train",
  "stage",
  "wedding",
  "stadium",
  "airport",
] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

/** What the sky (or a window) shows. */
export type TimeOfDay = "morning" | "day" | "sunset" | "night";

/** The colours and title face of a video's style and mood, for previews drawn outside the studio (the wizard). */
export type Look = {
  /** The ground from top to bottom. */
  background: [string, string];
  accent: string;
  /** Text drawn on the accent colour. */
  onAccent: string;
  text: string;
  /** The title card's face, by the name its @fontsource package gives it. */
  titleFont: { family: string; weight: number };
};

export type StoryboardPicture = {
  /** The subject word as the scene says it. */
  word: string;
  kind: PictureKind;
  /** The picture that illustrates it (`name` is its name in its set), or null: places are the setting, times a sky. */
  picture: { id: string; name: string } | null;
  /** Who a pronoun stands for ("She" drawn as "grandma"), when the scene only refers to them. */
  who?: string;
};

export type StoryboardSetting = {
  kind: SettingKind;
  time: TimeOfDay;
  /** The scene's word that set it ("pier"), or null when carried from an earlier scene or the story's default. */
  word: string | null;
  /** As a person reads it: "Beach at sunset". */
  label: string;
};

export type StoryboardScene = {
  id: string;
  start: number;
  end: number;
  narration: string;
  setting: StoryboardSetting;
  pictures: StoryboardPicture[];
};

/** What the video will show and when, read from the script alone; seconds on the video's clock. */
export type Storyboard = {
  /** Times come from word counts, not from a narration: the rendered video lands close to them, not on them. */
  estimated: true;
  /** 1 at the script's own pace; above 1 when the narration will be spoken faster to fit the duration. */
  speechRate: number;
  titleCard: { start: number; end: number; title: string; hook: string };
  scenes: StoryboardScene[];
  endCard: { start: number; end: number; closing: string };
  total: number;
};

