import type { SocialPlatform } from "@common/video-options";
import type { Rect } from "./geometry";

type Insets = { top: number; bottom: number; left: number; right: number };

// Fractions of the frame covered by each app's own interface on vertical video:
// TikTok and Reels put captions, music and the account name in the bottom band and
// like/comment/share buttons down the right edge; Shorts and Facebook Reels are similar.
const VERTICAL_UI: Partial<Record<SocialPlatform, Insets>> = {
  tiktok: { top: 0.09, bottom: 0.21, left: 0.05, right: 0.15 },
  instagram: { top: 0.11, bottom: 0.2, left: 0.05, right: 0.13 },
  youtube: { top: 0.08, bottom: 0.17, left: 0.05, right: 0.13 },
  facebook: { top: 0.08, bottom: 0.17, left: 0.05, right: 0.12 },
};
// Everywhere else: the classic 5% title-safe margin.
const TITLE_SAFE: Insets = { top: 0.05, bottom: 0.05, left: 0.05, right: 0.05 };

/** The part of the frame where text stays readable and clear of the platform's buttons. */
export function safeZone(platform: SocialPlatform, width: number, height: number): Rect {
  const insets = (height > width ? VERTICAL_UI[platform] : undefined) ?? TITLE_SAFE;
  const x = Math.round(width * insets.left);
  const y = Math.round(height * insets.top);
  return {
    x,
    y,
    w: Math.round(width * (1 - insets.left - insets.right)),
    h: Math.round(height * (1 - insets.top - insets.bottom)),
  };
}
