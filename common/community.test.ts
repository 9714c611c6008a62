import { describe, expect, it } from "vitest";
import { hashtagSpans, hashtagsOf, updatePostSchema } from "./community";

describe("hashtags in a post's text", () => {
  it("finds each where it stands, repeats included, so a client can link it in place", () => {
    const text = "#Beach day, then #beach again & more#not and a&#39; #café_2";
    expect(hashtagSpans(text).map(({ start, end, topic }) => [text.slice(start, end), topic])).toEqual([
      ["#Beach", "beach"],
      ["#beach", "beach"],
      ["#café_2", "café_2"],
    ]);
    expect(hashtagsOf(text)).toEqual(["beach", "café_2"]);
  });
});

describe("an edit of a post", () => {
  it("checks each field it has as a new post's, keeps those left out, and takes the video off with null", () => {
    expect(updatePostSchema.parse({ title: "  New " })).toEqual({ title: "New" });
    expect(updatePostSchema.parse({ videoId: null })).toEqual({ videoId: null });
    expect(updatePostSchema.safeParse({ content: " " }).error?.issues[0]?.message).toBe(
      "Please fill in both title and content fields.",
    );
    expect(updatePostSchema.safeParse({ videoId: 0 }).success).toBe(false);
  });
});
