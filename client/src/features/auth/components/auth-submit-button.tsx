import type { ComponentProps } from "react";
import { PendingButton } from "@/components/ui/pending-button";

/** The full-width submit button that ends each account form, busy while its request runs. */
export function AuthSubmitButton(props: Omit<ComponentProps<typeof PendingButton>, "type" | "size" | "className">) {
  return <PendingButton type="submit" size="lg" className="mt-1 w-full" {...props} />;
}
