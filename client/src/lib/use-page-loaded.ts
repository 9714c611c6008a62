import { useEffect, useState } from "react";

/** Runs `callback` once the browser is idle (a moment later where it cannot say, as in Safari). */
function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * False for the first screen, true once the page has loaded and the browser is idle: what only helps later (a side
 * button, notifications and their code) waits for it, instead of competing with the first screen on a slow phone.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const onLoad = () => (cancel = whenIdle(() => setLoaded(true)));
    if (document.readyState === "complete") onLoad();
    else window.addEventListener("load", onLoad, { once: true });
    return () => {
      window.removeEventListener("load", onLoad);
      cancel();
    };
  }, []);
  return loaded;
}
