import { INDOOR_SETTINGS } from "./indoor";
import { OUTDOOR_SETTINGS } from "./outdoor";
import type { Setting, SettingKind } from "./types";

export const SETTINGS: Record<SettingKind, Setting> = { ...OUTDOOR_SETTINGS, ...INDOOR_SETTINGS } as Record<
  SettingKind,
  Setting
>;
export type { Setting, SettingKind, TimeOfDay } from "./types";
