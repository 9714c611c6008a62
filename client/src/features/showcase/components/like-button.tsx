import { Heart } from "lucide-react";
import { useLocation } from "wouter";
import type { ShowcaseExample } from "@common/showcase";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverMessageOf } from "@/lib/api";
import { useUser } from "@/lib/use-user";
import { cn } from "@/lib/utils";
import { useToggleLike } from "../api/showcase";
import { countLabel } from "../lib/format";

type LikeButtonProps = {
  example: ShowcaseExample;
  /** "compact": a heart and the count (gallery cards); "full": with the word Like (the example's page). */
  variant?: "compact" | "full";
  className?: string;
};

/** The real like: a guest is sent to log in; a signed-in person's toggle shows at once and settles on the server's count. */
export function LikeButton({ example, variant = "compact", className }: LikeButtonProps) {
  const { user, isLoading: sessionLoading } = useUser();
  const [, navigate] = useLocation();
  const toggle = useToggleLike();
  const liked = example.likedByMe;

  const onClick = () => {
    if (!user) {
      navigate("/auth");
      return;
    }
    toggle.mutate(example, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          navigate("/auth");
          return;
        }
        toast({ title: "Error", description: serverMessageOf(error) ?? "Your like could not be saved. Please try again.", variant: "destructive" });
      },
    });
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={onClick}
      // Until the session is known a click could not tell a guest (sent to log in) from a member.
      disabled={toggle.isPending || sessionLoading}
      data-testid="like-button"
      className={cn(
        "relative z-10 inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-wait",
        liked ? "border-primary/40 bg-primary-soft text-primary-soft-foreground" : "border-input bg-card text-foreground hover:bg-muted",
        variant === "full" && "px-4",
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn("size-4 transition-transform", liked && "scale-110 fill-current text-primary")} />
      {variant === "full" && <span aria-hidden="true">Like</span>}
      <span aria-hidden="true" className="tabular-nums" data-testid="like-count">
        {example.likes.toLocaleString("en-US")}
      </span>
      <span className="sr-only">Like, {countLabel(example.likes, "like")}</span>
    </button>
  );
}
