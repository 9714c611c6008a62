import { describe, expect, it } from "vitest";
import { actionFor, personFromPicture } from "./characters";
import { placeSaid } from "./scene-places";
import scenesInContext from "./test-support/scenes-in-context.json";

/**
 * Sentences a story might say, with where a viewer expects to see it happen and what the person named is doing. The
 * place comes first from what happens (driving is a car, cooking a kitchen, swimming the water), then from the nouns;
 * the action comes from the sentence's main verb for that person. None of these sentences were used to tune either.
 */
const CASES: { line: string; who: string; place: string; action: string }[] = scenesInContext;

describe("what a sentence shows: the place and the action", () => {
  it("has at least forty cases", () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES)("$line → $place", ({ line, place }) => {
    expect(placeSaid(line).kind).toBe(place);
  });

  it.each(CASES)("$line → $who is $action", ({ line, who, action }) => {
    expect(actionFor(line, personFromPicture(who, undefined))).toBe(action);
  });
});
