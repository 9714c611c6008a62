import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ["style", "class"] });
  window.addEventListener("resize", onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", onChange);
  };
}

function snapshot(): number {
  return Number.parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
}

/**
 * How far up a floating button (the chat, the page help) sits to clear a bar fixed at the bottom of the page. Such a bar pads the body by its own
 * height (the wizard's mobile preview drawer does), so the body's bottom padding is what to stay above.
 */
export function useBottomInset(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}
