import { ArrowRight, Gift } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "@/components/ui/button-link";
import { useSignedIn } from "@/lib/use-user";

export function SignupCta() {
  const { t } = useTranslation("landing");
  const signedIn = useSignedIn();
  const copy = signedIn ? "cta.signedIn" : "cta.guest";
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-[2.5rem] bg-ink px-6 py-16 text-center text-ink-foreground sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute -left-20 -top-24 size-80 rounded-full bg-[radial-gradient(circle,#ff8a65_0%,transparent_65%)] opacity-45"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-28 -right-16 size-96 rounded-full bg-[radial-gradient(circle,#ffc940_0%,transparent_65%)] opacity-30"
          />
          <div className="relative mx-auto max-w-2xl">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-[#ffc940] text-[#2e2100]">
              <Gift aria-hidden="true" className="size-7" />
            </span>
            <h2 id="cta-title" className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
              {t(`${copy}.title`)}
            </h2>
            <p className="mt-4 text-lg text-[#e6d8ca]">{t(`${copy}.text`)}</p>
            <ButtonLink
              href={signedIn ? "/dashboard" : "/auth?tab=register"}
              size="lg"
              variant="accent"
              className="mt-9"
            >
              {t(`${copy}.button`)}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
