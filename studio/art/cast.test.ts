import { describe, expect, it } from "vitest";
import { readCast } from "./cast";

describe("the story's cast", () => {
  it("names the person, not whose the thing is: 'my aunt Rosa's fruit stall' is Rosa", () => {
    expect(readCast(["I worked Saturdays at my aunt Rosa's fruit stall in Palermo."])).toMatchObject([
      { name: "Rosa", role: "aunt", gender: "female" },
    ]);
  });
});
