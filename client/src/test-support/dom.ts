/**
 * What jsdom leaves out and the components reach for: media queries (the wizard's layouts, the chat on a phone),
 * ResizeObserver and pointer capture (Radix sliders and radio groups), scrolling. Installed once per DOM test worker,
 * only in a DOM environment; each stands in for the browser, never for the app's own code.
 */

type Listener = (event: MediaQueryListEvent) => void;

/** The width media queries are answered for; a desktop window unless a test says otherwise. */
let viewportWidth = 1280;
const queries = new Set<{ list: MediaQueryList; listeners: Set<Listener> }>();

/** `(min-width: 768px)`, `(max-width: 639px)` and their `and` combinations; anything else does not match. */
function matches(query: string, width: number): boolean {
  const parts = query.split(/\s+and\s+/);
  return parts.every((part) => {
    const found = /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/.exec(part);
    if (!found) return false;
    const limit = Number(found[2]);
    return found[1] === "min" ? width >= limit : width <= limit;
  });
}

function matchMedia(query: string): MediaQueryList {
  const listeners = new Set<Listener>();
  const list = {
    media: query,
    get matches() {
      return matches(query, viewportWidth);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
  queries.add({ list, listeners });
  return list;
}

/** Resizes the window as media queries see it, telling every query whose answer changed. */
export function setViewportWidth(width: number) {
  const before = new Map([...queries].map((query) => [query, query.list.matches]));
  viewportWidth = width;
  for (const query of queries) {
    if (before.get(query) === query.list.matches) continue;
    const event = { matches: query.list.matches, media: query.list.media } as MediaQueryListEvent;
    for (const listener of query.listeners) listener(event);
  }
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Back to a desktop window, forgetting the queries of the trees that were unmounted. */
export function resetViewport() {
  viewportWidth = 1280;
  queries.clear();
}

let installed = false;

export function installDomShims() {
  if (typeof window === "undefined") throw new Error("DOM tests need `// @vitest-environment jsdom` at their top");
  // React checks this before warning about updates outside act(); Testing Library turns it off while it waits.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  if (installed) return;
  installed = true;
  window.matchMedia = matchMedia;
  window.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
}
