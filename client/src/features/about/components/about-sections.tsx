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
import type { z } from "zod";
import type { aboutSchema } from "@common/support";
import { IconTile } from "@/components/ui/icon-tile";
import { StepCard } from "@/components/step-card";
import { Card } from "@/components/ui/card";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";

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
            <StepCard icon={Icon} number={index + 1} title={title} text={description} />
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
            <SkeletonLines className="flex flex-1 flex-col gap-3" lines={["h-5 w-1/2", "h-4 w-full", "h-4 w-4/5"]} />
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
            <IconTile icon={Icon} tone="accent-soft" size="md" className="rounded-xl" />
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
