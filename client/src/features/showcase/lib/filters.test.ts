import { describe, expect, it } from "vitest";
import { filterExamples, filterTabs } from "./filters";

const examples = [
  { id: 1, featured: true, categoryTag: "storytelling" as const },
  { id: 2, featured: false, categoryTag: "business" as const },
  { id: 3, featured: false, categoryTag: "storytelling" as const },
];

describe("showcase filters", () => {
  it("offers All Examples, Featured, then each category present once, in the catalogue's order", () => {
    expect(filterTabs(examples)).toEqual(["all", "featured", "business", "storytelling"]);
    expect(filterTabs([])).toEqual(["all", "featured"]);
  });

  it("keeps everything, the featured ones, or one category", () => {
    expect(filterExamples(examples, "all").map((e) => e.id)).toEqual([1, 2, 3]);
    expect(filterExamples(examples, "featured").map((e) => e.id)).toEqual([1]);
    expect(filterExamples(examples, "storytelling").map((e) => e.id)).toEqual([1, 3]);
    expect(filterExamples(examples, "personal")).toEqual([]);
  });
});
