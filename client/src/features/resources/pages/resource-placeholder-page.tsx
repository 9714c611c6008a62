import { BookOpen, Clapperboard, LayoutTemplate, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Redirect, type RouteComponentProps } from "wouter";
import { ButtonLink } from "@/components/ui/button-link";
import { BackLink } from "@/components/back-link";
import { NewsletterBox } from "../components/newsletter-box";
import { ResourceNotFound } from "../components/resource-not-found";
import { isResourceType, isSlug, titleFromSlug, type ResourceType } from "../lib/resource-types";

const ICONS: Record<ResourceType, typeof BookOpen> = {
  guides: BookOpen,
  templates: LayoutTemplate,
  videos: Clapperboard,
};

/**
 * /resources/{type}/{slug} (content.md §2): guides, templates and videos are not published yet, so each shows a
 * "coming soon" page built here from the address; any other type goes back to /resources.
 */
export function ResourcePlaceholderPage({ params }: RouteComponentProps<{ type: string; slug: string }>) {
  const { t } = useTranslation("resources");
  if (!isResourceType(params.type)) return <Redirect to="/resources" replace />;
  if (!isSlug(params.slug)) return <ResourceNotFound what="placeholder" />;

  const Icon = ICONS[params.type];
  const title = titleFromSlug(params.slug);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <BackLink href="/resources">{t("backToResources")}</BackLink>

      <section className="relative mt-6 overflow-hidden rounded-[2rem] border border-border bg-gradient-to-br from-primary-soft via-card to-accent/25 px-6 py-14 text-center sm:px-12 sm:py-20">
        <span aria-hidden="true" className="absolute -left-16 -top-16 size-56 rounded-full bg-accent/30 blur-3xl" />
        <div className="relative flex flex-col items-center">
          <span className="flex size-16 items-center justify-center rounded-3xl bg-card text-primary shadow-md">
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-6 inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent-foreground">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t("placeholder.comingSoon")}
          </p>
          {/* The title is the address's English words. */}
          <h1 lang="en" className="mt-4 font-display text-3xl font-semibold tracking-tight sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">
            {t(`placeholder.body.${params.type}`)}
          </p>
          <ButtonLink href="/resources" size="lg" className="mt-8">
            {t("placeholder.browse")}
          </ButtonLink>
        </div>
      </section>

      <NewsletterBox className="mx-auto mt-10 max-w-2xl sm:p-8" />
    </div>
  );
}
