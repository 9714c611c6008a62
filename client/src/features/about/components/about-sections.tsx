import {
  Captions,
  Clapperboard,
  Film,
  Palette,
  PenLine,
  Share2,
  ShieldCheck,
  Sparkles,
  WandSparkles,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { aboutSchema } from "@common/support";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

type Titled = z.infer<typeof aboutSchema>["features"][number];

// The copy comes from the server; the pictures are decoration, handed out in order.
const STEP_ICONS = [PenLine, WandSparkles, Film, Share2];
const FEATURE_ICONS = [Sparkles, Captions, Palette, Clapperboard, ShieldCheck, Share2];
const iconAt = (icons: (typeof Sparkles)[], index: number) => icons[index % icons.length] ?? Sparkles;

export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold uppercase tracking-[0.16em] text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-3 text-lg text-muted-foreground">{text}</p>}
    </div>
  );
}

export function HowItWorksSteps({ steps }: { steps: Titled[] | undefined }) {
  const { t } = useTranslation();
  if (!steps) {
    return (
      <ol aria-hidden="true" className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <Card className="flex h-full flex-col gap-4 p-6">
              <Skeleton className="size-12 rounded-2xl" />
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </Card>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
      {steps.map(({ title, description }, index) => {
        const Icon = iconAt(STEP_ICONS, index);
        return (
          <li key={title}>
            <Card className="flex h-full flex-col p-6">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span aria-hidden="true" className="font-display text-4xl font-bold text-primary/15">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 font-display text-xl font-semibold">
                <span className="sr-only">{t("stepNumber", { number: index + 1 })}</span>
                {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

export function FeatureGrid({ features }: { features: Titled[] | undefined }) {
  if (!features) {
    return (
      <ul aria-hidden="true" className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="flex gap-4 rounded-3xl border border-border bg-card p-6">
            <Skeleton className="size-11 shrink-0 rounded-xl" />
            <div className="flex flex-1 flex-col gap-3">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {features.map(({ title, description }, index) => {
        const Icon = iconAt(FEATURE_ICONS, index);
        return (
          <li
            key={title}
            className="flex gap-4 rounded-3xl border border-border bg-card p-6 shadow-sm shadow-black/[0.03]"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent/25 text-accent-foreground dark:bg-accent/15 dark:text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-display text-lg font-semibold leading-snug">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
