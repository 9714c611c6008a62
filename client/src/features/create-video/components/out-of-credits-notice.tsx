import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** Shown where Generate was pressed when the server answers 402: its message and the way to more credits. */
export function OutOfCreditsNotice({ message }: { message: string }) {
  const { t } = useTranslation("create-video");
  return (
    <div
      role="alert"
      data-testid="out-of-credits"
      className="flex flex-col items-start gap-3 rounded-2xl border border-accent-hover bg-accent/25 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Coins aria-hidden="true" className="size-5" />
        </span>
        <p className="text-sm font-medium text-foreground">{message}</p>
      </div>
      <Button asChild variant="accent" size="sm">
        <Link href="/credits">{t("outOfCredits.getMore")}</Link>
      </Button>
    </div>
  );
}
