import type { Path, UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { formField, newPasswordInput } from "@/lib/form-field";

type NewPasswordValues = { password: string; confirmPassword: string };

type NewPasswordFieldsProps<T extends NewPasswordValues> = {
  form: UseFormReturn<T>;
  /** The inputs' ids are `{idPrefix}-password` and `{idPrefix}-confirm-password`. */
  idPrefix: string;
  label: string;
  confirmLabel: string;
};

/** A new password and the same again, against typos: the form's `password` and `confirmPassword`. */
export function NewPasswordFields<T extends NewPasswordValues>(props: NewPasswordFieldsProps<T>) {
  const { form, idPrefix, label, confirmLabel } = props;
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label}
        {...newPasswordInput}
        {...formField(form, "password" as Path<T>)}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        {...newPasswordInput}
        {...formField(form, "confirmPassword" as Path<T>)}
      />
    </>
  );
}
