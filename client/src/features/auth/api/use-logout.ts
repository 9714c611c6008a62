import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useLocation } from "wouter";
import { apiRequest } from "@/lib/api";
import { toastFailure } from "@/lib/failure-toast";
import { sessionKeys } from "@/lib/query-keys";
import { forgetOtherAccountData } from "@/lib/use-user";

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/logout");
    },
    onSuccess: () => {
      queryClient.setQueryData(sessionKeys.user(), null);
      forgetOtherAccountData(queryClient);
      navigate("/auth");
    },
    onError: (error) => {
      const failed = i18next.t("auth:toast.logoutFailed");
      toastFailure(failed, error, failed);
    },
  });
}
