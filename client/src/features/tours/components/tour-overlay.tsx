import { lazy, Suspense, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useGuidedTour } from "../hooks/use-guided-tour";
import { useElementRect, useTourTarget } from "../hooks/use-tour-target";
import { closePanel, isInPanelOf } from "../lib/collapsed-panel";
import { Spotlight } from "./spotlight";

// Only a running tour shows it: its code (and the popover's) loads when a tour starts, not with every page.
const TourPopup = lazy(() => import("./tour-popup").then((m) => ({ default: m.TourPopup })));

/** Below the sticky header. */
const TOP_MARGIN = 88;

/** Room left above an element scrolled to the top of a panel of its own. */
const PANEL_MARGIN = 8;

/** The nearest box that scrolls the element on its own, inside the page (a drawer's or a dialog's body), if any. */
function scrollingPanelOf(element: Element): Element | null {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === "auto" || overflowY === "scroll") && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}

/**
 * The step's element to the middle of the screen; a tall one from its top, so its heading shows. One in a panel that
 * scrolls on its own (the phone's drawer) is scrolled to the panel's top instead: the page behind it cannot bring it
 * closer, and should stay where the person left it.
 */
function scrollIntoSight(element: Element) {
  const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  const rect = element.getBoundingClientRect();
  const panel = scrollingPanelOf(element);
  if (panel) {
    panel.scrollBy({ top: rect.top - panel.getBoundingClientRect().top - PANEL_MARGIN, behavior });
    return;
  }
  const room = window.innerHeight - TOP_MARGIN;
  const top = rect.height > room / 2 ? rect.top - TOP_MARGIN : rect.top - TOP_MARGIN - (room - rect.height) / 2;
  window.scrollBy({ top, behavior });
}

/** Always mounted by the layout: shows the running tour's step over the page it explains. */
export function TourOverlay() {
  const guided = useGuidedTour();
  const step = guided?.tour.steps[guided.step];
  const stepKey = guided && step ? `${guided.tour.id}.${step.id}` : "";
  const target = useTourTarget(step?.target, stepKey);
  const element = target.status === "found" ? target.element : null;
  const rect = useElementRect(element);

  useEffect(() => {
    if (element) scrollIntoSight(element);
  }, [element]);

  // A panel the tour opened for a step stays open while the steps point into it, and closes once they no longer do
  // (the next step is elsewhere, or the tour ended), so the page is left as the person had it.
  const openedPanel = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (target.status === "searching") return;
    if (target.status === "found" && target.opener) openedPanel.current = target.opener;
    const opener = openedPanel.current;
    if (opener && !(element && isInPanelOf(opener, element))) {
      closePanel(opener);
      openedPanel.current = null;
    }
  }, [target, element]);

  // A step that waits for the person to press its element moves on once the press has done its job, which takes its
  // element off the screen (Continue leaves the story step). A press that is refused (an empty story: "Input
  // Required") leaves it there, and the step stays to guide them.
  const next = guided?.next;
  useEffect(() => {
    if (!element || !next || step?.requiredAction !== "click") return;
    const gone = new MutationObserver(() => {
      if (element.isConnected) return;
      gone.disconnect();
      next();
    });
    const watch = () => gone.observe(document.body, { childList: true, subtree: true });
    element.addEventListener("click", watch);
    return () => {
      element.removeEventListener("click", watch);
      gone.disconnect();
    };
  }, [element, next, step?.requiredAction]);

  if (!guided || !step || target.status === "searching") return null;
  return createPortal(
    <>
      <Spotlight rect={rect} />
      <Suspense fallback={null}>
        <TourPopup key={stepKey} guided={guided} step={step} anchor={rect} />
      </Suspense>
    </>,
    document.body,
  );
}
