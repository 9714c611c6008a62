import * as React from "react";
import { cn } from "@/lib/utils";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

type SkeletonLinesProps = {
  /** One placeholder a line, each its size ("h-4 w-full"). */
  lines: string[];
  /** How the lines stand together ("space-y-2"). */
  className?: string;
  /** What follows the lines in the same block (a row of tags). */
  children?: React.ReactNode;
};

/** The placeholder of a few lines of text (a title and its words), in the shape they will have. */
export function SkeletonLines({ lines, className, children }: SkeletonLinesProps) {
  return (
    <div className={className}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
      {children}
    </div>
  );
}
