import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/**
 * False while React takes over a page drawn ahead (the landing page at build time, scripts/prerender-landing.mjs; the
 * gallery and the studio per request, server/http/page-render.ts) and in that
 * render itself, true right after and on every page drawn in the browser. What shows state the browser keeps (an open
 * chat, a tour half done) waits for it, so the first render matches the page as it arrived.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
