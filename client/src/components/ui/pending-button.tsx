import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { Button, type ButtonProps } from "./button";

type PendingButtonProps = Omit<ButtonProps, "asChild"> & {
  /** The work the button started is running: it spins, says so and waits. */
  pending: boolean;
  /** What it says meanwhile ("Sending..."). */
  pendingLabel: string;
  /** Before the label until the work starts; the spinner takes its place. */
  icon?: ReactNode;
};

/** A button that starts work and shows that it is working until the work is done. */
export function PendingButton({ pending, pendingLabel, icon, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}
