import { INDOOR_PLACES } from "./indoor";
import { OUTDOOR_PLACES } from "./outdoor";
import type { Place, SettingKind } from "./types";

export const PLACES: Record<SettingKind, Place> = { ...OUTDOOR_PLACES, ...INDOOR_PLACES } as Record<SettingKind, Place>;
export type { Place, SettingKind, TimeOfDay } from "./types";
