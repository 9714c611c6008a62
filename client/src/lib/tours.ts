/**
 * What several features need of the guided tours (core.md §2 "Guided tours", §3, §4 "Tours") without importing the
 * tours feature: the local storage keys, which simple tutorial a route opens, a way to ask for a tour from any
 * "Take a Tour" button, and "Reset All Tutorials".
 *
 * Starting a tour is an event on `window`: the always-mounted tour overlay listens with `onTourRequest` and accepts
 * a request by returning true, so a button never depends on where the overlay lives.
 */

/** core.md §3: the browser storage keys of the tours, word for word. */
export const TUTORIAL_PROGRESS_KEY = "tutorial-progress";
export const SEEN_TUTORIALS_KEY = "seen-tutorials";
export const AUTO_START_TUTORIALS_KEY = "auto-start-tutorials";
export const TUTORIAL_STORAGE_KEYS = [TUTORIAL_PROGRESS_KEY, SEEN_TUTORIALS_KEY, AUTO_START_TUTORIALS_KEY] as const;

/** The simple tutorials a page can open (core.md §4). */
export type TourKey = "landing" | "about" | "dashboard";

/** core.md §4: / opens landing, /dashboard dashboard, /about about, and any other route landing. */
export function tourKeyForPath(path: string): TourKey {
  const pathname = path.split(/[?#]/, 1)[0]?.replace(/\/+$/, "") || "/";
  if (pathname === "/dashboard") return "dashboard";
  if (pathname === "/about") return "about";
  return "landing";
}

const START_TOUR_EVENT = "storybites:start-tour";
const TUTORIALS_RESET_EVENT = "storybites:tutorials-reset";

/** A simple tutorial's key, or "page": the tour of the screen the person is on (the header's Tour button). */
export type TourRequest = TourKey | "page";

const TOUR_REQUESTS: readonly TourRequest[] = ["landing", "about", "dashboard", "page"];
const isTourRequest = (value: unknown): value is TourRequest => TOUR_REQUESTS.some((key) => key === value);

/**
 * Asks the tour overlay to start the tour for `key`. Returns false when nothing took the request (no overlay
 * mounted), so the button can tell the person instead of doing nothing.
 */
export function requestTour(key: TourRequest, target: EventTarget = window): boolean {
  const event = new CustomEvent(START_TOUR_EVENT, { detail: { key }, cancelable: true });
  // A listener that starts the tour cancels the event: dispatchEvent then answers false.
  return !target.dispatchEvent(event);
}

/** For the tour overlay: `start` answers whether it started a tour for the key. Returns the unsubscribe. */
export function onTourRequest(start: (key: TourRequest) => boolean, target: EventTarget = window): () => void {
  const listener = (event: Event) => {
    const key: unknown = event instanceof CustomEvent ? event.detail?.key : undefined;
    // core.md §4: an unknown key is only logged.
    if (!isTourRequest(key)) return console.error(`No tutorial has the key ${String(key)}.`);
    if (start(key)) event.preventDefault();
  };
  target.addEventListener(START_TOUR_EVENT, listener);
  return () => target.removeEventListener(START_TOUR_EVENT, listener);
}

/**
 * "Reset All Tutorials": forgets every tour's progress, which tours were seen and the auto-start choice. Throws when
 * the storage cannot be written (blocked storage), which the caller reports as "Reset Failed". Afterwards whoever
 * shows tour state (the auto-start checkbox, the overlay) hears it through `onTutorialsReset`.
 */
export function resetAllTutorials(
  storage: Pick<Storage, "removeItem"> = localStorage,
  target: EventTarget = window,
): void {
  for (const key of TUTORIAL_STORAGE_KEYS) storage.removeItem(key);
  target.dispatchEvent(new Event(TUTORIALS_RESET_EVENT));
}

export function onTutorialsReset(listener: () => void, target: EventTarget = window): () => void {
  target.addEventListener(TUTORIALS_RESET_EVENT, listener);
  return () => target.removeEventListener(TUTORIALS_RESET_EVENT, listener);
}
