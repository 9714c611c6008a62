import type { SKRSContext2D } from "@napi-rs/canvas";
import type { SettingKind, TimeOfDay } from "../../art/places";

export { SETTING_KINDS, type SettingKind, type TimeOfDay } from "../../art/places";

/**
 * The space a place's layers are painted into. Every layer canvas is `width` x `height`, wider than the frame so
 * the camera can pan across it; the frame shows a window of it. Paint across the whole width.
 */
export type Backdrop = {
  width: number;
  height: number;
  /** 1 at 1080 px on the frame's short side; sizes scale with it (a door is about 420 * unit tall). */
  unit: number;
  /** Where sky meets land or sea outdoors, where the back wall meets the floor indoors. */
  horizon: number;
  /** Where people's feet stand; props on the ground sit on this line or between it and the horizon. */
  floor: number;
  time: TimeOfDay;
  /** Same seed, same picture; scenes of one video differ by seed. */
  seed: number;
  /** Seeded 2D simplex noise in -1..1. */
  noise(x: number, y: number): number;
  /** Seeded random in 0..1, the same sequence for the same seed. */
  random(): number;
};

/**
 * A place as four layers, back to front. `sky` is opaque and covers the canvas; the others are transparent
 * wherever they draw nothing. The camera moves the nearer layers further (parallax). Keep the middle band between
 * the horizon and the floor open enough for people to stand in front of `mid` and behind `near`: `near` is the
 * foreground (grass tufts, a counter's edge, the sand), mostly below the floor line and at the frame's sides.
 */
export type Place = {
  kind: SettingKind;
  /** Open air: the sky layer is the sky itself; indoors it is the back wall (windows show the time of day). */
  outdoor: boolean;
  sky(ctx: SKRSContext2D, b: Backdrop): void;
  far(ctx: SKRSContext2D, b: Backdrop): void;
  mid(ctx: SKRSContext2D, b: Backdrop): void;
  near(ctx: SKRSContext2D, b: Backdrop): void;
};
