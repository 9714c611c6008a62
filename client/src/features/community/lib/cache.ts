import type { z } from "zod";
import type { communityPostPageSchema, CommunityPost } from "@common/community";

export type CommunityPostPage = z.infer<typeof communityPostPageSchema>;
export type PostPatch = Partial<Pick<CommunityPost, "likes" | "likedByMe" | "commentsCount">>;

/** The page with one post changed (the same object when the post is not on it, so nothing re-renders for nothing). */
export function patchPostInPage(
  page: CommunityPostPage | undefined,
  id: number,
  patch: (post: CommunityPost) => PostPatch,
): CommunityPostPage | undefined {
  if (!page?.posts.some((post) => post.id === id)) return page;
  return { ...page, posts: page.posts.map((post) => (post.id === id ? { ...post, ...patch(post) } : post)) };
}

/** The first copy of a post found in the cached list pages: it stands in on the post's page while that loads. */
export function findPostInPages(
  pages: readonly (CommunityPostPage | undefined)[],
  id: number,
): CommunityPost | undefined {
  for (const page of pages) {
    const post = page?.posts.find((candidate) => candidate.id === id);
    if (post) return post;
  }
  return undefined;
}

/** The page without a deleted post, one fewer in its total (the same object when the post is not on it). */
export function withoutPost(page: CommunityPostPage | undefined, id: number): CommunityPostPage | undefined {
  if (!page?.posts.some((post) => post.id === id)) return page;
  return { ...page, posts: page.posts.filter((post) => post.id !== id), total: Math.max(0, page.total - 1) };
}
