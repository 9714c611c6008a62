/** A liked record's like state (a community post, a showcase example). */
export type LikeState = { likes: number; likedByMe: boolean };

/** What a like toggle shows before the server answers: the other state, and the count one up or down (never below 0). */
export function toggledLike({ likes, likedByMe }: LikeState): LikeState {
  const liked = !likedByMe;
  return { likedByMe: liked, likes: Math.max(0, likes + (liked ? 1 : -1)) };
}
