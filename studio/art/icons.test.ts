import { describe, expect, it } from "vitest";
import { iconName, PICTURE_SET, pictureBitmap, pictureId } from "./icons";
import { lexiconNouns, sensesOf } from "./picture-lexicon";
import { PERSON_ROLES, personIcon } from "./person-words";

describe("the art set", () => {
  it("has every picture the lexicon names", () => {
    const missing = lexiconNouns().flatMap((noun) =>
      (sensesOf(noun) ?? [])
        .filter((s) => s.picture && !iconName(pictureId(s.picture)))
        .map((s) => `${noun}: ${s.picture}`),
    );
    expect(missing).toEqual([]);
    expect(lexiconNouns().filter((noun) => sensesOf(noun)?.some((s) => s.picture)).length).toBeGreaterThanOrEqual(600);
  });

  it("has every picture of a person, at every age and gender", () => {
    const icons = new Set<string>();
    for (const role of Object.values(PERSON_ROLES)) {
      for (const gender of [undefined, "female", "male"] as const) {
        for (const years of [undefined, 1, 8, 40, 80]) {
          const icon = personIcon(role, {
            ...(gender ? { gender } : {}),
            ...(years ? { years } : {}),
            childhood: true,
          });
          if (icon) icons.add(icon);
        }
      }
    }
    expect([...icons].filter((icon) => !iconName(pictureId(icon)))).toEqual([]);
  });

  it("knows only its own ids", () => {
    expect(pictureId("memo")).toBe(`${PICTURE_SET}:memo`);
    expect(iconName("fluent-emoji-flat:memo")).toBe("memo");
    expect(iconName("fluent-emoji-flat:no-such-icon")).toBeUndefined();
    expect(iconName("other-set:memo")).toBeUndefined();
  });

  it("draws a picture once per size, in colour, and frames reuse the bitmap", () => {
    const bitmap = pictureBitmap("fluent-emoji-flat:old-woman", 128);
    expect([bitmap.width, bitmap.height]).toEqual([128, 128]);
    expect(pictureBitmap("fluent-emoji-flat:old-woman", 128)).toBe(bitmap);
    expect(pictureBitmap("fluent-emoji-flat:old-woman", 64)).not.toBe(bitmap);
    const [r, g, b, a] = bitmap.getContext("2d").getImageData(64, 64, 1, 1).data;
    expect(a).toBe(255);
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeGreaterThan(40);
    expect(() => pictureBitmap("fluent-emoji-flat:no-such-icon", 64)).toThrow();
  });
});
