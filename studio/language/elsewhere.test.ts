import { describe, expect, it } from "vitest";
import { onlyElsewhere } from "./elsewhere";

describe("onlyElsewhere", () => {
  it("reads a place that comes into view, and what it is seen with, as seen from afar", () => {
    expect(onlyElsewhere("When the island appeared, he let go of me and stood on his own.", "island")).toBe(true);
    expect(onlyElsewhere("At last the city came into view.", "city")).toBe(true);
    expect(onlyElsewhere("The island appeared, white houses stacked on a brown hill.", "hill")).toBe(true);
  });

  it("keeps a place people are in, even in a line where something else comes into view", () => {
    expect(onlyElsewhere("We landed on the island at noon.", "island")).toBe(false);
    expect(onlyElsewhere("The island appeared, and we ran down the beach.", "beach")).toBe(false);
    expect(onlyElsewhere("A dolphin appeared beside the boat.", "boat")).toBe(false);
  });

  it("reads where a walk goes as ahead when the line says what it goes through", () => {
    expect(onlyElsewhere("My brother and I walked to school through the snow.", "school")).toBe(true);
    expect(onlyElsewhere("We cycled across the park to the station.", "station")).toBe(true);
    expect(onlyElsewhere("We walked to school and sat at our desks.", "school")).toBe(false);
  });
});
