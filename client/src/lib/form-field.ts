import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** A react-hook-form field's registration and its validation message, to spread onto a `TextField`. */
export function formField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return { ...form.register(name), error: error?.message };
}

/** Input attributes of a user name: no capitals or spelling fixes forced on it. */
export const usernameInput = { autoComplete: "username", autoCapitalize: "none", spellCheck: false } as const;

/** Input attributes of an email address. */
export const emailInput = { type: "email", autoComplete: "email", autoCapitalize: "none", spellCheck: false } as const;

/** Input attributes of a password being chosen (browsers offer to generate and save it). */
export const newPasswordInput = { type: "password", autoComplete: "new-password" } as const;
