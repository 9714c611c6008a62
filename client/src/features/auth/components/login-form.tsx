import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
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
      <TextField
        id="login-password"
        label={t("form.password")}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {login.isPending ? t("form.loggingIn") : t("common:logIn")}
      </Button>
    </form>
  );
}
