import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** A topic chip's look: a pill, filled when it is the topic being shown (a link) or searched (a button). */
export function topicChipClass(active: boolean) {
  return cn(
    "inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card",
    active ? "border-primary bg-primary-soft text-primary-soft-foreground" : "border-input bg-card hover:bg-muted",
  );
}

/** How many items carry the topic, after its name: the figure shown, and read out as "(12 posts)". */
export function TopicChipCount({ count, label }: { count: ReactNode; label: string }) {
  return (
    <span className="rounded-full bg-muted px-1.5 text-xs font-semibold tabular-nums text-muted-foreground">
      <span className="sr-only">(</span>
      {count}
      <span className="sr-only"> {label})</span>
    </span>
  );
}

/** Chips of the given widths (in quarter rems) while the topics load. */
export function TopicChipsSkeleton({ widths }: { widths: number[] }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2" aria-hidden="true">
      {widths.map((width) => (
        <Skeleton key={width} className="h-9 rounded-full" style={{ width: `${width * 4}px` }} />
      ))}
    </div>
  );
}
