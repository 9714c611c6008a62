import type { ComponentType, SVGProps } from "react";
import { Settings2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SocialPlatform } from "@common/video-options";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, YouTubeIcon } from "@/components/brand-icons";

type Platform = { name: string; icon: ComponentType<SVGProps<SVGSVGElement>>; tint: string };

/**
 * One tile per platform step 2 offers (its tagline is `platforms.taglines.<id>`; the name is the brand's own): the
 * record's keys are the options, so a tile for a platform nobody can choose cannot be written.
 */
const PLATFORMS: Record<Exclude<SocialPlatform, "general">, Platform> = {
  tiktok: { name: "TikTok", icon: TikTokIcon, tint: "bg-[#111] text-white" },
  instagram: {
    name: "Instagram",
    icon: InstagramIcon,
    tint: "bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af] text-white",
  },
  youtube: { name: "YouTube", icon: YouTubeIcon, tint: "bg-[#e62117] text-white" },
  facebook: { name: "Facebook", icon: FacebookIcon, tint: "bg-[#1877f2] text-white" },
  linkedin: { name: "LinkedIn", icon: LinkedInIcon, tint: "bg-[#0a66c2] text-white" },
};

/** Where the video can go (core.md §2, step 1). Informational: the platform itself is chosen in step 2. */
export function PlatformShowcase() {
  const { t } = useTranslation("create-video");
  return (
    <section aria-labelledby="platforms-heading" className="rounded-3xl border border-border bg-card p-5 sm:p-6">
      <h2 id="platforms-heading" className="font-display text-xl font-semibold">
        {t("platforms.heading")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {Object.entries(PLATFORMS).map(([id, { name, icon: Icon, tint }]) => (
          <li key={id} className="flex items-start gap-3 rounded-2xl bg-muted/60 p-3">
            <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${tint}`}>
              <Icon className="size-[18px]" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{name}</span>
              <span className="block text-xs leading-snug text-muted-foreground">{t(`platforms.taglines.${id}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
        <Settings2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {t("platforms.note")}
      </p>
    </section>
  );
}
