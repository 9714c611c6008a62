import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { publicUserSchema, type LoginInput } from "@common/auth";
import { postJson } from "@/lib/api";
import { toastFailure } from "@/lib/failure-toast";
import { toast } from "@/components/ui/use-toast";
import { sessionKeys } from "@/lib/query-keys";
import { forgetOtherAccountData } from "@/lib/use-user";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => postJson("/api/login", publicUserSchema, input),
    onSuccess: (user) => {
      forgetOtherAccountData(queryClient);
      queryClient.setQueryData(sessionKeys.user(), user);
      toast({ title: i18next.t("auth:toast.loginSuccess"), description: i18next.t("auth:toast.welcomeBack") });
    },
    onError: (error) => {
      const failed = i18next.t("auth:toast.loginFailed");
      toastFailure(failed, error, failed);
    },
  });
}
