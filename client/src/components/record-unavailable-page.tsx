import type { ComponentType } from "react";
import { LoadFailedPage } from "@/components/load-failed-page";
import { MissingPage } from "@/components/missing-page";
import { ApiError } from "@/lib/api";

type RecordUnavailablePageProps = {
  /** The record's query; none ran when the address could not name a record. */
  query: { error: Error | null; refetch: () => unknown; isRefetching: boolean };
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  notFoundTitle: string;
  notFoundSentence: string;
  loadFailedSentence: string;
  backHref: string;
  backLabel: string;
};

/**
 * A detail page with no record to show: "not found" when the address names none or the server says 404 (there is
 * nothing to try again), "Something went wrong" with Try again for any other failure.
 */
export function RecordUnavailablePage(props: RecordUnavailablePageProps) {
  const { query, icon, notFoundTitle, notFoundSentence, loadFailedSentence, backHref, backLabel } = props;
  if (!query.error || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <MissingPage
        icon={icon}
        title={notFoundTitle}
        sentence={notFoundSentence}
        backHref={backHref}
        backLabel={backLabel}
      />
    );
  }
  return (
    <LoadFailedPage
      sentence={loadFailedSentence}
      onRetry={() => query.refetch()}
      retrying={query.isRefetching}
      backHref={backHref}
      backLabel={backLabel}
    />
  );
}
