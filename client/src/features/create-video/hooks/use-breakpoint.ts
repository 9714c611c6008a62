import { useSyncExternalStore } from "react";

export type Layout = "mobile" | "tablet" | "desktop";

/** core.md §9: mobile below 768 px, tablet 768 to 1023, desktop from 1024 (Tailwind md and lg). */
const TABLET = "(min-width: 768px)";
const DESKTOP = "(min-width: 1024px)";

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(TABLET), window.matchMedia(DESKTOP)];
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}

function snapshot(): Layout {
  if (window.matchMedia(DESKTOP).matches) return "desktop";
  if (window.matchMedia(TABLET).matches) return "tablet";
  return "mobile";
}

/** Which of the wizard's three layouts applies; the preview panel is placed differently in each. */
export function useLayout(): Layout {
  return useSyncExternalStore(subscribe, snapshot, () => "desktop");
}
