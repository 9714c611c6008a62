import { describe, expect, it } from "vitest";
import type { CommunityPost } from "@common/community";
import { findPostInPages, patchPostInPage, withoutPost, type CommunityPostPage } from "./cache";

const post = (id: number, likes = 0, likedByMe = false) =>
  ({ id, likes, likedByMe, commentsCount: 0 }) as CommunityPost;
const page = (...posts: CommunityPost[]): CommunityPostPage => ({ posts, total: posts.length, page: 1, pageSize: 20 });

describe("post cache helpers", () => {
  it("patches only the post named, and leaves a page without it untouched", () => {
    const original = page(post(1), post(2, 3));
    const patched = patchPostInPage(original, 2, (p) => ({ commentsCount: p.commentsCount + 1 }));
    expect(patched?.posts.map((p) => p.commentsCount)).toEqual([0, 1]);
    expect(patched?.posts[0]).toBe(original.posts[0]);
    expect(patched?.total).toBe(2);
    expect(patchPostInPage(original, 9, () => ({ likes: 1 }))).toBe(original);
    expect(patchPostInPage(undefined, 1, () => ({ likes: 1 }))).toBeUndefined();
  });

  it("takes a deleted post off a page and counts one fewer, and leaves a page without it untouched", () => {
    const original = page(post(1), post(2));
    expect(withoutPost(original, 1)).toEqual({ posts: [post(2)], total: 1, page: 1, pageSize: 20 });
    expect(withoutPost(original, 9)).toBe(original);
    expect(withoutPost(undefined, 1)).toBeUndefined();
  });

  it("finds a post in whichever cached page holds it", () => {
    const wanted = post(7, 2);
    expect(findPostInPages([undefined, page(post(1)), page(wanted)], 7)).toBe(wanted);
    expect(findPostInPages([page(post(1))], 7)).toBeUndefined();
  });
});
