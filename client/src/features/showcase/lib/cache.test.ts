import { describe, expect, it } from "vitest";
import type { ShowcaseExample } from "@common/showcase";
import { patchInList } from "./cache";

const example = (id: number, likes: number, likedByMe: boolean) =>
  ({ id, likes, likedByMe, commentsCount: 0 }) as ShowcaseExample;

describe("showcase cache helpers", () => {
  it("patches only the example named, and leaves a list without it untouched", () => {
    const list = [example(1, 2, false), example(2, 7, true)];
    const patched = patchInList(list, 2, (e) => ({ commentsCount: e.commentsCount + 1 }));
    expect(patched?.map((e) => e.commentsCount)).toEqual([0, 1]);
    expect(patched?.[0]).toBe(list[0]);
    expect(patchInList(list, 3, () => ({ likes: 1 }))).toBe(list);
    expect(patchInList(undefined, 1, () => ({ likes: 1 }))).toBeUndefined();
  });
});
