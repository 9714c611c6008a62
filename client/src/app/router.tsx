import { lazy, Suspense, useEffect, useRef } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LandingPage } from "@/features/landing/pages/landing-page";
import { PageSpinner, RedirectIfSignedIn, RequireAuth } from "./guards";
import { lazyPage } from "./lazy-page";
import { NotFoundPage } from "./not-found-page";

// Pages past the landing page load on first visit, so the first paint of "/" stays light.
const AuthPage = lazy(() => import("@/features/auth/pages/auth-page").then((m) => ({ default: m.AuthPage })));
// Public: whoever is signed in or not, a reset link has to open.
const ResetPasswordPage = lazy(() =>
  import("@/features/auth/pages/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const DashboardPage = lazyPage(() =>
  import("@/features/create-video/pages/dashboard-page").then((m) => m.DashboardPage),
);
const CreditsPage = lazyPage(() => import("@/features/credits/pages/credits-page").then((m) => m.CreditsPage));
const PaypalCheckoutPage = lazyPage(() =>
  import("@/features/credits/pages/paypal-checkout-page").then((m) => m.PaypalCheckoutPage),
);
const ProfilePage = lazyPage(() => import("@/features/profile/pages/profile-page").then((m) => m.ProfilePage));
// /referrals is public: the page itself asks a guest to log in (content.md §2).
const ReferralsPage = lazy(() =>
  import("@/features/referrals/pages/referrals-page").then((m) => ({ default: m.ReferralsPage })),
);
// Public pages: about, support, legal, social placeholders.
const AboutPage = lazy(() => import("@/features/about/pages/about-page").then((m) => ({ default: m.AboutPage })));
const SupportPage = lazy(() =>
  import("@/features/support/pages/support-page").then((m) => ({ default: m.SupportPage })),
);
const LegalDocumentPage = lazy(() =>
  import("@/features/legal/pages/legal-document-page").then((m) => ({ default: m.LegalDocumentPage })),
);
const SocialPage = lazy(() => import("@/features/social/pages/social-page").then((m) => ({ default: m.SocialPage })));

// Public pages: showcase and Resource Center.
const ShowcasePage = lazy(() =>
  import("@/features/showcase/pages/showcase-page").then((m) => ({ default: m.ShowcasePage })),
);
const ShowcaseDetailPage = lazy(() =>
  import("@/features/showcase/pages/showcase-detail-page").then((m) => ({ default: m.ShowcaseDetailPage })),
);
const ResourcesPage = lazy(() =>
  import("@/features/resources/pages/resources-page").then((m) => ({ default: m.ResourcesPage })),
);
const ArticlePage = lazy(() =>
  import("@/features/resources/pages/article-page").then((m) => ({ default: m.ArticlePage })),
);
const ResourcePlaceholderPage = lazy(() =>
  import("@/features/resources/pages/resource-placeholder-page").then((m) => ({ default: m.ResourcePlaceholderPage })),
);

// Community: /community/create needs a session; the list, posts, members and topics are public.
const CommunityPage = lazy(() =>
  import("@/features/community/pages/community-page").then((m) => ({ default: m.CommunityPage })),
);
const CreatePostPage = lazyPage(() =>
  import("@/features/community/pages/create-post-page").then((m) => m.CreatePostPage),
);
const CommunityPostPage = lazy(() =>
  import("@/features/community/pages/post-page").then((m) => ({ default: m.PostPage })),
);
const CommunityMemberPage = lazy(() =>
  import("@/features/community/pages/member-page").then((m) => ({ default: m.MemberPage })),
);
const CommunityTopicPage = lazy(() =>
  import("@/features/community/pages/topic-page").then((m) => ({ default: m.TopicPage })),
);

// AI Tools (content.md §2): login required.
const AiToolsPage = lazyPage(() => import("@/features/ai-tools/pages/ai-tools-page").then((m) => m.AiToolsPage));

/** A new page starts at the top unless the link points at a section. */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    // The first page is already at the top: scrolling there would only force a layout before the first paint.
    if (shown.current === location) return;
    shown.current = location;
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: "instant" });
  }, [location]);
  return null;
}

/** A route that asks for a session first, fetching the page's code meanwhile. */
function SignedInRoute({ path, page: Page }: { path: string; page: ReturnType<typeof lazyPage<object>> }) {
  return (
    <Route path={path}>
      <RequireAuth preload={Page.preload}>
        <Page />
      </RequireAuth>
    </Route>
  );
}

const LEGAL_PAGES = ["terms", "privacy", "cookies"] as const;

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
          <Route path="/reset-password" component={ResetPasswordPage} />
          <SignedInRoute path="/dashboard" page={DashboardPage} />
          <SignedInRoute path="/profile" page={ProfilePage} />
          <SignedInRoute path="/credits" page={CreditsPage} />
          <SignedInRoute path="/paypal-checkout" page={PaypalCheckoutPage} />
          <SignedInRoute path="/perplexity-tools" page={AiToolsPage} />
          <Route path="/referrals" component={ReferralsPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/support" component={SupportPage} />
          {LEGAL_PAGES.map((page) => (
            <Route key={page} path={`/${page}`}>
              <LegalDocumentPage page={page} />
            </Route>
          ))}
          <Route path="/social/:platform" component={SocialPage} />
          {/* Showcase and Resource Center (public). /resources/{type}/{slug} comes last: it would match the two before it. */}
          <Route path="/showcase" component={ShowcasePage} />
          <Route path="/showcase/:id" component={ShowcaseDetailPage} />
          <Route path="/resources" component={ResourcesPage} />
          <Route path="/resources/category/:category" component={ResourcesPage} />
          <Route path="/resources/articles/:slug" component={ArticlePage} />
          <Route path="/resources/:type/:slug" component={ResourcePlaceholderPage} />
          {/* Community (content.md §2): only /community/create needs a session. */}
          <Route path="/community" component={CommunityPage} />
          <SignedInRoute path="/community/create" page={CreatePostPage} />
          <Route path="/community/posts/:id" component={CommunityPostPage} />
          <Route path="/community/users/:id" component={CommunityMemberPage} />
          <Route path="/community/topics/:topic" component={CommunityTopicPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </>
  );
}
