import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser, RegisterInput } from "@common/auth";
import { apiRequest, serverMessageOf } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { forgetOtherAccountData, USER_QUERY_KEY } from "@/lib/use-user";

/** The register body: the shared schema's fields plus a referral code from `/auth?ref=CODE`. */
export type RegisterRequest = RegisterInput & { referralCode?: string };

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterRequest) => {
      const res = await apiRequest("POST", "/api/register", input);
      return (await res.json()) as PublicUser;
    },
    onSuccess: (user) => {
      forgetOtherAccountData(queryClient);
      queryClient.setQueryData(USER_QUERY_KEY, user);
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
