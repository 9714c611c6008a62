import { CircleHelp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { openHelpCenter } from "@/lib/help-center";

/** The header's way into the Help Center, on every page; on a phone it is in the menu, where there is room. */
export function HelpCenterButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t("help-center:open")}
      title={t("help-center:open")}
      onClick={() => openHelpCenter()}
      className="hidden sm:inline-flex"
    >
      <CircleHelp aria-hidden="true" className="!size-5" />
    </Button>
  );
}
