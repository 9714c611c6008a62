import * as React from "react";
import { cn } from "@/lib/utils";

/** Multi-line twin of `Input`: same border, focus ring, invalid and disabled states. */
export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex w-full resize-y rounded-2xl border border-input bg-card px-4 py-3 text-base leading-relaxed text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
