import type { Canvas, SKRSContext2D } from "@napi-rs/canvas";
import type { AspectRatio, Mood, SocialPlatform, Style } from "@common/video-options";
import type { SpeechClip } from "../narrate/types";
import type { Rect } from "./geometry";

export type Paint = (ctx: SKRSContext2D) => void;

/**
 * A picture made when first asked for. `release` drops its pixels (they are made again if asked for again): the
 * renderer releases a picture once it holds a copy, so a shot's art is not kept twice.
 */
export type Picture = { get(): Canvas; release(): void };

/** A picture laid at a whole-pixel place, weighted by `alpha` (0-1). */
export type Placed = { picture: Picture; left: number; top: number; alpha: number };

/**
 * Something that can change between frames. The renderer redraws only where a
 * sprite's bounds or state changed, so `state` must change whenever its pixels do
 * and `bounds` must contain everything `draw` paints.
 */
export type Sprite = {
  kind: LayerKind;
  bounds(t: number): Rect | null;
  state(t: number): string;
  draw(ctx: SKRSContext2D, t: number): void;
  /**
   * What `draw` paints, when that is one unchanging picture at a whole-pixel place: the renderer then lays the
   * picture itself (read back once) instead of drawing the sprite again wherever it moved.
   */
  placed?(t: number): Placed | null;
  /** Drops art cached for drawing once the shot is over; `draw` paints it again if ever needed. */
  release?(): void;
};

export type LayerKind =
  | "background"
  /** A hosted picture in place of the illustrated background and subjects (see picture-scene.ts). */
  | "picture"
  /** A scene's setting: its layers under the camera's pan (see stage.ts). */
  | "setting"
  /** One of the story's people, doing what their line says. */
  | "character"
  /** What the line says the sky does (rain), over the place and its people. */
  | "weather"
  | "shapes"
  | "grain"
  | "vignette"
  | "title"
  | "headline"
  | "lower-third"
  | "subject"
  | "caption"
  | "hashtags"
  | "closing"
  /** The attribution a stock photo needs ("Photo: … / Pexels"). */
  | "credit";

/** What a shot shows, for tests and docs; `detail` names the picture (its id in the art set) or the text. */
/** What a frame shows, for tests and the storyboard: `detail` names it (a picture, a place), `action` what a character does. */
export type Layer = {
  kind: LayerKind;
  rect: Rect;
  detail?: string;
  action?: string;
  /** Where a subject is drawn: in someone's hand, on a counter, a table or a car's back seat, on the ground, far off or in the sky. */
  placed?: "hand" | "counter" | "table" | "seat" | "ground" | "far" | "sky";
};

export type Transition = { kind: "fade" | "dip" | "cut"; seconds: number };

export type Shot = {
  kind: "title" | "scene" | "end";
  start: number;
  end: number;
  transition: Transition;
  layers: Layer[];
  /** Everything that never moves during the shot, painted once into a still. */
  paintPlate: Paint;
  sprites: Sprite[];
};

/** A spoken word on the video's clock. */
/** A word on the video's clock; `endsSentence` when the script's text ends a sentence after it. */
export type TimedWord = { text: string; start: number; end: number; endsSentence?: boolean };

/** A caption phrase: the words shown together, one highlighted at a time. */
export type CaptionPhrase = { start: number; end: number; words: TimedWord[] };

export type PlacedClip = { start: number; clip: SpeechClip };

export type Timeline = {
  width: number;
  height: number;
  fps: number;
  /** Seconds; a whole number of frames. */
  duration: number;
  frameCount: number;
  style: Style;
  mood: Mood;
  platform: SocialPlatform;
  aspectRatio: AspectRatio;
  safeZone: Rect;
  captionsEnabled: boolean;
  shots: Shot[];
  /** Every spoken phrase, burnt in only when captionsEnabled; always written as WebVTT. */
  phrases: CaptionPhrase[];
  narration: PlacedClip[];
};
