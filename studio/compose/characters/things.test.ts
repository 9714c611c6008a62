import { describe, expect, it } from "vitest";
import { holdable, partOfAction, placingOf, wornIn } from "./things";

const icon = (name: string) => `fluent-emoji-flat:${name}`;

describe("placingOf", () => {
  it("puts food and small things on a table, never on the floor", () => {
    for (const [name, kind] of [
      ["jar", "object"],
      ["memo", "object"],
      ["hot-beverage", "food"],
      ["poultry-leg", "food"],
      ["bread", "food"],
      ["pretzel", "food"],
    ] as const) {
      expect(placingOf(icon(name), kind).where).toBe("surface");
    }
  });

  it("stands animals, furniture, bikes and suitcases on the floor", () => {
    for (const [name, kind] of [
      ["dog", "animal"],
      ["cat", "animal"],
      ["chair", "object"],
      ["bicycle", "vehicle"],
      ["luggage", "object"],
      ["bucket", "object"],
    ] as const) {
      expect(placingOf(icon(name), kind).where).toBe("floor");
    }
  });

  it("puts big things far off, the sky's things in the sky, and a door nowhere", () => {
    expect(placingOf(icon("automobile"), "vehicle").where).toBe("far");
    expect(placingOf(icon("sailboat"), "vehicle").where).toBe("far");
    expect(placingOf(icon("deciduous-tree"), "object").where).toBe("far");
    expect(placingOf(icon("crescent-moon"), "object").where).toBe("sky");
    expect(placingOf(icon("door"), "object").where).toBe("nowhere");
    expect(placingOf(icon("nose"), "object").where).toBe("nowhere");
  });

  it("sizes things against a person: a jar a hand, a dog a third, a horse nearly a person", () => {
    const jar = placingOf(icon("jar"), "object").size;
    const dog = placingOf(icon("dog"), "animal").size;
    const horse = placingOf(icon("horse"), "animal").size;
    expect(jar).toBeLessThan(0.15);
    expect(dog).toBeGreaterThan(jar * 2);
    expect(horse).toBeGreaterThan(dog * 2);
    expect(placingOf(icon("key"), "object").size).toBeLessThan(jar);
  });

  it("lets a hand hold a jar or a cup, not a horse or a bike", () => {
    expect(holdable(placingOf(icon("jar"), "object"))).toBe(true);
    expect(holdable(placingOf(icon("trophy"), "object"))).toBe(true);
    expect(holdable(placingOf(icon("horse"), "animal"))).toBe(false);
    expect(holdable(placingOf(icon("bicycle"), "vehicle"))).toBe(false);
  });

  it("knows what an action draws itself: the driver's car, the sleeper's sofa", () => {
    expect(partOfAction(icon("automobile"), "driving")).toBe(true);
    expect(partOfAction(icon("tractor"), "driving")).toBe(true);
    expect(partOfAction(icon("deciduous-tree"), "driving")).toBe(false);
    expect(partOfAction(icon("couch-and-lamp"), "lying")).toBe(true);
    expect(partOfAction(icon("automobile"), "walking")).toBe(false);
  });
});

describe("wornIn", () => {
  it("reads a thing someone wears as on them, and the same thing put somewhere as a thing", () => {
    expect(wornIn("He wore a paper crown from Christmas all year.", "paper crown", icon("crown"))).toBe(true);
    expect(wornIn("Grandad answered the door in his socks.", "socks", icon("socks"))).toBe(true);
    expect(wornIn("She was wearing her new running shoes.", "shoes", icon("running-shoe"))).toBe(true);
    expect(wornIn("She put the scarf in a drawer.", "scarf", icon("scarf"))).toBe(false);
    expect(wornIn("He found a crown in the attic.", "crown", icon("crown"))).toBe(false);
    expect(wornIn("He wore a smile and carried a cake.", "cake", icon("birthday-cake"))).toBe(false);
  });
});
