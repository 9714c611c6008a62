import { Coins, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { formatCredits } from "@/lib/use-credits";

type RegenerateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The balance, when known. */
  credits: number | undefined;
  onConfirm: () => void;
};

/** Regenerate spends a credit: it says what the new take changes, what it costs, and asks first. */
export function RegenerateDialog({ open, onOpenChange, credits, onConfirm }: RegenerateDialogProps) {
  const { t } = useTranslation("create-video");
  const broke = credits === 0;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("regenerate.title")}
      description={t("regenerate.differs")}
      cancelLabel={t("regenerate.cancel")}
      data-testid="regenerate-dialog"
      action={
        broke ? (
          <Button asChild variant="accent">
            <Link href="/credits">{t("outOfCredits.getMore")}</Link>
          </Button>
        ) : (
          <Button
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t("regenerate.confirm")}
          </Button>
        )
      }
    >
      <p className="text-sm leading-relaxed">{t("regenerate.kept")}</p>
      <p className="flex items-center gap-2 rounded-2xl bg-muted px-4 py-3 text-sm font-medium">
        <Coins aria-hidden="true" className="size-4 shrink-0" />
        {credits === undefined
          ? t("regenerate.cost")
          : t("regenerate.costWithBalance", { balance: formatCredits(credits) })}
      </p>
      {broke && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t("regenerate.noCredits")}
        </p>
      )}
    </ConfirmDialog>
  );
}
