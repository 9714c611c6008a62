import { TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { TopicCount } from "../lib/tags";

type TrendingTopicsProps = {
  topics: TopicCount[] | undefined;
  /** The current search, so the topic being searched shows as pressed. */
  active: string;
  onSelect: (tag: string) => void;
  className?: string;
};

/** The most used tags with how many articles carry each; choosing one searches for it. */
export function TrendingTopics({ topics, active, onSelect, className }: TrendingTopicsProps) {
  const { t } = useTranslation("resources");
  if (topics && topics.length === 0) return null;
  return (
    <section
      aria-labelledby="trending-topics-title"
      className={cn("rounded-3xl border border-border bg-card p-6", className)}
    >
      <h2 id="trending-topics-title" className="flex items-center gap-2 font-display text-xl font-semibold">
        <TrendingUp aria-hidden="true" className="size-5 text-primary" />
        {t("trending.title")}
      </h2>
      {topics ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {topics.map(({ tag, count }) => {
            const pressed = active.toLowerCase() === tag.toLowerCase();
            return (
              <li key={tag}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onSelect(tag)}
                  className={cn(
                    "inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card",
                    pressed
                      ? "border-primary bg-primary-soft text-primary-soft-foreground"
                      : "border-input bg-card hover:bg-muted",
                  )}
                >
                  <span lang="en">#{tag}</span>
                  <span className="rounded-full bg-muted px-1.5 text-xs font-semibold tabular-nums text-muted-foreground">
                    <span className="sr-only">(</span>
                    {count}
                    <span className="sr-only"> {t("trending.articles", { count })})</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2" aria-hidden="true">
          {[20, 28, 16, 24, 18, 22].map((width) => (
            <Skeleton key={width} className="h-9 rounded-full" style={{ width: `${width * 4}px` }} />
          ))}
        </div>
      )}
    </section>
  );
}
