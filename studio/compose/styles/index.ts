import type { Style } from "@common/video-options";
import { animated } from "./animated";
import { cinematic } from "./cinematic";
import { documentary } from "./documentary";
import type { StyleKit } from "./kit";
import { minimalist } from "./minimalist";

export const STYLE_KITS: Record<Style, StyleKit> = { cinematic, animated, documentary, minimalist };
export type { StyleKit } from "./kit";
