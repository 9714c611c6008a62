import { useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LandingPage } from "@/features/landing/pages/landing-page";
import { AuthPage } from "@/features/auth/pages/auth-page";
import { DashboardPage } from "@/features/create-video/pages/dashboard-page";
import { CreditsPage } from "@/features/credits/pages/credits-page";
import { PaypalCheckoutPage } from "@/features/paypal-checkout/pages/paypal-checkout-page";
import { ProfilePage } from "@/features/profile/pages/profile-page";
import { RedirectIfSignedIn, RequireAuth } from "./guards";
import { NotFoundPage } from "./not-found-page";

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
    </>
  );
}
