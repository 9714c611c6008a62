import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { loginSchema } from "@common/auth";
import { TextField } from "@/components/ui/text-field";
import { formField, usernameInput } from "@/lib/form-field";
import { useLogin } from "../api/use-login";
import { AuthSubmitButton } from "./auth-submit-button";

export function LoginForm() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const { t } = useTranslation("auth");
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, { onSuccess: () => navigate("/dashboard") });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField id="login-username" label={t("form.username")} {...usernameInput} {...formField(form, "username")} />
      <div className="flex flex-col gap-2">
        <TextField
          id="login-password"
          label={t("form.password")}
          type="password"
          autoComplete="current-password"
          {...formField(form, "password")}
        />
        <Link
          href="/reset-password"
          className="self-end rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("form.forgotPassword")}
        </Link>
      </div>
      <AuthSubmitButton pending={login.isPending} pendingLabel={t("form.loggingIn")}>
        {t("common:logIn")}
      </AuthSubmitButton>
    </form>
  );
}
