import type { HelpArticleId } from "@common/help";

/**
 * Opening the Help Center from any feature without importing it (features do not import each other): a request is
 * an event on `window`, which the always-mounted Help Center (features/help-center) listens for.
 */
const OPEN_HELP_CENTER_EVENT = "storybites:open-help-center";

/** Opens the Help Center, on the article `articleId` when given. */
export function openHelpCenter(articleId?: HelpArticleId, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(OPEN_HELP_CENTER_EVENT, { detail: { articleId } }));
}

/** Calls `listener` for every request to open the Help Center; returns the function that stops listening. */
export function onHelpCenterRequest(
  listener: (articleId: HelpArticleId | undefined) => void,
  target: EventTarget = window,
): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<{ articleId?: HelpArticleId }>).detail?.articleId);
  target.addEventListener(OPEN_HELP_CENTER_EVENT, handle);
  return () => target.removeEventListener(OPEN_HELP_CENTER_EVENT, handle);
}
