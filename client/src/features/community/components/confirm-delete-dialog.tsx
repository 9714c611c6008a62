import { useRef } from "react";
import { LoaderCircle, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";

type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The dialog's test id, so a test can tell a post's from a comment's. */
  testId: string;
  pending: boolean;
  onConfirm: () => void;
  /** Where focus goes on closing instead of back to what opened the dialog (gone with a deleted comment); null for that. */
  focusOnClose?: () => HTMLElement | null;
};

/** Deleting cannot be undone, so it is asked first; the dialog stays open (and says so) until the server has answered. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  pending,
  onConfirm,
  focusOnClose,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation("community");
  // Radix gives focus back to a DialogTrigger only; these dialogs are opened from the owner's own buttons instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        role="alertdialog"
        data-testid={testId}
        onOpenAutoFocus={() => {
          // Still the button that opened it: focus moves into the dialog only after this.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (focusOnClose?.() ?? opener.current)?.focus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t("owner.cancel")}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
            {pending ? t("owner.deleting") : t("owner.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
