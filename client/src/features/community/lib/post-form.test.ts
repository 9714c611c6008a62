import { describe, expect, it } from "vitest";
import { isPostComplete, NO_VIDEO, videoIdOf } from "./post-form";

describe("the create-post form (content.md §5)", () => {
  it("sends a videoId only when the choice is a number; no_video is ignored", () => {
    expect(NO_VIDEO).toBe("no_video");
    expect(videoIdOf(NO_VIDEO)).toBeUndefined();
    expect(videoIdOf("42")).toBe(42);
    expect(videoIdOf("")).toBeUndefined();
    expect(videoIdOf("0")).toBeUndefined();
    expect(videoIdOf("4.2")).toBeUndefined();
    expect(videoIdOf("abc")).toBeUndefined();
  });

  it("needs both title and content once trimmed", () => {
    expect(isPostComplete("A title", "Some text")).toBe(true);
    expect(isPostComplete("   ", "Some text")).toBe(false);
    expect(isPostComplete("A title", "\n\t ")).toBe(false);
    expect(isPostComplete("", "")).toBe(false);
  });
});
