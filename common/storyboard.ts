import { z } from "zod";
import { PICTURE_KINDS } from "./script";

/** Every place a scene can be set in; the studio (studio/compose/places) draws each as a layered illustration. */
export const SETTING_KINDS = [
  "beach",
  "sea",
  "harbour",
  "canal",
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
  "garage",
  "car",
  "train",
  "stage",
  "wedding",
  "stadium",
  "airport",
] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

/**
 * The road and rail vehicles (and stops) the car and the train are drawn for: what a scene is set in is named by the
 * one the story says ("On the bus"), not by the drawing's kind.
 */
export const VEHICLES = [
  "bus",
  "coach",
  "tram",
  "tube",
  "subway",
  "metro",
  "station",
  "train station",
  "platform",
  "taxi",
  "cab",
  "van",
  "truck",
  "lorry",
  "camper",
  "campervan",
  "motorhome",
] as const;
export type Vehicle = (typeof VEHICLES)[number];

/** The vehicle a scene drawn as a car or a train is in, by the word that set it; undefined for any other place. */
export function vehicleOf(kind: SettingKind, word: string | null | undefined): Vehicle | undefined {
  if ((kind !== "car" && kind !== "train") || !word) return undefined;
  const said = word.toLowerCase();
  return VEHICLES.find((vehicle) => vehicle === said);
}

/** What the sky (or a window) shows. */
const timeOfDaySchema = z.enum(["morning", "day", "sunset", "night"]);
export type TimeOfDay = z.infer<typeof timeOfDaySchema>;

/** The colours and title face of a video's style and mood, for previews drawn outside the studio (the wizard). */
export const lookSchema = z.object({
  /** The ground from top to bottom. */
  background: z.tuple([z.string(), z.string()]),
  accent: z.string(),
  /** Text drawn on the accent colour. */
  onAccent: z.string(),
  text: z.string(),
  /** The title card's face, by the name its @fontsource package gives it. */
  titleFont: z.object({ family: z.string(), weight: z.number() }),
});
export type Look = z.infer<typeof lookSchema>;

const storyboardPictureSchema = z.object({
  /** The subject word as the scene says it. */
  word: z.string(),
  kind: z.enum(PICTURE_KINDS),
  /** The picture that illustrates it (`name` is its name in its set), or null: places are the setting, times a sky. */
  picture: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Who a pronoun stands for ("She" drawn as "grandma"), when the scene only refers to them. */
  who: z.string().optional(),
});
export type StoryboardPicture = z.infer<typeof storyboardPictureSchema>;

const storyboardSettingSchema = z.object({
  kind: z.enum(SETTING_KINDS),
  time: timeOfDaySchema,
  /** The scene's word that set it ("pier"), or null when carried from an earlier scene or the story's default. */
  word: z.string().nullable(),
  /** The vehicle the car or the train is drawn for, as the story names it ("bus"). */
  vehicle: z.enum(VEHICLES).optional(),
  /** As a person reads it: "Beach at sunset", "Bus by day". */
  label: z.string(),
});
export type StoryboardSetting = z.infer<typeof storyboardSettingSchema>;

const storyboardSceneSchema = z.object({
  id: z.string(),
  start: z.number(),
  end: z.number(),
  narration: z.string(),
  setting: storyboardSettingSchema,
  pictures: z.array(storyboardPictureSchema),
});
export type StoryboardScene = z.infer<typeof storyboardSceneSchema>;

/** What the video will show and when, read from the script alone; seconds on the video's clock. */
export const storyboardSchema = z.object({
  /** Times come from word counts, not from a narration: the rendered video lands close to them, not on them. */
  estimated: z.literal(true),
  /** 1 at the script's own pace; above 1 when the narration will be spoken faster to fit the duration. */
  speechRate: z.number(),
  titleCard: z.object({ start: z.number(), end: z.number(), title: z.string(), hook: z.string() }),
  scenes: z.array(storyboardSceneSchema),
  endCard: z.object({ start: z.number(), end: z.number(), closing: z.string() }),
  total: z.number(),
});
export type Storyboard = z.infer<typeof storyboardSchema>;
