import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { passwordResetAnswerSchema, type PasswordResetConfirm } from "@common/auth";
import { ApiError, postJson } from "@/lib/api";
import { toastFailure } from "@/lib/failure-toast";
import { toast } from "@/components/ui/use-toast";
import { sessionKeys } from "@/lib/query-keys";
import { forgetOtherAccountData } from "@/lib/use-user";

/** A refused link (400: unknown, used or expired) is the page's to show; any other failure is a toast. */
export const isRefusedLink = (error: unknown) => error instanceof ApiError && error.status === 400;

/** Sets the new password; the server ends every session of the account, this browser's too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetConfirm) =>
      postJson("/api/password-reset/confirm", passwordResetAnswerSchema, input),
    onSuccess: () => {
      queryClient.setQueryData(sessionKeys.user(), null);
      forgetOtherAccountData(queryClient);
      toast({
        title: i18next.t("auth:toast.passwordChanged"),
        description: i18next.t("auth:toast.logInWithNewPassword"),
      });
    },
    onError: (error) => {
      if (isRefusedLink(error)) return;
      const failed = i18next.t("auth:toast.resetFailed");
      toastFailure(failed, error, failed);
    },
  });
}
