import { CircleAlert, CircleCheck } from "lucide-react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToasts } from "./use-toast";

/** Spec: 5000 ms default duration, swipe threshold 50; Radix's default F8 hotkey focuses the viewport. */
const TOAST_DURATION = 5000;
const SWIPE_THRESHOLD = 50;

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeThreshold={SWIPE_THRESHOLD} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, open }) => {
        const Icon = variant === "destructive" ? CircleAlert : CircleCheck;
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
          >
            <Icon
              aria-hidden="true"
              className={variant === "destructive" ? "mt-0.5 size-5 shrink-0" : "mt-0.5 size-5 shrink-0 text-success"}
            />
            <div className="min-w-0">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
