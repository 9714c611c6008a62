type Where = {
  /** `history.length`. */
  historyLength: number;
  /** The address now shown. */
  currentUrl: string;
  /** The address this document was loaded at (the page the app started on), when the browser tells it. */
  entryUrl: string | undefined;
  /** `document.referrer`. */
  referrer: string;
  origin: string;
};

/**
 * Whether "back" stays on StoryBites. The entry before the app's first page belongs to another site (or is the
 * empty tab), so back is ours only after the app has moved on from where it was loaded, or when a page of this
 * site sent the visitor here.
 */
export function hasInAppHistory({ historyLength, currentUrl, entryUrl, referrer, origin }: Where): boolean {
  if (historyLength <= 1) return false;
  if (referrer && new URL(referrer, origin).origin === origin) return true;
  if (entryUrl === undefined) return true;
  return stripHash(currentUrl) !== stripHash(entryUrl);
}

const stripHash = (url: string) => url.split("#", 1)[0];

/** `hasInAppHistory` for this window. */
export function canGoBackInApp(): boolean {
  const entry = performance.getEntriesByType("navigation")[0];
  return hasInAppHistory({
    historyLength: window.history.length,
    currentUrl: window.location.href,
    entryUrl: entry?.name,
    referrer: document.referrer,
    origin: window.location.origin,
  });
}
