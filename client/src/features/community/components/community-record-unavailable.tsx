import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { RecordUnavailablePage } from "@/components/record-unavailable-page";

type CommunityRecordUnavailableProps = Pick<ComponentProps<typeof RecordUnavailablePage>, "query" | "icon"> & {
  /** Whose words: the `community` keys `{record}.notFoundTitle`, `{record}.notFound` and `{record}.loadFailed`. */
  record: "post" | "member";
};

/** A community post or member that is not there or did not load, with the way back to /community. */
export function CommunityRecordUnavailable({ query, icon, record }: CommunityRecordUnavailableProps) {
  const { t } = useTranslation("community");
  return (
    <RecordUnavailablePage
      query={query}
      icon={icon}
      notFoundTitle={t(`${record}.notFoundTitle`)}
      notFoundSentence={t(`${record}.notFound`)}
      loadFailedSentence={t(`${record}.loadFailed`)}
      backHref="/community"
      backLabel={t("backToCommunity")}
    />
  );
}
