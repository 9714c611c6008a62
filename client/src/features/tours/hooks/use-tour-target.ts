import { useEffect, useState } from "react";
import { openerOfCollapsedPanel } from "../lib/collapsed-panel";

/** How long a step waits for its element (a page still loading) before it is shown centred instead. */
const WAIT_FOR_TARGET_MS = 2_000;

/** `opener`: the button the step pressed to open the collapsed panel its element was in, to close it afterwards. */
export type TargetState =
  | { status: "searching" }
  | { status: "found"; element: Element; opener?: HTMLElement }
  | { status: "missing" };

/** Drawn on screen now: not `display: none`, not collapsed to nothing (a panel this layout hides). */
function isDrawn(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/**
 * The element a step points at, once the page has drawn it: the first of the selector's elements that is drawn, so a
 * step can name where the same thing lives on a wide and on a narrow layout. An element hidden in a collapsed panel
 * (the wizard's bottom drawer on a phone) has that panel opened first, and is found once the panel has finished
 * opening, so the spotlight lands where it ends up. "missing" when it never appears (the step is then centred, and
 * core.md §6 says a missing target is only logged). A step without a selector is "missing" at once.
 */
export function useTourTarget(selector: string | undefined, stepKey: string): TargetState {
  const [found, setFound] = useState<{ stepKey: string; state: TargetState } | null>(null);

  useEffect(() => {
    if (!selector) return;
    let opener: HTMLElement | undefined;
    let frame = 0;
    let lastBox = "";
    const settle = (state: TargetState) => {
      setFound({ stepKey, state });
      stop();
    };
    // A panel opens with an animation: the element is found when it has stopped moving.
    const settleWhenStill = (element: Element) => {
      const box = JSON.stringify(element.getBoundingClientRect());
      if (box === lastBox) return settle({ status: "found", element, opener });
      lastBox = box;
      frame = requestAnimationFrame(() => settleWhenStill(element));
    };
    const look = () => {
      if (lastBox) return;
      const candidates = [...document.querySelectorAll(selector)];
      const element = candidates.find(isDrawn);
      if (element) {
        if (opener) settleWhenStill(element);
        else settle({ status: "found", element });
        return;
      }
      if (opener) return;
      opener = candidates.map(openerOfCollapsedPanel).find((button) => button !== null) ?? undefined;
      opener?.click();
    };
    const observer = new MutationObserver(look);
    const timer = window.setTimeout(() => {
      console.info(`Tour step ${stepKey}: ${selector} is not on this page; showing the step centred.`);
      settle({ status: "missing" });
    }, WAIT_FOR_TARGET_MS);
    frame = requestAnimationFrame(look);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    }
    // `hidden` too: an opened panel shows what it already held, without adding anything to the page.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
    return stop;
  }, [selector, stepKey]);

  if (!selector) return { status: "missing" };
  return found?.stepKey === stepKey ? found.state : { status: "searching" };
}

/**
 * The element's box on screen, following scrolling, resizing and layout changes while the step is shown; null while it
 * is not drawn (the person closed the drawer it is in), so nothing is spotlit where it was.
 */
export function useElementRect(element: Element | null): DOMRect | null {
  const [measured, setMeasured] = useState<{ element: Element; rect: DOMRect } | null>(null);

  useEffect(() => {
    if (!element) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setMeasured({ element, rect: element.getBoundingClientRect() }));
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    resize.observe(document.body);
    window.addEventListener("scroll", measure, { capture: true, passive: true });
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener("scroll", measure, { capture: true });
      window.removeEventListener("resize", measure);
    };
  }, [element]);

  return element && measured?.element === element && measured.rect.width > 0 && measured.rect.height > 0
    ? measured.rect
    : null;
}
