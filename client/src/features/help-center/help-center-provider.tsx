import { type ReactNode, lazy, Suspense, useEffect, useReducer, useState } from "react";
import { onHelpCenterRequest } from "@/lib/help-center";
import { usePageLoaded } from "@/lib/use-page-loaded";
import { navigateHelp, START } from "./lib/help-navigation";

// Neither is part of the first screen: their code (and the Help Center's articles) load when they are needed.
const HelpCenterDialog = lazy(() =>
  import("./components/help-center-dialog").then((m) => ({ default: m.HelpCenterDialog })),
);
const PageHelp = lazy(() => import("./components/page-help").then((m) => ({ default: m.PageHelp })));

/**
 * Holds the Help Center (a dialog over whatever page is open), opens it when asked (lib/help-center.ts), and offers
 * the current page's articles ("Help with this page") once the page has loaded.
 */
export function HelpCenterProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The dialog is mounted from the first request on, and then stays, so it can animate shut.
  const [requested, setRequested] = useState(false);
  const [navigation, dispatch] = useReducer(navigateHelp, START);
  const pageLoaded = usePageLoaded();
  useEffect(
    () =>
      onHelpCenterRequest((articleId) => {
        dispatch({ type: "reset", ...(articleId ? { id: articleId } : {}) });
        setRequested(true);
        setOpen(true);
      }),
    [],
  );
  return (
    <>
      {children}
      {pageLoaded && (
        <Suspense fallback={null}>
          <PageHelp />
        </Suspense>
      )}
      {requested && (
        <Suspense fallback={null}>
          <HelpCenterDialog open={open} onOpenChange={setOpen} navigation={navigation} dispatch={dispatch} />
        </Suspense>
      )}
    </>
  );
}
