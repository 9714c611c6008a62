import { describe, expect, it } from "vitest";
import { postFilters, postsUrl } from "./community";

describe("postsUrl", () => {
  it("asks for everything, newest first, with no parameters at the defaults", () => {
    expect(postsUrl(postFilters({}))).toBe("/api/community/posts");
  });

  it("sends each filter that is set", () => {
    expect(postsUrl(postFilters({ search: "sand & sea", video: "with", sort: "trending", page: 2 }))).toBe(
      "/api/community/posts?search=sand+%26+sea&video=with&sort=trending&page=2",
    );
    expect(postsUrl(postFilters({ userId: 7, video: "without", sort: "popular" }))).toBe(
      "/api/community/posts?video=without&sort=popular&userId=7",
    );
    expect(postsUrl(postFilters({ topic: "café" }))).toBe("/api/community/posts?topic=caf%C3%A9");
  });

  it("leaves out a search of only spaces", () => {
    expect(postsUrl(postFilters({ search: "   " }))).toBe("/api/community/posts");
  });
});
