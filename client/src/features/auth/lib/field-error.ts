import type { FieldError } from "react-hook-form";
import { translateMessage } from "@/i18n/messages";

/** A field's validation message (the shared schema's English words) in the interface's language. */
export function fieldError(error: FieldError | undefined): string | undefined {
  return error?.message === undefined ? undefined : translateMessage(error.message);
}
