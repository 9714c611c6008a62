import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { registeredUserSchema, type RegisterInput } from "@common/auth";
import { postJson } from "@/lib/api";
import { toastFailure } from "@/lib/failure-toast";
import { toast } from "@/components/ui/use-toast";
import { creditKeys, sessionKeys } from "@/lib/query-keys";
import { forgetOtherAccountData } from "@/lib/use-user";
import { registrationToast } from "../lib/referral";

/** Registers (with the referral code of `/auth?ref=CODE`, if any) and signs the new user in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => postJson("/api/register", registeredUserSchema, input),
    onSuccess: ({ referralApplied, ...user }, input) => {
      forgetOtherAccountData(queryClient);
      queryClient.setQueryData(sessionKeys.user(), user);
      // The new balance (the sign-up credit, plus the referral bonus) is read afresh by whatever shows it.
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      toast(registrationToast(input.referralCode !== undefined, referralApplied));
    },
    onError: (error) => {
      const failed = i18next.t("auth:toast.registrationFailed");
      toastFailure(failed, error, failed);
    },
  });
}
