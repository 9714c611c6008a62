import { Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { takeTour } from "@/lib/take-tour";

/** The yellow Tour button (core.md §2): the guided tour of the page the person is on. */
export function TourButton() {
  const { t } = useTranslation("tours");
  return (
    <Button
      size="sm"
      onClick={() => takeTour("page")}
      title={t("tourButtonLabel")}
      className="hidden bg-amber-300 px-3 text-amber-950 shadow-none hover:bg-amber-200 sm:inline-flex dark:bg-amber-300 dark:text-amber-950"
    >
      <Compass aria-hidden="true" />
      {t("tourButton")}
    </Button>
  );
}
