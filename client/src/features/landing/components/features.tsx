import { Captions, Palette, ShieldCheck, WandSparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconTile } from "@/components/ui/icon-tile";
import { Card } from "@/components/ui/card";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, YouTubeIcon } from "@/components/brand-icons";

/** Frame shapes per platform, as the help articles give them; each note is the `landing` key `features.platforms.{id}`. */
const PLATFORMS = [
  { id: "tiktok", name: "TikTok", icon: TikTokIcon, ratio: "9:16", shape: "aspect-[9/16] h-12 sm:h-16" },
  { id: "instagram", name: "Instagram", icon: InstagramIcon, ratio: "9:16 · 1:1", shape: "aspect-[9/16] h-12 sm:h-16" },
  { id: "youtube", name: "YouTube", icon: YouTubeIcon, ratio: "16:9", shape: "aspect-[16/9] w-14 sm:w-20" },
  { id: "linkedin", name: "LinkedIn", icon: LinkedInIcon, ratio: "16:9", shape: "aspect-[16/9] w-14 sm:w-20" },
  { id: "facebook", name: "Facebook", icon: FacebookIcon, ratio: "16:9 · 1:1", shape: "aspect-square h-10 sm:h-14" },
];

/** Each feature's title and text are the `landing` keys `features.{key}.title` and `.text`. */
const FEATURES = [
  { key: "script", icon: WandSparkles },
  { key: "narration", icon: Captions },
  { key: "styles", icon: Palette },
  { key: "credits", icon: ShieldCheck },
];

export function Features() {
  const { t } = useTranslation("landing");
  return (
    <section
      data-tour="landing-features"
      aria-labelledby="features-title"
      className="border-y border-border bg-muted/40 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-end">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-primary">{t("features.eyebrow")}</p>
            <h2 id="features-title" className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
              {t("features.title")}
            </h2>
          </div>
          <p className="text-lg text-muted-foreground">{t("features.text")}</p>
        </div>

        <ul className="mt-12 grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {PLATFORMS.map(({ id, name, icon: Icon, ratio, shape }) => (
            <li
              key={name}
              className="flex items-center gap-4 rounded-3xl border border-border bg-card px-4 py-3 sm:flex-col sm:gap-0 sm:p-5 sm:text-center"
            >
              <div aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center sm:size-20">
                <div
                  className={`${shape} flex items-center justify-center rounded-lg border-2 border-primary/60 bg-primary-soft text-primary-soft-foreground`}
                >
                  <Icon className="size-5" />
                </div>
              </div>
              <div className="min-w-0 flex-1 sm:mt-3">
                <div className="flex items-baseline justify-between gap-2 sm:block">
                  <h3 className="font-semibold">{name}</h3>
                  <p className="text-sm font-semibold tabular-nums text-primary">{ratio}</p>
                </div>
                <p className="mt-0.5 text-sm text-muted-foreground sm:mt-1 sm:text-xs">
                  {t(`features.platforms.${id}`)}
                </p>
              </div>
            </li>
          ))}
        </ul>

        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="flex h-full gap-4 p-5 sm:block sm:p-6">
                <IconTile icon={Icon} tone="accent" size="md" />
                <div>
                  <h3 className="text-lg font-semibold sm:mt-5">{t(`features.${key}.title`)}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground sm:mt-2">
                    {t(`features.${key}.text`)}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
