import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { HelpCenterProvider } from "@/features/help-center/help-center-provider";
import { SupportChatWidget } from "@/features/support-chat/components/support-chat-widget";
import { TourOverlay } from "@/features/tours/components/tour-overlay";
import { useHydrated } from "@/lib/use-hydrated";
import { Footer } from "./footer";
import { Header } from "./header";
import { pageTitleKey } from "./page-titles";

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("layout");
  const [location] = useLocation();
  const hydrated = useHydrated();
  const titleKey = pageTitleKey(location);
  const title = titleKey ? `${t(`titles.${titleKey}`)} · StoryBites` : t("titles.home");
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <HelpCenterProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only left-4 top-3 z-50 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed"
        >
          {t("skipToContent")}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
        {/* Always mounted (content.md §2), so the conversation carries from page to page. It shows the conversation
            the browser kept, so it is drawn by the browser, not in the prerendered page. */}
        {hydrated && <SupportChatWidget />}
        <TourOverlay />
      </div>
    </HelpCenterProvider>
  );
}
