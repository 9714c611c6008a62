import { Coins, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" data-testid="regenerate-dialog">
        <DialogTitle>{t("regenerate.title")}</DialogTitle>
        <DialogDescription>{t("regenerate.differs")}</DialogDescription>
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
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("regenerate.cancel")}</Button>
          </DialogClose>
          {broke ? (
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
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
