import type { Rect } from "./geometry";

/** Where things go in a frame, derived from its size, the platform's safe zone and the style's letterbox. */
export type FrameLayout = {
  width: number;
  height: number;
  /** 1 at 1080 px on the short side; sizes scale with it. */
  unit: number;
  portrait: boolean;
  safe: Rect;
  /** Top and bottom bar height (cinematic), 0 otherwise. */
  letterbox: number;
  headline: Rect;
  stage: Rect;
  lowerThird: Rect;
  captions: Rect;
};

export function frameLayout(width: number, height: number, safe: Rect, letterbox: number): FrameLayout {
  const unit = Math.min(width, height) / 1080;
  const portrait = height / width > 1.15;
  // Text must clear both the platform's UI and the letterbox bars.
  const top = Math.max(safe.y, letterbox + Math.round(24 * unit));
  const bottom = Math.min(safe.y + safe.h, height - letterbox - Math.round(24 * unit));
  const area: Rect = { x: safe.x, y: top, w: safe.w, h: bottom - top };

  const headlineH = Math.round(area.h * (portrait ? 0.2 : 0.22));
  const captionsH = Math.round(area.h * (portrait ? 0.2 : 0.26));
  const lowerH = Math.round(area.h * (portrait ? 0.09 : 0.13));
  const headline = { x: area.x, y: area.y, w: area.w, h: headlineH };
  const captions = { x: area.x, y: area.y + area.h - captionsH, w: area.w, h: captionsH };
  const lowerThird = { x: area.x, y: captions.y - lowerH, w: area.w, h: lowerH };
  // The picture may use the full width, platform buttons only cover text-sized things.
  const stageTop = headline.y + headline.h;
  const stage = { x: Math.round(width * 0.06), y: stageTop, w: Math.round(width * 0.88), h: lowerThird.y - stageTop };
  return { width, height, unit, portrait, safe, letterbox, headline, stage, lowerThird, captions };
}
