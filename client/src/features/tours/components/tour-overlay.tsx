import { lazy, Suspense, useEffect } from "react";
import { createPortal } from "react-dom";
import { useGuidedTour } from "../hooks/use-guided-tour";
import { useElementRect, useTourTarget } from "../hooks/use-tour-target";
import { Spotlight } from "./spotlight";

// Only a running tour shows it: its code (and the popover's) loads when a tour starts, not with every page.
const TourPopup = lazy(() => import("./tour-popup").then((m) => ({ default: m.TourPopup })));

/** Below the sticky header. */
const TOP_MARGIN = 88;

/** The step's element to the middle of the screen; a tall one from its top, so its heading shows. */
function scrollIntoSight(element: Element) {
  const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  const rect = element.getBoundingClientRect();
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
