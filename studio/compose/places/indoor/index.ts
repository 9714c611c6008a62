import type { Place, SettingKind } from "../types";
import { bakery } from "./bakery";
import { bedroom } from "./bedroom";
import { cafe } from "./cafe";
import { car } from "./car";
import { classroom } from "./classroom";
import { hospital } from "./hospital";
import { garage } from "./garage";
import { kitchen } from "./kitchen";
import { livingRoom } from "./living-room";
import { office } from "./office";
import { shop } from "./shop";
import { stage } from "./theatre-stage";
import { train } from "./train";
import { wedding } from "./wedding";

export const INDOOR_PLACES: Partial<Record<SettingKind, Place>> = {
  kitchen,
  bakery,
  cafe,
  shop,
  classroom,
  office,
  hospital,
  stage,
  wedding,
  car,
  train,
  "living-room": livingRoom,
  bedroom,
  garage,
};
