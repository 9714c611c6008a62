import { describe, expect, it } from "vitest";
import en from "@/i18n/locales/en/tours.json";
import es from "@/i18n/locales/es/tours.json";
import { TOURS } from "./tour-definitions";

describe("the guided tours", () => {
  it("are the spec's four, on their routes, four steps each, three of them for first visits", () => {
    expect(TOURS.map(({ id, route, showOnFirstVisit, steps }) => [id, route, showOnFirstVisit, steps.length])).toEqual([
      ["landing_intro", "/", true, 4],
      ["dashboard_intro", "/dashboard", true, 4],
      ["video_options", "/dashboard", false, 4],
      ["credits_tutorial", "/credits", true, 4],
    ]);
  });

  it("have every step's title and words in both languages", () => {
    for (const catalogue of [en, es] as Array<Record<string, unknown>>) {
      for (const tour of TOURS) {
        for (const step of tour.steps) {
          const words = (catalogue[tour.id] as Record<string, { title?: string; content?: string }> | undefined)?.[
            step.id
          ];
          expect(words?.title, `${tour.id}.${step.id}`).toBeTruthy();
          expect(words?.content, `${tour.id}.${step.id}`).toBeTruthy();
        }
      }
    }
  });
});
