import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Style } from "@common/video-options";
import type { TimeOfDay } from "../../art/places";
import type { Rect } from "../geometry";
import type { FrameLayout } from "../layout";
import type { Palette } from "../palette";
import type { LayerKind, Transition } from "../types";

export type CaptionLook = {
  font: (size: number) => string;
  /** Box behind the caption lines, or null for none. */
  box: string | null;
  text: string;
  spoken: string;
  /** How the word being spoken stands out. */
  highlight: "pill" | "colour" | "marker";
  highlightFill: string;
  stroke: string | null;
  uppercase: boolean;
};

/** Everything that makes one style look like itself; the shot builders stay style-agnostic. */
export type StyleKit = {
  style: Style;
  transition: Transition;
  groundLayers: LayerKind[];
  paintGround(ctx: SKRSContext2D, layout: FrameLayout, palette: Palette, seed: number): void;
  /** Title card text; `reveal` runs 0→1 over `titleSeconds`. */
  titleSeconds: number;
  paintTitle(ctx: SKRSContext2D, layout: FrameLayout, palette: Palette, title: string, reveal: number): void;
  /** Where the scene's on-screen text goes, and how it enters. */
  headlineIn: "headline" | "lowerThird";
  headlineSeconds: number;
  /**
   * The headline's large `text` and small `label` (see compose/headlines.ts); either may be empty, and the other is
   * then laid out alone. `reveal` 0→1; for the typewriter it is the share of characters typed. Paints at the
   * context's `globalAlpha` (the headline fading out), never above it.
   */
  paintHeadline(
    ctx: SKRSContext2D,
    area: Rect,
    layout: FrameLayout,
    palette: Palette,
    text: string,
    label: string,
    reveal: number,
  ): void;
  caption(palette: Palette): CaptionLook;
  /** How the style draws a scene's setting and its people (see stage.ts). */
  scene: SceneLook;
  /** The face of the title and the end card; the wizard's preview shows titles in it too. */
  titleFace: FontFace;
};

export type SceneLook = {
  /** A canvas filter over the setting's layers and the characters: the style's colour grade (lifted at night). */
  grade(palette: Palette, time: TimeOfDay): string;
  /** "r,g,b" of the shade behind the headline and captions, so the style's text reads over any setting. */
  scrim(palette: Palette): string;
  /** How opaque that shade is, 1 as most styles have it; a style with plain captions needs more. */
  scrimStrength: number;
  /** How far the camera pans over a shot, as a share of the setting's pan room. */
  cameraTravel: number;
  /** Darkening of the frame's edges over the scene, 0 for none. */
  vignette: number;
  /** Film grain over the scene, 0 for none. */
  grain: number;
};

export type FontFace = { family: string; weight: number };

/** A canvas font string for `face` at `size` pixels. */
export const fontOf = (face: FontFace, size: number) => `${face.weight} ${Math.round(size)}px "${face.family}"`;
