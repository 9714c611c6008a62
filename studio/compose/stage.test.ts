import { describe, expect, it } from "vitest";
import { sitsOnASeat } from "./stage";

describe("sitsOnASeat", () => {
  it("seats someone sitting indoors unless the line puts them on the floor", () => {
    expect(sitsOnASeat("Mum put the kettle on and we sat in the kitchen until dawn.", false)).toBe(true);
    expect(sitsOnASeat("We sat on the floor of the airport and cried.", false)).toBe(false);
    expect(sitsOnASeat("The kids sat on the rug in front of the fire.", false)).toBe(false);
  });

  it("seats someone sitting out of doors only on a seat the line names", () => {
    expect(sitsOnASeat("We sat by the lake until sunset.", true)).toBe(false);
    expect(sitsOnASeat("We sat on a bench by the lake.", true)).toBe(true);
  });
});
