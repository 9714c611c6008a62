import { useMutation } from "@tanstack/react-query";
import i18next from "i18next";
import { passwordResetAnswerSchema, type PasswordResetRequest } from "@common/auth";
import { postJson } from "@/lib/api";
import { toastFailure } from "@/lib/failure-toast";

/** Asks for a reset link; the server answers the same whether or not an account uses the email. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      postJson("/api/password-reset", passwordResetAnswerSchema, {
        ...input,
        language: i18next.language.startsWith("es") ? "es" : "en",
      }),
    onError: (error) => {
      const failed = i18next.t("auth:toast.resetRequestFailed");
      toastFailure(failed, error, failed);
    },
  });
}
