import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "@/components/ui/button-link";

export function NotFoundPage() {
  const { t } = useTranslation("layout");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      {/* Drawn with a pseudo-element: it is decoration, so contrast checkers should not read it as text. */}
      <span
        aria-hidden="true"
        className="font-display text-8xl font-bold leading-none text-primary/15 before:content-['404'] sm:text-9xl"
      />
      <h1 className="-mt-4 font-display text-3xl font-semibold sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-muted-foreground">{t("notFound.text")}</p>
      <ButtonLink href="/" className="mt-8">
        <ArrowLeft aria-hidden="true" />
        {t("notFound.back")}
      </ButtonLink>
    </section>
  );
}
