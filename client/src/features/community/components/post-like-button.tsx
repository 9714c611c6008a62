import type { CommunityPost } from "@common/community";
import { LikeButton } from "@/components/like-button";
import { useTogglePostLike } from "../api/community";

type PostLikeButtonProps = { post: CommunityPost; variant?: "compact" | "full" };

/** The real like of a post: a guest (or a member whose session ended) is sent to /auth. */
export function PostLikeButton({ post, variant }: PostLikeButtonProps) {
  return <LikeButton record={post} toggle={useTogglePostLike()} variant={variant} />;
}
