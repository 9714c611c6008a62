import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useFormatters } from "@/i18n/format";
import { ApiError } from "@/lib/api";
import { toastFailure } from "@/lib/failure-toast";
import type { LikeState } from "@/lib/toggled-like";
import { countLabel } from "@/lib/count-label";
import { useUser } from "@/lib/use-user";
import { cn } from "@/lib/utils";

type LikeButtonProps<Liked extends LikeState> = {
  /** What is liked (a post, an example), with its like state as the viewer sees it. */
  record: Liked;
  /**
   * The feature's like mutation (TanStack's, as it is): run for a signed-in person only (a guest is sent to /auth
   * instead) with what to do if the toggle fails; while it is pending the button waits for it.
   */
  toggle: {
    mutate: (record: Liked, callbacks: { onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** "compact": a heart and the count (cards); "full": with the word Like (a detail page). */
  variant?: "compact" | "full";
  className?: string;
};

/**
 * A like toggle any feature can use: `aria-pressed` says whether the viewer likes it, the name reads "Like, 3 likes",
 * and a guest's click goes to log in. The caller owns the request and what the count shows meanwhile; a failure sends a
 * member whose session ended to log in and otherwise says so in a toast.
 */
export function LikeButton<Liked extends LikeState>({
  record,
  toggle,
  variant = "compact",
  className,
}: LikeButtonProps<Liked>) {
  const { likedByMe: liked, likes } = record;
  const { user, isLoading: sessionLoading } = useUser();
  const [, navigate] = useLocation();
  const { t } = useTranslation("components");
  const { number } = useFormatters();

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      navigate("/auth");
      return;
    }
    toastFailure(t("common:error"), error, t("likeFailed"));
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={() => (user ? toggle.mutate(record, { onError }) : navigate("/auth"))}
      // Until the session is known a click could not tell a guest (sent to log in) from a member.
      disabled={toggle.isPending || sessionLoading}
      data-testid="like-button"
      className={cn(
        "relative z-10 inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-wait",
        liked
          ? "border-primary/40 bg-primary-soft text-primary-soft-foreground"
          : "border-input bg-card text-foreground hover:bg-muted",
        variant === "full" && "px-4",
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn("size-4 transition-transform", liked && "scale-110 fill-current text-primary")}
      />
      {variant === "full" && <span aria-hidden="true">{t("like")}</span>}
      <span aria-hidden="true" className="tabular-nums" data-testid="like-count">
        {number(likes)}
      </span>
      <span className="sr-only">{t("likeWithCount", { likes: countLabel(likes, "like") })}</span>
    </button>
  );
}
