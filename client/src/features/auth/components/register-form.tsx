import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { registerFormSchema } from "@common/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useRegister } from "../api/use-register";
import { fieldError } from "../lib/field-error";

export function RegisterForm({ referralCode }: { referralCode?: string }) {
  const [, navigate] = useLocation();
  const register = useRegister();
  const { t } = useTranslation("auth");
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

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
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t("form.usernameHint")}
        error={fieldError(errors.username)}
        {...form.register("username")}
      />
      <TextField
        id="register-email"
        label={t("form.email")}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email)}
        {...form.register("email")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-password"
          label={t("form.password")}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.password)}
          {...form.register("password")}
        />
        <TextField
          id="register-confirm-password"
          label={t("form.confirmPassword")}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...form.register("confirmPassword")}
        />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
        {register.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {register.isPending ? t("form.creatingAccount") : t("form.createAccount")}
      </Button>
    </form>
  );
}
