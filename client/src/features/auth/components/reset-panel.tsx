import { useEffect, useRef, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";

type ResetPanelProps = {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  /** Moves focus to the title when the panel replaces another, so a screen reader says what changed. */
  focusTitle?: boolean;
  children: ReactNode;
};

/** One step of resetting a password: its title and words above a card, and the way back to the login. */
export function ResetPanel({ icon: Icon, title, text, focusTitle = false, children }: ResetPanelProps) {
  const { t } = useTranslation("auth");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6 sm:py-14 lg:py-16">
      <span className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="font-display text-4xl font-semibold tracking-tight outline-none">
        {title}
      </h1>
      <div className="mt-3 text-muted-foreground">{text}</div>
      <Card className="mt-8 p-6 sm:p-8">{children}</Card>
      <p className="mt-6 text-center">
        <Link
          href="/auth"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("reset.backToLogin")}
        </Link>
      </p>
    </div>
  );
}
