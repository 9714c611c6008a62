import type { Place, SettingKind } from "../types";
import { airport } from "./airport";
import { beach } from "./beach";
import { canal } from "./canal";
import { cityNight } from "./city-night";
import { countryside } from "./countryside";
import { forest } from "./forest";
import { garden } from "./garden";
import { harbour } from "./harbour";
import { lake } from "./lake";
import { mountains } from "./mountains";
import { park } from "./park";
import { sea } from "./sea";
import { sky } from "./sky";
import { snow } from "./snow";
import { stadium } from "./stadium";
import { street } from "./street";

export const OUTDOOR_PLACES: Partial<Record<SettingKind, Place>> = {
  beach,
  sea,
  harbour,
  canal,
  lake,
  street,
  "city-night": cityNight,
  park,
  garden,
  forest,
  mountains,
  snow,
  countryside,
  sky,
  stadium,
  airport,
};
