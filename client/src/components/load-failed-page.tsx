import { useTranslation } from "react-i18next";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";

type LoadFailedPageProps = {
  /** "We could not load this post." */
  sentence: string;
  onRetry: () => void;
  /** A retry on its way: the button says so and waits. */
  retrying: boolean;
  backHref: string;
  backLabel: string;
};

/** A detail page whose record could not be loaded (not a 404): "Something went wrong", Try again, and the way back. */
export function LoadFailedPage({ sentence, onRetry, retrying, backHref, backLabel }: LoadFailedPageProps) {
  const { t } = useTranslation("components");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">{t("loadFailed.title")}</h1>
      <p className="mt-3 text-muted-foreground">{sentence}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? t("common:retrying") : t("common:tryAgain")}
        </Button>
        <ButtonLink href={backHref} variant="outline">
          {backLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
