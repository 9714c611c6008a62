import { useRef } from "react";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PendingButton } from "@/components/ui/pending-button";

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      cancelLabel={t("owner.cancel")}
      busy={pending}
      data-testid={testId}
      onOpenAutoFocus={() => {
        // Still the button that opened it: focus moves into the dialog only after this.
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        (focusOnClose?.() ?? opener.current)?.focus();
      }}
      action={
        <PendingButton
          variant="destructive"
          onClick={onConfirm}
          pending={pending}
          pendingLabel={t("owner.deleting")}
          icon={<Trash2 aria-hidden="true" />}
        >
          {t("owner.delete")}
        </PendingButton>
      }
    />
  );
}
