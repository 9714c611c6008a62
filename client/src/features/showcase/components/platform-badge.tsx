import { useTranslation } from "react-i18next";
import type { ShowcasePlatform } from "@common/showcase";
import { cn } from "@/lib/utils";
import { PLATFORM_STYLES } from "../lib/platforms";

export function PlatformBadge({ platform, className }: { platform: ShowcasePlatform; className?: string }) {
  const { t } = useTranslation("showcase");
  const { brand, className: colours, icon: Icon } = PLATFORM_STYLES[platform];
  return (
    <span
      data-testid="platform-badge"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm",
        colours,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {brand ?? t("generalPlatform")}
    </span>
  );
}
