import { describe, expect, it } from "vitest";
import type { ShowcaseExample } from "@common/showcase";
import { patchInList, toggledLike } from "./cache";

const example = (id: number, likes: number, likedByMe: boolean) =>
  ({ id, likes, likedByMe, commentsCount: 0 }) as ShowcaseExample;

describe("like cache helpers", () => {
  it("a toggle flips the like and moves the count by one, never below zero", () => {
    expect(toggledLike({ likes: 4, likedByMe: false })).toEqual({ likedByMe: true, likes: 5 });
    expect(toggledLike({ likes: 5, likedByMe: true })).toEqual({ likedByMe: false, likes: 4 });
    expect(toggledLike({ likes: 0, likedByMe: true })).toEqual({ likedByMe: false, likes: 0 });
  });

  it("patches only the example named, and leaves a list without it untouched", () => {
    const list = [example(1, 2, false), example(2, 7, true)];
    const patched = patchInList(list, 2, (e) => ({ commentsCount: e.commentsCount + 1 }));
    expect(patched?.map((e) => e.commentsCount)).toEqual([0, 1]);
    expect(patched?.[0]).toBe(list[0]);
    expect(patchInList(list, 3, () => ({ likes: 1 }))).toBe(list);
    expect(patchInList(undefined, 1, () => ({ likes: 1 }))).toBeUndefined();
  });
});
