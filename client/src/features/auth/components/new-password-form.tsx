import { KeyRound, Link2Off } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { passwordResetFormSchema } from "@common/auth";
import { Button } from "@/components/ui/button";
import { serverMessageOf } from "@/lib/api";
import { isRefusedLink, useResetPassword } from "../api/use-reset-password";
import { ResetPanel } from "./reset-panel";
import { AuthSubmitButton } from "./auth-submit-button";
import { NewPasswordFields } from "./new-password-fields";

/** Sets a new password with the token of an emailed link; a used or expired link says so and offers a new one. */
export function NewPasswordForm({ token, onAskAgain }: { token: string; onAskAgain: () => void }) {
  const { t } = useTranslation("auth");
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(({ password }) => {
    reset.mutate({ token, password }, { onSuccess: () => navigate("/auth") });
  });

  if (isRefusedLink(reset.error)) {
    return (
      <ResetPanel icon={Link2Off} title={t("reset.linkRefusedTitle")} text={serverMessageOf(reset.error)} focusTitle>
        <Button type="button" size="lg" className="w-full" onClick={onAskAgain}>
          {t("reset.askAgain")}
        </Button>
      </ResetPanel>
    );
  }

  return (
    <ResetPanel icon={KeyRound} title={t("reset.newTitle")} text={t("reset.newText")}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <NewPasswordFields
          form={form}
          idPrefix="reset"
          label={t("reset.newPassword")}
          confirmLabel={t("reset.confirmNewPassword")}
        />
        <AuthSubmitButton pending={reset.isPending} pendingLabel={t("reset.saving")}>
          {t("reset.save")}
        </AuthSubmitButton>
      </form>
    </ResetPanel>
  );
}
