import type { ComponentType, ReactNode } from "react";
import { cn } from "@/lib/utils";

type EmptyStateProps = {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  /** A second, quieter line: what to do about it. */
  text?: ReactNode;
  /** The title is read out when it appears (a list that empties as the person filters it). */
  announce?: boolean;
  /** `compact` inside a card; `page` where a list of cards would stand. */
  size?: "compact" | "page";
};

/** A list with nothing in it: a dashed box with a picture and what that means. */
export function EmptyState({ icon: Icon, title, text, announce = false, size = "page" }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center border border-dashed border-border px-4 text-center",
        size === "compact" ? "rounded-2xl py-10" : "rounded-3xl py-16",
      )}
    >
      <Icon aria-hidden="true" className={cn("text-muted-foreground/60", size === "compact" ? "size-8" : "size-10")} />
      <p className="mt-3 font-medium" role={announce ? "status" : undefined}>
        {title}
      </p>
      {text && <p className="mt-1 text-sm text-muted-foreground">{text}</p>}
    </div>
  );
}
