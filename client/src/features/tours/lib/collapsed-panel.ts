/**
 * A step's element can sit in a panel that is collapsed right now: on a phone the wizard's examples and preview live
 * in its bottom drawer. Such a panel is found the way assistive technology finds it: it carries `hidden` and an id, and
 * the button that opens it names that id in `aria-controls` with `aria-expanded="false"`. Pressing that button is what
 * the person would do, so the tour does it for them instead of spotlighting a closed drawer.
 */

/** The button that would open the collapsed panel the element is hidden in; null when it is not hidden that way. */
export function openerOfCollapsedPanel(element: Element): HTMLElement | null {
  for (let panel = element.closest("[hidden]"); panel; panel = panel.parentElement?.closest("[hidden]") ?? null) {
    if (!panel.id) continue;
    const opener = document.querySelector<HTMLElement>(
      `[aria-controls~="${CSS.escape(panel.id)}"][aria-expanded="false"]`,
    );
    if (opener) return opener;
  }
  return null;
}

/** Whether the element is inside the panel the button opens (its `aria-controls`). */
export function isInPanelOf(opener: HTMLElement, element: Element): boolean {
  const ids = opener.getAttribute("aria-controls")?.split(/\s+/) ?? [];
  return ids.some((id) => document.getElementById(id)?.contains(element) ?? false);
}

/** Closes a panel the tour opened, once the tour has moved on from it (the person may have closed it already). */
export function closePanel(opener: HTMLElement) {
  if (opener.isConnected && opener.getAttribute("aria-expanded") === "true") opener.click();
}
