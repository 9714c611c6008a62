import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { deleteAccountSchema } from "@common/auth";
import { translateCode } from "@/i18n/messages";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PendingButton } from "@/components/ui/pending-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, serverMessageOf } from "@/lib/api";
import { sessionKeys } from "@/lib/query-keys";
import { forgetOtherAccountData } from "@/lib/use-user";

const FORM_ID = "delete-account-form";

/**
 * Deleting one's account, from the profile: what goes and what the law makes us keep, said before it happens, and the
 * password asked again so a device left signed in cannot do it. The dialog stays open with the reason when refused.
 */
export function DeleteAccount() {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  const deletion = useMutation({
    mutationFn: (input: { password: string }) => apiRequest("POST", "/api/account/delete", input),
    onSuccess: () => {
      queryClient.setQueryData(sessionKeys.user(), null);
      forgetOtherAccountData(queryClient);
      navigate("/");
      toast({ title: translateCode("account_deleted") });
    },
    onError: (failure) => setError(serverMessageOf(failure) ?? t("deleteAccount.failed")),
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setPassword("");
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = deleteAccountSchema.safeParse({ password });
    if (!input.success) return setError(input.error.issues[0]?.message);
    setError(undefined);
    deletion.mutate(input.data);
  };

  return (
    <Card className="flex flex-col gap-3 p-6 sm:p-7">
      <h2 className="font-display text-lg font-semibold">{t("deleteAccount.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("deleteAccount.intro")}</p>
      <Button variant="outline" className="self-start text-destructive" onClick={() => changeOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t("deleteAccount.open")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={changeOpen}
        title={t("deleteAccount.confirmTitle")}
        description={t("deleteAccount.confirmText")}
        cancelLabel={t("deleteAccount.cancel")}
        busy={deletion.isPending}
        data-testid="delete-account-dialog"
        action={
          <PendingButton
            type="submit"
            form={FORM_ID}
            variant="destructive"
            pending={deletion.isPending}
            pendingLabel={t("deleteAccount.deleting")}
            icon={<Trash2 aria-hidden="true" />}
          >
            {t("deleteAccount.confirm")}
          </PendingButton>
        }
      >
        <p className="text-sm text-muted-foreground">{t("deleteAccount.kept")}</p>
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <TextField
            id="delete-account-password"
            type="password"
            autoComplete="current-password"
            label={t("deleteAccount.password")}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
        </form>
      </ConfirmDialog>
    </Card>
  );
}
