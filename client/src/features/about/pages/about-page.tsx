import { Compass, LifeBuoy, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconTile } from "@/components/ui/icon-tile";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAboutContent } from "../api/use-about-content";
import { FeatureGrid, HowItWorksSteps, SectionHeading } from "../components/about-sections";
import { resetTutorials, takeAboutTour } from "../lib/tutorial-actions";

/** /about (content.md §2): mission, how it works, key features, Take a Tour and Reset All Tutorials. */
export function AboutPage() {
  const about = useAboutContent();
  const { t } = useTranslation("about");

  return (
    <>
      <section aria-labelledby="about-title" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black_50%,transparent)]"
        >
          <div className="absolute -top-48 right-[-15%] size-[34rem] rounded-full bg-[radial-gradient(circle,var(--color-primary-soft)_0%,transparent_70%)]" />
          <div className="absolute -left-48 top-24 size-[28rem] rounded-full bg-[radial-gradient(circle,color-mix(in_oklab,var(--color-accent)_22%,transparent)_0%,transparent_70%)]" />
        </div>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-14 pt-10 sm:px-6 sm:pb-20 sm:pt-16 lg:grid-cols-[1.5fr_1fr] lg:items-end lg:gap-14 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-primary">{t("eyebrow")}</p>
            <h1
              id="about-title"
              className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl lg:text-6xl"
            >
              {t("title")}
            </h1>
            {about.isError ? (
              <div
                role="alert"
                className="mt-6 flex flex-col items-start gap-3 rounded-3xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
              >
                <p>{t("loadFailed")}</p>
                <Button variant="outline" size="sm" onClick={() => about.refetch()} disabled={about.isFetching}>
                  {about.isFetching ? t("common:tryingAgain") : t("common:tryAgain")}
                </Button>
              </div>
            ) : about.data ? (
              <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
                {about.data.mission}
              </p>
            ) : (
              <div aria-hidden="true" className="mt-6 flex max-w-2xl flex-col gap-3">
                <Skeleton className="h-5 w-full" />
                <Skeleton className="h-5 w-11/12" />
                <Skeleton className="h-5 w-3/4" />
              </div>
            )}
          </div>

          <Card className="p-6 sm:p-7">
            <h2 className="font-display text-xl font-semibold">{t("tour.title")}</h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t("tour.text")}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Button variant="accent" onClick={takeAboutTour} className="flex-auto">
                <Compass aria-hidden="true" />
                {t("common:takeTour")}
              </Button>
              <Button variant="outline" onClick={resetTutorials} className="flex-auto">
                <RotateCcw aria-hidden="true" />
                {t("tour.reset")}
              </Button>
            </div>
          </Card>
        </div>
      </section>

      {!about.isError && (
        <>
          <section aria-labelledby="about-how-title" className="py-14 sm:py-20">
            <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
              <SectionHeading
                id="about-how-title"
                eyebrow={t("how.eyebrow")}
                title={t("how.title")}
                text={t("how.text")}
              />
              <HowItWorksSteps steps={about.data?.howItWorks} />
            </div>
          </section>

          <section aria-labelledby="about-features-title" className="border-y border-border bg-muted/40 py-14 sm:py-20">
            <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
              <SectionHeading id="about-features-title" eyebrow={t("features.eyebrow")} title={t("features.title")} />
              <FeatureGrid features={about.data?.features} />
            </div>
          </section>
        </>
      )}

      <section aria-labelledby="about-help-title" className="py-14 sm:py-20">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center sm:px-6">
          <IconTile icon={LifeBuoy} />
          <h2 id="about-help-title" className="mt-4 font-display text-3xl font-semibold tracking-tight">
            {t("help.title")}
          </h2>
          <p className="mt-3 max-w-xl text-muted-foreground">{t("help.text")}</p>
          <div className="mt-7 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href="/support">{t("help.support")}</ButtonLink>
            <ButtonLink href="/showcase" variant="outline">
              {t("help.examples")}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
