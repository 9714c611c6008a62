import type { ShowcaseExample } from "@common/showcase";
import { LikeButton } from "@/components/like-button";
import { useToggleLike } from "../api/showcase";

type ExampleLikeButtonProps = {
  example: ShowcaseExample;
  /** "compact": a heart and the count (gallery cards); "full": with the word Like (the example's page). */
  variant?: "compact" | "full";
};

/** The real like of an example: a guest (or a member whose session ended) is sent to log in; the toggle shows at once. */
export function ExampleLikeButton({ example, variant }: ExampleLikeButtonProps) {
  const toggle = useToggleLike();
  return (
    <LikeButton
      liked={example.likedByMe}
      likes={example.likes}
      onToggle={(callbacks) => toggle.mutate(example, callbacks)}
      pending={toggle.isPending}
      variant={variant}
    />
  );
}
