import type { ComponentType } from "react";
import { Download, Palette, PenLine, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StepCard } from "@/components/step-card";
import { InstagramIcon, TikTokIcon, YouTubeIcon } from "@/components/brand-icons";

const STYLES = ["cinematic", "animated", "documentary", "minimalist"];

function StoryPreview() {
  const { t } = useTranslation("landing");
  return (
    <div className="rounded-2xl border border-border bg-background p-4 text-left text-sm leading-relaxed">
      <p>
        {t("howItWorks.write.sample")}
        <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-primary" />
      </p>
      <p className="mt-3 text-right text-xs tabular-nums text-muted-foreground">142/1000</p>
    </div>
  );
}

function StylePreview() {
  const { t } = useTranslation("landing");
  return (
    <div className="flex flex-wrap gap-2 rounded-2xl border border-border bg-background p-4">
      {STYLES.map((style, index) => (
        <span
          key={style}
          className={
            index === 0
              ? "rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground"
              : "rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground"
          }
        >
          {t(`howItWorks.style.${style}`)}
        </span>
      ))}
      <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
        TikTok · 9:16
      </span>
      <span className="rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground">
        {t("howItWorks.style.nostalgic")}
      </span>
    </div>
  );
}

function SharePreview() {
  const { t } = useTranslation("landing");
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-border bg-background p-4">
      <span className="flex h-9 flex-1 items-center justify-center gap-2 rounded-full bg-primary text-xs font-semibold text-primary-foreground">
        <Download className="size-4" />
        {t("howItWorks.share.download")}
      </span>
      {[TikTokIcon, InstagramIcon, YouTubeIcon].map((Icon, index) => (
        <span key={index} className="flex size-9 items-center justify-center rounded-full border border-border">
          <Icon className="size-4" />
        </span>
      ))}
    </div>
  );
}

/** Each step's title and text are the `landing` keys `howItWorks.{key}.title` and `.text`. */
type Step = { key: string; icon: typeof PenLine; Preview: ComponentType };

const STEPS: Step[] = [
  { key: "write", icon: PenLine, Preview: StoryPreview },
  { key: "style", icon: Palette, Preview: StylePreview },
  { key: "share", icon: Share2, Preview: SharePreview },
];

export function HowItWorks() {
  const { t } = useTranslation("landing");
  return (
    <section
      id="how-it-works"
      data-tour="landing-how"
      aria-labelledby="how-title"
      className="scroll-mt-20 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-primary">{t("howItWorks.eyebrow")}</p>
          <h2 id="how-title" className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            {t("howItWorks.title")}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t("howItWorks.text")}</p>
        </div>

        <ol className="mt-14 grid gap-6 lg:grid-cols-3">
          {STEPS.map(({ key, icon: Icon, Preview }, index) => (
            <li key={key}>
              <StepCard
                icon={Icon}
                number={index + 1}
                title={t(`howItWorks.${key}.title`)}
                text={t(`howItWorks.${key}.text`)}
                size="lg"
              >
                <div aria-hidden="true" className="mt-6">
                  <Preview />
                </div>
              </StepCard>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
