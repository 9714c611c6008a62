import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "wouter";
import { registerFormSchema } from "@common/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useRegister } from "../api/use-register";

export function RegisterForm({ referralCode }: { referralCode?: string }) {
  const [, navigate] = useLocation();
  const register = useRegister();
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
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="At least 3 characters: letters, numbers, dots, dashes or underscores."
        error={errors.username?.message}
        {...form.register("username")}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TextField
          id="register-confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
        {register.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {register.isPending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
