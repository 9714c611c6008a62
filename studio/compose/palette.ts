import type { Mood, Style } from "@common/video-options";

export type Palette = {
  /** Background from top to bottom. */
  ground: [string, string];
  accent: string;
  /** A second colour for shapes and highlights. */
  accent2: string;
  text: string;
  muted: string;
  /** Text drawn on the accent colour. */
  onAccent: string;
};

type Hsl = [number, number, number];

// Mood sets the hues: warm sun for happy, sepia and rose for nostalgic, cold teal-night for suspenseful,
// sunrise orange-violet for inspirational, dusk blue-lavender for reflective.
const MOOD_HUES: Record<Mood, { ground: [number, number]; accent: number; accent2: number }> = {
  happy: { ground: [42, 20], accent: 48, accent2: 340 },
  nostalgic: { ground: [28, 350], accent: 32, accent2: 350 },
  suspenseful: { ground: [205, 230], accent: 0, accent2: 190 },
  inspirational: { ground: [20, 280], accent: 38, accent2: 300 },
  reflective: { ground: [225, 260], accent: 200, accent2: 265 },
};

/** The minimalist style's ground for dark moods. */
export const MINIMAL_DARK_GROUND = "#121316";

const hsl = ([h, s, l]: Hsl) => `hsl(${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%)`;

/** Style sets saturation and lightness: deep for cinematic, bright for animated, muted for documentary, one accent on a plain ground for minimalist. */
export function palette(style: Style, mood: Mood): Palette {
  const hues = MOOD_HUES[mood];
  const dark = mood === "suspenseful" || mood === "reflective";
  switch (style) {
    case "cinematic":
      return {
        ground: [hsl([hues.ground[0], 45, 14]), hsl([hues.ground[1], 55, 6])],
        accent: hsl([hues.accent, 85, 62]),
        accent2: hsl([hues.accent2, 60, 45]),
        text: "#f6efe4",
        muted: "rgba(246,239,228,0.72)",
        onAccent: "#14100c",
      };
    case "animated":
      return {
        ground: [hsl([hues.ground[0], 90, dark ? 52 : 62]), hsl([hues.ground[1], 85, dark ? 40 : 54])],
        accent: hsl([hues.accent, 100, 58]),
        accent2: hsl([hues.accent2, 90, 66]),
        text: "#ffffff",
        muted: "rgba(255,255,255,0.85)",
        onAccent: "#1d1230",
      };
    case "documentary":
      return {
        ground: [hsl([hues.ground[0], 14, 30]), hsl([hues.ground[1], 12, 16])],
        accent: hsl([hues.accent, 55, 56]),
        accent2: hsl([hues.accent2, 20, 72]),
        text: "#efe9df",
        muted: "rgba(239,233,223,0.7)",
        onAccent: "#15130f",
      };
    case "minimalist":
      return dark
        ? {
            ground: [MINIMAL_DARK_GROUND, MINIMAL_DARK_GROUND],
            accent: hsl([hues.accent, 80, 62]),
            accent2: hsl([hues.accent, 80, 62]),
            text: "#f3f3f1",
            muted: "#9a9ca3",
            onAccent: MINIMAL_DARK_GROUND,
          }
        : {
            ground: ["#f5f3ee", "#f5f3ee"],
            accent: hsl([hues.accent, 85, 45]),
            accent2: hsl([hues.accent, 85, 45]),
            text: "#17171a",
            muted: "#6b6b70",
            onAccent: "#ffffff",
          };
  }
}
