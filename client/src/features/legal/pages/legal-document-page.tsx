import { useRef } from "react";
import { ArrowRight, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LEGAL_PAGES, type LegalPage } from "@common/support";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { useLegalPage } from "../api/use-legal-page";
import { EnglishOnlyNotice } from "@/components/english-only-notice";
import { useInAppLinks } from "@/lib/in-app-links";
import { LEGAL_LINKS, otherLegalPages } from "../lib/legal-links";

const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** /terms, /privacy and /cookies (content.md §2): the server's text, its last-updated date, and the other two pages. */
export function LegalDocumentPage({ page }: { page: LegalPage }) {
  const legal = useLegalPage(page);
  const { t } = useTranslation("legal");
  const { date } = useFormatters();
  const label = t(`links.${page}`);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-14 lg:px-8">
      <nav aria-label={t("nav")} className="lg:sticky lg:top-24 lg:self-start">
        <p className="hidden text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground lg:block">
          {t("nav")}
        </p>
        <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-muted p-1 dark:bg-card lg:mt-3 lg:flex lg:flex-col lg:bg-transparent lg:p-0 dark:lg:bg-transparent">
          {LEGAL_PAGES.map((each) => (
            <li key={each}>
              <Link
                href={LEGAL_LINKS[each].href}
                aria-current={each === page ? "page" : undefined}
                className={cn(
                  "flex h-full min-h-10 items-center justify-center rounded-xl px-2 py-1.5 text-center text-[13px] font-medium leading-tight text-muted-foreground transition-colors hover:text-foreground sm:text-sm lg:justify-start lg:px-3 lg:text-left lg:hover:bg-muted",
                  focusRing,
                  each === page &&
                    "bg-card text-foreground shadow-sm dark:bg-secondary lg:bg-primary-soft lg:text-primary-soft-foreground lg:shadow-none lg:hover:bg-primary-soft lg:hover:text-primary-soft-foreground dark:lg:bg-primary-soft",
                )}
              >
                {t(`links.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <article aria-labelledby="legal-title" aria-busy={legal.isPending} className="min-w-0 max-w-3xl">
        {legal.isError ? (
          <div role="alert" className="rounded-3xl border border-border bg-card p-6 sm:p-8">
            <h1 id="legal-title" className="font-display text-3xl font-semibold tracking-tight">
              {label}
            </h1>
            <p className="mt-3 text-muted-foreground">{t("loadFailed", { document: label })}</p>
            <Button variant="outline" className="mt-6" onClick={() => legal.refetch()} disabled={legal.isFetching}>
              {legal.isFetching ? t("common:tryingAgain") : t("common:tryAgain")}
            </Button>
          </div>
        ) : legal.data ? (
          <>
            <header className="border-b border-border pb-6">
              {/* The legal texts are written in English only, and marked so for screen readers. */}
              <h1 id="legal-title" lang="en" className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
                {legal.data.title}
              </h1>
              <p className="mt-3 text-sm text-muted-foreground">
                {/* The server writes the date in English ("May 7, 2025"); shown as sent when it cannot be read. */}
                {t("lastUpdated", { date: date(legal.data.updated, "long") || legal.data.updated })}
              </p>
              <EnglishOnlyNotice className="mt-5">{t("englishOnly")}</EnglishOnlyNotice>
            </header>
            <LegalText html={legal.data.html} />
          </>
        ) : (
          <LegalSkeleton label={label} />
        )}

        <section aria-labelledby="legal-more" className="mt-14 border-t border-border pt-8">
          <h2 id="legal-more" className="font-display text-lg font-semibold">
            {t("alsoRead")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {otherLegalPages(page).map((other) => (
              <li key={other}>
                <Link
                  href={LEGAL_LINKS[other].href}
                  className={cn(
                    "group flex items-center gap-3 rounded-2xl border border-border bg-card p-4 font-medium transition-colors hover:border-primary/50",
                    focusRing,
                  )}
                >
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  <span className="flex-1">{t(`links.${other}`)}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </div>
  );
}

/** The page's text; links to other pages of the site open inside the app instead of reloading it. */
function LegalText({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useInAppLinks(ref);

  // The server sanitises this HTML (legalPageSchema, common/support.ts) before sending it.
  return <div ref={ref} lang="en" className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />;
}

function LegalSkeleton({ label }: { label: string }) {
  const { t } = useTranslation("legal");
  return (
    <div>
      <span className="sr-only">{t("loading", { document: label })}</span>
      <div aria-hidden="true">
        <div className="border-b border-border pb-6">
          <Skeleton className="h-11 w-2/3 sm:h-12" />
          <Skeleton className="mt-4 h-4 w-40" />
        </div>
        <div className="mt-8 flex flex-col gap-3">
          <Skeleton className="h-7 w-1/3" />
          {[100, 96, 92, 98, 60].map((width, index) => (
            <Skeleton key={index} className="h-4" style={{ width: `${width}%` }} />
          ))}
          <Skeleton className="mt-6 h-7 w-2/5" />
          {[97, 94, 99, 70].map((width, index) => (
            <Skeleton key={index} className="h-4" style={{ width: `${width}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}
