import { useState } from "react";
import { KeyRound, MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useTranslation } from "react-i18next";
import { passwordResetRequestSchema } from "@common/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { emailInput, formField } from "@/lib/form-field";
import { useRequestPasswordReset } from "../api/use-request-password-reset";
import { ResetPanel } from "./reset-panel";
import { AuthSubmitButton } from "./auth-submit-button";

/** Asks for a reset link by email, then says to check the inbox (the server never says whether the account exists). */
export function RequestResetForm() {
  const { t } = useTranslation("auth");
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });

  const onSubmit = form.handleSubmit((values) => {
    request.mutate(values, { onSuccess: () => setSentTo(values.email) });
  });

  if (sentTo) {
    return (
      <ResetPanel
        icon={MailCheck}
        title={t("reset.sentTitle")}
        text={
          <Trans
            t={t}
            i18nKey="reset.sentText"
            values={{ email: sentTo }}
            components={{ bold: <span className="font-semibold text-foreground" /> }}
          />
        }
        focusTitle
      >
        <p className="text-sm text-muted-foreground">{t("reset.sentHint")}</p>
        <Button type="button" variant="outline" className="mt-5 w-full" onClick={() => setSentTo(undefined)}>
          {t("reset.tryAnotherEmail")}
        </Button>
      </ResetPanel>
    );
  }

  return (
    <ResetPanel icon={KeyRound} title={t("reset.requestTitle")} text={t("reset.requestText")}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField id="reset-email" label={t("form.email")} {...emailInput} {...formField(form, "email")} />
        <AuthSubmitButton pending={request.isPending} pendingLabel={t("reset.sending")}>
          {t("reset.sendLink")}
        </AuthSubmitButton>
      </form>
    </ResetPanel>
  );
}
