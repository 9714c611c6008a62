import { ArrowRight, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { VerifyFactsResponse } from "@common/ai-tools";
import { translateMessage } from "@/i18n/messages";
import { cn } from "@/lib/utils";
import { checkedClaimsLabel, factualityVerdict, type FactualityVerdict } from "../lib/labels";
import { ResultCard } from "./result-card";

/** Solid token pairs, each meeting AA in both themes; the word says what the colour says. */
const VERDICT_STYLES: Record<FactualityVerdict["colour"], { pill: string; bar: string }> = {
  green: { pill: "bg-success text-background", bar: "bg-success" },
  yellow: { pill: "bg-accent text-accent-foreground", bar: "bg-accent" },
  red: { pill: "bg-destructive text-destructive-foreground", bar: "bg-destructive" },
};

function isWebAddress(value: string) {
  return /^https?:\/\//i.test(value);
}

/** The fact check: score (colour and word), what was checked, the corrections and, with web search, the sources. */
export function VerifyResult({ result }: { result: VerifyFactsResponse }) {
  const { t } = useTranslation("ai-tools");
  const verdict = factualityVerdict(result.factualityScore);
  const styles = VERDICT_STYLES[verdict.colour];
  const sources = result.sources.filter((source) => source.trim() !== "");

  return (
    <ResultCard title={t("verify.resultTitle")} answeredBy={result.answeredBy} focusKey={result} testId="verify-result">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-baseline gap-2">
            <span data-testid="factuality-score" className="font-display text-4xl font-semibold tabular-nums">
              {verdict.percent}
            </span>
            <span className="text-sm text-muted-foreground">{t("verify.score")}</span>
          </p>
          <span
            data-testid="factuality-verdict"
            data-colour={verdict.colour}
            className={cn("inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold", styles.pill)}
          >
            {t(`verdict.${verdict.colour}`)}
          </span>
        </div>
        <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
          <div className={cn("h-full rounded-full", styles.bar)} style={{ width: verdict.percent }} />
        </div>
        <p className="text-sm text-muted-foreground">{checkedClaimsLabel(result.checkedClaims, t)}</p>
      </div>

      <p data-testid="verify-summary" className="leading-relaxed">
        {translateMessage(result.summary)}
      </p>

      <section aria-labelledby="verify-corrections" className="flex flex-col gap-3">
        <h3 id="verify-corrections" className="text-base font-semibold">
          {t("verify.corrections")}
        </h3>
        {result.corrections.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("verify.noCorrections")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {result.corrections.map((correction, index) => (
              <li key={index} className="flex flex-col gap-2 rounded-2xl border border-border p-4 text-sm">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
                  <del className="break-words text-muted-foreground decoration-destructive decoration-2">
                    <span className="sr-only">{t("verify.original")} </span>
                    {correction.original}
                  </del>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 rotate-90 text-muted-foreground sm:mt-0.5 sm:rotate-0"
                  />
                  <ins className="break-words font-medium no-underline">
                    <span className="sr-only">{t("verify.corrected")} </span>
                    {correction.corrected}
                  </ins>
                </div>
                {correction.explanation && <p className="text-muted-foreground">{correction.explanation}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      {sources.length > 0 && (
        <section aria-labelledby="verify-sources" className="flex flex-col gap-3">
          <h3 id="verify-sources" className="text-base font-semibold">
            {t("verify.sources")}
          </h3>
          <ul className="flex flex-col gap-2 text-sm">
            {sources.map((source, index) => (
              <li key={`${index}-${source}`} className="min-w-0">
                {isWebAddress(source) ? (
                  <a
                    href={source}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-start gap-1.5 rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="break-all">{source}</span>
                    <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    <span className="sr-only"> {t("verify.opensInNewTab")}</span>
                  </a>
                ) : (
                  <span className="break-all text-muted-foreground">{source}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </ResultCard>
  );
}
