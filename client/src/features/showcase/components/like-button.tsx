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
  return <LikeButton record={example} toggle={useToggleLike()} variant={variant} />;
}
