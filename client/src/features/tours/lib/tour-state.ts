import { SEEN_TUTORIALS_KEY, TUTORIAL_PROGRESS_KEY } from "@/lib/tours";

/** A guided tour (core.md §3 "Tutorial"): where it runs and whether it starts by itself on a first visit. */
export type TourDefinition = { id: string; route: string; showOnFirstVisit: boolean; steps: readonly unknown[] };

/** What the browser remembers of the tours (core.md §3): each tour's saved step, and the tours seen. */
export type TourMemory = { progress: Record<string, number>; seen: string[] };

export type ActiveTour = { id: string; step: number };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export function readTourMemory(storage: KeyValueStorage = localStorage): TourMemory {
  const parse = <T>(key: string, fallback: T, valid: (value: unknown) => value is T): T => {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? "null");
      return valid(value) ? value : fallback;
    } catch {
      return fallback;
    }
  };
  const isProgress = (value: unknown): value is Record<string, number> =>
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((n) => Number.isInteger(n) && n >= 0);
  const isSeen = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((id) => typeof id === "string");
  return { progress: parse(TUTORIAL_PROGRESS_KEY, {}, isProgress), seen: parse(SEEN_TUTORIALS_KEY, [], isSeen) };
}

export function writeTourMemory(memory: TourMemory, storage: KeyValueStorage = localStorage): void {
  try {
    storage.setItem(TUTORIAL_PROGRESS_KEY, JSON.stringify(memory.progress));
    storage.setItem(SEEN_TUTORIALS_KEY, JSON.stringify(memory.seen));
  } catch {
    // Storage blocked: the tour still runs, it is just not remembered.
  }
}

/** core.md §4: a tour is completed when its saved progress reaches its number of steps. */
export function isCompleted(memory: TourMemory, tour: TourDefinition): boolean {
  return (memory.progress[tour.id] ?? 0) >= tour.steps.length;
}

/** Starting resumes at the saved step; a completed tour starts again from its first. */
export function startTour(memory: TourMemory, tour: TourDefinition): ActiveTour {
  const saved = memory.progress[tour.id] ?? 0;
  return { id: tour.id, step: saved < tour.steps.length ? saved : 0 };
}

/** Next saves the progress; past the last step the tour is seen and ends (`active` null, `finished` true). */
export function nextStep(
  memory: TourMemory,
  active: ActiveTour,
  tour: TourDefinition,
): { memory: TourMemory; active: ActiveTour | null; finished: boolean } {
  const step = active.step + 1;
  const progress = { ...memory.progress, [tour.id]: step };
  if (step < tour.steps.length)
    return { memory: { ...memory, progress }, active: { ...active, step }, finished: false };
  return { memory: { progress, seen: markSeen(memory.seen, tour.id) }, active: null, finished: true };
}

/** Back one step, never before the first. */
export function previousStep(active: ActiveTour): ActiveTour {
  return { ...active, step: Math.max(0, active.step - 1) };
}

/** Skipping (the close button, Escape) marks the tour seen and closes it; its progress stays for a later resume. */
export function skipTour(memory: TourMemory, tourId: string): TourMemory {
  return { ...memory, seen: markSeen(memory.seen, tourId) };
}

/** Forgets one tour's progress and that it was seen. */
export function resetTour(memory: TourMemory, tourId: string): TourMemory {
  const { [tourId]: _forgotten, ...progress } = memory.progress;
  return { progress, seen: memory.seen.filter((id) => id !== tourId) };
}

/** With auto-start on: the first unseen first-visit tour of the route, else none. */
export function tourToAutoStart(
  memory: TourMemory,
  pathname: string,
  tours: readonly TourDefinition[],
  autoStart: boolean,
): TourDefinition | null {
  if (!autoStart) return null;
  return (
    tours.find((tour) => tour.route === pathname && tour.showOnFirstVisit && !memory.seen.includes(tour.id)) ?? null
  );
}

function markSeen(seen: string[], id: string): string[] {
  return seen.includes(id) ? seen : [...seen, id];
}
