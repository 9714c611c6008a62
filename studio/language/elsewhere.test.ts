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

  it("reads where someone phoned or written to is as elsewhere, and keeps where the caller or the narrator is", () => {
    const farid = "A cleaner named Farid asked what was wrong, then phoned every taxi company in the city.";
    expect(onlyElsewhere(farid, "city")).toBe(true);
    expect(onlyElsewhere(farid, "taxi")).toBe(true);
    expect(onlyElsewhere("Mum rang the hospital twice.", "hospital")).toBe(true);
    expect(onlyElsewhere("I called in at the shop on the way.", "shop")).toBe(false);
    expect(onlyElsewhere("I called a garage in Leeds and waited.", "Leeds")).toBe(true);
    expect(onlyElsewhere("She texted her brother at the hospital.", "hospital")).toBe(true);
    expect(onlyElsewhere("I called her from the hospital.", "hospital")).toBe(false);
    expect(onlyElsewhere("My boss rang me at work.", "work")).toBe(false);
    expect(onlyElsewhere("I rang the doorbell at her house.", "house")).toBe(false);
    expect(onlyElsewhere("We gathered every blanket in the house.", "house")).toBe(false);
  });

  it("reads what people talk or argue about as elsewhere, and keeps where they talk", () => {
    expect(onlyElsewhere("We listened to the news and argued about football.", "football")).toBe(true);
    expect(onlyElsewhere("All winter we talked about the beach.", "beach")).toBe(true);
    expect(onlyElsewhere("We talked in the kitchen about her trip.", "kitchen")).toBe(false);
  });
});
