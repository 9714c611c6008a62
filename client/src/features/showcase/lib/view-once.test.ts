import { describe, expect, it } from "vitest";
import { claimFirstView, releaseView } from "./view-once";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("claimFirstView", () => {
  it("counts an example once per tab, each example separately", () => {
    const store = memoryStore();
    expect(claimFirstView(1, store)).toBe(true);
    expect(claimFirstView(1, store)).toBe(false);
    expect(claimFirstView(2, store)).toBe(true);
  });

  it("lets the next opening try again when the view could not be recorded", () => {
    const store = memoryStore();
    claimFirstView(1, store);
    releaseView(1, store);
    expect(claimFirstView(1, store)).toBe(true);
  });

  it("counts every opening when there is no session storage", () => {
    expect(claimFirstView(1, null)).toBe(true);
    expect(claimFirstView(1, null)).toBe(true);
  });
});
