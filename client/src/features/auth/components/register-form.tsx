import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { registerFormSchema } from "@common/auth";
import { TextField } from "@/components/ui/text-field";
import { emailInput, formField, usernameInput } from "@/lib/form-field";
import { useRegister } from "../api/use-register";
import { AuthSubmitButton } from "./auth-submit-button";
import { NewPasswordFields } from "./new-password-fields";

export function RegisterForm({ referralCode }: { referralCode?: string }) {
  const [, navigate] = useLocation();
  const register = useRegister();
  const { t } = useTranslation("auth");
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...account }) => {
    // confirmPassword only guards typos; the server never receives it.
    register.mutate(referralCode ? { ...account, referralCode } : account, {
      onSuccess: () => navigate("/dashboard"),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        id="register-username"
        label={t("form.username")}
        hint={t("form.usernameHint")}
        {...usernameInput}
        {...formField(form, "username")}
      />
      <TextField id="register-email" label={t("form.email")} {...emailInput} {...formField(form, "email")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields
          form={form}
          idPrefix="register"
          label={t("form.password")}
          confirmLabel={t("form.confirmPassword")}
        />
      </div>
      <AuthSubmitButton pending={register.isPending} pendingLabel={t("form.creatingAccount")}>
        {t("form.createAccount")}
      </AuthSubmitButton>
    </form>
  );
}
