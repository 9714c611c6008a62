import { useEffect, useState } from "react";

/** How long a step waits for its element (a page still loading) before it is shown centred instead. */
const WAIT_FOR_TARGET_MS = 2_000;

export type TargetState = { status: "searching" } | { status: "found"; element: Element } | { status: "missing" };

/** Drawn on screen now: not `display: none`, not collapsed to nothing (a panel this layout hides). */
function isDrawn(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/**
 * The element a step points at, once the page has drawn it: the first of the selector's elements that is drawn, so a
 * step can name where the same thing lives on a wide and on a narrow layout; "missing" when it never appears (the step is then
 * centred, and core.md §6 says a missing target is only logged). A step without a selector is "missing" at once.
 */
export function useTourTarget(selector: string | undefined, stepKey: string): TargetState {
  const [found, setFound] = useState<{ stepKey: string; state: TargetState } | null>(null);

  useEffect(() => {
    if (!selector) return;
    const settle = (state: TargetState) => {
      setFound({ stepKey, state });
      stop();
    };
    const look = () => {
      const element = [...document.querySelectorAll(selector)].find(isDrawn);
      if (element) settle({ status: "found", element });
    };
    const observer = new MutationObserver(look);
    const timer = window.setTimeout(() => {
      console.info(`Tour step ${stepKey}: ${selector} is not on this page; showing the step centred.`);
      settle({ status: "missing" });
    }, WAIT_FOR_TARGET_MS);
    const frame = requestAnimationFrame(look);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [selector, stepKey]);

  if (!selector) return { status: "missing" };
  return found?.stepKey === stepKey ? found.state : { status: "searching" };
}

/** The element's box on screen, following scrolling, resizing and layout changes while the step is shown. */
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

  return element && measured?.element === element ? measured.rect : null;
}
