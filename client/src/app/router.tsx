import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LandingPage } from "@/features/landing/pages/landing-page";
import { PageSpinner, RedirectIfSignedIn, RequireAuth } from "./guards";
import { NotFoundPage } from "./not-found-page";

// Pages past the landing page load on first visit, so the first paint of "/" stays light.
const AuthPage = lazy(() => import("@/features/auth/pages/auth-page").then((m) => ({ default: m.AuthPage })));
const DashboardPage = lazy(() =>
  import("@/features/create-video/pages/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);
const CreditsPage = lazy(() => import("@/features/credits/pages/credits-page").then((m) => ({ default: m.CreditsPage })));
const PaypalCheckoutPage = lazy(() =>
  import("@/features/credits/pages/paypal-checkout-page").then((m) => ({ default: m.PaypalCheckoutPage })),
);
const ProfilePage = lazy(() => import("@/features/profile/pages/profile-page").then((m) => ({ default: m.ProfilePage })));

/** A new page starts at the top unless the link points at a section. */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: "instant" });
  }, [location]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/auth">
            <RedirectIfSignedIn>
              <AuthPage />
            </RedirectIfSignedIn>
          </Route>
          <Route path="/dashboard">
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          </Route>
          <Route path="/profile">
            <RequireAuth>
              <ProfilePage />
            </RequireAuth>
          </Route>
          <Route path="/credits">
            <RequireAuth>
              <CreditsPage />
            </RequireAuth>
          </Route>
          <Route path="/paypal-checkout">
            <RequireAuth>
              <PaypalCheckoutPage />
            </RequireAuth>
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </>
  );
}
