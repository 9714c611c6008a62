import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useLocation } from "wouter";
import { apiRequest, serverMessageOf } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
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
      toast({ title: failed, description: serverMessageOf(error) ?? failed, variant: "destructive" });
    },
  });
}
