import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";

type ViewCountProps = {
  views: number;
  /** `p` under the detail page's player; `span` in a card's row. */
  as?: "p" | "span";
  className?: string;
};

/** "1,204 views"; nothing at all until someone has watched, so a new example shows no "0 views". */
export function ViewCount({ views, as: Element = "span", className }: ViewCountProps) {
  const { t } = useTranslation("showcase");
  const { number } = useFormatters();
  if (views === 0) return null;
  return (
    <Element
      className={cn("items-center gap-1.5 text-sm text-muted-foreground", className)}
      data-testid="example-views"
    >
      <Eye aria-hidden="true" className="size-4" />
      <span className="tabular-nums">{t("views", { count: views, formatted: number(views) })}</span>
    </Element>
  );
}
