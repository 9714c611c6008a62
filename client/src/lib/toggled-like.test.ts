import { describe, expect, it } from "vitest";
import { toggledLike } from "./toggled-like";

describe("toggledLike", () => {
  it("flips the like and moves the count by one, never below zero", () => {
    expect(toggledLike({ likes: 4, likedByMe: false })).toEqual({ likedByMe: true, likes: 5 });
    expect(toggledLike({ likes: 5, likedByMe: true })).toEqual({ likedByMe: false, likes: 4 });
    expect(toggledLike({ likes: 0, likedByMe: true })).toEqual({ likedByMe: false, likes: 0 });
  });
});
