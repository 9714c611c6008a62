import { CalendarDays, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ArticleSummary } from "@common/resources";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { formatArticleDate } from "../lib/dates";

/** Date and "{n} min read". */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<ArticleSummary, "created_at" | "read_time">;
  className?: string;
}) {
  const { t } = useTranslation("resources");
  const formatters = useFormatters();
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={article.created_at}>{formatArticleDate(article.created_at, formatters)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {t("card.readTime", { minutes: article.read_time })}
      </span>
    </p>
  );
}
