import type { ComponentType } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const iconTileVariants = cva("flex shrink-0 items-center justify-center", {
  variants: {
    tone: {
      primary: "bg-primary-soft text-primary-soft-foreground",
      accent: "bg-accent text-accent-foreground",
      "accent-soft": "bg-accent/25 text-accent-foreground dark:bg-accent/15 dark:text-accent",
      muted: "bg-muted text-muted-foreground",
    },
    size: {
      md: "size-11 rounded-2xl [&_svg]:size-5",
      lg: "size-12 rounded-2xl [&_svg]:size-6",
      xl: "size-14 rounded-2xl [&_svg]:size-7",
      "2xl": "size-16 rounded-3xl [&_svg]:size-8",
    },
  },
  defaultVariants: { tone: "primary", size: "lg" },
});

type IconTileProps = VariantProps<typeof iconTileVariants> & {
  icon: ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  className?: string;
};

/** A picture in a soft coloured tile, beside or above a title: decoration, hidden from screen readers. */
export function IconTile({ icon: Icon, tone, size, className }: IconTileProps) {
  return (
    <span className={cn(iconTileVariants({ tone, size }), className)}>
      <Icon aria-hidden="true" />
    </span>
  );
}
