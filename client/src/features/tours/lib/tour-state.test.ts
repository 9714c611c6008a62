import { describe, expect, it } from "vitest";
import {
  isCompleted,
  nextStep,
  previousStep,
  readTourMemory,
  resetTour,
  skipTour,
  startTour,
  tourToAutoStart,
  type TourDefinition,
  writeTourMemory,
} from "./tour-state";

const tour = (id: string, route: string, showOnFirstVisit = true): TourDefinition => ({
  id,
  route,
  showOnFirstVisit,
  steps: [1, 2, 3, 4],
});
const landing = tour("landing_intro", "/");
const dashboard = tour("dashboard_intro", "/dashboard");
const options = tour("video_options", "/dashboard", false);
const credits = tour("credits_tutorial", "/credits");
const empty = { progress: {}, seen: [] };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("a tour's steps", () => {
  it("saves progress on Next, and past the last step marks the tour seen and completed", () => {
    let memory = empty as ReturnType<typeof readTourMemory>;
    let active = startTour(memory, landing);
    for (let i = 0; i < 3; i++) {
      const result = nextStep(memory, active!, landing);
      ({ memory } = result);
      active = result.active!;
      expect(result.finished).toBe(false);
    }
    expect(memory.progress).toEqual({ landing_intro: 3 });
    const last = nextStep(memory, active, landing);
    expect(last).toMatchObject({ active: null, finished: true });
    expect(last.memory.seen).toEqual(["landing_intro"]);
    expect(isCompleted(last.memory, landing)).toBe(true);
  });

  it("resumes at the saved step, and starts a completed tour from the beginning", () => {
    expect(startTour({ progress: { credits_tutorial: 2 }, seen: [] }, credits)).toEqual({
      id: "credits_tutorial",
      step: 2,
    });
    expect(startTour({ progress: { credits_tutorial: 4 }, seen: [] }, credits)).toEqual({
      id: "credits_tutorial",
      step: 0,
    });
  });

  it("goes back one step, never before the first", () => {
    expect(previousStep({ id: "x", step: 2 })).toEqual({ id: "x", step: 1 });
    expect(previousStep({ id: "x", step: 0 })).toEqual({ id: "x", step: 0 });
  });

  it("marks a skipped tour seen, and forgets one tour on reset", () => {
    const memory = skipTour({ progress: { landing_intro: 1, credits_tutorial: 2 }, seen: [] }, "landing_intro");
    expect(memory.seen).toEqual(["landing_intro"]);
    expect(resetTour(memory, "landing_intro")).toEqual({ progress: { credits_tutorial: 2 }, seen: [] });
  });
});

describe("auto-start", () => {
  const tours = [landing, dashboard, options, credits];
  it("starts nothing while off (the default)", () => {
    expect(tourToAutoStart(empty, "/dashboard", tours, false)).toBeNull();
  });

  it("starts the first unseen first-visit tour of the route, never a tour that is not for first visits", () => {
    expect(tourToAutoStart(empty, "/dashboard", tours, true)?.id).toBe("dashboard_intro");
    expect(tourToAutoStart({ progress: {}, seen: ["dashboard_intro"] }, "/dashboard", tours, true)).toBeNull();
    expect(tourToAutoStart(empty, "/profile", tours, true)).toBeNull();
  });
});

describe("the browser's memory of the tours", () => {
  it("reads and writes the spec's keys, and reads damaged values as nothing remembered", () => {
    const storage = memoryStorage();
    writeTourMemory({ progress: { landing_intro: 2 }, seen: ["credits_tutorial"] }, storage);
    expect(storage.values.get("tutorial-progress")).toBe('{"landing_intro":2}');
    expect(storage.values.get("seen-tutorials")).toBe('["credits_tutorial"]');
    expect(readTourMemory(storage)).toEqual({ progress: { landing_intro: 2 }, seen: ["credits_tutorial"] });
    expect(readTourMemory(memoryStorage({ "tutorial-progress": "{oops", "seen-tutorials": '{"a":1}' }))).toEqual(empty);
  });
});
