import type { Rect } from "./geometry";

/** Where things go in a frame, derived from its size and the platform's safe zone. */
export type FrameLayout = {
  width: number;
  height: number;
  /** 1 at 1080 px on the short side; sizes scale with it. */
  unit: number;
  portrait: boolean;
  safe: Rect;
  headline: Rect;
  stage: Rect;
  lowerThird: Rect;
  captions: Rect;
};

/**
 * No style draws letterbox bars, on any aspect ratio: on a phone they only take screen from the picture (8% top and
 * bottom on 9:16), and on 16:9 a film look comes as well from the grade, grain and framing. Text keeps to the
 * platform's safe zone, and the picture runs edge to edge.
 */
export function frameLayout(width: number, height: number, safe: Rect): FrameLayout {
  const unit = Math.min(width, height) / 1080;
  const portrait = height / width > 1.15;
  const area: Rect = { ...safe };

  const headlineH = Math.round(area.h * (portrait ? 0.2 : 0.22));
  const captionsH = Math.round(area.h * (portrait ? 0.2 : 0.26));
  const lowerH = Math.round(area.h * (portrait ? 0.09 : 0.13));
  const headline = { x: area.x, y: area.y, w: area.w, h: headlineH };
  const captions = { x: area.x, y: area.y + area.h - captionsH, w: area.w, h: captionsH };
  const lowerThird = { x: area.x, y: captions.y - lowerH, w: area.w, h: lowerH };
  // The picture may use the full width, platform buttons only cover text-sized things.
  const stageTop = headline.y + headline.h;
  const stage = { x: Math.round(width * 0.06), y: stageTop, w: Math.round(width * 0.88), h: lowerThird.y - stageTop };
  return { width, height, unit, portrait, safe, headline, stage, lowerThird, captions };
}
