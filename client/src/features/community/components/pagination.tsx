import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type PaginationProps = { page: number; pages: number; onPage: (page: number) => void };

// aria-disabled, not disabled: a button that turns off under the keyboard's focus would drop that focus to the page.
const edgeClass = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-card";

/** Previous, "Page X of Y", Next. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation("community");
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav
      aria-label={t("pagination.label")}
      className="flex items-center justify-between gap-3 pt-2 sm:justify-center sm:gap-6"
    >
      <Button
        variant="outline"
        size="sm"
        className={edgeClass}
        aria-disabled={first}
        onClick={() => !first && onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        {t("pagination.previous")}
      </Button>
      <p className="text-sm font-medium tabular-nums text-muted-foreground" aria-live="polite">
        {t("pagination.pageOf", { page, pages })}
      </p>
      <Button
        variant="outline"
        size="sm"
        className={edgeClass}
        aria-disabled={last}
        onClick={() => !last && onPage(page + 1)}
      >
        {t("pagination.next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
