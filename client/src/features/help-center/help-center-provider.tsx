import { type ReactNode, useEffect, useReducer, useState } from "react";
import { onHelpCenterRequest } from "@/lib/help-center";
import { HelpCenterDialog } from "./components/help-center-dialog";
import { PageHelp } from "./components/page-help";
import { navigateHelp, START } from "./lib/help-navigation";

/**
 * Holds the Help Center (a dialog over whatever page is open), opens it when asked (lib/help-center.ts), and offers
 * the current page's articles ("Help with this page").
 */
export function HelpCenterProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [navigation, dispatch] = useReducer(navigateHelp, START);
  useEffect(
    () =>
      onHelpCenterRequest((articleId) => {
        dispatch({ type: "reset", ...(articleId ? { id: articleId } : {}) });
        setOpen(true);
      }),
    [],
  );
  return (
    <>
      {children}
      <PageHelp />
      <HelpCenterDialog open={open} onOpenChange={setOpen} navigation={navigation} dispatch={dispatch} />
    </>
  );
}
