// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect, it } from "vitest";
import type { CommunityPost } from "@common/community";
import { deferred, json, stubApi } from "@/test-support/api";
import { postFilters, usePost, useTogglePostLike } from "./community";
import { communityKeys } from "./keys";

const POST: CommunityPost = {
  id: 5,
  title: "The kite",
  content: "We flew it on the beach.",
  createdAt: "2026-12-01T10:00:00.000Z",
  likes: 0,
  commentsCount: 0,
  videoId: null,
  video: null,
  user: { id: 2, username: "bob", profilePicture: null },
  likedByMe: false,
  topics: [],
};

it("keeps a like given while the post was still loading: an answer sent before the like never paints the old count back", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // Opened from the list: the list's copy stands in while the post's own request is on its way.
  client.setQueryData(communityKeys.list(postFilters({})), { posts: [POST], total: 1, page: 1, pageSize: 12 });
  const beforeTheLike = deferred<Response>();
  let liked = false;
  let gets = 0;
  stubApi({
    "GET /api/community/posts/5": () =>
      ++gets === 1 ? beforeTheLike.promise : json({ ...POST, likes: liked ? 1 : 0, likedByMe: liked }),
    "POST /api/community/posts/5/like": () => {
      liked = true;
      return json({ liked: true, likes: 1 });
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ({ post: usePost(5), like: useTogglePostLike() }), { wrapper });
  expect(result.current.post.data).toMatchObject({ likes: 0, likedByMe: false });

  act(() => result.current.like.mutate(result.current.post.data!, { onError: () => undefined }));
  await waitFor(() => expect(result.current.like.isSuccess).toBe(true));
  // The server read the post before the like was stored; its answer arrives last.
  beforeTheLike.resolve(json(POST));

  await waitFor(() => expect(result.current.post.data).toMatchObject({ likes: 1, likedByMe: true }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(result.current.post.data).toMatchObject({ likes: 1, likedByMe: true });
  expect(client.getQueryData(communityKeys.list(postFilters({})))).toMatchObject({ posts: [{ likes: 1 }] });
});
