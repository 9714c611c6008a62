import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { apiRequest, serverMessageOf } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { forgetOtherAccountData, USER_QUERY_KEY } from "@/lib/use-user";

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/logout");
    },
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      forgetOtherAccountData(queryClient);
      navigate("/auth");
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: serverMessageOf(error) ?? "Logout failed", variant: "destructive" });
    },
  });
}
