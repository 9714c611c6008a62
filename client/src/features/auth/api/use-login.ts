import { useMutation, useQueryClient } from "@tanstack/react-query";
import { publicUserSchema, type LoginInput } from "@common/auth";
import { postJson, serverMessageOf } from "@/lib/api";
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
      toast({ title: "Login successful", description: "Welcome back!" });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: serverMessageOf(error) ?? "Login failed", variant: "destructive" });
    },
  });
}
