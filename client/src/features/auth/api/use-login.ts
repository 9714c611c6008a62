import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, PublicUser } from "@common/auth";
import { apiRequest, serverMessageOf } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { forgetOtherAccountData, USER_QUERY_KEY } from "@/lib/use-user";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const res = await apiRequest("POST", "/api/login", input);
      return (await res.json()) as PublicUser;
    },
    onSuccess: (user) => {
      forgetOtherAccountData(queryClient);
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Login successful", description: "Welcome back!" });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: serverMessageOf(error) ?? "Login failed", variant: "destructive" });
    },
  });
}
