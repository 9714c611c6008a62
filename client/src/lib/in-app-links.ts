import { type RefObject, useEffect } from "react";
import { useLocation } from "wouter";

/**
 * Where a click on a link inside the page's text should go without reloading the app: a same-origin address
 * outside the current page, as a path. Null for other sites, mail links and jumps within the current page, which
 * the browser handles itself.
 */
export function inAppPathOf(href: string, current: { origin: string; pathname: string }): string | null {
  let url: URL;
  try {
    url = new URL(href, current.origin + current.pathname);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.pathname === current.pathname && url.hash) return null;
  if (url.pathname.startsWith("/api/")) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Clicks on links to other pages of the site inside `ref` (server-rendered HTML: legal texts, help articles) move
 * within the app instead of reloading it; `onNavigate` runs first (a dialog closes itself).
 */
export function useInAppLinks(ref: RefObject<HTMLElement | null>, onNavigate?: () => void): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const path = inAppPathOf(link.href, window.location);
      if (!path) return;
      event.preventDefault();
      onNavigate?.();
      window.scrollTo({ top: 0, behavior: "instant" });
      navigate(path);
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [ref, navigate, onNavigate]);
}
