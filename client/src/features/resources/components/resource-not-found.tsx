import { FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MissingPage } from "@/components/missing-page";

/**
 * "Article Not Found" and its kin in the Resource Center, with the way back to it. Its words are the `resources` keys
 * `{what}.notFoundTitle` and `{what}.notFound`.
 */
export function ResourceNotFound({ what }: { what: "article" | "placeholder" }) {
  const { t } = useTranslation("resources");
  return (
    <MissingPage
      icon={FileQuestion}
      title={t(`${what}.notFoundTitle`)}
      sentence={t(`${what}.notFound`)}
      backHref="/resources"
      backLabel={t("backToResources")}
    />
  );
}
