import { ArrowLeft, Clapperboard, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "wouter";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from "@/components/brand-icons";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { canGoBackInApp } from "../lib/has-in-app-history";
import { platformName } from "../lib/platform-name";

const ICONS: Record<string, typeof TikTokIcon> = {
  tiktok: TikTokIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  twitter: XIcon,
  x: XIcon,
};

/** /social/{platform} (content.md §2): a placeholder until StoryBites' page on that platform exists. */
export function SocialPage() {
  const { platform = "" } = useParams<{ platform: string }>();
  const [, navigate] = useLocation();
  const { t } = useTranslation("social");
  const name = platformName(platform);
  const Icon = ICONS[platform.toLowerCase()] ?? Share2;

  // Back to the page the visitor came from; a page opened on its own (no history of ours) goes home instead.
  const goBack = () => (canGoBackInApp() ? window.history.back() : navigate("/"));

  return (
    <section
      aria-labelledby="social-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <span className="relative flex size-20 items-center justify-center rounded-3xl bg-primary-soft text-primary-soft-foreground shadow-sm">
        <Icon aria-hidden="true" className="size-9" />
        <span
          aria-hidden="true"
          className="absolute -right-2 -top-2 size-6 rounded-full border-4 border-background bg-accent"
        />
      </span>
      <h1 id="social-title" className="mt-8 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        {t("title")}
      </h1>
      <p className="mt-3 text-sm font-semibold uppercase tracking-[0.16em] text-primary">
        {t("onPlatform", { platform: name })}
      </p>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{t("comingSoon", { platform: name })}</p>
      <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {t("goBack")}
        </Button>
        <ButtonLink href="/showcase" size="lg" variant="outline">
          <Clapperboard aria-hidden="true" />
          {t("seeShowcase")}
        </ButtonLink>
      </div>
    </section>
  );
}
