import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { IconTile } from "@/components/ui/icon-tile";
import { cn } from "@/lib/utils";

type StepCardProps = {
  icon: ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  /** Its place in the steps, from 1: drawn large beside the picture, and read out before the title. */
  number: number;
  title: string;
  text: string;
  /** `lg` for the landing page's three steps, `md` where four stand in a row. */
  size?: "md" | "lg";
  /** Shown under the text (a small picture of the step). */
  children?: ReactNode;
};

/** One numbered step of how StoryBites works. */
export function StepCard({ icon, number, title, text, size = "md", children }: StepCardProps) {
  const { t } = useTranslation("common");
  const large = size === "lg";
  return (
    <Card className={cn("flex h-full flex-col p-6", large && "sm:p-7")}>
      <div className="flex items-center justify-between">
        <IconTile icon={icon} />
        <span
          aria-hidden="true"
          className={cn("font-display font-bold text-primary/15", large ? "text-5xl" : "text-4xl")}
        >
          {number}
        </span>
      </div>
      <h3 className={cn("font-display font-semibold", large ? "mt-6 text-2xl" : "mt-5 text-xl")}>
        <span className="sr-only">{t("stepNumber", { number })}</span>
        {title}
      </h3>
      <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
      {children}
    </Card>
  );
}
