import { useMutation, useQueryClient } from "@tanstack/react-query";
import { publicUserSchema, type RegisterInput } from "@common/auth";
import { postJson, serverMessageOf } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { sessionKeys } from "@/lib/query-keys";
import { forgetOtherAccountData } from "@/lib/use-user";

/** The register body: the shared schema's fields plus a referral code from `/auth?ref=CODE`. */
export type RegisterRequest = RegisterInput & { referralCode?: string };

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterRequest) => postJson("/api/register", publicUserSchema, input),
    onSuccess: (user) => {
      forgetOtherAccountData(queryClient);
      queryClient.setQueryData(sessionKeys.user(), user);
      toast({ title: "Registration successful", description: "Your account has been created!" });
    },
    onError: (error) => {
      toast({
        title: "Registration failed",
        description: serverMessageOf(error) ?? "Registration failed",
        variant: "destructive",
      });
    },
  });
}
