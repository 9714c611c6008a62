import { describe, expect, it } from "vitest";
import { placePhotos, videoMediaSchema } from "./uploads";

describe("which scene each photo is shown in", () => {
  it("puts photos without a scene in the next scenes, in order", () => {
    expect(placePhotos([{}, {}, {}], 5)).toEqual([0, 1, 2]);
  });

  it("keeps a photo's own scene, and the next one without a scene goes after it", () => {
    expect(placePhotos([{}, { scene: 3 }, {}], 5)).toEqual([0, 3, 4]);
    // A later photo that names a scene keeps it; those before it fill in around it.
    expect(placePhotos([{}, {}, { scene: 1 }], 4)).toEqual([0, 2, 1]);
  });

  it("wraps to the first free scene, and leaves out photos beyond the scenes", () => {
    expect(placePhotos([{ scene: 2 }, {}, {}], 3)).toEqual([2, 0, 1]);
    expect(placePhotos([{}, {}, {}], 2)).toEqual([0, 1, null]);
  });

  it("gives a scene that does not exist, or is taken, the next free one instead", () => {
    expect(placePhotos([{ scene: 9 }, { scene: 0 }, { scene: 0 }], 3)).toEqual([1, 0, 2]);
  });

  it("takes at most 12 photos, each an upload id", () => {
    expect(videoMediaSchema.parse({}).photos).toEqual([]);
    const many = Array.from({ length: 13 }, (_, i) => ({ upload: i + 1 }));
    expect(videoMediaSchema.safeParse({ photos: many }).error?.issues[0]?.message).toBe(
      "A video can show at most 12 of your photos.",
    );
    expect(videoMediaSchema.safeParse({ photos: [{ upload: "x" }] }).success).toBe(false);
  });
});
