import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Style } from "../../../common/video-options";
import type { Rect } from "../geometry";
import type { FrameLayout } from "../layout";
import type { Palette } from "../palette";
import type { SubjectPlan } from "../sprites";
import type { LayerKind, Transition } from "../types";

/** A subject's placement relative to its slot; `zoom` scales about the stage centre (the cinematic push-in). */
export type Pose = { dx: number; dy: number; scale: number; alpha: number; rotate: number; zoom: number };

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
  /** Letterbox bar height as a share of frame height. */
  letterbox: number;
  groundLayers: LayerKind[];
  paintGround(ctx: SKRSContext2D, layout: FrameLayout, palette: Palette, seed: number): void;
  paintOverlay?(ctx: SKRSContext2D, layout: FrameLayout): void;
  /** Title card text; `reveal` runs 0→1 over `titleSeconds`. */
  titleSeconds: number;
  paintTitle(ctx: SKRSContext2D, layout: FrameLayout, palette: Palette, title: string, reveal: number): void;
  /** Where the scene's on-screen text goes, and how it enters. */
  headlineIn: "headline" | "lowerThird";
  headlineSeconds: number;
  /** `reveal` 0→1; for the typewriter it is the share of characters typed. */
  paintHeadline(ctx: SKRSContext2D, area: Rect, layout: FrameLayout, palette: Palette, text: string, label: string, reveal: number): void;
  subjectPose(since: number, shotProgress: number, slot: number): Pose;
  /** Paints the subject's picture centred at 0,0 in a `size` square, with the word or name as the style shows it. */
  paintSubject(ctx: SKRSContext2D, size: number, palette: Palette, slot: number, subject: Pick<SubjectPlan, "picture" | "word" | "named">): void;
  caption(palette: Palette): CaptionLook;
  /** The face of the title and the end card; the wizard's preview shows titles in it too. */
  titleFace: FontFace;
};

export type FontFace = { family: string; weight: number };

/** A canvas font string for `face` at `size` pixels. */
export const fontOf = (face: FontFace, size: number) => `${face.weight} ${Math.round(size)}px "${face.family}"`;
