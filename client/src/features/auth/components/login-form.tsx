import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { loginSchema } from "@common/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useLogin } from "../api/use-login";
import { fieldError } from "../lib/field-error";

export function LoginForm() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const { t } = useTranslation("auth");
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, { onSuccess: () => navigate("/dashboard") });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        id="login-username"
        label={t("form.username")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.username)}
        {...form.register("username")}
      />
      <div className="flex flex-col gap-2">
        <TextField
          id="login-password"
          label={t("form.password")}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...form.register("password")}
        />
        <Link
          href="/reset-password"
          className="self-end rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("form.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {login.isPending ? t("form.loggingIn") : t("common:logIn")}
      </Button>
    </form>
  );
}
