import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Redirect } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/lib/use-user";

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner className="size-8" label={t("checkingSession")} />
    </div>
  );
}

/** Login-required routes: a spinner while the session loads, then /auth for guests. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return children;
}

/** Pages for guests only (/auth): a signed-in visitor goes to /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to="/dashboard" replace />;
  return children;
}
