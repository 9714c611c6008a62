import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useFaq } from "../api/use-faq";

const FAQ_COUNT = 6;

/**
 * The FAQ as an accordion of native <details>: each question is a real button to keyboards and screen readers,
 * opens with Enter or Space, and reports whether it is expanded, with no script of ours.
 */
export function FaqList() {
  const { t } = useTranslation("support");
  const faq = useFaq();

  if (faq.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-3xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <p>{t("faq.loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={() => faq.refetch()} disabled={faq.isFetching}>
          {faq.isFetching ? t("faq.retrying") : t("faq.retry")}
        </Button>
      </div>
    );
  }

  if (!faq.data) {
    return (
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: FAQ_COUNT }, (_, index) => (
          <li
            key={index}
            className="flex h-16 items-center justify-between gap-4 rounded-2xl border border-border bg-card px-5"
          >
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="size-5 rounded-full" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ul className="flex flex-col gap-3">
      {faq.data.map(({ question, answer }) => (
        <li key={question}>
          <details className="group rounded-2xl border border-border bg-card shadow-sm shadow-black/[0.03] transition-colors open:border-primary/40">
            <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold transition-colors hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&::-webkit-details-marker]:hidden">
              <span>{question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180 group-open:text-primary"
              />
            </summary>
            <p className="whitespace-pre-line px-5 pb-5 leading-relaxed text-muted-foreground">{answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
