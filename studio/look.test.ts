import { describe, expect, it } from "vitest";
import { MOODS, STYLES } from "@common/video-options";
import { palette } from "./compose/palette";
import { look } from "./look";

describe("look", () => {
  it("is the compositor's palette for the style and mood", () => {
    for (const style of STYLES) {
      for (const mood of MOODS) {
        const colours = palette(style, mood);
        expect(look(style, mood)).toMatchObject({
          background: colours.ground,
          accent: colours.accent,
          onAccent: colours.onAccent,
          text: colours.text,
        });
      }
    }
  });

  it("names each style's title face as its @fontsource package does", () => {
    expect(Object.fromEntries(STYLES.map((style) => [style, look(style, "happy").titleFont]))).toEqual({
      cinematic: { family: "Fraunces", weight: 700 },
      animated: { family: "Fredoka", weight: 700 },
      documentary: { family: "Special Elite", weight: 400 },
      minimalist: { family: "Inter", weight: 700 },
    });
  });
});
