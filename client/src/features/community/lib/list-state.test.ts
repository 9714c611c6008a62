import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_STATE, listHref, listStateFrom, pageCount, pageFrom, topicFrom, topicHref } from "./list-state";

describe("the list's address", () => {
  it("reads search, video filter, sort and page, with defaults for what is missing or unknown", () => {
    expect(listStateFrom("")).toEqual(DEFAULT_LIST_STATE);
    expect(listStateFrom("q=beach+day&video=with&sort=trending&page=3")).toEqual({
      q: "beach day",
      video: "with",
      sort: "trending",
      page: 3,
    });
    expect(listStateFrom("video=maybe&sort=oldest&page=-2")).toEqual(DEFAULT_LIST_STATE);
    expect(listStateFrom(new URLSearchParams({ video: "without", sort: "popular" }))).toMatchObject({
      video: "without",
      sort: "popular",
    });
  });

  it("reads a page as a whole number from 1", () => {
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom("0")).toBe(1);
    expect(pageFrom("2")).toBe(2);
    expect(pageFrom("2.5")).toBe(1);
    expect(pageFrom("abc")).toBe(1);
    expect(pageFrom("9999999")).toBe(1);
  });

  it("writes only what differs from the defaults", () => {
    expect(listHref("/community", DEFAULT_LIST_STATE)).toBe("/community");
    expect(listHref("/community", { ...DEFAULT_LIST_STATE, q: "a & b", page: 2 })).toBe("/community?q=a+%26+b&page=2");
    expect(listHref("/community", { q: "", video: "without", sort: "popular", page: 1 })).toBe(
      "/community?video=without&sort=popular",
    );
    expect(listHref("/community/users/4", { page: 3 })).toBe("/community/users/4?page=3");
  });

  it("round-trips every state through its address", () => {
    const state = { q: "grandma's #travel", video: "with" as const, sort: "trending" as const, page: 7 };
    const href = listHref("/community", state);
    expect(listStateFrom(href.slice(href.indexOf("?") + 1))).toEqual(state);
  });
});

describe("pageCount", () => {
  it("is at least one page and rounds a partial page up", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });
});

describe("topics and ids in the path", () => {
  it("reads a topic as one lowercase word, with or without its #", () => {
    expect(topicFrom("Travel")).toBe("travel");
    expect(topicFrom("%23travel")).toBe("travel");
    expect(topicFrom("caf%C3%A9")).toBe("café");
    expect(topicFrom("été")).toBe("été");
    expect(topicFrom("two words")).toBeNull();
    expect(topicFrom("")).toBeNull();
    expect(topicFrom("a".repeat(51))).toBeNull();
    expect(topicFrom(undefined)).toBeNull();
  });

  it("links to a topic with its name encoded", () => {
    expect(topicHref("travel")).toBe("/community/topics/travel");
    expect(topicHref("café")).toBe("/community/topics/caf%C3%A9");
  });
});
