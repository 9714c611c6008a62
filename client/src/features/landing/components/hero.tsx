import { ArrowRight, Check, Compass, PlayCircle } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { takeTour } from "@/lib/take-tour";
import { useSignedIn } from "@/lib/use-user";
import { PhoneMock } from "./phone-mock";

const PROMISES = ["freeCredit", "noCard", "fast"];

export function Hero() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black_55%,transparent)]"
      >
        <div className="absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-[radial-gradient(circle,var(--color-primary-soft)_0%,transparent_70%)]" />
        <div className="absolute -left-40 top-40 size-[30rem] rounded-full bg-[radial-gradient(circle,color-mix(in_oklab,var(--color-accent)_28%,transparent)_0%,transparent_70%)]" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pb-20 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-8 lg:px-8 lg:pb-28 lg:pt-20">
        <div className="text-center lg:text-left">
          <Badge variant="soft" className="px-3 py-1 text-[13px]">
            {t("hero.badge")}
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 font-display text-[2.75rem] font-semibold leading-[1.05] tracking-tight sm:text-6xl lg:text-[4.25rem]"
          >
            <Trans t={t} i18nKey="hero.title" components={{ em: <em className="text-primary" /> }} />
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            {t("hero.text")}
          </p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <StartButton />
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="#how-it-works">
                <PlayCircle aria-hidden="true" />
                {t("hero.seeHow")}
              </a>
            </Button>
            <Button size="lg" variant="ghost" className="w-full sm:w-auto" onClick={() => takeTour("landing")}>
              <Compass aria-hidden="true" />
              {t("common:takeTour")}
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground lg:justify-start">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-success" strokeWidth={3} />
                {t(`hero.promises.${promise}`)}
              </li>
            ))}
          </ul>
        </div>

        <div className="flex justify-center lg:justify-end lg:pr-16">
          <PhoneMock />
        </div>
      </div>
    </section>
  );
}

/** Sign up, or straight to the studio when signed in: the one part of the hero that waits for the session. */
function StartButton() {
  const { t } = useTranslation("landing");
  const signedIn = useSignedIn();
  return (
    <ButtonLink
      href={signedIn ? "/dashboard" : "/auth?tab=register"}
      size="lg"
      className="w-full sm:w-auto"
      data-tour="landing-start"
    >
      {signedIn ? t("hero.createVideo") : t("hero.getStarted")}
      <ArrowRight aria-hidden="true" />
    </ButtonLink>
  );
}
