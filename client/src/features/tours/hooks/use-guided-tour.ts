import { useCallback, useEffect, useState } from "react";
import i18next from "i18next";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { onTourRequest, onTutorialsReset } from "@/lib/tours";
import { useHydrated } from "@/lib/use-hydrated";
import { tourForRequest } from "../lib/choose-tour";
import { TOURS, type Tour } from "../lib/tour-definitions";
import {
  type ActiveTour,
  nextStep,
  previousStep,
  readTourMemory,
  skipTour,
  startTour,
  tourToAutoStart,
  writeTourMemory,
} from "../lib/tour-state";
import { readAutoStartTutorials } from "../use-auto-start-tutorials";

const isOnScreen = (selector: string) => Boolean(selector) && document.querySelector(selector) !== null;

/** A tour of this route that was left mid-way by a reload or a visit elsewhere (not finished, not closed). */
function interruptedTour(pathname: string): Tour | null {
  const memory = readTourMemory();
  return (
    TOURS.find((tour) => {
      const saved = memory.progress[tour.id] ?? 0;
      return tour.route === pathname && !memory.seen.includes(tour.id) && saved > 0 && saved < tour.steps.length;
    }) ?? null
  );
}

export type GuidedTour = { tour: Tour; step: number; next: () => void; back: () => void; skip: () => void };

/**
 * The running tour, per core.md §4: started by the Tour buttons, resumed where it was left, auto-started on a first
 * visit when the person turned that on. Progress is saved on every Next, so a reload continues at the same step.
 */
export function useGuidedTour(): GuidedTour | null {
  const [location, navigate] = useLocation();
  const [active, setActive] = useState<ActiveTour | null>(null);
  const tour = active ? (TOURS.find((candidate) => candidate.id === active.id) ?? null) : null;

  const begin = useCallback((chosen: Tour) => setActive(startTour(readTourMemory(), chosen)), []);

  useEffect(
    () =>
      onTourRequest((request) => {
        const chosen = tourForRequest(request, window.location.pathname, isOnScreen);
        if (chosen.route !== window.location.pathname) navigate(chosen.route);
        begin(chosen);
        return true;
      }),
    [begin, navigate],
  );

  // A tour belongs to its page: leaving the page puts it away (its progress stays for the way back). Arriving on a
  // page resumes a tour left there mid-way, or starts its first-visit tour when auto-start is on.
  // Not while taking over the prerendered landing page: its first render must match it (no tour), the next resumes.
  const hydrated = useHydrated();
  const [arrivedAt, setArrivedAt] = useState<string | null>(null);
  if (hydrated && arrivedAt !== location) {
    setArrivedAt(location);
    const currentTour = tour && tour.route === location ? tour : null;
    if (!currentTour) {
      const resumed =
        interruptedTour(location) ?? tourToAutoStart(readTourMemory(), location, TOURS, readAutoStartTutorials());
      setActive(resumed ? startTour(readTourMemory(), resumed) : null);
    }
  }

  useEffect(() => onTutorialsReset(() => setActive(null)), []);

  const next = useCallback(() => {
    if (!active || !tour) return;
    const result = nextStep(readTourMemory(), active, tour);
    writeTourMemory(result.memory);
    setActive(result.active);
    if (result.finished)
      toast({ title: i18next.t("tours:completed"), description: i18next.t("tours:completedDescription") });
  }, [active, tour]);

  const back = useCallback(() => setActive((current) => current && previousStep(current)), []);

  const skip = useCallback(() => {
    if (!active) return;
    writeTourMemory(skipTour(readTourMemory(), active.id));
    setActive(null);
  }, [active]);

  if (!active || !tour) return null;
  return { tour, step: active.step, next, back, skip };
}
