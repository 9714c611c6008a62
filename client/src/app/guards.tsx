import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Redirect } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/lib/use-user";

/**
 * Fills the screen below the header (h-16), so the footer stays out of sight until the page arrives: a footer drawn
 * under the spinner and then pushed down by the page would be a layout shift.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center">
      <Spinner className="size-8" label={t("checkingSession")} />
    </div>
  );
}

/**
 * Login-required routes: a spinner while the session loads, then /auth for guests. `preload` fetches the page's code
 * meanwhile (lazy-page.ts), so a page opened directly does not wait for the session and then for its code.
 */
export function RequireAuth({ children, preload }: { children: ReactNode; preload?: () => unknown }) {
  const { user, isLoading } = useUser();
  useEffect(() => {
    preload?.();
  }, [preload]);
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
