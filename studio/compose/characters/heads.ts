import type { Age } from "../../art/person-words";
import type { Gender } from "@common/script";
import type { Expression } from "./expressions";
import type { AccessoryType, FaceType, FacialHairType, HairType } from "./peep-parts";

// Hair that reads as the person's age and gender. Most of react-peeps' hair is drawn in the line colour (so it takes
// the person's hair colour as its lines); the grey styles are drawn as fill, coloured like any other area.
export const HAIR: Record<Exclude<Age, "baby">, Record<Gender | "either", readonly HairType[]>> = {
  child: {
    female: ["Buns", "BunCurly", "MediumBangsFilled", "BangsFilled", "Bun", "Medium"],
    male: ["ShortMessy", "ShortScratch", "MediumShort", "ShortCurly", "ShortVolumed"],
    either: ["MediumShort", "ShortCurly", "Medium"],
  },
  adult: {
    female: [
      "Long",
      "LongCurly",
      "MediumLong",
      "MediumStraight",
      "Bun",
      "BunCurly",
      "LongAfro",
      "BangsFilled",
      "MediumBangsFilled",
      "Medium",
    ],
    male: [
      "Short",
      "ShortMessy",
      "ShortScratch",
      "ShortVolumed",
      "MediumShort",
      "FlatTop",
      "Pomp",
      "Afro",
      "ShavedSides",
      "ShortCurly",
    ],
    either: ["Medium", "MediumShort", "ShortCurly", "Afro", "ShortVolumed"],
  },
  old: {
    female: ["GrayBun", "GrayMedium"],
    male: ["GrayShort", "Bald", "BaldTop"],
    either: ["GrayShort", "GrayMedium"],
  },
};

/** Hair drawn as fill: every white area of the head but the face takes the hair colour. */
export const FILLED_HAIR: ReadonlySet<HairType> = new Set(["GrayBun", "GrayMedium", "GrayShort"]);

/** A point on the cheek, inside the face's area for every hair style, in react-peeps' units. */
export const CHEEK: readonly [number, number] = [430, 430];

/** Young hair is dark, drawn in lines; old hair is grey or white, drawn as fill. */
export const HAIR_COLOURS = {
  young: ["#1f1a1c", "#3b2518", "#563620", "#5e2c17"],
  old: ["#dcdcd8", "#eeede8", "#c9ccd1"],
} as const;

export const BEARDS: Record<"young" | "old", readonly FacialHairType[]> = {
  young: ["Full", "FullMedium", "Goatee", "MoustacheThin", "Chin", "PaintersFilled"],
  old: ["GrayFull"],
};

export const GLASSES: Record<Gender | "either", readonly AccessoryType[]> = {
  female: ["GlassButterfly", "GlassRound", "GlassClubmaster"],
  male: ["GlassRound", "GlassRoundThick", "GlassClubmaster"],
  either: ["GlassRound", "GlassClubmaster"],
};

/** react-peeps' face for each expression. */
export const FACES: Record<Expression, FaceType> = {
  happy: "Smile",
  laughing: "SmileLol",
  calm: "Calm",
  sad: "Solemn",
  worried: "Concerned",
  scared: "ConcernedFear",
  surprised: "Awe",
  angry: "VeryAngry",
  thinking: "Suspicious",
  loving: "LoveGrin",
};
