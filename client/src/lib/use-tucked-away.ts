import { useEffect, useState } from "react";

/** Within this far of the top or the bottom of the page the floating buttons stay out: the page's padding clears them. */
const EDGE_PX = 120;
/** Smaller movements (a trackpad's rest, a bounce) do not change anything. */
const JITTER_PX = 4;

/**
 * Whether the floating buttons (the chat, the page help) are tucked away: while someone scrolls down a page they read
 * and press what is under the buttons' corners (Continue, a price, a badge), so the buttons step aside until they
 * scroll back up or reach either end of the page.
 */
export function useTuckedAway(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - last;
      if (Math.abs(delta) < JITTER_PX) return;
      last = y;
      const atEnd = y < EDGE_PX || y + window.innerHeight > document.documentElement.scrollHeight - EDGE_PX;
      setTucked(delta > 0 && !atEnd);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return tucked;
}

/** The classes that tuck a floating button away; keyboard focus brings it back. */
export const TUCKED_CLASSES =
  "pointer-events-none translate-y-[calc(100%+2rem)] opacity-0 focus-visible:pointer-events-auto focus-visible:translate-y-0 focus-visible:opacity-100";
