import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";

type ConfirmDialogProps = Omit<ComponentProps<typeof DialogContent>, "title"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  /** The button (or link) that goes ahead, next to Cancel. */
  action: ReactNode;
  /** While the action runs the dialog stays open and Cancel is off. */
  busy?: boolean;
};

/** Asks before a step with a cost or no way back: title, what it does, anything more (children), Cancel and the action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    cancelLabel,
    action,
    busy = false,
    children,
    ...contentProps
  } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent role="alertdialog" {...contentProps}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          {action}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
