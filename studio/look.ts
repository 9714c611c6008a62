import type { Look } from "@common/storyboard";
import type { Mood, Style } from "@common/video-options";
import { palette } from "./compose/palette";
import { STYLE_KITS } from "./compose/styles";

/** The colours and title face a video of this style and mood is drawn with, for previews that should match it. */
export function look(style: Style, mood: Mood): Look {
  const colours = palette(style, mood);
  return {
    background: colours.ground,
    accent: colours.accent,
    onAccent: colours.onAccent,
    text: colours.text,
    titleFont: titleFont(style),
  };
}

/**
 * The compositor registers each family as "SB <name>" (compose/fonts.ts) so no system font stands in; a browser
 * knows it by the plain name.
 */
function titleFont(style: Style): Look["titleFont"] {
  const { family, weight } = STYLE_KITS[style].titleFace;
  return { family: family.replace(/^SB /, ""), weight };
}
