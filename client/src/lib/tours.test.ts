import { describe, expect, it, vi } from "vitest";
import {
  onTourRequest,
  onTutorialsReset,
  requestTour,
  resetAllTutorials,
  tourKeyForPath,
  TUTORIAL_STORAGE_KEYS,
} from "./tours";

describe("tourKeyForPath", () => {
  it("maps /, /dashboard and /about to their tutorials and every other route to landing (core.md §4)", () => {
    expect(tourKeyForPath("/")).toBe("landing");
    expect(tourKeyForPath("/dashboard")).toBe("dashboard");
    expect(tourKeyForPath("/about")).toBe("about");
    expect(tourKeyForPath("/about/")).toBe("about");
    expect(tourKeyForPath("/about#team")).toBe("about");
    expect(tourKeyForPath("/credits?success=true")).toBe("landing");
    expect(tourKeyForPath("/support")).toBe("landing");
  });
});

describe("requestTour", () => {
  it("answers false when no tour overlay is listening", () => {
    expect(requestTour("about", new EventTarget())).toBe(false);
  });

  it("hands the key to the overlay and answers whether it started a tour", () => {
    const target = new EventTarget();
    const start = vi.fn((key: string) => key === "about");
    const stop = onTourRequest(start, target);

    expect(requestTour("about", target)).toBe(true);
    expect(requestTour("dashboard", target)).toBe(false);
    expect(start.mock.calls).toEqual([["about"], ["dashboard"]]);

    stop();
    expect(requestTour("about", target)).toBe(false);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("only logs an unknown key (core.md §4): nothing starts", () => {
    const target = new EventTarget();
    const start = vi.fn(() => true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stop = onTourRequest(start, target);
    try {
      expect(
        target.dispatchEvent(
          new CustomEvent("storybites:start-tour", { detail: { key: "nowhere" }, cancelable: true }),
        ),
      ).toBe(true);
      expect(start).not.toHaveBeenCalled();
      expect(logged).toHaveBeenCalledWith("No tutorial has the key nowhere.");
    } finally {
      stop();
      logged.mockRestore();
    }
  });
});

describe("resetAllTutorials", () => {
  it("removes the three tutorial keys of core.md §3, leaves other settings alone, and tells listeners", () => {
    const stored = new Map([
      ["tutorial-progress", '{"landing_intro":2}'],
      ["seen-tutorials", '["landing_intro"]'],
      ["auto-start-tutorials", "true"],
      ["theme", "dark"],
    ]);
    const storage = { removeItem: (key: string) => void stored.delete(key) };
    const target = new EventTarget();
    const heard = vi.fn();
    onTutorialsReset(heard, target);

    resetAllTutorials(storage, target);

    expect(TUTORIAL_STORAGE_KEYS).toEqual(["tutorial-progress", "seen-tutorials", "auto-start-tutorials"]);
    expect([...stored.keys()]).toEqual(["theme"]);
    expect(heard).toHaveBeenCalledOnce();
  });

  it("throws when the storage refuses, so the page can say 'Reset Failed'", () => {
    const storage = {
      removeItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(() => resetAllTutorials(storage, new EventTarget())).toThrow();
  });
});
